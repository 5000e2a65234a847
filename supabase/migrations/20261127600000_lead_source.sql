-- Where a lead came from: the page of the site and the call to action that led the visitor to the contact form.
-- The link to /kontakt names both in its query (?seite=…&cta=…, built by src/lib/lead-source.ts); the contact page
-- sends them with the form when it knows the page and the call to action, and nothing when the visitor opened the
-- page directly. No cookie, no storage, nothing else about the visitor. The anon key is public, so the database holds
-- both columns to a strict shape itself: a page path in the site's spelling, a call to action from the list below.

-- ------------------------------------------------------------------------------------------------ the slots
-- Every call to action that links to the contact page, by its stable id, in the words the owner reads in the notice
-- mail and in the leads view (supabase/functions/_shared/lead-source.ts holds the same words; a contract test holds
-- this table to that module).
create table private.contact_cta_labels (
  slot text primary key check (slot ~ '^[a-z0-9-]{1,40}$'),
  bezeichnung text not null check (bezeichnung ~ '\S')
);
comment on table private.contact_cta_labels is
  'Die Schaltflächen und Links der Website, die zum Kontaktformular führen (Spalte quelle_cta der Anfragen), in '
  'Worten für die Ansicht contact_leads.';
comment on column private.contact_cta_labels.slot is 'Kennung der Schaltfläche, wie der Link sie nennt (?cta=…).';
comment on column private.contact_cta_labels.bezeichnung is 'Die Schaltfläche in Worten, z. B. „Schaltfläche im Seitenende“.';
insert into private.contact_cta_labels (slot, bezeichnung) values
  ('seitenkopf', 'Schaltfläche im Seitenkopf'),
  ('navigationsleiste', 'Schaltfläche in der Navigationsleiste'),
  ('menue', 'Menüpunkt „Kontakt“'),
  ('fusszeile', 'Link „Kontakt“ in der Fußzeile'),
  ('haeufige-fragen', 'Schaltfläche in den häufigen Fragen'),
  ('seitenende', 'Schaltfläche im Seitenende'),
  ('paket', 'Schaltfläche „Trotzdem Preis anfragen“ bei einem Paket'),
  ('einzelleistung', 'Schaltfläche „Trotzdem anfragen“ bei einer Einzelleistung'),
  ('persoenlicher-plan', 'Link „Persönlichen Plan erstellen lassen“'),
  ('blog-beitrag', 'Link im Text eines Blogbeitrags'),
  ('blog-leer', 'Schaltfläche „Frage stellen“ im Blog ohne Beiträge');
revoke all on table private.contact_cta_labels from public, anon, authenticated;
grant select on table private.contact_cta_labels to service_role;

-- ---------------------------------------------------------------------------------------------- the columns
-- The page: "/" or lower-case words (letters with äöüß, digits, hyphens) joined by single slashes, at most 100
-- characters: the spelling of the site's paths (src/lib/page-paths.ts), so no query, anchor, host, space, markup or
-- encoded character gets in. The call to action: one of the slots above (a foreign key, which checks with the table
-- owner's rights, so anon needs no access to the private schema).
alter table public.contact_submissions
  add column quelle_seite text,
  add column quelle_cta text,
  add constraint contact_submissions_quelle_seite_check
    check (char_length(quelle_seite) <= 100 and quelle_seite ~ '^/([a-z0-9äöüß-]+(/[a-z0-9äöüß-]+)*)?$'),
  add constraint contact_submissions_quelle_cta_fkey
    foreign key (quelle_cta) references private.contact_cta_labels (slot);
comment on column public.contact_submissions.quelle_seite is
  'Seite der Website, von der die Person zum Kontaktformular kam (z. B. /services/seo-experte); leer, wenn unbekannt.';
comment on column public.contact_submissions.quelle_cta is
  'Schaltfläche oder Link, über den die Person zum Kontaktformular kam (Kennung aus private.contact_cta_labels); '
  'leer, wenn unbekannt.';

-- Visitors may send both, like the six form fields.
grant insert (quelle_seite, quelle_cta) on table public.contact_submissions to anon, authenticated;

-- Access requests (public.export_contact_data) export whole rows of contact_submissions, so both columns are in the
-- export without a change there.

-- --------------------------------------------------------------------------------------------- leads view
-- As in 20261127300000_mail_under_attack.sql, with the column quelle after nachricht.
drop view public.contact_leads;
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
               when 'budget' then 'Stundenbudget automatischer Antworten erreicht; freigeben: '
                 || 'select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
               when 'domain' then 'Grenze automatischer Antworten an diese Domain erreicht; freigeben: '
                 || 'select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
             end
           when d.status = 'bundled' then
             case when d.reported_in is null then 'kommt mit der nächsten Sammelmail'
                  else 'Sammelmail ' || d.reported_in end
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
       coalesce(r.bezeichnung, s.grund) as grund,
       s.nachricht,
       nullif(concat_ws(', ', 'über ' || s.quelle_seite, cta.bezeichnung), '') as quelle,
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
       s.grund as grund_wert,
       s.id as anfrage_id
  from public.contact_submissions s
  left join private.contact_reason_labels r on r.grund = s.grund
  left join private.contact_cta_labels cta on cta.slot = s.quelle_cta
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
comment on column public.contact_leads.grund_wert is 'Grund der Anfrage, wie ihn das Formular gespeichert hat (Spalte grund).';
comment on column public.contact_leads.anfrage_id is 'Kennung der Anfrage (contact_submissions.id, contact_deliveries.submission_id).';

revoke all on table public.contact_leads from public, anon, authenticated;
grant select on table public.contact_leads to service_role;
