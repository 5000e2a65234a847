-- pgTAP: delivery state of the contact mails (table, privileges, trigger, claim/record/defer, retry job, cron).
-- Runs in one transaction that is rolled back; Vault secrets are replaced inside it.
begin;
select plan(80);

-- ------------------------------------------------------------------------------------------------ structure
select has_table('public', 'contact_deliveries', 'table contact_deliveries exists');
select columns_are('public', 'contact_deliveries', array[
  'id', 'submission_id', 'kind', 'status', 'attempts', 'last_error', 'next_attempt_at', 'last_attempt_at',
  'locked_until', 'sent_at', 'provider_message_id', 'created_at', 'updated_at', 'summary', 'retry_until',
  'reported_in', 'reported_as', 'hold_reason', 'released_at'
], 'contact_deliveries has exactly the documented columns');
select col_type_is('public', 'contact_deliveries', 'submission_id', 'uuid', 'submission_id is uuid');
select col_type_is('public', 'contact_deliveries', 'attempts', 'integer', 'attempts is integer');
select col_type_is('public', 'contact_deliveries', 'sent_at', 'timestamp with time zone', 'sent_at is timestamptz');
select col_type_is('public', 'contact_deliveries', 'next_attempt_at', 'timestamp with time zone', 'next_attempt_at is timestamptz');
select fk_ok('public', 'contact_deliveries', 'submission_id', 'public', 'contact_submissions', 'id',
  'submission_id references contact_submissions');
select col_is_unique('public', 'contact_deliveries', array['submission_id', 'kind'], 'one delivery per (submission, kind)');
select is(obj_description('public.contact_deliveries'::regclass, 'pg_class') is not null, true, 'table has a comment');
select is(
  (select count(*)::int from pg_attribute a
    where a.attrelid = 'public.contact_deliveries'::regclass and a.attnum > 0 and not a.attisdropped
      and col_description(a.attrelid, a.attnum) is null),
  0, 'every column has a comment for the dashboard');

-- --------------------------------------------------------------------------------------------- privileges
select is((select relrowsecurity from pg_class where oid = 'public.contact_deliveries'::regclass), true, 'RLS is on');
select is(has_table_privilege('anon', 'public.contact_deliveries', 'select'), false, 'anon cannot select');
select is(has_table_privilege('anon', 'public.contact_deliveries', 'insert'), false, 'anon cannot insert');
select is(has_table_privilege('anon', 'public.contact_deliveries', 'update'), false, 'anon cannot update');
select is(has_table_privilege('anon', 'public.contact_deliveries', 'delete'), false, 'anon cannot delete');
select is(has_table_privilege('authenticated', 'public.contact_deliveries', 'select'), false, 'authenticated cannot select');
select is(has_table_privilege('authenticated', 'public.contact_deliveries', 'update'), false, 'authenticated cannot update');
select is(has_table_privilege('service_role', 'public.contact_deliveries', 'select, insert, update, delete'), true,
  'service_role has full access');
select is(has_table_privilege('anon', 'public.contact_delivery_problems', 'select'), false, 'anon cannot read the problems view');
select is(has_table_privilege('service_role', 'public.contact_delivery_problems', 'select'), true, 'service_role reads the problems view');
select is(has_function_privilege('anon', 'public.claim_contact_deliveries(uuid, uuid)', 'execute'), false, 'anon cannot claim');
select is(has_function_privilege('authenticated', 'public.record_contact_delivery(uuid, text, text, text, integer)', 'execute'),
  false, 'authenticated cannot record');
select is(has_function_privilege('anon', 'public.defer_contact_deliveries(uuid, text)', 'execute'), false, 'anon cannot defer');
select is(has_function_privilege('service_role', 'public.claim_contact_deliveries(uuid, uuid)', 'execute'), true, 'service_role can claim');
select is(has_function_privilege('anon', 'private.dispatch_contact_deliveries(timestamptz)', 'execute'), false,
  'anon cannot run the retry job');

-- ---------------------------------------------------------------------------------- trigger, Vault, pg_net
select tests.setup_mail_path();

set local role anon;
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
values ('frau', 'Anna Schmidt', 'anna.pgtap@example.de', 'gratis-video', 'Bitte ein Werbevideo für mich.', true,
  tests.solved_contact_proof());
