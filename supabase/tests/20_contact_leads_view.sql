-- pgTAP: the owner's leads view (public.contact_leads): privileges, reason labels, each lead's two mail states, order,
-- and why a lead was scored as it was (spam_gruende, private.spam_reasons).
-- Runs in one transaction that is rolled back.
begin;
select plan(36);

-- ------------------------------------------------------------------------------------------------ structure
select has_view('public', 'contact_leads', 'view contact_leads exists');
select ok(
  (select 'security_invoker=true' = any (reloptions) from pg_class where oid = 'public.contact_leads'::regclass),
  'the view runs with the caller''s rights (security_invoker)'
);
select columns_are('public', 'contact_leads', array[
  'eingegangen_am', 'einstufung', 'anrede', 'name', 'email', 'grund', 'nachricht', 'quelle',
  'antwort_zustand', 'antwort_versendet_am', 'antwort_naechster_versuch', 'antwort_fehler',
  'benachrichtigung_zustand', 'benachrichtigung_versendet_am', 'benachrichtigung_naechster_versuch',
  'benachrichtigung_fehler', 'spam_punkte', 'spam_merkmale', 'spam_gruende', 'loeschung_ab', 'grund_wert', 'anfrage_id'
], 'the view has exactly the German columns');
select is(
  (select count(*)::int from pg_attribute a
    where a.attrelid = 'public.contact_leads'::regclass and a.attnum > 0 and not a.attisdropped
      and col_description(a.attrelid, a.attnum) is null),
  0, 'every column has a comment for the dashboard');

-- --------------------------------------------------------------------------------------------- privileges
select is(has_table_privilege('anon', 'public.contact_leads', 'select'), false, 'anon cannot select the view');
select is(has_table_privilege('authenticated', 'public.contact_leads', 'select'), false, 'authenticated cannot select the view');
select is(has_table_privilege('anon', 'public.contact_leads', 'insert, update, delete'), false, 'anon cannot write through it');
select is(has_table_privilege('service_role', 'public.contact_leads', 'select'), true, 'service_role reads the view');
select is(has_table_privilege('anon', 'private.contact_reason_labels', 'select'), false, 'anon cannot read the labels');
set local role anon;
select throws_ok('select * from public.contact_leads', '42501', null, 'anon gets permission denied');
reset role;
set local role authenticated;
select throws_ok('select * from public.contact_leads', '42501', null, 'authenticated gets permission denied');
reset role;

-- --------------------------------------------------------------------------------------------------- states
-- Three leads, oldest first: its deliveries are set to every state the view shows.
delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret');
set local client_min_messages = error; -- the trigger's "Vault secret missing" warning
insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz) values
  (now() - interval '2 hours', 'frau', 'Erste Person', 'erste.leads@example.de', 'gratis-video', 'Bitte ein Werbevideo.', true),
  (now() - interval '1 hour', 'herr', 'Zweite Person', 'zweite.leads@example.de', 'webdesign-anfrage', 'Eine Frage zur Website.', true),
  (now(), 'divers', 'Dritte Person', 'dritte.leads@example.de', 'preise', 'Was kosten die Pakete?', true);
reset client_min_messages;

-- first lead: both mails sent
update public.contact_deliveries d set status = 'sent', sent_at = s.created_at + interval '5 seconds', attempts = 1
  from public.contact_submissions s where s.id = d.submission_id and s.email = 'erste.leads@example.de';
-- second lead: the reply is pending after a retryable error, the notice failed for good
update public.contact_deliveries d
   set attempts = 2, last_error = '429 rate_limit_exceeded: slow down', next_attempt_at = '2030-01-01 10:00+00'
  from public.contact_submissions s
 where s.id = d.submission_id and s.email = 'zweite.leads@example.de' and d.kind = 'autoreply';
update public.contact_deliveries d
   set status = 'failed', attempts = 5, last_error = '422 validation_error: Invalid `to` field.'
  from public.contact_submissions s
 where s.id = d.submission_id and s.email = 'zweite.leads@example.de' and d.kind = 'owner_notice';
-- a sent mail whose earlier attempt had failed shows no error
update public.contact_deliveries d set last_error = '500 internal_server_error'
  from public.contact_submissions s
 where s.id = d.submission_id and s.email = 'erste.leads@example.de' and d.kind = 'autoreply';

create temporary table t_leads as
  select * from public.contact_leads where email like '%.leads@example.de';

