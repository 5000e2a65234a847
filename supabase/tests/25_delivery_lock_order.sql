-- pgTAP: a new lead and the retry job never deadlock. Every decision of the mail (the reply budget, the shares under
-- attack, the planning of a digest) takes one advisory lock, "the lock of the decisions" (contact_delivery.sql). With
-- a second lock for the digest, taken after the budget's by the insert and before it by the retry job, inserts under
-- load failed with "deadlock detected" (HTTP 500). One session cannot show that, so this test drives two more
-- through dblink and makes them meet in the order that deadlocked: the test holds the budget's lock; the insert of a
-- lead whose notice waits for a digest queues for it first, the retry job (with a reply waiting for its share)
-- second; then the test lets go. The insert gets the lock first and must finish; the job must finish after it.
-- Every change of the two sessions is rolled back.
begin;
select plan(6);

create extension if not exists dblink with schema extensions;
create function pg_temp.budget_lock() returns bigint language sql as $$
  select hashtextextended('contact reply budget', 0)
$$;
-- the sessions connect as the test's user through the server's socket (dblink without a password: a superuser, as
-- postgres is on the local stand-in)
create function pg_temp.connect(p_name text) returns integer language sql as $$
  select extensions.dblink_connect(p_name, format('host=%s port=%s dbname=%s user=%s',
    split_part(current_setting('unix_socket_directories'), ',', 1), current_setting('port'), current_database(),
    current_user));
  -- a lock wait this test did not plan for ends the statement instead of the test run
  select extensions.dblink_exec(p_name, 'set statement_timeout = ''20s''');
  select extensions.dblink_exec(p_name, 'begin');
  select pid from extensions.dblink(p_name, 'select pg_backend_pid()') as t(pid integer);
$$;
-- waits (at most 10 s) until the session waits for an advisory lock
create function pg_temp.await_lock_wait(p_pid integer) returns boolean language plpgsql as $$
begin
  for i in 1..200 loop
    if exists (select 1 from pg_locks l
                where l.pid = p_pid and l.locktype = 'advisory' and not l.granted) then
      return true;
    end if;
    perform pg_sleep(0.05);
  end loop;
  return false;
end $$;
-- how the session's statement ended: 'ok' or its error
create function pg_temp.outcome(p_name text) returns text language plpgsql as $$
declare
  message text;
begin
  perform * from extensions.dblink_get_result(p_name, false) as t(result text);
  message := extensions.dblink_error_message(p_name);
  -- an async query is over only once its results are read to the end
  perform * from extensions.dblink_get_result(p_name, false) as t(result text);
  return case when message = 'OK' then 'ok' else message end;
end $$;

-- pg_cron runs the retry job in this cluster too. The job's session first takes the row the job writes first (its
-- note that it ran), so a scheduled run that falls into this test waits behind that session instead of holding the
-- row while it queues for the budget lock, where the session would then wait for the row and not for the lock.
select pg_temp.connect('job') as pid \gset job_
select extensions.dblink_exec('job', 'update private.contact_function_state set dispatch_ran_at = now()');
select pg_advisory_lock(pg_temp.budget_lock());
select pg_temp.connect('lead') as pid \gset lead_

-- the job's session: one reply waiting for its share, so the job hands out shares under the budget lock (stored as
-- the owner's SQL could, without the trigger, which would take the lock at once)
select extensions.dblink_exec('job', $$
  set local session_replication_role = replica;
  insert into public.contact_submissions (id, anrede, name, email, mailbox, grund, nachricht, datenschutz)
  values ('00000000-0000-4000-8000-0000000000a1', 'frau', 'Wartend', 'wartend@kunde.example',
          'wartend@kunde.example', 'fragen', 'Eine Frage zu Ihren Angeboten.', true);
  insert into public.contact_deliveries (id, submission_id, kind, status, next_attempt_at)
  values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'autoreply', 'pending',
          now() + interval '1 minute');
  insert into private.contact_reply_shares (delivery_id, decide_after)
  values ('00000000-0000-4000-8000-0000000000b1', now() + interval '1 minute');
  set local session_replication_role = origin;
$$);
-- the lead's session: attack mode from the first lead, so its notice is bundled and the trigger plans a digest
select extensions.dblink_exec('lead', 'update private.contact_delivery_settings set attack_threshold = 1');

select extensions.dblink_send_query('lead', $$
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  values ('herr', 'Neu', 'neu@kunde.example', 'fragen', 'Noch eine Frage zu Ihren Angeboten.', true)
$$);
select ok(pg_temp.await_lock_wait(:lead_pid), 'the insert waits for the budget lock');
select extensions.dblink_send_query('job', 'select private.dispatch_contact_deliveries()');
select ok(pg_temp.await_lock_wait(:job_pid), 'the retry job waits for it too, behind the insert');
select pg_advisory_unlock(pg_temp.budget_lock());

select is(pg_temp.outcome('lead'), 'ok', 'the insert gets the lock first and stores the lead (no deadlock)');
select is(
  (select status from extensions.dblink('lead',
     $$select d.status from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
        where s.email = 'neu@kunde.example' and d.kind = 'owner_notice'$$, false) as t(status text)),
  'bundled', 'its notice waits for the digest, as the scenario needs');
select extensions.dblink_exec('lead', 'rollback');
select is(pg_temp.outcome('job'), 'ok', 'the retry job runs once the insert is done (no deadlock)');
select is(
  (select reply from extensions.dblink('job',
     $$select count(*) from private.contact_reply_shares where granted_at is null$$, false) as t(reply integer)),
  1, 'and its waiting reply still waits for its share, as the scenario needs');
select extensions.dblink_exec('job', 'rollback');

select extensions.dblink_disconnect('lead');
select extensions.dblink_disconnect('job');

select * from finish();
rollback;