select throws_ok('select * from public.contact_deliveries', '42501', null, 'anon cannot read deliveries');
reset role;

create temporary table t_sub as
  select id from public.contact_submissions where email = 'anna.pgtap@example.de';
grant select on t_sub to service_role;

select results_eq(
  $$ select kind, status, attempts from public.contact_deliveries
      where submission_id = (select id from t_sub) order by kind $$,
  $$ values ('autoreply', 'pending', 0), ('owner_notice', 'pending', 0) $$,
  'the insert created one pending delivery per mail'
);
select ok(
  (select bool_and(next_attempt_at between now() + interval '1 minute 59 seconds' and now() + interval '2 minutes 1 second')
     from public.contact_deliveries where submission_id = (select id from t_sub)),
  'the retry job picks them up after the grace period (first_retry_after) at the earliest'
);
select is((select count(*)::int from net.http_request_queue), 1, 'the trigger queued one pg_net request');
select is((select url from net.http_request_queue), 'http://functions.test/contact-autoreply', 'to the URL from Vault');
select is((select method::text from net.http_request_queue), 'POST', 'as POST');
select is((select headers ->> 'x-contact-autoreply-secret' from net.http_request_queue), 'pgtap-secret',
  'with the shared secret from Vault');
select is((select convert_from(body, 'UTF8')::jsonb from net.http_request_queue),
  jsonb_build_object('submission_id', (select id from t_sub), 'source', 'trigger'), 'with the submission id');

-- missing Vault secrets do not make the insert fail
delete from vault.secrets where name = 'contact_autoreply_secret';
delete from net.http_request_queue;
set local client_min_messages = error; -- the expected "Vault secret missing" warning
set local role anon;
select lives_ok(
  $$ insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
     values ('herr', 'Bernd Müller', 'bernd.pgtap@example.de', 'preise', 'Was kosten die Pakete?', true,
       tests.solved_contact_proof()) $$,
  'an insert succeeds without the Vault secret'
);
reset role;
reset client_min_messages;
select is((select count(*)::int from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
            where s.email = 'bernd.pgtap@example.de' and d.status = 'pending'), 2,
  'its deliveries exist and stay pending for the retry job');
select is((select count(*)::int from net.http_request_queue), 0, 'no request was queued without the secret');
select vault.create_secret('pgtap-secret', 'contact_autoreply_secret');

-- ------------------------------------------------------------------------------------- claim and record
set local role service_role;
select results_eq(
  $$ select kind, attempts from public.claim_contact_deliveries((select id from t_sub)) order by kind $$,
  $$ values ('autoreply', 1), ('owner_notice', 1) $$,
  'claim returns both pending deliveries and counts the attempt'
);
select is((select count(*)::int from public.claim_contact_deliveries((select id from t_sub))), 0,
  'a second claim while the lease runs returns nothing (no double send)');
select ok((select bool_and(locked_until > now() + interval '4 minutes') from public.contact_deliveries
            where submission_id = (select id from t_sub)), 'the lease lasts `lease` (5 minutes)');

create temporary table t_ids as
  select kind, id from public.contact_deliveries where submission_id = (select id from t_sub);

select is((select status from public.record_contact_delivery(
  (select id from t_ids where kind = 'autoreply'), 'sent', null, 'msg-123')), 'sent', 'record sent');
select results_eq(
  $$ select sent_at is not null, provider_message_id, locked_until is null from public.contact_deliveries
      where id = (select id from t_ids where kind = 'autoreply') $$,
  $$ values (true, 'msg-123', true) $$,
  'a sent delivery has sent_at and the provider id, and no lease'
);
select is((select id from public.record_contact_delivery(
  (select id from t_ids where kind = 'autoreply'), 'retry', 'late error')), null,
  'a final delivery does not change any more');

select is((select status from public.record_contact_delivery(
  (select id from t_ids where kind = 'owner_notice'), 'retry', '429 rate_limit_exceeded: slow down')), 'pending',
  'a retryable failure keeps the delivery pending');