select results_eq(
  $$ select email from t_leads $$,
  $$ values ('dritte.leads@example.de'::text), ('zweite.leads@example.de'), ('erste.leads@example.de') $$,
  'newest lead first'
);
select results_eq(
  $$ select grund, grund_wert from t_leads order by eingegangen_am $$,
  $$ values ('Kostenloses Testvideo anfordern'::text, 'gratis-video'::text),
            ('webdesign-anfrage', 'webdesign-anfrage'),
            ('Preise aller Pakete erfahren', 'preise') $$,
  'known reasons in words, an unknown one as given'
);
select results_eq(
  $$ select antwort_zustand, antwort_versendet_am is not null, antwort_naechster_versuch, antwort_fehler,
            benachrichtigung_zustand, benachrichtigung_versendet_am is not null, benachrichtigung_fehler
       from t_leads where email = 'erste.leads@example.de' $$,
  $$ values ('versendet'::text, true, null::timestamptz, null::text, 'versendet'::text, true, null::text) $$,
  'sent: state versendet with the time, no next try and no error'
);
select results_eq(
  $$ select antwort_zustand, antwort_versendet_am, antwort_naechster_versuch, antwort_fehler
       from t_leads where email = 'zweite.leads@example.de' $$,
  $$ values ('ausstehend'::text, null::timestamptz, '2030-01-01 10:00+00'::timestamptz, '429 rate_limit_exceeded: slow down'::text) $$,
  'pending: state ausstehend with the next try and the last error'
);
select results_eq(
  $$ select benachrichtigung_zustand, benachrichtigung_versendet_am, benachrichtigung_naechster_versuch, benachrichtigung_fehler
       from t_leads where email = 'zweite.leads@example.de' $$,
  $$ values ('fehlgeschlagen'::text, null::timestamptz, null::timestamptz, '422 validation_error: Invalid `to` field.'::text) $$,
  'failed: state fehlgeschlagen with the error and no next try'
);
select results_eq(
  $$ select antwort_zustand, benachrichtigung_zustand, antwort_naechster_versuch is not null
       from t_leads where email = 'dritte.leads@example.de' $$,
  $$ values ('ausstehend'::text, 'ausstehend'::text, true) $$,
  'a new lead: both mails pending with their first try'
);
select results_eq(
  $$ select anrede, name, nachricht, anfrage_id from t_leads where email = 'dritte.leads@example.de' $$,
  $$ select anrede, name, nachricht, id from public.contact_submissions where email = 'dritte.leads@example.de' $$,
  'the lead''s own fields and id'
);
select is((select count(*)::int from t_leads), 3, 'one row per lead (not per mail)');

-- the service role reads it (RLS and grants as the API's service key has them)
set local role service_role;
select is((select count(*)::int from public.contact_leads where email like '%.leads@example.de'), 3,
  'service_role sees every lead');
reset role;

-- a lead without deliveries (e.g. removed by hand) still shows, with empty mail states
delete from public.contact_deliveries d using public.contact_submissions s
 where s.id = d.submission_id and s.email = 'dritte.leads@example.de';
select results_eq(
  $$ select antwort_zustand, benachrichtigung_zustand from public.contact_leads where email = 'dritte.leads@example.de' $$,
  $$ values (null::text, null::text) $$,
  'a lead without delivery rows still shows'
);

-- ------------------------------------------------------------------------------------------------ spam reasons
-- Why a lead was scored as it was is worded once, by private.spam_reasons (contact_intake.sql): the view's spam_gruende
-- shows it, and so does the digest mail (13_mail_under_attack.sql).
create temporary table t_signal_words (signal text, words text);
insert into t_signal_words values
  ('honeypot', 'unsichtbares Feld ausgefüllt (das tun nur Programme)'),
  ('fast_fill:900ms', 'Formular in 0,9 Sekunden ausgefüllt'),
  ('fast_fill:1000ms', 'Formular in 1 Sekunde ausgefüllt'),
  ('no_browser_timing', 'ohne die Zeitmessung des Formulars gesendet (von einem Programm, nicht über die Website)'),
  ('links:1', '1 Link'),
  ('links:4', '4 Links'),
  ('non_latin:0.12', U&'nur 12\00A0% lateinische Buchstaben'),
  ('non_latin:0.00', 'keine lateinischen Buchstaben'),
  ('english', 'Nachricht auf Englisch'),
  ('repeated', 'auffällig wiederholte Zeichen oder Wörter'),
  ('phrases:first page of google|backlink', 'Werbefloskeln: „first page of google“, „backlink“'),
  ('same_text:1', 'derselbe Text kam kurz zuvor aus einem anderen Netz'),
  ('same_text:3', 'derselbe Text kam kurz zuvor aus 3 anderen Netzen'),
  ('text_model:0.97', U&'Textmodell: 97\00A0% spamtypisch'),
  ('shapes:lorem|placeholder|no_letters', 'kein Mensch schreibt so: Blindtext, Platzhalter, kein Buchstabe'),
  ('new_rule:7', 'Merkmal „new_rule:7“');
select results_eq(
  $$ select signal, private.spam_reasons(array[signal], null) from t_signal_words order by signal $$,
  $$ select signal, words from t_signal_words order by signal $$,
  'each signal in words, its detail in German numbers; a code without words as „Merkmal …“');
-- every code the assessment can store (where it appends one to `signals`) has words above
create temporary table t_assessment as
  select pg_get_functiondef('private.contact_spam_assessment(text,text,jsonb)'::regprocedure) as source,
         'signals\s*:=\s*signals\s*\|\|\s*(?:''([a-z_]+)''::text|format\(''([a-z_]+):)' as append_pattern;
select is(
  (select count(*)::int from t_assessment, regexp_matches(source, append_pattern, 'g')),
  (select count(*)::int from t_assessment, regexp_matches(source, 'signals\s*:=\s*signals\s*\|\|', 'g')),
  'each place that appends a signal names its code in a form this test reads');
select is(
  (select array_agg(distinct coalesce(m[1], m[2])) from t_assessment, regexp_matches(source, append_pattern, 'g') m
    where coalesce(m[1], m[2]) not in (select split_part(signal, ':', 1) from t_signal_words)),
  null,
  'every signal code the assessment can store is worded above');
-- every marker the text model's tokens can hold ("~tld:" with a domain's ending) has words
create temporary table t_markers as
  select distinct m[1] || case when m[1] like '%:' then 'ru' else '' end as token
    from regexp_matches(pg_get_functiondef('private.spam_tokens(text,text)'::regprocedure), '''(~[a-z_:]+)''', 'g') m;
