-- pgTAP: mail under attack. Owner mail goes first (lanes); automatic replies have an hourly budget and a per-domain
-- limit, above which they are held (the lead is stored) until released; spam mails nobody; while many leads arrive
-- the owner gets one digest every 5 minutes (and the replies wait for their share: 24_reply_allocation.sql);
-- housekeeping purges spam, never-released leads and old cron history.
begin;
select plan(62);

select tests.setup_mail_path();
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity', last_sent_at = null;
-- slots 20 s ahead, as with pg_cron's 10-second job (a one-minute job gets 60 s)
update private.contact_delivery_settings set claim_horizon = interval '20 seconds';

select results_eq(
  $$ select reply_budget_per_hour, reply_domain_max_per_hour, attack_threshold, attack_window, digest_interval,
            owner_lane_share, held_retention from private.contact_delivery_settings $$,
  $$ values (30, 10, 20, interval '10 minutes', interval '5 minutes', 0.5, interval '30 days') $$,
  'defaults: 30 replies an hour, 10 to one domain, digests from 20 leads in 10 minutes, every 5 minutes, half the pace for the owner');

-- ------------------------------------------------------------------------------------------------- a quiet day
select tests.lead('ruhig@kunde.example') as id \gset quiet_
select is((tests.mail(:'quiet_id', 'autoreply')).status, 'pending', 'a quiet day: the reply goes out');
select is((tests.mail(:'quiet_id', 'owner_notice')).status, 'pending', 'and the owner gets a notice of this lead');
select is((select count(*)::int from net.http_request_queue), 1, 'the function is called at once');

-- ------------------------------------------------------------------------------------------------------ lanes
-- a queue of replies 15 seconds long: the owner notice still goes at once, in its own lane
update private.contact_mail_pace set next_slot = now() + interval '15 seconds';
set local role service_role;
select results_eq(
  format($$ select kind, wait_ms from public.claim_contact_deliveries(%L) order by kind $$, :'quiet_id'),
  $$ values ('autoreply', 15000), ('owner_notice', 0) $$,
  'behind a 15-second queue of replies the owner notice goes at once; the reply takes its place in the queue');
reset role;
select is(private.contact_mail_lane_spacing(true), interval '1100 milliseconds', 'each lane has half the pace: 1.1 s apart');
select is(private.contact_mail_lane_spacing(false), interval '1100 milliseconds', 'so both together stay within 2 per second');
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity';
update public.contact_deliveries set locked_until = null, attempts = 0, next_attempt_at = now() - interval '1 second'
 where submission_id = :'quiet_id';
set local role service_role;
select results_eq(
  format($$ select kind, wait_ms from public.claim_contact_deliveries(%L) order by kind $$, :'quiet_id'),
  $$ values ('autoreply', 0), ('owner_notice', 0) $$, 'with a free pace both mails of a lead go at once, one in each lane');
reset role;
-- the retry job: owner mail before replies; a lead whose only due mail is its reply waits while the reply lane is full
delete from public.contact_deliveries where submission_id = :'quiet_id';
delete from public.contact_submissions where id = :'quiet_id';
update private.contact_delivery_settings set attack_threshold = 1000, reply_domain_max_per_hour = 1000;
select tests.lead('nur-antwort@kunde.example') as id \gset replyonly_
select tests.lead('beide@kunde.example') as id \gset both_
update public.contact_deliveries set status = 'sent', sent_at = now() where submission_id = :'replyonly_id' and kind = 'owner_notice';
update public.contact_deliveries set next_attempt_at = now() - interval '1 minute' where submission_id = :'replyonly_id';
update public.contact_deliveries set next_attempt_at = now() - interval '1 second' where submission_id = :'both_id';
delete from net.http_request_queue;
update private.contact_mail_pace set next_slot = now() + interval '25 seconds';
select is(private.dispatch_contact_deliveries(now()), 1, 'with the reply lane full, one lead is dispatched');
select is((select convert_from(body, 'UTF8')::jsonb ->> 'submission_id' from net.http_request_queue), :'both_id'::text,
  'the one with owner mail, though the reply-only lead was due earlier');
update private.contact_mail_pace set next_slot = '-infinity';
delete from net.http_request_queue;
select is(private.dispatch_contact_deliveries(now()), 1, 'once the lane is free the reply-only lead goes too');
update private.contact_delivery_settings set attack_threshold = 20, reply_domain_max_per_hour = 10;
delete from public.contact_submissions;

