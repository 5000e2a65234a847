-- The owner's tools: the leads view in the Supabase dashboard with the state of each lead's mails, one call each for a
-- data subject's request for access (export) or erasure, keyed by mailbox, and what `npm run check:deploy` asks a
-- deployed project. Builds on contact_intake.sql and contact_delivery.sql.
-- None of it is reachable with the public anon key or a user's JWT: the views and functions belong to the owner
-- (dashboard / SQL editor, role postgres) and the service role.

-- ------------------------------------------------------------------------------------------- reason labels
-- The contact reasons (column grund) in words, the same words the form and the owner notice mail use. A value not
-- listed is shown as given.
create table private.contact_reason_labels (
  grund text primary key,
  label text not null check (label ~ '\S')
);
comment on table private.contact_reason_labels is
  'Bezeichnungen der Anfragegründe (Spalte grund) für die Ansicht contact_leads; unbekannte Werte erscheinen unverändert.';
-- its rows: 20261127160300_shared_rules.sql, generated from supabase/functions/_shared/reasons.ts
grant select on table private.contact_reason_labels to service_role;

-- ------------------------------------------------------------------------------------------------ leads view
-- One row per lead, newest first: its classification (lead or spam), the form's fields with the reason in words, where
-- the lead came from, and each of the two mails (automatic reply to the prospect, notice to the owner) in four
-- columns: state (versendet / ausstehend / fehlgeschlagen / zurückgehalten / in Sammelmail), when it was sent, when
-- the next try is due (only while pending), and the error (the last one of a pending mail that will be retried, the
-- final one, for a held reply the reason with the call that releases it, for a reply waiting for its share of the
-- budget under attack what it waits for).
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
           when 'held' then 'zurückgehalten'
           when 'bundled' then 'in Sammelmail'
         end as zustand,
         d.sent_at as versendet_am,
         case when d.status = 'pending' then d.next_attempt_at end as naechster_versuch,
         case
           when d.status = 'held' then
             case d.hold_reason
               when 'spam' then 'als Spam erkannt; als echt bestätigen: select private.mark_contact_not_spam('''
                 || d.submission_id || ''');'
               when 'budget' then 'Stundenbudget automatischer Antworten erreicht (bei vielen Anfragen gehen die '
                 || 'Antworten zuerst an die, die am meisten nach einem Menschen aussehen); freigeben, sonst wird die Anfrage gelöscht '
                 || '(loeschung_ab): select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
               when 'domain' then 'Grenze automatischer Antworten an diese Domain erreicht; freigeben, sonst wird die '
                 || 'Anfrage gelöscht (loeschung_ab): '
                 || 'select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
             end
           when d.status = 'bundled' then
             case when d.reported_in is null then 'kommt mit der nächsten Sammelmail'
                  else 'Sammelmail ' || d.reported_in end
           when d.status = 'pending' and d.released_at is null
            and exists (select 1 from private.contact_reply_shares w
                         where w.delivery_id = d.id and w.granted_at is null)
             then 'Viele Anfragen auf einmal: wartet bis zum nächsten Versuch auf ihren Platz im Stundenbudget (die '
                  || 'Anfragen, die am meisten nach einem Menschen aussehen, zuerst; die übrigen werden zurückgehalten)'
           when d.status <> 'sent' then d.last_error
         end as fehler
    from public.contact_deliveries d
   where d.submission_id is not null
)
select s.created_at as eingegangen_am,
       case s.status when 'spam' then 'Spam' else 'Anfrage' end as einstufung,
       s.anrede,
       s.name,
       s.email,
       coalesce(r.label, s.grund) as grund,
       s.nachricht,
       nullif(concat_ws(', ', 'über ' || s.source_page, cta.label), '') as quelle,
       reply.zustand as antwort_zustand,
       reply.versendet_am as antwort_versendet_am,
       reply.naechster_versuch as antwort_naechster_versuch,
       reply.fehler as antwort_fehler,
       notice.zustand as benachrichtigung_zustand,
       notice.versendet_am as benachrichtigung_versendet_am,
       notice.naechster_versuch as benachrichtigung_naechster_versuch,
       notice.fehler as benachrichtigung_fehler,
       s.spam_score as spam_punkte,
       array_to_string(s.spam_signals, ', ') as spam_merkmale,
       private.spam_reasons(s.spam_signals, s.spam_text_evidence) as spam_gruende, -- its words: contact_intake.sql
       private.contact_expires_at(s) as loeschung_ab,
       s.grund as grund_wert,
       s.id as anfrage_id
  from public.contact_submissions s
  left join private.contact_reason_labels r on r.grund = s.grund
  left join private.contact_cta_labels cta on cta.slot = s.source_cta
  left join mail reply on reply.submission_id = s.id and reply.kind = 'autoreply'
  left join mail notice on notice.submission_id = s.id and notice.kind = 'owner_notice'
 order by s.created_at desc, s.id;

comment on view public.contact_leads is
  'Alle Anfragen aus dem Kontaktformular, neueste zuerst, mit Einstufung (Anfrage oder Spam) und dem Stand der zwei '
  'E-Mails je Anfrage: automatische Antwort an die anfragende Person (antwort_*) und Benachrichtigung an Sie '
  '(benachrichtigung_*). Zustand: versendet, ausstehend (wird erneut versucht), fehlgeschlagen (endgültig, siehe '
  'fehler), zurückgehalten (siehe fehler: Spam oder Stundenbudget, mit dem Aufruf zum Freigeben) oder in Sammelmail. '
  'Auskunft und Löschung: export_contact_data / erase_contact_data.';
comment on column public.contact_leads.eingegangen_am is 'Zeitpunkt des Eingangs.';
comment on column public.contact_leads.einstufung is
  'Anfrage oder Spam (nach den Spam-Regeln; Spam erhält keine automatische Antwort und wird nach 30 Tagen gelöscht).';
comment on column public.contact_leads.anrede is 'Anrede: herr, frau oder divers.';
comment on column public.contact_leads.name is 'Name der anfragenden Person.';
comment on column public.contact_leads.email is 'E-Mail-Adresse für die Antwort.';
comment on column public.contact_leads.grund is 'Grund der Anfrage in Worten (unbekannte Werte unverändert).';
comment on column public.contact_leads.nachricht is 'Nachricht der anfragenden Person.';
comment on column public.contact_leads.quelle is
  'Woher die Anfrage kam: die Seite der Website und die Schaltfläche, über die die Person zum Kontaktformular kam, '
  'z. B. „über /services/seo-experte, Schaltfläche im Seitenende“; leer, wenn unbekannt (Kontaktseite direkt '
  'aufgerufen oder Link ohne bekannte Angabe).';
comment on column public.contact_leads.antwort_zustand is
  'Automatische Antwort an die anfragende Person: versendet, ausstehend, fehlgeschlagen oder zurückgehalten.';
comment on column public.contact_leads.antwort_versendet_am is 'Zeitpunkt, zu dem Resend die automatische Antwort angenommen hat.';
comment on column public.contact_leads.antwort_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.antwort_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler; wenn '
  'zurückgehalten: der Grund und der Aufruf zum Freigeben.';
comment on column public.contact_leads.benachrichtigung_zustand is
  'Benachrichtigung an Sie: versendet, ausstehend, fehlgeschlagen oder in Sammelmail.';
comment on column public.contact_leads.benachrichtigung_versendet_am is 'Zeitpunkt, zu dem Resend die Benachrichtigung angenommen hat.';
comment on column public.contact_leads.benachrichtigung_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.benachrichtigung_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler; wenn in '
  'Sammelmail: welche.';
comment on column public.contact_leads.spam_punkte is 'Spam-Punktzahl beim Eingang (ab spam_threshold: Spam).';
comment on column public.contact_leads.spam_merkmale is 'Die Spam-Merkmale, die beim Eingang zutrafen.';
comment on column public.contact_leads.spam_gruende is
  'Warum so eingestuft, in Worten (wie in der Sammelmail): das Urteil des Textmodells (0 % = Anfrage, 100 % = Spam) '
  'mit den Wörtern, die am meisten zählten, dann die zutreffenden Regeln. Falsch eingestuft? '
  'select private.mark_contact_spam(''<anfrage_id>''); oder select private.mark_contact_not_spam(''<anfrage_id>''); '
  '– das Textmodell lernt daraus.';
comment on column public.contact_leads.loeschung_ab is
  'Ab dann löscht der tägliche Aufräum-Job (03:17 UTC) die Anfrage mit ihren E-Mails: 24 Monate nach Eingang, Spam '
  'nach 30 Tagen, eine Anfrage, deren automatische Antwort zurückgehalten und nie freigegeben wurde, ebenfalls nach 30 '
  'Tagen (freigeben oder als echt bestätigen, dann bleibt sie).';
comment on column public.contact_leads.grund_wert is 'Grund der Anfrage, wie ihn das Formular gespeichert hat (Spalte grund).';
comment on column public.contact_leads.anfrage_id is 'Kennung der Anfrage (contact_submissions.id, contact_deliveries.submission_id).';


-- ------------------------------------------------------------------------------------ data subject requests
-- Everything stored about a person is found through the e-mail address they gave, by mailbox, as the per-address
-- limit counts them: "Anna.Mueller+news@gmail.com" and "annamueller@googlemail.com" are one person. Both functions
-- list the same tables, one entry per table; a table that holds personal data tied to the address gets a line in
-- each. The owner's summaries and digests name each lead they report (name, address, concern), so they hold personal
-- data tied to the address too: the export lists their entries about the address (and only those); erasure removes
-- them from every summary and digest and deletes one not yet sent that has no lead left.
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
    raise exception using errcode = '22023', message = 'Bitte eine E-Mail-Adresse angeben',
      hint = 'Die Adresse so, wie die Person sie genannt hat; Groß- und Kleinschreibung zählt nicht.';
  end if;
  return private.normalised_mailbox(p_email);
end
$$;
comment on function private.normalised_contact_email is 'The mailbox export and erasure look for; raises on an empty address.';

-- Art. 15 / Art. 20 GDPR: every row stored about the mailbox, as JSON, table by table (whole rows, so every column of
-- a lead, its source included, is in the export, and a new column needs no change here).
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
      select s.* from public.contact_submissions s where s.mailbox = address
    ),
    deliveries as (
      select d.* from public.contact_deliveries d where d.submission_id in (select id from submissions)
    ),
    model_documents as (
      select m.submission_id, m.label, m.tokens, m.taught_at
        from private.spam_model_documents m where m.submission_id in (select id from submissions)
    ),
    owner_mails as (
      select d.id, d.kind, d.created_at, d.status, d.sent_at, entries.leads
        from public.contact_deliveries d
        cross join lateral (
          select jsonb_agg(lead) as leads
            from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) lead
           where private.normalised_mailbox(lead ->> 'email') = address
        ) entries
       where d.kind in ('owner_summary', 'owner_digest') and entries.leads is not null
    )
    select jsonb_build_object(
      'email', address,
      'exported_at', now(),
      'contact_submissions', coalesce((select jsonb_agg(to_jsonb(s) order by s.created_at) from submissions s), '[]'::jsonb),
      'contact_deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at, d.kind) from deliveries d), '[]'::jsonb),
      'spam_model_documents', coalesce((select jsonb_agg(to_jsonb(m) order by m.taught_at) from model_documents m), '[]'::jsonb),
      'owner_summaries', coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at) from owner_mails m), '[]'::jsonb)
    )
  );
end
$$;
comment on function public.export_contact_data is 'Owner (Art. 15 GDPR): everything stored about an address, as JSON: select public.export_contact_data(''person@example.de'');';

-- Art. 17 GDPR: deletes every row stored about the mailbox, in one transaction, and returns how many rows of each
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
   where d.submission_id = s.id and s.mailbox = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_deliveries', n);

  -- the owner's marks of these leads leave the spam text model (its next training, within a minute, is without them)
  delete from private.spam_model_documents m
   using public.contact_submissions s
   where m.submission_id = s.id and s.mailbox = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('spam_model_documents', n);

  delete from public.contact_submissions s where s.mailbox = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_submissions', n);

  update public.contact_deliveries d
     set summary = d.summary
           || jsonb_build_object('leads', coalesce(
                (select jsonb_agg(lead) from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]')) lead
                  where private.normalised_mailbox(lead ->> 'email') is distinct from address), '[]'::jsonb))
           || case when d.summary ? 'spam_leads' then jsonb_build_object('spam_leads', coalesce(
                (select jsonb_agg(lead) from jsonb_array_elements(d.summary -> 'spam_leads') lead
                  where private.normalised_mailbox(lead ->> 'email') is distinct from address), '[]'::jsonb))
              else '{}'::jsonb end,
         updated_at = now()
   where d.kind in ('owner_summary', 'owner_digest')
     and exists (select 1
                   from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) lead
                  where private.normalised_mailbox(lead ->> 'email') = address);
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('owner_summaries', n);

  -- nothing left to report: a pending summary or digest would only send an empty mail
  delete from public.contact_deliveries d
   where d.kind in ('owner_summary', 'owner_digest') and d.status = 'pending'
     and jsonb_array_length(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) = 0;

  return jsonb_build_object('email', address, 'erased_at', now(), 'deleted', deleted);
end
$$;
comment on function public.erase_contact_data is 'Owner (Art. 17 GDPR): deletes everything stored about an address: select public.erase_contact_data(''person@example.de'');';

-- ------------------------------------------------------------------------------------------ deploy status
-- What `npm run check:deploy` asks a deployed project from outside, through the API with the service-role key:
-- which migrations are applied, which Vault secrets exist (names only; the function URL, which is no secret, as
-- well), the pg_cron jobs, whether the client address reached Postgres, and a dry run of the Edge Function that
-- Postgres itself sends through pg_net with the URL and secret from Vault. The call and the reading of its answer are
-- two functions: pg_net sends a request only after the calling transaction has committed.
-- Only the service role may call them; the anon key and signed-in users may not.

-- The state. Read by plpgsql so that the function can be created where the Supabase CLI's migration table does not
-- exist (migrations applied by hand); then no version counts as applied.
create function public.contact_deploy_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  versions jsonb := '[]'::jsonb;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select coalesce(jsonb_agg(m.version order by m.version), ''[]''::jsonb)
               from supabase_migrations.schema_migrations m'
      into versions;
  end if;
  return jsonb_build_object(
    'migrations', versions,
    -- names only: the values stay in Vault
    'vault_secrets', (select coalesce(jsonb_agg(s.name order by s.name), '[]'::jsonb)
                        from vault.secrets s where s.name like 'contact\_%'),
    'function_url', (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'contact_autoreply_url'),
    'cron_jobs', (select coalesce(jsonb_agg(jsonb_build_object('name', j.jobname, 'schedule', j.schedule,
                                                                'active', j.active) order by j.jobname), '[]'::jsonb)
                    from cron.job j),
    -- the header private.request_client_address() reads for the per-client limits, and whether it arrived with
    -- this very request (never its value)
    'client_address', jsonb_build_object('header', 'cf-connecting-ip',
                                         'present', private.request_client_address() is not null)
  );
end
$$;
comment on function public.contact_deploy_status is 'check:deploy (service_role): applied migrations, Vault secret names, function URL, cron jobs, client address header.';

-- One dry run of contact-autoreply the way every real call goes (pg_net, URL and secret from Vault). The function
-- checks its secrets and the mail provider, claims nothing and mails no lead. Returns pg_net's request id, or null
-- when the call could not be queued (a Vault secret missing).
create function public.contact_deploy_dry_run()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select private.invoke_contact_mail('{"dry_run": true, "source": "check", "check_provider": true}'::jsonb)
$$;
comment on function public.contact_deploy_dry_run is 'check:deploy (service_role): a dry run of the Edge Function through pg_net; returns the request id.';

-- pg_net's answer to one request, or null while there is none; `problem` in the words the leads view uses.
create function public.contact_deploy_call_answer(p_request_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('status_code', r.status_code, 'content', left(r.content, 8000),
                            'timed_out', coalesce(r.timed_out, false), 'error', r.error_msg,
                            'problem', private.describe_function_answer(r.status_code, left(r.content, 2000),
                                                                       r.timed_out, r.error_msg))
    from net._http_response r
   where r.id = p_request_id
   order by r.created desc
   limit 1
$$;
comment on function public.contact_deploy_call_answer is 'check:deploy (service_role): pg_net''s answer to one request, with the problem in the leads view''s words.';
