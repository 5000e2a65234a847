-- pgTAP: sending at the provider's pace (send slots, claim horizon, 429 pauses), the 23-hour retry window, the retry
-- job's capacity and re-sending by hand. One transaction, rolled back; the clock is moved with app.test_clock_offset.
begin;
select plan(33);

select tests.setup_mail_path();
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity', last_sent_at = null;
select ok((select claim_horizon in (interval '20 seconds', interval '60 seconds') from private.contact_delivery_settings),
  'slots are handed out 20 s ahead with a 10-second retry job, 60 s ahead with a one-minute job');
update private.contact_delivery_settings set claim_horizon = interval '20 seconds';
-- This file tests the pace alone: every mail in one queue, no budget, no per-domain limit, no digests
-- (13_mail_under_attack.sql tests those).
update private.contact_delivery_settings
   set owner_lane_share = 0, reply_budget_per_hour = 1000, reply_domain_max_per_hour = 1000, attack_threshold = 1000;

select is((select send_rate from private.contact_delivery_settings), 2::numeric, 'default pace: 2 mails per second');
select is((select give_up_after from private.contact_delivery_settings), interval '23 hours',
  'retry window: 23 hours, inside Resend''s 24-hour idempotency window');
select throws_ok($$ update private.contact_delivery_settings set give_up_after = interval '24 hours' $$, '23514', null,
  'a window reaching Resend''s 24 hours is refused');
select is(private.contact_mail_slot_spacing(), interval '550 milliseconds', 'slots 1/rate apart plus 10 % headroom');

-- 15 leads at once: 30 mails
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
select 'frau', 'Pace ' || i, 'pace' || i || '.pgtap@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true
  from generate_series(1, 15) i;
create temporary table t_pace as
  select s.id, row_number() over (order by s.email collate "C") as n
    from public.contact_submissions s where s.email like 'pace%.pgtap@example.de';
grant select on t_pace to service_role;
select is((select count(*)::int from net.http_request_queue where convert_from(body, 'UTF8') like '%"trigger"%'), 15,
  'the trigger queued one call per lead');

set local role service_role;
create temporary table t_claims as
  select p.n, c.* from t_pace p cross join lateral public.claim_contact_deliveries(p.id) c;
reset role;
select is((select count(*)::int from t_claims), 30, 'all 30 mails fit into the claim horizon (20 s at 550 ms)');
select is((select count(distinct wait_ms)::int from t_claims), 30, 'every mail has its own send slot');
select ok((select min(wait_ms) from t_claims) between 0 and 50, 'the first goes at once');
select ok((select max(wait_ms) - min(wait_ms) from t_claims) between 15900 and 16000,
  'the 30th goes 29 slots later (29 × 550 ms)');
select ok(
  (select bool_and(gap between 549 and 551) from (
     select wait_ms - lag(wait_ms) over (order by wait_ms) as gap from t_claims) g where gap is not null),
  'slots are 550 ms apart: never more than 2 mails per second');

-- more mail beyond the horizon is not claimed but comes back when its slot would be due
insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
select 'herr', 'Spät ' || i, 'late' || i || '.pgtap@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true
  from generate_series(1, 4) i;
set local role service_role;
select is((select count(*)::int from public.contact_submissions s
             cross join lateral public.claim_contact_deliveries(s.id) c
            where s.email in ('late1.pgtap@example.de', 'late2.pgtap@example.de', 'late3.pgtap@example.de')), 6,
  'six more slots fit before 20 s (up to 19.25 s)');
select is((select count(*)::int from public.claim_contact_deliveries(
  (select id from public.contact_submissions where email = 'late4.pgtap@example.de'))), 1,
  'one more fits (19.8 s); the other mail lies beyond the horizon');
reset role;
select ok((select next_attempt_at between now() + interval '18 seconds' and now() + interval '23 seconds'
             from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
            where s.email = 'late4.pgtap@example.de' and d.attempts = 0),
  'the unclaimed mail is due again when its slot comes, with no attempt used');

-- the retry job hands out no more mails than the free slots hold
delete from net.http_request_queue;
update public.contact_deliveries set next_attempt_at = now() - interval '1 second', locked_until = null
 where status = 'pending' and submission_id in (select id from t_pace);
select is(private.dispatch_contact_deliveries(now()), 0, 'no free slot while the next 20 seconds are taken');
update private.contact_mail_pace set next_slot = now() + interval '17 seconds';
select is(private.dispatch_contact_deliveries(now()), 2,
  '3 s of free slots (5 mails): two leads dispatched, the rest waits for the next run');

-- a 429 gives the attempt back and pauses every later slot behind Retry-After
set local role service_role;
create temporary table t_one as select id from t_claims where n = 1 and kind = 'autoreply';
grant select on t_one to service_role;
select results_eq(
  $$ select status, attempts from public.record_contact_delivery((select id from t_one), 'throttled',
       '429 rate_limit_exceeded: Too many requests', null, 3000) $$,
  $$ values ('pending', 0) $$,
  'a throttled mail stays pending and its attempt does not count');