select results_eq(
  $$ select attempts, last_error, locked_until is null,
            next_attempt_at between now() + interval '44 seconds' and now() + interval '76 seconds'
       from public.contact_deliveries where id = (select id from t_ids where kind = 'owner_notice') $$,
  $$ values (1, '429 rate_limit_exceeded: slow down', true, true) $$,
  'with the attempt, the error and a backoff of retry_base (1 minute, ±25 % jitter)'
);
select is(private.contact_delivery_backoff(1), interval '1 minute', 'backoff after 1 failure: 1 minute');
select is(private.contact_delivery_backoff(2), interval '2 minutes', 'backoff after 2 failures: 2 minutes');
select is(private.contact_delivery_backoff(4), interval '8 minutes', 'backoff after 4 failures: 8 minutes');
select is(private.contact_delivery_backoff(7), interval '1 hour', 'backoff after 7 failures: capped at 1 hour');
select is(private.contact_delivery_backoff(40), interval '1 hour', 'and stays at the cap');

-- many more attempts fail as well: pending while the 23-hour window lasts, failed after it
update public.contact_deliveries set attempts = 11, locked_until = null where id = (select id from t_ids where kind = 'owner_notice');
select is((select attempts from public.claim_contact_deliveries((select id from t_sub))), 12, 'twelfth attempt claimed');
select is((select status from public.record_contact_delivery(
  (select id from t_ids where kind = 'owner_notice'), 'retry', '503 application_error')), 'pending',
  'a transient failure inside the window stays pending, whatever the number of attempts');
update public.contact_deliveries set created_at = now() - interval '23 hours', locked_until = null
 where id = (select id from t_ids where kind = 'owner_notice');
select is((select attempts from public.claim_contact_deliveries((select id from t_sub))), 13, 'an attempt at the end of the window');
select is((select status from public.record_contact_delivery(
  (select id from t_ids where kind = 'owner_notice'), 'retry', '503 application_error')), 'failed',
  'a transient failure after 23 hours leaves the delivery failed');
update public.contact_deliveries set locked_until = null where id = (select id from t_ids where kind = 'owner_notice');
select is((select count(*)::int from public.claim_contact_deliveries((select id from t_sub))), 0,
  'a failed delivery is never claimed again');
select throws_ok(
  $$ select public.record_contact_delivery((select id from t_ids where kind = 'owner_notice'), 'maybe') $$,
  '22023', null, 'an unknown outcome is refused');
reset role;

-- permanent failure and deferral on the second submission
set local role service_role;
create temporary table t_b as
  select d.kind, d.id, d.submission_id from public.contact_deliveries d
    join public.contact_submissions s on s.id = d.submission_id where s.email = 'bernd.pgtap@example.de';
select is(public.defer_contact_deliveries((select submission_id from t_b limit 1), 'missing configuration: RESEND_API_KEY'), 2,
  'defer notes both pending deliveries');
select results_eq(
  $$ select status, attempts, last_error from public.contact_deliveries where id in (select id from t_b) order by kind $$,
  $$ values ('pending', 0, 'missing configuration: RESEND_API_KEY'), ('pending', 0, 'missing configuration: RESEND_API_KEY') $$,
  'deferred deliveries stay pending and keep their attempts'
);
select ok((select bool_and(next_attempt_at > now() + interval '14 minutes') from public.contact_deliveries
            where id in (select id from t_b)), 'and come back after `deferral`');
select is((select count(*)::int from public.claim_contact_deliveries((select submission_id from t_b limit 1))), 2,
  'claim the second submission');
select is((select status from public.record_contact_delivery(
  (select id from t_b where kind = 'autoreply'), 'failed', '422 validation_error: Invalid `to` field')), 'failed',
  'a permanent failure is failed at once');
select is((select attempts from public.contact_deliveries where id = (select id from t_b where kind = 'autoreply')), 1,
  'after a single attempt');
reset role;

select results_eq(
  $$ select kind, status from public.contact_delivery_problems where name = 'Bernd Müller' $$,
  $$ values ('autoreply', 'failed') $$,
  'the problems view lists the failed delivery with the lead''s name'
);

