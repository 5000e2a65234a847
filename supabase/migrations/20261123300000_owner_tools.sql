-- The owner's tools in the Supabase dashboard: the leads view with the state of each lead's two mails, and one call
-- each for a data subject's request for access (export) or erasure, keyed by e-mail address.
-- None of it is reachable with the public anon key or a user's JWT: the view and both functions belong to the owner
-- (dashboard / SQL editor, role postgres) and the service role.

-- ------------------------------------------------------------------------------------------- reason labels
-- The contact reasons (column grund) in words, as the owner notice mail shows them
-- (supabase/functions/_shared/reasons.ts; a contract test holds both to one another). A value not listed is shown as given.
create table private.contact_reason_labels (
  grund text primary key,
  bezeichnung text not null check (bezeichnung ~ '\S')
);
comment on table private.contact_reason_labels is
  'Bezeichnungen der Anfragegründe (Spalte grund) für die Ansicht contact_leads; unbekannte Werte erscheinen unverändert.';
insert into private.contact_reason_labels (grund, bezeichnung) values
  ('gratis-video', 'Kostenloses Werbevideo'),
  ('fragen', 'Ich habe Fragen'),
  ('preise', 'Preise aller Pakete erfahren'),
  ('plan-personalisiert', 'Personalisierten Plan erstellen'),
  ('service-spezifisch', 'Ein bestimmter Service');
revoke all on table private.contact_reason_labels from public, anon, authenticated;
grant select on table private.contact_reason_labels to service_role;

-- ------------------------------------------------------------------------------------------------ leads view
-- One row per lead, newest first. Each of the two mails (automatic reply to the prospect, notice to the owner) in
-- four columns: state (versendet / ausstehend / fehlgeschlagen), when it was sent, when the next try is due (only
-- while pending), and the error (the last one of a pending mail that will be retried, or the final one).
-- security_invoker: the view reads the tables with the caller's rights, so it can never show more than the caller
-- may read anyway; anon and authenticated may not select it at all.
create view public.contact_leads
with (security_invoker = true)
as
with mail as (
  select d.submission_id,
         d.kind,
         case d.status
           when 'sent' then 'versendet'
           when 'pending' then 'ausstehend'
           when 'failed' then 'fehlgeschlagen'
         end as zustand,
         d.sent_at as versendet_am,
         case when d.status = 'pending' then d.next_attempt_at end as naechster_versuch,
         case when d.status <> 'sent' then d.last_error end as fehler
    from public.contact_deliveries d
)
select s.created_at as eingegangen_am,
       s.anrede,
       s.name,
       s.email,
       coalesce(r.bezeichnung, s.grund) as grund,
       s.nachricht,
       reply.zustand as antwort_zustand,
       reply.versendet_am as antwort_versendet_am,
       reply.naechster_versuch as antwort_naechster_versuch,
       reply.fehler as antwort_fehler,
       notice.zustand as benachrichtigung_zustand,
       notice.versendet_am as benachrichtigung_versendet_am,
       notice.naechster_versuch as benachrichtigung_naechster_versuch,
       notice.fehler as benachrichtigung_fehler,
       s.grund as grund_wert,
       s.id as anfrage_id
  from public.contact_submissions s
  left join private.contact_reason_labels r on r.grund = s.grund
  left join mail reply on reply.submission_id = s.id and reply.kind = 'autoreply'
  left join mail notice on notice.submission_id = s.id and notice.kind = 'owner_notice'
 order by s.created_at desc, s.id;

comment on view public.contact_leads is
  'Alle Anfragen aus dem Kontaktformular, neueste zuerst, mit dem Stand der zwei E-Mails je Anfrage: automatische '
  'Antwort an die anfragende Person (antwort_*) und Benachrichtigung an Sie (benachrichtigung_*). Zustand: '
  'versendet (an Resend übergeben), ausstehend (wird erneut versucht, siehe naechster_versuch), fehlgeschlagen '
  '(endgültig, siehe fehler). Auskunft und Löschung: export_contact_data / erase_contact_data.';
comment on column public.contact_leads.eingegangen_am is 'Zeitpunkt des Eingangs.';
comment on column public.contact_leads.anrede is 'Anrede: herr, frau oder divers.';
comment on column public.contact_leads.name is 'Name der anfragenden Person.';
comment on column public.contact_leads.email is 'E-Mail-Adresse für die Antwort.';
comment on column public.contact_leads.grund is 'Grund der Anfrage in Worten (unbekannte Werte unverändert).';
comment on column public.contact_leads.nachricht is 'Nachricht der anfragenden Person.';
comment on column public.contact_leads.antwort_zustand is
  'Automatische Antwort an die anfragende Person: versendet, ausstehend oder fehlgeschlagen.';