-- ------------------------------------------------------------------------------------------- hourly budget
update private.contact_delivery_settings set reply_budget_per_hour = 3, attack_threshold = 1000;
select tests.lead('b1@gmail.com') as id \gset b1_
select tests.lead('b2@gmail.com') as id \gset b2_
select tests.lead('b3@gmail.com') as id \gset b3_
select tests.lead('b4@gmail.com') as id \gset b4_
select tests.lead('b5@gmail.com') as id \gset b5_
select is((select count(*)::int from public.contact_submissions), 5, 'above the budget every lead is stored');
select results_eq(
  $$ select s.email, d.status, d.hold_reason from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
      where d.kind = 'autoreply' order by s.email $$,
  $$ values ('b1@gmail.com', 'pending', null), ('b2@gmail.com', 'pending', null), ('b3@gmail.com', 'pending', null),
            ('b4@gmail.com', 'held', 'budget'), ('b5@gmail.com', 'held', 'budget') $$,
  'the first 3 replies of the hour go out, the others are held with the reason');
select is((select count(*)::int from public.contact_deliveries where kind = 'owner_notice' and status = 'pending'), 5,
  'the owner hears of every lead');
select matches((select antwort_fehler from public.contact_leads where anfrage_id = :'b4_id'),
  'Stundenbudget.*release_held_replies', 'the leads view says why and how to release');
select is((select antwort_zustand from public.contact_leads where anfrage_id = :'b4_id'), 'zurückgehalten', 'state: zurückgehalten');
update public.contact_deliveries set created_at = now() - interval '61 minutes' where submission_id in (:'b1_id', :'b2_id', :'b3_id');
select tests.lead('b6@gmail.com') as id \gset b6_
select is((tests.mail(:'b6_id', 'autoreply')).status, 'pending', 'replies older than an hour no longer count');
update public.contact_deliveries set created_at = created_at - interval '1 second' where submission_id = :'b4_id';
select is(private.release_held_replies(p_limit => 1), 1, 'release the oldest held reply');
select results_eq(format($$ select status, attempts, released_at is not null, retry_until > now() + interval '22 hours'
                             from public.contact_deliveries where submission_id = %L and kind = 'autoreply' $$, :'b4_id'),
  $$ values ('pending', 0, true, true) $$, 'it is pending with a fresh window');
select is((tests.mail(:'b5_id', 'autoreply')).status, 'held', 'the others stay held');
select tests.lead('b7@gmail.com') as id \gset b7_
select tests.lead('b8@gmail.com') as id \gset b8_
select results_eq(format($$ select s.email, d.status from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
                             where d.kind = 'autoreply' and s.id in (%L, %L) order by s.email $$, :'b7_id', :'b8_id'),
  $$ values ('b7@gmail.com', 'pending'), ('b8@gmail.com', 'held') $$,
  'a released reply counts toward the budget of the hour (b6, b4 released, b7: the 3 of this hour)');
select is(private.release_held_replies(array[:'b8_id'::uuid]), 1, 'release one lead''s reply by its id');
select is(private.release_held_replies(), 1, 'release all that are left');
select is((select count(*)::int from public.contact_deliveries where status = 'held'), 0, 'nothing is held any more');
select throws_ok($$ set local role anon; select private.release_held_replies() $$, '42501', null,
  'anon may not release');
reset role;
select is(has_function_privilege('service_role', 'private.release_held_replies(uuid[], integer)', 'execute'), true,
  'the service role (and the owner) may');
delete from public.contact_submissions;
update private.contact_delivery_settings set reply_budget_per_hour = 30;

-- --------------------------------------------------------------------------------------- per-domain limit
update private.contact_delivery_settings set reply_domain_max_per_hour = 2;
select tests.lead('eins@firma.example'), tests.lead('zwei@firma.example'), tests.lead('drei@firma.example');
select tests.lead('eins@web.de'), tests.lead('zwei@web.de'), tests.lead('drei@web.de');
select results_eq(
  $$ select split_part(s.email, '@', 2), count(*) filter (where d.status = 'held')::int, min(d.hold_reason)
       from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
      where d.kind = 'autoreply' group by 1 order by 1 $$,
  $$ values ('firma.example', 1, 'domain'), ('web.de', 0, null) $$,
  'the third reply within the hour to one domain is held; big mailbox providers are exempt');
delete from public.contact_submissions;
update private.contact_delivery_settings set reply_domain_max_per_hour = 10, attack_threshold = 20;

