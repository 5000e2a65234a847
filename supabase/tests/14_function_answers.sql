-- pgTAP: pg_net's answers are read back. A failed call of the function (wrong secret, not deployed, secrets missing,
-- unreachable, never executed) becomes a failed attempt in words with backoff, visible in the leads view; the way to
-- the function is probed while broken and the waiting mail is due at once when it works again; the health signal.
begin;
select plan(47);

select tests.setup_mail_path();
update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity',
       last_sent_at = now(), last_transient_failure_at = null;
update private.contact_function_state set dispatch_ran_at = now();
delete from net._http_response;

-- pg_net's answer to the newest call of a lead
create function pg_temp.answer(p_submission uuid, p_status integer, p_content text, p_error text default null,
                               p_timed_out boolean default false) returns void language sql as $$
  insert into net._http_response (id, status_code, content_type, content, timed_out, error_msg)
  select c.request_id, p_status, 'application/json', p_content, p_timed_out, p_error
    from private.contact_function_calls c where c.submission_id = p_submission order by c.id desc limit 1
$$;

-- ---------------------------------------------------------------------------------------------- in words
select is(private.describe_function_answer(200, '{"deliveries":[]}', false, null), null, 'a 2xx is no problem');
select is(private.describe_function_answer(401, '{"error":"unauthorized"}', false, null),
  'Funktion antwortet 401: Geheimnis stimmt nicht überein (contact_autoreply_secret in Vault und CONTACT_AUTOREPLY_SECRET der Funktion)',
  '401 from the function: the secrets differ');
select is(private.describe_function_answer(401, '{"code":401,"message":"Missing authorization header"}', false, null),
  'Funktion antwortet 401: JWT-Prüfung ist eingeschaltet (Funktion mit verify_jwt = false bereitstellen)',
  '401 from the platform: the JWT check is on');
select is(private.describe_function_answer(404, '{"code":"NOT_FOUND","message":"Requested function was not found"}', false, null),
  'Funktion antwortet 404: nicht gefunden (Funktion nicht bereitgestellt oder contact_autoreply_url in Vault falsch)',
  '404: not deployed or the URL is wrong');
select is(private.describe_function_answer(503, '{"error":"missing configuration: RESEND_API_KEY, OWNER_EMAIL"}', false, null),
  'Funktion antwortet 503: Funktionsgeheimnisse fehlen: RESEND_API_KEY, OWNER_EMAIL', '503: names the missing function secrets');
select is(private.describe_function_answer(503, '{"error":"function not configured"}', false, null),
  'Funktion antwortet 503: CONTACT_AUTOREPLY_SECRET ist in der Funktion nicht gesetzt', '503: the function has no secret');
select is(private.describe_function_answer(500, '<html>oops</html>', false, null),
  'Funktion antwortet 500: interner Fehler (Logs der Funktion ansehen)', '500: look at the logs');
select is(private.describe_function_answer(502, 'Bad Gateway', false, null), 'Funktion nicht erreichbar: Antwort 502 (Bad Gateway)',
  'a gateway error in front of the function: not reachable');
select is(private.describe_function_answer(400, '{"error":"invalid body"}', false, null),
  'Funktion antwortet 400: kennt den Aufruf nicht (invalid body); eine ältere Fassung ist bereitgestellt',
  '400: an older version of the function');
select is(private.describe_function_answer(418, 'teapot', false, null), 'Funktion antwortet 418: teapot',
  'another status: with the start of its body');
select is(private.describe_function_answer(null, null, false, 'Couldn''t connect to server'),
  'Funktion nicht erreichbar: Couldn''t connect to server', 'a transport error');
select is(private.describe_function_answer(null, null, true, 'Timeout of 50000 ms reached'),
  'Funktion antwortet nicht: Timeout of 50000 ms reached', 'a timeout');

-- ------------------------------------------------------------------------------------------ calls recorded
select tests.lead('sekret@kunde.example') as id \gset secret_
select results_eq(
  format($$ select source, request_id = (select max(id) from net.http_request_queue), answered_at is null
              from private.contact_function_calls where submission_id = %L $$, :'secret_id'),
  $$ values ('trigger', true, true) $$,
  'the trigger''s call is recorded with pg_net''s request id');

-- ------------------------------------------------------------------------------------ a wrong secret: 401
select pg_temp.answer(:'secret_id', 401, '{"error":"unauthorized"}');
select is(private.read_contact_function_answers(), 1, 'one answer read');
select results_eq(
  format($$ select kind, status, attempts, last_error from public.contact_deliveries where submission_id = %L order by kind $$, :'secret_id'),
  format($$ values ('autoreply', 'pending', 1, %1$L), ('owner_notice', 'pending', 1, %1$L) $$,
    'Funktion antwortet 401: Geheimnis stimmt nicht überein (contact_autoreply_secret in Vault und CONTACT_AUTOREPLY_SECRET der Funktion)'),
  'both mails: one failed attempt with the reason in words, still pending');
