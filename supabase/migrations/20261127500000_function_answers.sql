-- pg_net's answers are read back. Every call of contact-autoreply is recorded with pg_net's request id; the retry job
-- reads net._http_response (which pg_net deletes after 6 hours) and turns a non-2xx answer or a transport error into
-- a failed attempt of the deliveries of that call, in plain words, with backoff. A wrong function URL or secret, a
-- function that is not deployed or lacks its secrets thus shows in the leads view within a minute instead of after
-- 23 hours. The job probes the function with a dry run every 5 minutes when nothing else called it, and once a
-- minute while calls fail; when it answers again, the mail waiting out its backoff is due at once. A health signal sums up the state for an uptime monitor, and a second
-- alarm goes from Postgres straight to Resend, past the function.

-- ---------------------------------------------------------------------------------------------------- the calls
create table private.contact_function_calls (
  id bigint generated always as identity primary key,
  request_id bigint unique,
  submission_id uuid,
  delivery_id uuid,
  source text not null,
  called_at timestamptz not null default now(),
  answered_at timestamptz,
  status_code integer,
  problem text,
  handled_at timestamptz
);
comment on table private.contact_function_calls is
  'Technisch: jeder Aufruf der Edge Function über pg_net (request_id) und ihre Antwort (status_code, problem in '
  'Worten; leer = in Ordnung). Einträge werden nach einem Tag gelöscht.';
create index contact_function_calls_open_idx on private.contact_function_calls (called_at) where handled_at is null;
create index contact_function_calls_called_at_idx on private.contact_function_calls (called_at);
revoke all on table private.contact_function_calls from public, anon, authenticated;
grant select on table private.contact_function_calls to service_role;

-- One row: is the way to the function working, since when not, and when the retry job last ran.
create table private.contact_function_state (
  id boolean primary key default true check (id),
  failing_since timestamptz,
  last_problem text,
  last_ok_at timestamptz,
  dispatch_ran_at timestamptz not null default now(),
  alarm_sent_at timestamptz
);
comment on table private.contact_function_state is
  'Technisch (eine Zeile): seit wann Aufrufe der Edge Function scheitern (failing_since, last_problem), wann sie '
  'zuletzt antwortete, wann der Retry-Job zuletzt lief und wann zuletzt eine Störungsmeldung hinausging.';
insert into private.contact_function_state default values;
revoke all on table private.contact_function_state from public, anon, authenticated;
grant select on table private.contact_function_state to service_role;