reset role;
select ok((select paused_until between now() + interval '2.9 seconds' and now() + interval '3.1 seconds'
             from private.contact_mail_pace), 'sending pauses for the provider''s Retry-After');
select ok((select next_attempt_at > now() + interval '3 seconds' from public.contact_deliveries where id = (select id from t_one)),
  'the mail comes back after the pause');
update private.contact_mail_pace set next_slot = now();
set local role service_role;
select ok((select wait_ms >= 2900 from public.claim_contact_deliveries(null, (select id from t_one))),
  'a claim during the pause gets a slot after it');
reset role;

-- transient failures: backoff doubling up to an hour, with jitter, inside the window
set local role service_role;
create temporary table t_two as select id from t_claims where n = 2 and kind = 'autoreply';
grant select on t_two to service_role;
update public.contact_deliveries set attempts = 9 where id = (select id from t_two);
select is((select status from public.record_contact_delivery((select id from t_two), 'retry', '500 internal_server_error')),
  'pending', 'the tenth transient failure stays pending');
reset role;
select ok((select next_attempt_at between now() + interval '45 minutes' and now() + interval '75 minutes'
             from public.contact_deliveries where id = (select id from t_two)),
  'and comes back after about an hour (cap ± jitter)');
select ok((select count(distinct round(extract(epoch from private.contact_delivery_jitter(interval '1 hour'))))::int
             from generate_series(1, 20)) > 10, 'jitter spreads retries');
set local app.test_clock_offset = '22 hours 30 minutes';
set local role service_role;
update public.contact_deliveries set locked_until = null where id = (select id from t_two);
select is((select attempts from public.claim_contact_deliveries(null, (select id from t_two))), 10, 'claimed late in the window');
select public.record_contact_delivery((select id from t_two), 'retry', '500 internal_server_error');
reset role;
select ok((select next_attempt_at <= created_at + interval '23 hours' from public.contact_deliveries where id = (select id from t_two)),
  'the last retry is placed before the window ends');
set local app.test_clock_offset = '23 hours 1 minute';
select private.dispatch_contact_deliveries();
select results_eq(
  $$ select status, last_error like '%aufgegeben: nach 23 Stunden Versuchen nicht versendet' from public.contact_deliveries
      where id = (select id from t_two) $$,
  $$ values ('failed', true) $$,
  'after 23 hours the retry job ends it as failed');

-- the provider is back: the first acceptance after transient failures makes mail waiting out a long backoff due soon
set local app.test_clock_offset = '0';
create temporary table t_wait as select id from t_claims where n = 3 and kind = 'autoreply';
update public.contact_deliveries
   set status = 'pending', attempts = 8, locked_until = null, next_attempt_at = now() + interval '50 minutes'
 where id = (select id from t_wait);
update private.contact_mail_pace set last_sent_at = now() - interval '2 hours', last_transient_failure_at = now() - interval '1 minute';
set local role service_role;
select public.record_contact_delivery((select id from t_claims where n = 4 and kind = 'autoreply'), 'sent', null, 'msg-back');
reset role;
select ok((select next_attempt_at <= now() + interval '1 minute' from public.contact_deliveries where id = (select id from t_wait)),
  'after an outage the first accepted mail brings waiting retries forward');
update public.contact_deliveries set next_attempt_at = now() + interval '50 minutes' where id = (select id from t_wait);
set local role service_role;
select public.record_contact_delivery((select id from t_claims where n = 5 and kind = 'autoreply'), 'sent', null, 'msg-again');
reset role;
select ok((select next_attempt_at > now() + interval '49 minutes' from public.contact_deliveries where id = (select id from t_wait)),
  'but not on every acceptance');

-- re-sending by hand: one call, a fresh window, the function called at once
set local app.test_clock_offset = '0';
delete from net.http_request_queue;
select matches(private.resend_contact_delivery((select id from t_two)), 'wieder ausstehend',
  'private.resend_contact_delivery makes it pending again');
select results_eq(
  $$ select status, attempts, retry_until > now() + interval '22 hours' from public.contact_deliveries
      where id = (select id from t_two) $$,
  $$ values ('pending', 0, true) $$,
  'with no attempts used and a new 23-hour window');
select is((select convert_from(body, 'UTF8')::jsonb ->> 'source' from net.http_request_queue), 'manual',
  'and the function is called at once');
-- a mail being sent at this moment is left to that send: its lease and its attempt stay
update public.contact_deliveries set attempts = 1, locked_until = now() + interval '1 minute'
 where id = (select id from t_two);
select matches(private.resend_contact_delivery((select id from t_two)), 'wird gerade versendet',
  're-sending a mail while it is being sent does nothing');
select results_eq(
  $$ select attempts, locked_until > now() from public.contact_deliveries where id = (select id from t_two) $$,
  $$ values (1, true) $$, 'its claim holds');

select * from finish();
rollback;