select ok((tests.mail(:'secret_id', 'autoreply')).next_attempt_at between now() + interval '44 seconds' and now() + interval '76 seconds',
  'the first backoff: a minute (±25 %)');
select is(
  (select antwort_fehler from public.contact_leads where anfrage_id = :'secret_id'),
  'Funktion antwortet 401: Geheimnis stimmt nicht überein (contact_autoreply_secret in Vault und CONTACT_AUTOREPLY_SECRET der Funktion)',
  'the leads view shows it');
select is((select benachrichtigung_zustand from public.contact_leads where anfrage_id = :'secret_id'), 'ausstehend',
  'as ausstehend');
select results_eq($$ select failing_since = now(), last_problem like 'Funktion antwortet 401%' from private.contact_function_state $$,
  $$ values (true, true) $$, 'the way to the function is broken since that call');
select is(private.read_contact_function_answers(), 0, 'an answer is read once');
select is((tests.mail(:'secret_id', 'autoreply')).attempts, 1, 'and counted once');

-- the next call fails the same way: the backoff grows
select private.invoke_contact_mail(jsonb_build_object('submission_id', :'secret_id', 'source', 'retry'));
select pg_temp.answer(:'secret_id', 401, '{"error":"unauthorized"}');
select private.read_contact_function_answers();
select ok((tests.mail(:'secret_id', 'autoreply')).attempts = 2
          and (tests.mail(:'secret_id', 'autoreply')).next_attempt_at > now() + interval '89 seconds',
  'a second failed call: attempt 2, two minutes of backoff');

-- ------------------------------------------------------------------------------------------- the health signal
select is((select count(*)::int from private.contact_mail_health_problems()), 0, 'broken for less than 10 minutes: no alarm yet');
select is(public.contact_mail_health(), 'ok', 'health: ok');
select alike((select p from private.contact_mail_health_problems(now() + interval '11 minutes') p
              where p like 'Aufruf der Funktion%'),
  'Aufruf der Funktion scheitert seit % Funktion antwortet 401: Geheimnis%', 'broken for more than 10 minutes: a problem in words');
update private.contact_function_state set failing_since = now() - interval '11 minutes';
select is(public.contact_mail_health(), 'gestört', 'health: gestört');

-- the retry job late: not while the server has been up for less than 3 minutes (it may just have restarted)
update private.contact_function_state set dispatch_ran_at = now() - interval '1 hour';
select is((select count(*)::int from private.contact_mail_health_problems(pg_postmaster_start_time() + interval '2 minutes')
            p where p like 'Retry-Job%'), 0, 'the retry job is not late within 3 minutes of a server start');
select alike((select p from private.contact_mail_health_problems(pg_postmaster_start_time() + interval '4 minutes') p
               where p like 'Retry-Job%'),
  'Retry-Job lief zuletzt % (Cron-Job contact-deliveries-retry prüfen)', 'the retry job has not run for 3 minutes of uptime: a problem in words');

-- ------------------------------------------------------------------------------------------------ the probe
delete from net.http_request_queue;
select private.dispatch_contact_deliveries();
select isnt((select dispatch_ran_at from private.contact_function_state), now() - interval '1 hour', 'the retry job notes that it ran');
select results_eq(
  $$ select convert_from(body, 'utf8')::jsonb from net.http_request_queue q
      join private.contact_function_calls c on c.request_id = q.id where c.source = 'probe' $$,
  $$ values ('{"dry_run": true, "source": "probe"}'::jsonb) $$,
  'while the way to the function is broken the retry job probes it with a dry run');
select private.dispatch_contact_deliveries();
select is((select count(*)::int from private.contact_function_calls where source = 'probe'), 1, 'at most one probe a minute');

-- --------------------------------------------------------------------------------------- working again
insert into net._http_response (id, status_code, content)
select request_id, 200, '{"dry_run":true,"ok":true,"problems":[]}' from private.contact_function_calls where source = 'probe';
select private.read_contact_function_answers();
select results_eq($$ select failing_since, last_problem from private.contact_function_state $$,
  $$ values (null::timestamptz, null::text) $$, 'the probe''s 200: the way works again');
select ok((select bool_and(next_attempt_at <= now()) from public.contact_deliveries where submission_id = :'secret_id'),
  'the mail waiting out its backoff is due at once');
select is(public.contact_mail_health(), 'ok', 'health: ok again');

-- ------------------------------------------------------------------------------- other failures, other words
select tests.lead('weg@kunde.example') as id \gset gone_
select pg_temp.answer(:'gone_id', null, null, 'Couldn''t connect to server');
select private.read_contact_function_answers();
select is((tests.mail(:'gone_id', 'owner_notice')).last_error, 'Funktion nicht erreichbar: Couldn''t connect to server',
  'the function stopped: not reachable');

