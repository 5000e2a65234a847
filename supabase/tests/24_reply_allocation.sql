-- pgTAP: automatic replies under attack. While unusually many leads arrive, a new reply waits for its share of the
-- hour's budget instead of being decided at insert; the retry job hands the shares to the waiting replies that look
-- most like a person's (spam score, other leads from the same client network, the same text from other networks),
-- holds the rest (budget, or domain), and hands out at most attack_reply_max per attack_window. Outside attack mode
-- nothing changes. No reply goes out twice, no lead is lost, the owner's digest still goes at once.
begin;
select plan(49);

select tests.setup_mail_path();
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity';
delete from private.contact_client_submissions;
-- every lead of this file is solved at the base difficulty; the text model stays out of the scores (the ranking is
-- tested with scores set by hand)
update private.contact_submission_settings set proof_level_thresholds = '{1000,2000}';
update private.contact_spam_rules set weight = 0 where rule = 'text_model';

-- a lead through the API from a client address, with the form's timing (a person) or without it (form_ms null)
create function pg_temp.api_lead(p_email text, p_client text, p_nachricht text, p_form_ms integer default 20000)
returns uuid language plpgsql as $$
begin
  perform tests.act_as('anon', p_client);
  execute format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('frau', 'Lead', %L, 'fragen', %L, true, %L)$i$,
                 p_email, p_nachricht, tests.solved_contact_proof(p_form_ms));
  reset role;
  return (select id from public.contact_submissions where email = p_email);
end $$;
create function pg_temp.reply(p_submission uuid) returns public.contact_deliveries language sql as $$
  select * from public.contact_deliveries where submission_id = p_submission and kind = 'autoreply'
$$;
create function pg_temp.waiting() returns integer language sql as $$
  select count(*)::integer from private.contact_reply_shares where granted_at is null
$$;
create function pg_temp.called(p_submission uuid) returns integer language sql as $$
  select count(*)::integer from net.http_request_queue
   where convert_from(body, 'UTF8')::jsonb ->> 'submission_id' = p_submission::text
$$;

select results_eq(
  $$ select attack_reply_wait, attack_reply_max, attack_repeat_points from private.contact_delivery_settings $$,
  $$ values (interval '1 minute', 10, 1.5) $$,
  'defaults: under attack a reply waits a minute for its share; at most 10 shares per attack window; repeats count 1.5');

-- ------------------------------------------------------------------------------------------- a quiet day
select tests.lead('ruhig@kunde.example') as id \gset quiet_
select is((pg_temp.reply(:'quiet_id')).status, 'pending', 'outside attack mode the reply goes out at once');
select is(pg_temp.waiting(), 0, 'and does not wait for a share');
select is(pg_temp.called(:'quiet_id'), 1, 'the function is called at once');
delete from public.contact_submissions;
delete from net.http_request_queue;

-- -------------------------------------------------------------------------------------------- waiting
-- every lead counts as the attack from here on
update private.contact_delivery_settings set attack_threshold = 1;
select pg_temp.api_lead('erste@kunde-eins.example', '198.51.100.1', 'Guten Tag, was kostet ein Werbevideo für meine Bäckerei?') as id \gset first_
select results_eq(format($$ select status, hold_reason, next_attempt_at from public.contact_deliveries
                             where submission_id = %L and kind = 'autoreply' $$, :'first_id'),
  $$ values ('pending', null::text, now() + interval '1 minute') $$,
  'under attack the reply is pending, due when its wait is over');
select results_eq(
  format($$ select decide_after, client_hash = (tests_hash.h)[1], granted_at from private.contact_reply_shares,
                   (select private.client_address_hashes('198.51.100.1') as h) tests_hash
             where delivery_id = %L $$, (pg_temp.reply(:'first_id')).id),
  $$ values (now() + interval '1 minute', true, null::timestamptz) $$,
  'it waits a minute, with the keyed hash of its client network');
select is(pg_temp.called(:'first_id'), 0, 'no reply is sent meanwhile (the notice goes into the digest)');
select results_eq(
  $$ select summary -> 'leads' -> 0 ->> 'reply_status', status from public.contact_deliveries where kind = 'owner_digest' $$,
  $$ values ('waiting', 'pending') $$,
  'the owner''s digest still goes at once and says that the reply waits for its share');
select results_eq(format($$ select antwort_zustand, antwort_fehler ~ 'Stundenbudget' from public.contact_leads
                             where anfrage_id = %L $$, :'first_id'),
  $$ values ('ausstehend', true) $$, 'the leads view says what the reply waits for');
