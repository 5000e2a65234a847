-- pgTAP: the owner's summary of mail that failed or was held up (planned once mail works again, at most one per
-- hour, frozen content, each problem reported once) and the hygiene of names before they reach a mail.
begin;
select plan(30);

select tests.setup_mail_path();
delete from public.contact_deliveries where kind = 'owner_summary';

insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, created_at)
values ('frau', 'Anna Ausfall', 'anna.summary@example.de', 'preise', 'Was kosten Ihre Pakete genau?', true, now() - interval '2 hours'),
       ('herr', 'Bernd Wartend', 'bernd.summary@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, now() - interval '1 hour'),
       ('divers', 'Kim Spät', 'kim.summary@example.de', 'gratis-video', 'Bitte ein Werbevideo für mich.', true, now() - interval '50 minutes'),
       ('frau', 'Pünktlich Person', 'ok.summary@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, now() - interval '3 hours');
create temporary table t_d as
  select s.email, d.kind, d.id from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
   where s.email like '%.summary@example.de';
update public.contact_deliveries d set created_at = s.created_at
  from public.contact_submissions s where s.id = d.submission_id and s.email like '%.summary@example.de';
-- Anna: reply failed for good, notice sent on time; Bernd: both still pending after an hour; Kim: both sent after
-- 45 minutes; the fourth: both sent at once (no problem)
update public.contact_deliveries set status = 'failed', attempts = 1, last_error = '422 validation_error: Invalid `to` field'
 where id = (select id from t_d where email = 'anna.summary@example.de' and kind = 'autoreply');
update public.contact_deliveries set status = 'sent', attempts = 1, sent_at = created_at + interval '1 second'
 where id in (select id from t_d where email in ('anna.summary@example.de', 'ok.summary@example.de') and kind = 'owner_notice')
    or id = (select id from t_d where email = 'ok.summary@example.de' and kind = 'autoreply');
update public.contact_deliveries set attempts = 6, last_error = 'network error: connection refused'
 where id in (select id from t_d where email = 'bernd.summary@example.de');
update public.contact_deliveries set status = 'sent', attempts = 6, sent_at = created_at + interval '45 minutes',
       last_error = 'network error: connection refused'
 where id in (select id from t_d where email = 'kim.summary@example.de');

-- not while mail does not work
update private.contact_mail_pace set last_sent_at = now() - interval '1 minute', last_transient_failure_at = now();
select is(private.plan_contact_owner_summary(now()), null, 'no summary while the provider''s last answer was a failure');
update private.contact_mail_pace set last_sent_at = now();
create temporary table t_summary as select private.plan_contact_owner_summary(now()) as id;
select isnt((select id from t_summary), null, 'a summary once mail works again');
select results_eq(
  $$ select kind, status, submission_id is null, next_attempt_at <= now() from public.contact_deliveries
      where id = (select id from t_summary) $$,
  $$ values ('owner_summary', 'pending', true, true) $$,
  'a pending owner_summary delivery without submission, due at once');
select is(
  (select jsonb_agg(l ->> 'name' order by l ->> 'eingegangen') from public.contact_deliveries d,
          jsonb_array_elements(d.summary -> 'leads') l where d.id = (select id from t_summary)),
  '["Anna Ausfall", "Bernd Wartend", "Kim Spät"]'::jsonb,
  'it names the three leads with failed, long-pending or late mail, not the one delivered at once');
select is((select (summary ->> 'since')::timestamptz from public.contact_deliveries where id = (select id from t_summary)),
  now() - interval '2 hours', 'since the first of them');
select is(
  (select jsonb_agg(m ->> 'status' order by m ->> 'kind') from public.contact_deliveries d,
          jsonb_array_elements(d.summary -> 'leads') l, jsonb_array_elements(l -> 'mails') m
    where d.id = (select id from t_summary) and l ->> 'name' = 'Anna Ausfall'),
  '["failed"]'::jsonb, 'with only the affected mails of each lead');
select ok(
  (select bool_and(l ? 'email' and l ? 'grund' and m ? 'last_error' and m ? 'delivery_id')
     from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l, jsonb_array_elements(l -> 'mails') m
    where d.id = (select id from t_summary)),
  'each with address, concern, reason and the delivery id to re-send');
select is((select count(*)::int from public.contact_deliveries where reported_in = (select id from t_summary)), 5,
  'the five reported mails point to the summary');

select is(private.plan_contact_owner_summary(now()), null, 'no second summary while one is pending');
update public.contact_deliveries set status = 'sent', sent_at = now() where id = (select id from t_summary);
select is(private.plan_contact_owner_summary(now() + interval '10 minutes'), null, 'nothing new: no summary');

-- a new failure within the hour waits for the next hour; what was reported is not reported again
update public.contact_deliveries set status = 'failed', sent_at = null, last_error = '403 invalid_api_key'
 where id = (select id from t_d where email = 'ok.summary@example.de' and kind = 'autoreply');
select is(private.plan_contact_owner_summary(now() + interval '30 minutes'), null, 'at most one summary per hour');
create temporary table t_second as select private.plan_contact_owner_summary(now() + interval '61 minutes') as id;
select isnt((select id from t_second), null, 'the next one after an hour');
select is(
  (select jsonb_agg(l ->> 'name') from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l
    where d.id = (select id from t_second)),
  '["Pünktlich Person"]'::jsonb, 'with only the new problem');

-- a mail reported as pending that later fails for good is reported again
update public.contact_deliveries set status = 'sent', sent_at = now() where id = (select id from t_second);
update public.contact_deliveries set status = 'failed'
 where id = (select id from t_d where email = 'bernd.summary@example.de' and kind = 'autoreply');
create temporary table t_third as select private.plan_contact_owner_summary(now() + interval '3 hours') as id;
select is(
  (select jsonb_agg(m ->> 'status') from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l,
          jsonb_array_elements(l -> 'mails') m where d.id = (select id from t_third)),
  '["failed"]'::jsonb, 'a pending mail that ends failed is reported again, as failed');

-- a reply held for two hours and released now has been pending since its release, not since its lead: no summary
-- names it at once, nor does the problems view; half an hour later both do
delete from public.contact_deliveries where kind = 'owner_summary';
update public.contact_deliveries set reported_as = status where id in (select id from t_d);
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, created_at)
values ('frau', 'Rita Freigabe', 'rita.summary@example.de', 'preise', 'Was kostet eine Website?', true,
        now() - interval '2 hours');
update public.contact_deliveries d
   set created_at = now() - interval '2 hours',
       status = case d.kind when 'autoreply' then 'held' else 'sent' end,
       hold_reason = case d.kind when 'autoreply' then 'budget' end,
       sent_at = case d.kind when 'owner_notice' then now() - interval '2 hours' end
  from public.contact_submissions s where s.id = d.submission_id and s.email = 'rita.summary@example.de';
select is(private.release_held_replies(array[(select id from public.contact_submissions
                                              where email = 'rita.summary@example.de')]), 1, 'the held reply is released');
select is(
  (select count(*)::int from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l
    where d.kind = 'owner_summary' and l ->> 'name' = 'Rita Freigabe'), 0,
  'the retry job run by the release does not report it as pending for two hours');
select is((select count(*)::int from public.contact_delivery_problems where email = 'rita.summary@example.de'), 0,
  'nor does the problems view');
delete from public.contact_deliveries where kind = 'owner_summary';
create temporary table t_released as select private.plan_contact_owner_summary(now() + interval '31 minutes') as id;
select is(
  (select jsonb_agg(l ->> 'name') from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l
    where d.id = (select id from t_released)),
  '["Rita Freigabe"]'::jsonb, 'still pending 31 minutes after its release, it is reported');
delete from public.contact_submissions where email = 'rita.summary@example.de';

-- the retry job sends a planned summary: the function is called with its delivery id
delete from public.contact_deliveries where kind = 'owner_summary';
update public.contact_deliveries set reported_in = null, reported_as = null where id in (select id from t_d);
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity';
delete from net.http_request_queue;
select ok(private.dispatch_contact_deliveries() >= 1, 'the retry job plans and dispatches a summary');
select is(
  (select count(*)::int from net.http_request_queue q join public.contact_deliveries d
      on d.id::text = convert_from(q.body, 'UTF8')::jsonb ->> 'delivery_id' where d.kind = 'owner_summary'), 1,
  'one call for the summary, by its delivery id');
set local role service_role;
select ok((select summary ? 'leads' from public.claim_contact_deliveries(null,
  (select id from public.contact_deliveries where kind = 'owner_summary'))), 'the claim hands the function its content');
reset role;

-- ------------------------------------------------------------------------------------------- input hygiene
set local role anon;
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
values ('frau', E'Anna\u202E Schmidt\u200B', 'bidi.pgtap@example.de', 'fragen', E'Eine Frage\u2066 zu Ihren\u200D Angeboten.', true,
        tests.solved_contact_proof());
reset role;
select is((select name from public.contact_submissions where email = 'bidi.pgtap@example.de'), 'Anna Schmidt',
  'bidi controls and zero-width characters are removed from the name');
select is((select nachricht from public.contact_submissions where email = 'bidi.pgtap@example.de'),
  'Eine Frage zu Ihren Angeboten.', 'and from the message');
set local role anon;
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
values ('frau', E'Anna \r\nBcc: x@example.de\tSchmidt\u0007', 'lines.pgtap@example.de', 'fragen',
        E'Erste Zeile.\nZweite Zeile.', true, tests.solved_contact_proof());
reset role;
select is((select name || ' | ' || nachricht from public.contact_submissions where email = 'lines.pgtap@example.de'),
  E'Anna Bcc: x@example.de Schmidt | Erste Zeile.\nZweite Zeile.',
  'a name sent with line breaks, tabs or control characters is stored on one line; the message keeps its lines');
set local role anon;
select throws_ok(
  $$ insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
     values ('frau', E'\u200B\u200C\u2060\uFEFF', 'invisible.pgtap@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, tests.solved_contact_proof()) $$,
  '23514', null, 'a name of only invisible characters is refused');
select throws_ok(
  $$ insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
     values ('frau', E' \u202E ', 'bidi-only.pgtap@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, tests.solved_contact_proof()) $$,
  '23514', null, 'a name of only a direction override and spaces is refused');
select throws_ok(
  format($$ insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
     values ('frau', 'Lang', '%s@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, tests.solved_contact_proof()) $$, repeat('a', 65)),
  '23514', null, 'an address with a local part over 64 characters is refused (RFC 5321)');
select lives_ok(
  format($$ insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
     values ('frau', 'Lang', '%s@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true, tests.solved_contact_proof()) $$, repeat('b', 64)),
  'a local part of exactly 64 characters is accepted');
reset role;
alter table public.contact_submissions disable trigger contact_submissions_clean_text;
select throws_ok(
  $$ update public.contact_submissions set name = E'Anna\u202ESchmidt' where email = 'bidi.pgtap@example.de' $$,
  '23514', null, 'the table itself refuses invisible characters in a name, trigger or not');
select throws_ok(
  $$ update public.contact_submissions set name = E'Anna\nBcc: x@example.de' where email = 'bidi.pgtap@example.de' $$,
  '23514', null, 'and a line break in a name');
alter table public.contact_submissions enable trigger contact_submissions_clean_text;

select * from finish();
rollback;