select tests.lead('stumm@kunde.example') as id \gset silent_
update private.contact_function_calls set called_at = now() - interval '7 minutes' where submission_id = :'silent_id';
select private.read_contact_function_answers();
select alike((tests.mail(:'silent_id', 'autoreply')).last_error, 'pg_net hat den Aufruf nicht ausgeführt (keine Antwort seit %)',
  'a call pg_net never answered');

-- a delivery whose window is over fails for good, with the reason
select tests.lead('spaet@kunde.example') as id \gset late_
update public.contact_deliveries set retry_until = now() - interval '1 second' where submission_id = :'late_id';
select pg_temp.answer(:'late_id', 404, '{"code":"NOT_FOUND","message":"Requested function was not found"}');
select private.read_contact_function_answers();
select results_eq(format($$ select status, last_error from public.contact_deliveries where submission_id = %L and kind = 'autoreply' $$, :'late_id'),
  $$ values ('failed', 'Funktion antwortet 404: nicht gefunden (Funktion nicht bereitgestellt oder contact_autoreply_url in Vault falsch)') $$,
  'past its window: failed, with the reason');

-- a mail being sent right now (claimed) is not touched by an older call's failure
select tests.lead('unterwegs@kunde.example') as id \gset busy_
update public.contact_deliveries set locked_until = now() + interval '1 minute', attempts = 1 where submission_id = :'busy_id';
select pg_temp.answer(:'busy_id', 500, 'oops');
select private.read_contact_function_answers();
select results_eq(format($$ select attempts, last_error from public.contact_deliveries where submission_id = %L and kind = 'autoreply' $$, :'busy_id'),
  $$ values (1, null::text) $$, 'a claimed mail is left to the call that claimed it');

-- a Vault secret missing: no request, the call recorded with its problem at once
delete from vault.secrets where name = 'contact_autoreply_secret';
select tests.lead('ohne-vault@kunde.example') as id \gset novault_
select results_eq(format($$ select request_id, problem from private.contact_function_calls where submission_id = %L $$, :'novault_id'),
  $$ values (null::bigint, 'Vault-Geheimnis contact_autoreply_secret fehlt') $$, 'a missing Vault secret is a recorded problem');
select private.read_contact_function_answers();
select is((tests.mail(:'novault_id', 'autoreply')).last_error, 'Vault-Geheimnis contact_autoreply_secret fehlt',
  'and shows on the lead''s mail');
select vault.create_secret('pgtap-secret', 'contact_autoreply_secret');

-- Vault unreadable (its view gone): the lead is stored all the same, and the call recorded with the problem
alter table vault.decrypted_secrets rename to decrypted_secrets_away;
select lives_ok($$ select tests.lead('vault-weg@kunde.example') $$, 'a lead is stored while Vault cannot be read');
select matches(
  (select c.problem from private.contact_function_calls c join public.contact_submissions s on s.id = c.submission_id
    where s.email = 'vault-weg@kunde.example'),
  '^Vault nicht lesbar: ', 'and the call is a recorded problem');
alter table vault.decrypted_secrets_away rename to decrypted_secrets;

-- ------------------------------------------------------------------------------------- more health problems
update private.contact_function_state set failing_since = null, last_problem = null, dispatch_ran_at = now();
delete from public.contact_deliveries where status = 'pending' and submission_id <> :'secret_id';
update public.contact_deliveries set created_at = now() - interval '16 minutes', last_error = null where submission_id = :'secret_id';
select is((select p from private.contact_mail_health_problems() p), '2 E-Mail(s) seit über 15 Minuten ausstehend',
  'mail pending for more than 15 minutes');
update public.contact_deliveries set created_at = now(), attempts = 3, last_error = '503 application_error: Resend down',
       last_attempt_at = now() - interval '11 minutes' where submission_id = :'secret_id';
update private.contact_mail_pace set last_sent_at = now() - interval '20 minutes', last_transient_failure_at = now();
select is((select p from private.contact_mail_health_problems() p),
  'Resend nimmt seit über 10 Minuten keine E-Mail an: 503 application_error: Resend down', 'the provider failing for 10 minutes');
update private.contact_mail_pace set last_sent_at = now() + interval '1 second';
select is((select count(*)::int from private.contact_mail_health_problems()), 0, 'one mail accepted since: ok');

update private.contact_function_state set dispatch_ran_at = now();

-- ------------------------------------------------------------------------------------------------- rights
select throws_ok($$ set local role anon; select public.contact_mail_health(); $$, '42501', null,
  'the anon key cannot call the health function (the public face is the function''s health path)');
reset role;
set local role service_role;
select is(public.contact_mail_health(), 'ok', 'the service role (the function) can');
reset role;

select * from finish();
rollback;