-- ------------------------------------------------------------------------------------------------- spam
select tests.lead('spam@spam.example', 'Здравствуйте! Продвижение сайтов недорого: https://a.example https://b.example') as id \gset spam_
select is((select status from public.contact_submissions where id = :'spam_id'), 'spam', 'a lead above the threshold is spam');
select results_eq(format($$ select kind, status, hold_reason from public.contact_deliveries where submission_id = %L order by kind $$, :'spam_id'),
  $$ values ('autoreply', 'held', 'spam'), ('owner_notice', 'bundled', null) $$,
  'spam gets no reply and no single notice');
select is((select einstufung from public.contact_leads where anfrage_id = :'spam_id'), 'Spam', 'the leads view marks it');
select matches((select antwort_fehler from public.contact_leads where anfrage_id = :'spam_id'), 'mark_contact_not_spam',
  'with the call that confirms it');
select is(private.release_held_replies(), 0, 'releasing held replies leaves spam alone');
delete from net.http_request_queue;
select matches(private.mark_contact_not_spam(:'spam_id'), 'ist jetzt eine Anfrage', 'the owner confirms a lead as real');
select results_eq(format($$ select kind, status from public.contact_deliveries where submission_id = %L order by kind $$, :'spam_id'),
  $$ values ('autoreply', 'pending'), ('owner_notice', 'pending') $$, 'then both its mails go out');
select is((select count(*)::int from net.http_request_queue), 1, 'at once');
select is((select status from public.contact_submissions where id = :'spam_id'), 'lead', 'and it is a lead');
select matches(private.mark_contact_not_spam(:'spam_id'), 'schon eine Anfrage; das Textmodell kannte sie schon',
  'a second call changes nothing');
delete from public.contact_submissions;

-- ---------------------------------------------------------------------------------------- attack mode, digest
update private.contact_delivery_settings set attack_threshold = 3;
select tests.lead('a1@gmail.com') as id \gset a1_
select tests.lead('a2@gmail.com') as id \gset a2_
select tests.lead('a3@gmail.com') as id \gset a3_
select tests.lead('a4@gmail.com') as id \gset a4_
select tests.lead('a5@spam.example', 'Купить дипломы недорого и быстро, пишите нам сейчас') as id \gset a5_
select results_eq(
  $$ select s.email, d.status from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
      where d.kind = 'owner_notice' order by s.email $$,
  $$ values ('a1@gmail.com', 'pending'), ('a2@gmail.com', 'pending'), ('a3@gmail.com', 'bundled'),
            ('a4@gmail.com', 'bundled'), ('a5@spam.example', 'bundled') $$,
  'from the third lead within 10 minutes, notices wait for a digest');
select results_eq(
  $$ select count(*)::int, count(w.delivery_id)::int from public.contact_deliveries d
       left join private.contact_reply_shares w on w.delivery_id = d.id and w.granted_at is null
      where d.kind = 'autoreply' and d.status = 'pending' $$,
  $$ values (4, 2) $$,
  'no reply is held for attack mode; from the third lead they wait for their share of the budget (24_reply_allocation.sql)');
select is((select benachrichtigung_zustand from public.contact_leads where anfrage_id = :'a4_id'), 'in Sammelmail',
  'the leads view says the notice comes in a digest');
select results_eq(
  $$ select (summary ->> 'total')::int, summary -> 'leads' -> 0 ->> 'email', status, next_attempt_at <= now()
       from public.contact_deliveries where kind = 'owner_digest' $$,
  $$ values (1, 'a3@gmail.com', 'pending', true) $$,
  'the first bundled lead after a quiet spell is reported at once, in a digest of its own');
select ok(exists (select 1 from net.http_request_queue
                   where convert_from(body, 'UTF8')::jsonb ->> 'delivery_id' = (select id::text from public.contact_deliveries where kind = 'owner_digest')),
  'and the function is called for it right away');
select is(private.plan_contact_owner_digest(now() + interval '4 minutes'), null, 'no second digest within 5 minutes');
select isnt(private.plan_contact_owner_digest(now() + interval '5 minutes'), null, 'the next one after 5 minutes');
select results_eq(
  $$ select (summary ->> 'total')::int, (summary ->> 'spam')::int, summary -> 'leads' -> 0 ->> 'email',
            summary -> 'spam_leads' -> 0 ->> 'email',
            summary -> 'spam_leads' -> 0 ->> 'spam_gruende' ~ 'keine lateinischen Buchstaben'
              and summary -> 'spam_leads' -> 0 ->> 'spam_gruende'
                  = (select spam_gruende from public.contact_leads where email = 'a5@spam.example')
       from public.contact_deliveries where kind = 'owner_digest' order by created_at desc limit 1 $$,
  $$ values (2, 1, 'a4@gmail.com', 'a5@spam.example', true) $$,
  'it lists the real lead first, then the spam with why in words, as the leads view says it');