comment on column public.contact_leads.antwort_versendet_am is 'Zeitpunkt, zu dem Resend die automatische Antwort angenommen hat.';
comment on column public.contact_leads.antwort_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.antwort_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler.';
comment on column public.contact_leads.benachrichtigung_zustand is
  'Benachrichtigung an Sie: versendet, ausstehend oder fehlgeschlagen.';
comment on column public.contact_leads.benachrichtigung_versendet_am is 'Zeitpunkt, zu dem Resend die Benachrichtigung angenommen hat.';
comment on column public.contact_leads.benachrichtigung_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.benachrichtigung_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler.';
comment on column public.contact_leads.grund_wert is 'Grund der Anfrage, wie ihn das Formular gespeichert hat (Spalte grund).';
comment on column public.contact_leads.anfrage_id is 'Kennung der Anfrage (contact_submissions.id, contact_deliveries.submission_id).';

revoke all on table public.contact_leads from public, anon, authenticated;
grant select on table public.contact_leads to service_role;

-- ------------------------------------------------------------------------------------ data subject requests
-- Everything stored about a person is found through the e-mail address they gave, compared without regard to case
-- (as the per-address limits compare it). Both functions list the same tables, one entry per table; a table that
-- holds personal data tied to the address gets a line in each.
-- SECURITY DEFINER with an empty search_path, so they also reach tables the service role cannot read directly;
-- EXECUTE only for service_role (and the owner): anon and authenticated get "permission denied".

create function private.normalised_contact_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_email is null or btrim(p_email) = '' then
    raise exception using errcode = '22023', message = 'an e-mail address is required',
      hint = 'Pass the address exactly as the person gave it; case does not matter.';
  end if;
  return lower(btrim(p_email));
end
$$;
revoke all on function private.normalised_contact_email(text) from public, anon, authenticated;
comment on function private.normalised_contact_email(text) is
  'Die Adresse, nach der Auskunft und Löschung suchen: ohne Leerzeichen am Rand, in Kleinbuchstaben.';

-- Art. 15 / Art. 20 GDPR: every row stored about the address, as JSON, table by table (whole rows, so a column
-- added later is included without a change here).
create function public.export_contact_data(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
begin
  return (
    with submissions as (
      select s.* from public.contact_submissions s where lower(s.email) = address
    ),
    deliveries as (
      select d.* from public.contact_deliveries d where d.submission_id in (select id from submissions)
    )
    select jsonb_build_object(
      'email', address,
      'exported_at', now(),
      'contact_submissions', coalesce((select jsonb_agg(to_jsonb(s) order by s.created_at) from submissions s), '[]'::jsonb),
      'contact_deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at, d.kind) from deliveries d), '[]'::jsonb)
    )
  );
end
$$;
revoke all on function public.export_contact_data(text) from public, anon, authenticated;
grant execute on function public.export_contact_data(text) to service_role;
comment on function public.export_contact_data(text) is
  'Auskunft (Art. 15 DSGVO): alle zu einer E-Mail-Adresse gespeicherten Daten als JSON, Tabelle für Tabelle. '
  'Im SQL-Editor: select public.export_contact_data(''person@example.de'');';

-- Art. 17 GDPR: deletes every row stored about the address, in one transaction, and returns how many rows of each
-- table went. Deliveries are deleted (and counted) before their submissions.
create function public.erase_contact_data(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
  deleted jsonb := '{}'::jsonb;
  n integer;
begin
  delete from public.contact_deliveries d
   using public.contact_submissions s
   where d.submission_id = s.id and lower(s.email) = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_deliveries', n);

  delete from public.contact_submissions s where lower(s.email) = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_submissions', n);

  return jsonb_build_object('email', address, 'erased_at', now(), 'deleted', deleted);
end
$$;
revoke all on function public.erase_contact_data(text) from public, anon, authenticated;
grant execute on function public.erase_contact_data(text) to service_role;
comment on function public.erase_contact_data(text) is
  'Löschung (Art. 17 DSGVO): löscht alle zu einer E-Mail-Adresse gespeicherten Daten und gibt die Anzahl je '
  'Tabelle zurück. Im SQL-Editor: select public.erase_contact_data(''person@example.de'');';