select cmp_ok((select count(*)::int from t_markers), '>=', 30, 'the markers are read from private.spam_tokens');
select is(
  (select array_agg(token order by token) from t_markers
    where private.spam_reasons('{}', jsonb_build_object('probability', 0.9,
            'tokens', jsonb_build_array(jsonb_build_object('token', token, 'weight', 1)))) ~ '~|Spam$'),
  null,
  'every marker of private.spam_tokens is named in words');
select is(
  private.spam_reasons(array['text_model:0.97', 'links:3'], '{"probability": 0.9712, "tokens": [
    {"token": "casino", "weight": 2.1}, {"token": "^angebot", "weight": -1.4},
    {"token": "bieten ihnen", "weight": 1.3}, {"token": "~tld:ru", "weight": 1.2}, {"token": "~phone", "weight": 1.1}]}'),
  U&'Textmodell: 97\00A0% spamtypisch (vor allem „casino“, „bieten ihnen“, Webadresse auf .ru); 3 Links',
  'the model''s verdict with the three strongest tokens that point its way, in words; its signal not twice');
select is(
  private.spam_reasons(array['honeypot'], '{"probability": 0.03, "tokens": [
    {"token": "such<ich", "weight": -2.1}, {"token": "wir>biet", "weight": 1.5},
    {"token": "^angebot", "weight": -1.4}, {"token": "字", "weight": -1.2}]}'),
  U&'Textmodell: 3\00A0% spamtypisch (anfragetypisch: „such… ich“, „angebot…“, „字“); '
  || 'unsichtbares Feld ausgefüllt (das tun nur Programme)',
  'an inquiry''s tokens: a pronoun after a stem, a stem, a CJK character');
select is(
  private.spam_reasons('{}', '{"probability": 0.8, "tokens": [
    {"token": "wir>biet", "weight": 1.5}, {"token": "~new_marker", "weight": 1.2},
    {"token": "~your_business", "weight": 1.1}]}'),
  U&'Textmodell: 80\00A0% spamtypisch (vor allem „wir biet…“, ~new_marker, „Ihr Unternehmen“)',
  'a pronoun before a stem; a marker without words as given');
select is(
  private.spam_reasons('{}', '{"probability": 0.2, "tokens": [
    {"token": "!kooperation", "weight": -0.9}, {"token": "ich>mocht", "weight": -0.5}]}'),
  U&'Textmodell: 20\00A0% spamtypisch (anfragetypisch: „kooperation…“ verneint, „ich mocht…“)',
  'a negated stem says so');
select is(private.spam_reasons('{}', null), null, 'nothing to say: empty');
-- the view shows it for each lead
update public.contact_submissions
   set spam_signals = array['links:3', 'fast_fill:1200ms'],
       spam_text_evidence = '{"probability": 0.97, "tokens": [{"token": "~link:page", "weight": 1.8},
                              {"token": "casino", "weight": 1.5}, {"token": "~price_offer", "weight": 1.1}]}'
 where email = 'zweite.leads@example.de';
select is((select spam_gruende from public.contact_leads where email = 'zweite.leads@example.de'),
  U&'Textmodell: 97\00A0% spamtypisch (vor allem Link auf eine Unterseite, „casino“, Preisangebot); 3 Links; '
  || 'Formular in 1,2 Sekunden ausgefüllt',
  'spam_gruende: the lead''s reasons in words');

-- --------------------------------------------------------------------------------------- advisor's concerns
select is(
  (select count(*)::int from pg_views v where v.schemaname = 'public' and v.viewname = 'contact_leads'
     and v.definition ilike '%auth.users%'),
  0, 'the view exposes nothing of auth.users');
select ok(
  not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'public' and c.relname = 'contact_reason_labels'),
  'the label lookup is not in the API schema');
select is(
  (select count(*)::int from information_schema.role_table_grants
    where table_schema = 'public' and table_name = 'contact_leads' and grantee in ('anon', 'authenticated', 'PUBLIC')),
  0, 'no grant of any kind to anon, authenticated or PUBLIC');
select is(
  (select count(*)::int from information_schema.role_table_grants
    where table_schema = 'private' and table_name = 'contact_reason_labels' and grantee in ('anon', 'authenticated', 'PUBLIC')),
  0, 'no grant on the labels to anon, authenticated or PUBLIC');

select * from finish();
rollback;