select is((select count(*)::int from public.contact_deliveries where status = 'bundled' and reported_in is null), 0,
  'every waiting notice is reported');
-- only spam waiting: a daily round-up
select tests.lead('a7@spam.example', 'Купить дипломы недорого и быстро, пишите нам завтра') as id \gset a7_
select is(private.plan_contact_owner_digest(now() + interval '11 minutes'), null, 'spam alone waits for the daily digest');
select isnt(private.plan_contact_owner_digest(now() + interval '25 hours'), null, 'which comes after a day');
select is((select count(*)::int from public.contact_submissions), 6, 'no lead was refused or lost');
-- the retry job plans the digest and dispatches it in the owner lane
update private.contact_delivery_settings set attack_threshold = 20;

-- data subject requests cover digests
select is(jsonb_array_length(public.export_contact_data('A.3+x@googlemail.com') -> 'owner_summaries'), 1,
  'an export by any variant of the address finds the digest entry');
select is((public.erase_contact_data('a3@gmail.com') -> 'deleted' ->> 'owner_summaries')::int, 1, 'erasure cleans it');
select is((select count(*)::int from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l
            where l ->> 'email' = 'a3@gmail.com'), 0, 'the digest no longer names the person');

-- ----------------------------------------------------------------------------------------------- housekeeping
delete from public.contact_submissions;
update private.contact_delivery_settings set reply_budget_per_hour = 1, attack_threshold = 1000;
select tests.lead('alt-echt@gmail.com') as id \gset old_lead_
select tests.lead('alt-gehalten@gmail.com') as id \gset old_held_
select tests.lead('alt-bestaetigt@gmail.com') as id \gset old_confirmed_
select tests.lead('alt-spam@spam.example', 'Купить дипломы недорого и быстро, пишите нам теперь') as id \gset old_spam_
select tests.lead('neu-spam@spam.example', 'Купить дипломы недорого и быстро, пишите нам сегодня') as id \gset new_spam_
update public.contact_submissions set created_at = now() - interval '31 days'
 where id in (:'old_lead_id', :'old_held_id', :'old_confirmed_id', :'old_spam_id');
-- the owner confirms one held lead as real
select matches(private.mark_contact_not_spam(:'old_confirmed_id'), 'schon eine Anfrage; ihre zurückgehaltene automatische Antwort geht',
  'confirming a lead whose reply was held sends the reply');
select is((tests.mail(:'old_confirmed_id', 'autoreply')).status, 'pending', 'it is on its way');
select results_eq(
  $$ select email, loeschung_ab < now() from public.contact_leads order by email $$,
  $$ values ('alt-bestaetigt@gmail.com', false), ('alt-echt@gmail.com', false), ('alt-gehalten@gmail.com', true),
            ('alt-spam@spam.example', true), ('neu-spam@spam.example', false) $$,
  'the leads view dates the deletion of the two that go');
select ok((select loeschung_ab = eingegangen_am + interval '24 months' from public.contact_leads
            where email = 'alt-echt@gmail.com'), 'a lead whose reply went out: 24 months after its arrival');
select is(private.delete_expired_contact_submissions(), 2, 'the daily job deletes 2 leads');
select results_eq($$ select email from public.contact_submissions order by email $$,
  $$ values ('alt-bestaetigt@gmail.com'), ('alt-echt@gmail.com'), ('neu-spam@spam.example') $$,
  'spam and leads whose reply was never released go after 30 days; a lead whose reply went out or was confirmed stays');
insert into cron.job_run_details (jobid, runid, command, status, start_time, end_time)
values (1, 900001, 'select 1', 'succeeded', now() - interval '8 days', now() - interval '8 days'),
       (1, 900002, 'select 1', 'succeeded', now() - interval '6 days', now() - interval '6 days');
select lives_ok((select command from cron.job where jobname = 'cron-history-purge'), 'the purge job runs');
select is((select count(*)::int from cron.job_run_details where runid = 900001), 0, 'cron history older than 7 days is purged');
select is((select count(*)::int from cron.job_run_details where runid = 900002), 1, 'newer runs stay');
select is((select schedule from cron.job where jobname = 'cron-history-purge'), '43 3 * * *', 'daily, by a cron job');

select * from finish();
rollback;