-- ---------------------------------------------------------------------------------------------- retry job
-- state now: Anna autoreply sent, Anna owner_notice failed (5 attempts), Bernd autoreply failed,
-- Bernd owner_notice pending, attempts 1, leased
delete from net.http_request_queue;
update private.contact_mail_pace set last_sent_at = null; -- no owner summary here (see 12_owner_summary.sql)
-- the missing Vault secret above is fixed: no probe of the function here (see 14_function_answers.sql)
update private.contact_function_calls set handled_at = now();
update private.contact_function_state set failing_since = null, last_problem = null;
update public.contact_deliveries set next_attempt_at = now() - interval '1 second'
 where id = (select id from t_b where kind = 'owner_notice');
select is(private.dispatch_contact_deliveries(now()), 0, 'nothing is due while a lease runs');
update public.contact_deliveries set locked_until = now() - interval '1 second', next_attempt_at = now() + interval '10 minutes'
 where id = (select id from t_b where kind = 'owner_notice');
select is(private.dispatch_contact_deliveries(now()), 0, 'nothing is due before next_attempt_at');
select is(private.dispatch_contact_deliveries(now() + interval '1 hour'), 1, 'a due delivery is dispatched');
select is((select count(*)::int from net.http_request_queue), 1, 'one request for its submission');
select is((select convert_from(body, 'UTF8')::jsonb ->> 'source' from net.http_request_queue), 'retry', 'marked as retry');
select is((select convert_from(body, 'UTF8')::jsonb ->> 'submission_id' from net.http_request_queue),
  (select submission_id::text from t_b limit 1), 'for the right submission');
select ok((select next_attempt_at >= now() + interval '1 hour 5 minutes' from public.contact_deliveries
            where id = (select id from t_b where kind = 'owner_notice')), 'next dispatch only after redispatch_after');
select is(private.dispatch_contact_deliveries(now() + interval '1 hour 1 minute'), 0, 'not dispatched again right away');

-- a crash after claiming the last attempt: the job marks it failed once the lease is over
update public.contact_deliveries set attempts = 100, locked_until = now() - interval '1 second'
 where id = (select id from t_b where kind = 'owner_notice');
select is(private.dispatch_contact_deliveries(now() + interval '2 hours'), 0, 'no dispatch with no attempts left');
select results_eq(
  $$ select status, last_error like '%zum letzten Versuch ist kein Ergebnis gespeichert' from public.contact_deliveries
      where id = (select id from t_b where kind = 'owner_notice') $$,
  $$ values ('failed', true) $$,
  'an unrecorded last attempt ends as failed'
);

-- deliveries pending longer than give_up_after end as failed
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
values ('divers', 'Kim Berg', 'kim.pgtap@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true);
select is(private.dispatch_contact_deliveries(now() + interval '23 hours 1 minute'), 0, 'nothing dispatched after give_up_after');
select is((select count(*)::int from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
            where s.email = 'kim.pgtap@example.de' and d.status = 'failed' and d.last_error like 'aufgegeben: nach 23 Stunden%'), 2,
  'old pending deliveries end as failed with a reason');

-- the job is scheduled every 10 seconds (pg_cron 1.5+), or every minute where pg_cron has no seconds (1.4)
select ok((select schedule in ('10 seconds', '* * * * *') from cron.job where jobname = 'contact-deliveries-retry'),
  'pg_cron runs contact-deliveries-retry every 10 seconds or every minute');
select is((select command from cron.job where jobname = 'contact-deliveries-retry'),
  'select private.dispatch_contact_deliveries()', 'running the dispatch function');

-- cascade: deleting a submission (retention job) deletes its deliveries
delete from public.contact_submissions where email = 'kim.pgtap@example.de';
select is((select count(*)::int from public.contact_deliveries d
            where not exists (select 1 from public.contact_submissions s where s.id = d.submission_id)), 0,
  'deliveries go with their submission');

-- constraints
select throws_ok(
  $$ insert into public.contact_deliveries (submission_id, kind) values ((select id from t_sub), 'sms') $$,
  '23514', null, 'kind must be autoreply, owner_notice or owner_summary');
select throws_ok(
  $$ insert into public.contact_deliveries (submission_id, kind) values ((select id from t_sub), 'autoreply') $$,
  '23505', null, 'a second delivery of the same kind is refused');
select throws_ok(
  $$ update public.contact_deliveries set status = 'sent' where id = (select id from t_b where kind = 'owner_notice') $$,
  '23514', null, 'sent needs sent_at');

select * from finish();
rollback;