-- ---------------------------------------------------------------------------------------- answers in words
-- What an answer of the function means for the owner; null for a 2xx. The texts name the setting to check. The
-- leads view and check:deploy show the same words (public.contact_deploy_call_answer returns them as `problem`).
create function private.describe_function_answer(p_status integer, p_content text, p_timed_out boolean, p_error text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  detail text;
begin
  if p_status between 200 and 299 then
    return null;
  end if;
  if p_status is null then
    if coalesce(p_timed_out, false) then
      return 'Funktion antwortet nicht: ' || coalesce(p_error, 'Zeitlimit überschritten');
    end if;
    return 'Funktion nicht erreichbar: ' || coalesce(p_error, 'keine Antwort');
  end if;
  begin
    detail := coalesce(p_content::jsonb ->> 'error', p_content::jsonb ->> 'message', p_content::jsonb ->> 'msg');
  exception when others then
    detail := nullif(btrim(left(p_content, 200)), '');
  end;
  if p_status between 502 and 504 and coalesce(detail, '') not ilike 'missing configuration:%'
     and coalesce(detail, '') not ilike 'function not configured' then
    return 'Funktion nicht erreichbar: Antwort ' || p_status || ' (' || coalesce(left(detail, 200), 'ohne Inhalt') || ')';
  end if;
  return 'Funktion antwortet ' || p_status || ': ' || case
    when p_status = 401 and detail ~* 'jwt|authorization' then
      'JWT-Prüfung ist eingeschaltet (Funktion mit verify_jwt = false bereitstellen)'
    when p_status = 401 then
      'Geheimnis stimmt nicht überein (contact_autoreply_secret in Vault und CONTACT_AUTOREPLY_SECRET der Funktion)'
    when p_status = 404 and detail ilike 'submission not found' then 'Anfrage nicht gefunden'
    when p_status = 404 then 'nicht gefunden (Funktion nicht bereitgestellt oder contact_autoreply_url in Vault falsch)'
    when p_status = 503 and detail ilike 'missing configuration:%' then
      'Funktionsgeheimnisse fehlen: ' || regexp_replace(detail, '^missing configuration:\s*', '', 'i')
    when p_status = 503 and detail ilike 'function not configured' then
      'CONTACT_AUTOREPLY_SECRET ist in der Funktion nicht gesetzt'
    when p_status = 400 then
      'kennt den Aufruf nicht (' || coalesce(left(detail, 200), 'ohne Inhalt') || '); eine ältere Fassung ist bereitgestellt'
    when p_status = 500 then 'interner Fehler (Logs der Funktion ansehen)'
    else coalesce(left(detail, 200), 'unerwartete Antwort')
  end;
end
$$;
revoke all on function private.describe_function_answer(integer, text, boolean, text) from public, anon, authenticated;

-- ------------------------------------------------------------------------------------------ calling, recorded
-- As before, and every call is recorded with pg_net's request id. A call that cannot even be queued (a Vault secret
-- missing, pg_net failing) is recorded as answered with its problem, so it shows like any other failed call.
create or replace function private.invoke_contact_mail(p_body jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  shared_secret text;
  horizon interval;
  request bigint;
  problem text;
begin
  select s.decrypted_secret into function_url
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_url';
  select s.decrypted_secret into shared_secret
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_secret';
  select s.claim_horizon into horizon from private.contact_delivery_settings s;

  if coalesce(function_url, '') = '' or coalesce(shared_secret, '') = '' then
    problem := 'Vault-Geheimnis ' || case when coalesce(function_url, '') = '' then 'contact_autoreply_url'
                                          else 'contact_autoreply_secret' end || ' fehlt';
    raise warning 'contact-autoreply not called (%): %; the retry job will try again', p_body, problem;
  else
    begin
      request := net.http_post(
        url := function_url,
        body := p_body,
        headers := jsonb_build_object('Content-Type', 'application/json', 'x-contact-autoreply-secret', shared_secret),
        timeout_milliseconds := (extract(epoch from horizon) * 1000)::integer + 30000
      );
    exception when others then
      problem := 'Aufruf über pg_net gescheitert: ' || sqlerrm;
      raise warning 'contact-autoreply not called (%): % (%); the retry job will try again', p_body, sqlerrm, sqlstate;
    end;
  end if;

  insert into private.contact_function_calls (request_id, submission_id, delivery_id, source, answered_at, problem)
  values (request,
          (p_body ->> 'submission_id')::uuid,
          (p_body ->> 'delivery_id')::uuid,
          coalesce(p_body ->> 'source', 'unknown'),
          case when problem is not null then now() end,
          problem);
  return request;
end
$$;
revoke all on function private.invoke_contact_mail(jsonb) from public, anon, authenticated;

-- Whether a delivery's error is about the way to the function (written by read_contact_function_answers below), not
-- about the provider: such mail is due again as soon as the function answers.
create function private.is_function_problem(p_error text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_error ~ '^(Funktion|Vault|Aufruf über pg_net|pg_net)'
$$;
revoke all on function private.is_function_problem(text) from public, anon, authenticated;

-- ----------------------------------------------------------------------------------------- reading answers
-- Reads pg_net's answers to recorded calls (a request without an answer 5 minutes after its timeout counts as not
-- executed), then: each pending delivery of a failed call gets one failed attempt with the problem as its error and
-- the usual backoff (failed once its window is over); the newest answer decides whether the way to the function is
-- broken (failing_since) or works again, and when it works again after a failure, the mail waiting out a backoff
-- because of it is due at once. Returns the number of answers read. Run by the retry job.
create function private.read_contact_function_answers(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  clock timestamptz := private.contact_delivery_now();
  state private.contact_function_state;
  newest record;
  answered integer;
begin
  select * into strict settings from private.contact_delivery_settings;
  select * into strict state from private.contact_function_state for update;

  update private.contact_function_calls c
     set answered_at = r.created,
         status_code = r.status_code,
         problem = private.describe_function_answer(r.status_code, left(r.content, 2000), r.timed_out, r.error_msg)
    from net._http_response r
   where r.id = c.request_id
     and c.answered_at is null;
  get diagnostics answered = row_count;

  update private.contact_function_calls c
     set answered_at = p_now,
         problem = 'pg_net hat den Aufruf nicht ausgeführt (keine Antwort seit '
                   || to_char(c.called_at at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') || ')'
   where c.answered_at is null
     and c.handled_at is null
     and c.called_at < p_now - settings.claim_horizon - interval '30 seconds' - interval '5 minutes';

  -- a call names either a lead (both its mails) or one delivery; two joins, so each uses its index even when a flood
  -- of leads meets a broken function
  with failed_calls as (
    select c.submission_id, c.delivery_id, c.problem, c.called_at
      from private.contact_function_calls c
     where c.handled_at is null
       and c.answered_at is not null
       and c.problem is not null
  ), targets as (
    select d.id, c.problem, c.called_at
      from failed_calls c join public.contact_deliveries d on d.submission_id = c.submission_id
    union all
    select d.id, c.problem, c.called_at
      from failed_calls c join public.contact_deliveries d on d.id = c.delivery_id
  ), failing as (
    select distinct on (t.id) t.id, t.problem
      from targets t
      join public.contact_deliveries d on d.id = t.id
     where d.status = 'pending'
       and (d.locked_until is null or d.locked_until <= clock)
     order by t.id, t.called_at desc
  )
  update public.contact_deliveries d
     set attempts = d.attempts + 1,
         last_attempt_at = clock,
         last_error = f.problem,
         status = case when d.attempts + 1 >= settings.max_attempts
                         or clock >= private.contact_delivery_deadline(d) then 'failed' else 'pending' end,
         next_attempt_at = least(
           clock + private.contact_delivery_jitter(private.contact_delivery_backoff(d.attempts + 1)),
           greatest(clock, private.contact_delivery_deadline(d) - interval '1 minute')),
         updated_at = now()
    from failing f
   where d.id = f.id;

  select c.called_at, c.answered_at, c.problem into newest
    from private.contact_function_calls c
   where c.handled_at is null and c.answered_at is not null
   order by c.called_at desc, c.id desc
   limit 1;
  if found then
    if newest.problem is null then
      if state.failing_since is not null then
        update public.contact_deliveries d
           set next_attempt_at = clock,
               updated_at = now()
         where d.status = 'pending'
           and d.next_attempt_at > clock
           and (d.locked_until is null or d.locked_until <= clock)
           and private.is_function_problem(d.last_error);
      end if;
      update private.contact_function_state
         set failing_since = null, last_problem = null, last_ok_at = newest.answered_at;
    else
      update private.contact_function_state
         set failing_since = coalesce(failing_since, newest.called_at), last_problem = newest.problem;
    end if;
  end if;

  update private.contact_function_calls c
     set handled_at = p_now
   where c.handled_at is null and c.answered_at is not null;
  delete from private.contact_function_calls c where c.called_at < p_now - interval '1 day';
  return answered;
end
$$;
revoke all on function private.read_contact_function_answers(timestamptz) from public, anon, authenticated;
comment on function private.read_contact_function_answers(timestamptz) is
  'Liest die Antworten der Edge Function aus net._http_response und trägt Fehler in die Zustellungen ein.';

-- ----------------------------------------------------------------------------------------------- health
-- What is wrong with mail right now, in words; empty when all is well:
--   the function has answered with an error for more than 10 minutes;
--   the provider's last answer was a temporary failure and a mail has waited with an error for more than 10 minutes;
--   a mail has been pending for more than 15 minutes;
--   the retry job has not run for 3 minutes.
create function private.contact_mail_health_problems(p_now timestamptz default now())
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select 'Aufruf der Funktion scheitert seit '
         || to_char(s.failing_since at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') || ': ' || s.last_problem
    from private.contact_function_state s
   where s.failing_since < p_now - interval '10 minutes'
  union all
  select 'Resend nimmt seit über 10 Minuten keine E-Mail an: ' || min(d.last_error)
    from public.contact_deliveries d, private.contact_mail_pace p
   where d.status = 'pending'
     and d.attempts > 0
     and d.last_error is not null
     and not private.is_function_problem(d.last_error)
     and d.last_attempt_at < private.contact_delivery_now() - interval '10 minutes'
     and p.last_transient_failure_at > coalesce(p.last_sent_at, '-infinity')
  having count(*) > 0
  union all
  select count(*) || ' E-Mail(s) seit über 15 Minuten ausstehend'
    from public.contact_deliveries d, private.contact_delivery_settings s
   where d.status = 'pending'
     and coalesce(d.retry_until - s.give_up_after, d.created_at) < private.contact_delivery_now() - interval '15 minutes'
  having count(*) > 0
  union all
  select 'Retry-Job lief zuletzt '
         || to_char(s.dispatch_ran_at at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')
         || ' (Cron-Job contact-deliveries-retry prüfen)'
    from private.contact_function_state s
   where s.dispatch_ran_at < p_now - interval '3 minutes'
$$;
revoke all on function private.contact_mail_health_problems(timestamptz) from public, anon, authenticated;
grant execute on function private.contact_mail_health_problems(timestamptz) to service_role;
comment on function private.contact_mail_health_problems(timestamptz) is
  'Was am E-Mail-Versand gerade gestört ist, in Worten (leer = alles in Ordnung): '
  'select * from private.contact_mail_health_problems();';

-- Only "ok" or "gestört", no details: what the function's public health path answers (200 or 503).
create function public.contact_mail_health()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when exists (select 1 from private.contact_mail_health_problems()) then 'gestört' else 'ok' end
$$;
revoke all on function public.contact_mail_health() from public, anon, authenticated;
grant execute on function public.contact_mail_health() to service_role;
comment on function public.contact_mail_health() is
  'ok oder gestört (Einzelheiten: private.contact_mail_health_problems()); öffentlich über '
  'GET …/functions/v1/contact-autoreply/health.';

-- ---------------------------------------------------------------------------------------- the second alarm
-- When mail is disturbed, the owner gets one mail straight from Postgres through pg_net to Resend's API, past the
-- Edge Function (whose URL, secret or deployment is the likeliest fault), at most once every 6 hours. It needs three
-- Vault secrets: contact_alarm_resend_key, contact_alarm_from (an address of the verified domain) and
-- contact_alarm_to; without them nothing is sent (check:deploy reports it).
create function private.send_contact_mail_alarm(p_now timestamptz default now())
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  api_key text;
  sender text;
  recipient text;
  problems text[];
  request bigint;
begin
  select array_agg(p) into problems from private.contact_mail_health_problems(p_now) p;
  if problems is null then
    return null;
  end if;
  if exists (select 1 from private.contact_function_state s where s.alarm_sent_at > p_now - interval '6 hours') then
    return null;
  end if;
  select max(s.decrypted_secret) filter (where s.name = 'contact_alarm_resend_key'),
         max(s.decrypted_secret) filter (where s.name = 'contact_alarm_from'),
         max(s.decrypted_secret) filter (where s.name = 'contact_alarm_to')
    into api_key, sender, recipient
    from vault.decrypted_secrets s
   where s.name in ('contact_alarm_resend_key', 'contact_alarm_from', 'contact_alarm_to');
  if coalesce(api_key, '') = '' or coalesce(sender, '') = '' or coalesce(recipient, '') = '' then
    return null;
  end if;
  request := net.http_post(
    url := coalesce((select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'contact_alarm_resend_url'),
                    'https://api.resend.com/emails'),
    body := jsonb_build_object(
      'from', sender,
      'to', jsonb_build_array(recipient),
      'subject', 'Störung: Anfragen werden nicht per E-Mail zugestellt',
      'text', 'Der E-Mail-Versand Ihrer Website ist gestört:' || chr(10) || chr(10)
              || array_to_string(array(select '- ' || p from unnest(problems) p), chr(10)) || chr(10) || chr(10)
              || 'Die Anfragen sind gespeichert (Supabase, Ansicht contact_leads). Sobald der Fehler behoben ist, '
              || 'gehen die ausstehenden E-Mails von selbst hinaus. Prüfen: npm run check:deploy' || chr(10) || chr(10)
              || 'Diese Meldung kommt höchstens alle 6 Stunden.'),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || api_key,
                                  'Idempotency-Key', 'contact-mail-alarm-' || to_char(p_now, 'YYYYMMDDHH24')),
    timeout_milliseconds := 10000
  );
  update private.contact_function_state set alarm_sent_at = p_now;
  return request;
exception when others then
  raise warning 'mail alarm not sent: % (%)', sqlerrm, sqlstate;
  return null;
end
$$;
revoke all on function private.send_contact_mail_alarm(timestamptz) from public, anon, authenticated;
comment on function private.send_contact_mail_alarm(timestamptz) is
  'Störungsmeldung an Sie direkt über Resend (ohne Edge Function), höchstens alle 6 Stunden; braucht die '
  'Vault-Geheimnisse contact_alarm_resend_key, contact_alarm_from und contact_alarm_to.';

-- ------------------------------------------------------------------------------------------- the retry job
-- As before, and first: it notes that it ran, reads the function's answers, probes a broken function and raises the
-- alarm when mail is disturbed.
create or replace function private.dispatch_contact_deliveries(p_now timestamptz default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  pace private.contact_mail_pace;
  way private.contact_function_state;
  clock timestamptz := coalesce(p_now, private.contact_delivery_now());
  owner_capacity integer;
  reply_capacity integer;
  due record;
  dispatched integer := 0;
begin
  select * into strict settings from private.contact_delivery_settings;
  update private.contact_function_state set dispatch_ran_at = now();
  perform private.read_contact_function_answers();
  select * into strict way from private.contact_function_state;
  -- a dry run notices a broken way to the function without waiting for a lead (every 5 minutes when nothing else
  -- called it), and while calls fail it notices, once a minute, when the function answers again
  if not exists (select 1 from private.contact_function_calls c
                  where c.called_at > now() - case when way.failing_since is null then interval '5 minutes'
                                                   else interval '50 seconds' end
                    and (way.failing_since is null or c.source = 'probe')) then
    perform private.invoke_contact_mail(jsonb_build_object('dry_run', true, 'source', 'probe'));
  end if;
  perform private.send_contact_mail_alarm();

  update public.contact_deliveries d
     set status = 'failed',
         locked_until = null,
         last_error = concat_ws(' | ', d.last_error,
           case when d.attempts >= settings.max_attempts
                then 'gave up: no result recorded for the last attempt'
                else 'gave up: still pending after ' || (private.contact_delivery_deadline(d) - d.created_at) end),
         updated_at = now()
   where d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= clock)
     and (d.attempts >= settings.max_attempts or private.contact_delivery_deadline(d) <= clock);

  perform private.plan_contact_owner_summary(clock);
  perform private.plan_contact_owner_digest(clock);

  -- summaries and digests older than 90 days hold lead data the owner no longer needs
  delete from public.contact_deliveries d
   where d.kind in ('owner_summary', 'owner_digest') and d.created_at < clock - interval '90 days';

  select * into strict pace from private.contact_mail_pace;
  reply_capacity := floor(extract(epoch from (clock + settings.claim_horizon) - greatest(clock, pace.next_slot, pace.paused_until))
                    / extract(epoch from private.contact_mail_lane_spacing(false)));
  owner_capacity := case when settings.owner_lane_share = 0 then reply_capacity
                         else floor(extract(epoch from (clock + settings.claim_horizon)
                                    - greatest(clock, pace.next_owner_slot, pace.paused_until))
                                    / extract(epoch from private.contact_mail_lane_spacing(true))) end;

  for due in
    select d.submission_id, case when d.submission_id is null then d.id end as delivery_id,
           count(*) filter (where d.kind <> 'autoreply')::integer as owner_mails,
           count(*) filter (where d.kind = 'autoreply')::integer as replies
      from public.contact_deliveries d
     where d.status = 'pending'
       and d.attempts < settings.max_attempts
       and d.next_attempt_at <= clock
       and (d.locked_until is null or d.locked_until <= clock)
     group by d.submission_id, case when d.submission_id is null then d.id end
     order by count(*) filter (where d.kind <> 'autoreply') = 0, min(d.next_attempt_at)
     limit settings.dispatch_batch
  loop
    if settings.owner_lane_share = 0 then
      exit when due.owner_mails + due.replies > reply_capacity;
      reply_capacity := reply_capacity - due.owner_mails - due.replies;
    elsif due.owner_mails > 0 then
      continue when due.owner_mails > owner_capacity;
      owner_capacity := owner_capacity - due.owner_mails;
      reply_capacity := reply_capacity - least(due.replies, greatest(reply_capacity, 0));
    else
      continue when due.replies > reply_capacity;
      reply_capacity := reply_capacity - due.replies;
    end if;
    perform private.invoke_contact_mail(jsonb_strip_nulls(jsonb_build_object(
      'submission_id', due.submission_id, 'delivery_id', due.delivery_id, 'source', 'retry')));
    update public.contact_deliveries d
       set next_attempt_at = clock + settings.redispatch_after,
           updated_at = now()
     where d.status = 'pending'
       and (d.submission_id = due.submission_id or d.id = due.delivery_id);
    dispatched := dispatched + 1;
  end loop;
  return dispatched;
end
$$;