set local role service_role;
select is((select count(*)::int from public.claim_contact_deliveries(:'first_id'::uuid)), 0,
  'the function cannot claim a reply that waits for its share');
reset role;
select private.dispatch_contact_deliveries(now() + interval '50 seconds');
select is((pg_temp.reply(:'first_id')).status, 'pending', 'before its wait is over nothing is decided');
select is(pg_temp.called(:'first_id'), 0, 'and nothing dispatched');
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select results_eq(format($$ select granted_at, client_hash from private.contact_reply_shares where delivery_id = %L $$,
                         (pg_temp.reply(:'first_id')).id),
  $$ values (now() + interval '61 seconds', null::bytea) $$,
  'after its wait it gets its share; the client network''s hash is gone');
select is(pg_temp.called(:'first_id'), 1, 'and the same run of the retry job calls the function for it');
set local role service_role;
select results_eq(format($$ select kind from public.claim_contact_deliveries(%L) $$, :'first_id'),
  $$ values ('autoreply') $$, 'now the function claims it');
reset role;
delete from public.contact_submissions;
delete from private.contact_client_submissions;
delete from public.contact_deliveries;
delete from net.http_request_queue;

-- -------------------------------------------------------------------------------------------- the ranking
-- Eight leads wait; their spam scores are set here (a script's 2, for one), so the test depends neither on the
-- rules nor on what the text model says.
update private.contact_delivery_settings set attack_reply_max = 4;
select pg_temp.api_lead('echt1@kunde-a.example', '198.51.100.11', 'Hallo, ich hätte gern ein Angebot für Social Media.') as id \gset r1_
select pg_temp.api_lead('echt2@kunde-b.example', '198.51.100.12', 'Guten Tag, wir suchen Hilfe bei unserer Website.') as id \gset r2_
select pg_temp.api_lead('netz1@kunde-c.example', '198.51.100.13', 'Bitte um ein Angebot für Flyer und Plakate.') as id \gset n1_
select pg_temp.api_lead('netz2@kunde-d.example', '198.51.100.13', 'Wir brauchen neue Produktfotos, bitte melden.') as id \gset n2_
select pg_temp.api_lead('text1@kunde-e.example', '198.51.100.14', 'Bitte um Rückruf') as id \gset t1_
select pg_temp.api_lead('text2@kunde-f.example', '198.51.100.15', 'Bitte um Rückruf') as id \gset t2_
select pg_temp.api_lead('skript@kunde-g.example', '198.51.100.16', 'Interesse an Ihren Paketen, bitte Infos.') as id \gset s1_
select tests.lead('beides@kunde-h.example', 'Bitte um Rückruf') as id \gset b1_
update public.contact_submissions set spam_score = case email when 'echt1@kunde-a.example' then 0.5
                                                              when 'skript@kunde-g.example' then 2
                                                              when 'beides@kunde-h.example' then 1 else 0 end;
-- the order they arrived in: as listed
update public.contact_deliveries d set created_at = now() - interval '30 seconds' + interval '1 second'
  * array_position(array[:'r1_id', :'r2_id', :'n1_id', :'n2_id', :'t1_id', :'t2_id', :'s1_id', :'b1_id']::uuid[], d.submission_id)
 where d.submission_id is not null;
select is(pg_temp.waiting(), 8, 'all eight replies wait');
select is((select count(*)::int from net.http_request_queue where convert_from(body, 'UTF8')::jsonb ? 'submission_id'), 0,
  'none has been sent');
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select results_eq(
  $$ select s.email, d.status, d.hold_reason from public.contact_deliveries d
       join public.contact_submissions s on s.id = d.submission_id
      where d.kind = 'autoreply' order by d.status desc, d.created_at $$,
  $$ values ('echt1@kunde-a.example', 'pending', null::text), ('echt2@kunde-b.example', 'pending', null),
            ('netz1@kunde-c.example', 'pending', null), ('netz2@kunde-d.example', 'pending', null),
            ('text1@kunde-e.example', 'held', 'budget'), ('text2@kunde-f.example', 'held', 'budget'),
            ('skript@kunde-g.example', 'held', 'budget'), ('beides@kunde-h.example', 'held', 'budget') $$,
  'four shares: to the two clean leads, then by score and age (the network that sent two leads, 1.5 each, before the repeated text, 1.5, and the script, 2); the rest is held');
select results_eq(
  $$ select s.email from net.http_request_queue q
       join public.contact_submissions s on s.id::text = convert_from(q.body, 'UTF8')::jsonb ->> 'submission_id'
      order by s.email $$,
  $$ values ('echt1@kunde-a.example'), ('echt2@kunde-b.example'), ('netz1@kunde-c.example'), ('netz2@kunde-d.example') $$,
  'the function is called for the four with a share, once each');
select is((select count(*)::int from private.contact_reply_shares where granted_at is null or client_hash is not null), 0,
  'no reply waits any more, and no client network''s hash is kept');
select is((select count(*)::int from public.contact_submissions), 8, 'every lead is stored');
select is((select count(*)::int from public.contact_deliveries where kind = 'owner_notice' and status = 'bundled'), 8,
  'and reported to the owner in digests');
select matches((select antwort_fehler from public.contact_leads where anfrage_id = :'s1_id'),
  'Stundenbudget.*release_held_replies', 'the leads view says why and how to release a held one');
select is(private.release_held_replies(array[:'s1_id'::uuid]), 1, 'the owner releases one');
set local role service_role;
select results_eq(format($$ select kind from public.claim_contact_deliveries(%L) $$, :'s1_id'),
  $$ values ('autoreply') $$, 'a released reply goes out (the owner''s call is not ranked)');
reset role;

-- --------------------------------------------------------------------------------- what a share counts
select is(private.contact_replies_since(now() - interval '1 hour'), 5,
  'the budget counts the four shares and the released reply');
select is(private.contact_replies_since(now() + interval '2 minutes'), 0,
  'each from when it was let go');
select tests.lead('spaeter@kunde-i.example', 'Eine Frage zu Ihren Paketen.') as id \gset late_
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select results_eq(format($$ select status, hold_reason from public.contact_deliveries
                             where submission_id = %L and kind = 'autoreply' $$, :'late_id'),
  $$ values ('held', 'budget') $$,
  'at most attack_reply_max shares within attack_window: a later clean lead is held');
select private.dispatch_contact_deliveries(now() + interval '11 minutes');
select is((select count(*)::int from private.contact_reply_shares), 4, 'the shares of the last hour are kept');
select private.dispatch_contact_deliveries(now() + interval '62 minutes');
select is((select count(*)::int from private.contact_reply_shares), 0, 'and forgotten after an hour');
delete from public.contact_submissions;
delete from private.contact_client_submissions;
delete from public.contact_deliveries;
delete from net.http_request_queue;

-- ----------------------------------------------------------------------------- a share kept for a better one
-- one share left: a script's reply whose wait is over does not take it from a cleaner lead still waiting
update private.contact_delivery_settings set attack_reply_max = 1;
select tests.lead('skript@kunde-j.example', 'Anfrage zu Ihren Leistungen.') as id \gset older_
select tests.lead('person@kunde-k.example', 'Ich interessiere mich für Ihr Werbevideo.') as id \gset newer_
update public.contact_submissions set spam_score = 2 where id = :'older_id';
update private.contact_reply_shares set decide_after = now() + interval '30 seconds'
 where delivery_id = (pg_temp.reply(:'newer_id')).id;
select private.dispatch_contact_deliveries(now() + interval '20 seconds');
select is(pg_temp.waiting(), 2, 'both wait');
update private.contact_reply_shares set decide_after = now() - interval '1 second'
 where delivery_id = (pg_temp.reply(:'older_id')).id;
select private.dispatch_contact_deliveries(now() + interval '20 seconds');
select results_eq(format($$ select (pg_temp.reply(%L)).status, (pg_temp.reply(%L)).hold_reason, (pg_temp.reply(%L)).status $$,
                         :'older_id', :'older_id', :'newer_id'),
  $$ values ('held', 'budget', 'pending') $$,
  'the script''s reply is held: the last share is kept for the cleaner lead that still waits');
select private.dispatch_contact_deliveries(now() + interval '31 seconds');
select isnt((select granted_at from private.contact_reply_shares where delivery_id = (pg_temp.reply(:'newer_id')).id), null,
  'which gets it when its wait is over');
delete from public.contact_submissions;
delete from public.contact_deliveries;
delete from net.http_request_queue;

-- ------------------------------------------------------------------ what went out before the attack was noticed
update private.contact_delivery_settings set attack_threshold = 1000, attack_reply_max = 2;
select tests.lead('vorher1@kunde-o.example'), tests.lead('vorher2@kunde-p.example'),
       tests.lead('vorher3@kunde-q.example');
update private.contact_delivery_settings set attack_threshold = 1;
select tests.lead('danach@kunde-r.example') as id \gset after_
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select isnt((select granted_at from private.contact_reply_shares where delivery_id = (pg_temp.reply(:'after_id')).id), null,
  'replies sent before the attack was noticed count toward the hour''s budget, not toward the shares of the attack');
delete from public.contact_submissions;
delete from public.contact_deliveries;
delete from net.http_request_queue;

-- ---------------------------------------------------------------------------- the hourly budget and domains
update private.contact_delivery_settings set attack_reply_max = 10, reply_budget_per_hour = 2,
  reply_domain_max_per_hour = 1;
select tests.lead('eins@firma.example') as id \gset d1_
select tests.lead('zwei@firma.example') as id \gset d2_
select tests.lead('drei@web.de') as id \gset d3_
select tests.lead('vier@web.de') as id \gset d4_
update public.contact_deliveries d set created_at = now() - interval '10 seconds' + interval '1 second'
  * array_position(array[:'d1_id', :'d2_id', :'d3_id', :'d4_id']::uuid[], d.submission_id)
 where d.submission_id is not null;
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select results_eq(
  $$ select s.email, d.status, d.hold_reason from public.contact_deliveries d
       join public.contact_submissions s on s.id = d.submission_id
      where d.kind = 'autoreply' order by d.created_at $$,
  $$ values ('eins@firma.example', 'pending', null::text), ('zwei@firma.example', 'held', 'domain'),
            ('drei@web.de', 'pending', null), ('vier@web.de', 'held', 'budget') $$,
  'a share respects the per-domain limit (its share goes to the next) and the hourly budget');
select tests.lead('fuenf@web.de') as id \gset d5_
select results_eq(format($$ select status, hold_reason from public.contact_deliveries
                             where submission_id = %L and kind = 'autoreply' $$, :'d5_id'),
  $$ values ('held', 'budget') $$, 'with the hour''s budget spent, a new reply is held at insert without waiting');
select is(pg_temp.waiting(), 0, 'so nothing waits');
delete from public.contact_submissions;
delete from public.contact_deliveries;
update private.contact_delivery_settings set reply_budget_per_hour = 30, reply_domain_max_per_hour = 10;

-- ----------------------------------------------------------------------------------------- owner's marks
select tests.lead('markiert@kunde-l.example') as id \gset marked_
select tests.lead('spam@spam.example', 'Купить дипломы недорого и быстро, пишите нам сейчас') as id \gset spam_
select is((pg_temp.reply(:'spam_id')).hold_reason, 'spam', 'spam is held at insert, it does not wait');
select matches(private.mark_contact_spam(:'marked_id'), 'ist jetzt Spam', 'the owner marks a waiting lead as spam');
select results_eq(format($$ select status, hold_reason from public.contact_deliveries
                             where submission_id = %L and kind = 'autoreply' $$, :'marked_id'),
  $$ values ('held', 'spam') $$, 'its reply is held as spam');
select private.dispatch_contact_deliveries(now() + interval '61 seconds');
select is(pg_temp.waiting(), 0, 'and no longer waits for a share');
select is((pg_temp.reply(:'marked_id')).hold_reason, 'spam', 'it stays held as spam');
delete from net.http_request_queue;
select matches(private.mark_contact_not_spam(:'spam_id'), 'ist jetzt eine Anfrage', 'the owner confirms spam as real');
set local role service_role;
select results_eq(format($$ select kind from public.claim_contact_deliveries(%L) order by kind $$, :'spam_id'),
  $$ values ('autoreply'), ('owner_notice') $$, 'both its mails go out at once');
reset role;
delete from public.contact_submissions;
delete from public.contact_deliveries;

-- --------------------------------------------------------------------------------------- erasure, no wait
select tests.lead('loeschen@kunde-m.example') as id \gset erased_
select is((public.erase_contact_data('loeschen@kunde-m.example') -> 'deleted' ->> 'contact_submissions')::int, 1,
  'a waiting lead can be erased');
select is((select count(*)::int from private.contact_reply_shares), 0, 'its wait goes with it');
update private.contact_delivery_settings set attack_reply_wait = interval '0';
select tests.lead('sofort@kunde-n.example') as id \gset now_
select is((pg_temp.reply(:'now_id')).status, 'pending', 'attack_reply_wait 0: decided at insert, as on a quiet day');
select is(pg_temp.waiting(), 0, 'without a wait');
select is(pg_temp.called(:'now_id'), 1, 'and sent at once');
update private.contact_delivery_settings set attack_reply_wait = interval '1 minute', attack_threshold = 20,
  attack_reply_max = 10;

select * from finish();
rollback;
