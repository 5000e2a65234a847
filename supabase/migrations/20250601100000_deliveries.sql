-- Mail delivery for contact submissions: the automatic reply to the prospect and the lead notice to the owner.
--
-- Flow: the AFTER INSERT trigger on public.contact_submissions creates one delivery per mail (same transaction) and
-- asks pg_net to call the Edge Function contact-autoreply with the submission id and a shared secret, both read from
-- Vault (never from this file). The function claims the pending deliveries atomically, sends them through Resend
-- with an idempotency key per delivery and records each outcome. A pg_cron job re-invokes the function for
-- deliveries that are still pending (never answered, or a retryable failure whose backoff has passed), at most
-- max_attempts times; then the delivery stays 'failed' and shows in public.contact_delivery_problems.
--
-- Status model: 'pending' = not sent yet and will be tried (again); a retryable failure (429, 5xx, network) keeps the
-- delivery pending with attempts, last_error and next_attempt_at recorded. 'failed' = final: a permanent error
-- (e.g. Resend's validation_error) or attempts used up. 'sent' = Resend accepted the mail.

-- pg_net queues the HTTP calls. Hosted projects have it available but not enabled; the Docker-free local stack has
-- no pg_net package and provides the same `net` schema as a stand-in (tools/local-stack/platform/bootstrap.sql).
-- pg_net's objects always live in schema `net`; `with schema extensions` keeps the advisor's extension_in_public quiet.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- --------------------------------------------------------------------------------------------------- settings
-- The one place where the delivery timings and bounds are named. A single row, tunable in the dashboard.
create table private.contact_delivery_settings (
  id boolean primary key default true check (id),
  max_attempts integer not null check (max_attempts between 1 and 20),
  first_retry_after interval not null check (first_retry_after > interval '0'),
  retry_base interval not null check (retry_base > interval '0'),
  lease interval not null check (lease > interval '0'),
  redispatch_after interval not null check (redispatch_after > interval '0'),
  deferral interval not null check (deferral > interval '0'),
  give_up_after interval not null check (give_up_after > interval '0'),
  dispatch_batch integer not null check (dispatch_batch > 0)
);
comment on table private.contact_delivery_settings is
  'Zeiten und Grenzen für den Versand der automatischen Antwort und der Lead-Benachrichtigung (eine Zeile).';
comment on column private.contact_delivery_settings.max_attempts is
  'Höchstens so viele Versandversuche pro E-Mail; danach bleibt die Zustellung auf failed.';
comment on column private.contact_delivery_settings.first_retry_after is
  'Hat die Funktion nach dieser Zeit noch nicht geantwortet, ruft der Cron-Job sie erneut auf.';
comment on column private.contact_delivery_settings.retry_base is
  'Wartezeit nach dem ersten vorübergehenden Fehler; verdoppelt sich mit jedem weiteren Versuch.';
comment on column private.contact_delivery_settings.lease is
  'So lange gehört eine Zustellung dem Aufruf, der sie gerade versendet; danach darf ein anderer sie übernehmen.';
comment on column private.contact_delivery_settings.redispatch_after is
  'Nach einem Aufruf durch den Cron-Job frühestens nach dieser Zeit erneut aufrufen (falls keine Antwort kommt).';
comment on column private.contact_delivery_settings.deferral is
  'Fehlt die Konfiguration der Funktion (API-Schlüssel, Absender, Empfänger), nach dieser Zeit erneut versuchen.';
comment on column private.contact_delivery_settings.give_up_after is
  'Noch ausstehende Zustellungen, die älter sind, werden als failed markiert.';
comment on column private.contact_delivery_settings.dispatch_batch is
  'Höchstens so viele Anfragen pro Lauf des Cron-Jobs erneut anstoßen.';

insert into private.contact_delivery_settings
  (max_attempts, first_retry_after, retry_base, lease, redispatch_after, deferral, give_up_after, dispatch_batch)
values
  (5, interval '2 minutes', interval '1 minute', interval '5 minutes', interval '5 minutes', interval '15 minutes',
   interval '7 days', 50);

revoke all on table private.contact_delivery_settings from public, anon, authenticated;
grant select on table private.contact_delivery_settings to service_role;

-- ------------------------------------------------------------------------------------------------- the table
create table public.contact_deliveries (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  kind text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  locked_until timestamptz,
  sent_at timestamptz,
  provider_message_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint contact_deliveries_submission_kind_key unique (submission_id, kind),
  constraint contact_deliveries_kind_check check (kind in ('autoreply', 'owner_notice')),
  constraint contact_deliveries_status_check check (status in ('pending', 'sent', 'failed')),
  constraint contact_deliveries_attempts_check check (attempts >= 0),
  constraint contact_deliveries_sent_at_check check ((status = 'sent') = (sent_at is not null))
);

comment on table public.contact_deliveries is
  'Versand der zwei E-Mails pro Anfrage: automatische Antwort an die anfragende Person (autoreply) und '
  'Benachrichtigung an Sie (owner_notice). pending = wird (erneut) versucht, sent = an Resend übergeben, '
  'failed = endgültig fehlgeschlagen (siehe last_error). Probleme auf einen Blick: Ansicht contact_delivery_problems.';
comment on column public.contact_deliveries.id is 'Eindeutige Kennung der Zustellung.';
comment on column public.contact_deliveries.submission_id is 'Die Anfrage (contact_submissions.id), zu der die E-Mail gehört.';
comment on column public.contact_deliveries.kind is
  'Welche E-Mail: autoreply (Antwort an die anfragende Person) oder owner_notice (Benachrichtigung an Sie).';
comment on column public.contact_deliveries.status is 'pending (ausstehend), sent (versendet) oder failed (fehlgeschlagen).';
comment on column public.contact_deliveries.attempts is 'Anzahl der Versandversuche bei Resend.';
comment on column public.contact_deliveries.last_error is 'Letzte Fehlermeldung (Status, Fehlername und Text von Resend).';
comment on column public.contact_deliveries.next_attempt_at is 'Frühester Zeitpunkt, zu dem der Cron-Job es erneut versucht.';
comment on column public.contact_deliveries.last_attempt_at is 'Zeitpunkt des letzten Versandversuchs.';
comment on column public.contact_deliveries.locked_until is
  'Technisch: ein laufender Versand hält die Zustellung bis zu diesem Zeitpunkt, damit nichts doppelt versendet wird.';
comment on column public.contact_deliveries.sent_at is 'Zeitpunkt, zu dem Resend die E-Mail angenommen hat.';
comment on column public.contact_deliveries.provider_message_id is 'ID der E-Mail bei Resend (im Resend-Dashboard suchbar).';
comment on column public.contact_deliveries.created_at is 'Zeitpunkt, zu dem die Zustellung angelegt wurde (mit der Anfrage).';
comment on column public.contact_deliveries.updated_at is 'Zeitpunkt der letzten Änderung.';

create index contact_deliveries_due_idx on public.contact_deliveries (next_attempt_at) where status = 'pending';

-- No access for the API roles at all: RLS on without a policy, and no privileges (Supabase's default privileges
-- grant everything on new public tables, so take it back). service_role (BYPASSRLS) gets full access.
alter table public.contact_deliveries enable row level security;
revoke all on table public.contact_deliveries from public, anon, authenticated;
grant all on table public.contact_deliveries to service_role;

-- ------------------------------------------------------------------------------------------- timings helpers
-- Backoff after the n-th failed attempt: retry_base * 2^(n-1), i.e. 1, 2, 4, 8 minutes with the defaults.
create function private.contact_delivery_backoff(failed_attempts integer)
returns interval
language sql
stable
set search_path = ''
as $$
  select s.retry_base * power(2, greatest(failed_attempts, 1) - 1)::integer
    from private.contact_delivery_settings s
$$;
revoke all on function private.contact_delivery_backoff(integer) from public, anon, authenticated;
grant execute on function private.contact_delivery_backoff(integer) to service_role;
comment on function private.contact_delivery_backoff(integer) is
  'Wartezeit nach dem n-ten fehlgeschlagenen Versuch: retry_base · 2^(n-1).';

-- -------------------------------------------------------------------------------- calling the Edge Function
-- Queues the HTTP call to contact-autoreply through pg_net. URL and secret come from Vault:
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/contact-autoreply', 'contact_autoreply_url');
--   select vault.create_secret('<random secret>', 'contact_autoreply_secret');
-- Missing secrets (or any other problem queueing the call) never make the caller fail: a warning is logged and the
-- retry job picks the deliveries up. Returns pg_net's request id, or null when nothing was queued.
create function private.invoke_contact_autoreply(p_submission_id uuid, p_source text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  shared_secret text;
begin
  select s.decrypted_secret into function_url
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_url';
  select s.decrypted_secret into shared_secret
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_secret';

  if coalesce(function_url, '') = '' or coalesce(shared_secret, '') = '' then
    raise warning 'contact-autoreply not called for submission %: Vault secret % missing; the retry job will try again',
      p_submission_id,
      case when coalesce(function_url, '') = '' then 'contact_autoreply_url' else 'contact_autoreply_secret' end;
    return null;
  end if;

  return net.http_post(
    url := function_url,
    body := jsonb_build_object('submission_id', p_submission_id, 'source', p_source),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-contact-autoreply-secret', shared_secret),
    timeout_milliseconds := 10000
  );
exception when others then
  raise warning 'contact-autoreply not called for submission %: % (%); the retry job will try again',
    p_submission_id, sqlerrm, sqlstate;
  return null;
end
$$;
revoke all on function private.invoke_contact_autoreply(uuid, text) from public, anon, authenticated;
comment on function private.invoke_contact_autoreply(uuid, text) is
  'Ruft die Edge Function contact-autoreply über pg_net auf (URL und Geheimnis aus Vault).';

-- ---------------------------------------------------------------------------------------------- the trigger
create function private.enqueue_contact_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.contact_deliveries (submission_id, kind, next_attempt_at)
  select new.id, kind, now() + s.first_retry_after
    from unnest(array['autoreply', 'owner_notice']) as kind
   cross join private.contact_delivery_settings s;

  perform private.invoke_contact_autoreply(new.id, 'trigger');
  return null;
end
$$;
revoke all on function private.enqueue_contact_deliveries() from public, anon, authenticated;

create trigger contact_submissions_enqueue_deliveries
  after insert on public.contact_submissions
  for each row execute function private.enqueue_contact_deliveries();

-- ------------------------------------------------------------------------ the function's API (service_role only)
-- Claims the submission's deliveries that may be sent now: pending, attempts left, not held by another call.
-- One statement with FOR UPDATE SKIP LOCKED: concurrent calls (trigger and retry job) never get the same delivery.
-- Counts the attempt and sets the lease.
create function public.claim_contact_deliveries(p_submission_id uuid)
returns setof public.contact_deliveries
language sql
volatile
set search_path = ''
as $$
  update public.contact_deliveries d
     set attempts = d.attempts + 1,
         locked_until = now() + s.lease,
         last_attempt_at = now(),
         updated_at = now()
    from private.contact_delivery_settings s
   where d.id in (
           select c.id
             from public.contact_deliveries c
            cross join private.contact_delivery_settings cs
            where c.submission_id = p_submission_id
              and c.status = 'pending'
              and c.attempts < cs.max_attempts
              and (c.locked_until is null or c.locked_until <= now())
            order by c.kind
              for update of c skip locked
         )
  returning d.*
$$;
revoke all on function public.claim_contact_deliveries(uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_deliveries(uuid) to service_role;
comment on function public.claim_contact_deliveries(uuid) is
  'Nur für die Edge Function (service_role): übernimmt die sendebereiten Zustellungen einer Anfrage atomar.';

-- Records the outcome of one attempt: 'sent', 'retry' (retryable error: pending with backoff, failed when the attempts
-- are used up) or 'failed' (permanent error). Only a pending delivery changes; returns the row, or null when it was
-- already final.
create function public.record_contact_delivery(
  p_delivery_id uuid,
  p_outcome text,
  p_error text default null,
  p_provider_message_id text default null
)
returns public.contact_deliveries
language plpgsql
volatile
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  result public.contact_deliveries;
begin
  if p_outcome is null or p_outcome not in ('sent', 'retry', 'failed') then
    raise exception using errcode = '22023', message = format('unknown outcome %L', p_outcome),
      hint = 'Use sent, retry or failed.';
  end if;
  select * into strict settings from private.contact_delivery_settings;

  update public.contact_deliveries d
     set status = case
                    when p_outcome = 'sent' then 'sent'
                    when p_outcome = 'failed' or d.attempts >= settings.max_attempts then 'failed'
                    else 'pending'
                  end,
         sent_at = case when p_outcome = 'sent' then now() end,
         provider_message_id = coalesce(p_provider_message_id, d.provider_message_id),
         last_error = case when p_outcome = 'sent' then d.last_error else left(coalesce(p_error, 'unknown error'), 2000) end,
         next_attempt_at = case
                             when p_outcome = 'retry' then now() + private.contact_delivery_backoff(d.attempts)
                             else d.next_attempt_at
                           end,
         locked_until = null,
         updated_at = now()
   where d.id = p_delivery_id
     and d.status = 'pending'
  returning d.* into result;
  return result;
end
$$;
revoke all on function public.record_contact_delivery(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_contact_delivery(uuid, text, text, text) to service_role;
comment on function public.record_contact_delivery(uuid, text, text, text) is
  'Nur für die Edge Function (service_role): hält das Ergebnis eines Versandversuchs fest.';

-- Notes why nothing was attempted (the function lacks configuration) without using up an attempt, and asks the retry
-- job to come back after `deferral`. Returns the number of deliveries noted.
create function public.defer_contact_deliveries(p_submission_id uuid, p_reason text)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  noted integer;
begin
  update public.contact_deliveries d
     set last_error = left(coalesce(p_reason, 'deferred'), 2000),
         next_attempt_at = now() + s.deferral,
         updated_at = now()
    from private.contact_delivery_settings s
   where d.submission_id = p_submission_id
     and d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= now());
  get diagnostics noted = row_count;
  return noted;
end
$$;
revoke all on function public.defer_contact_deliveries(uuid, text) from public, anon, authenticated;
grant execute on function public.defer_contact_deliveries(uuid, text) to service_role;
comment on function public.defer_contact_deliveries(uuid, text) is
  'Nur für die Edge Function (service_role): vermerkt fehlende Konfiguration, ohne einen Versuch zu verbrauchen.';

-- ------------------------------------------------------------------------------------------- the retry job
-- Re-invokes the function for every submission with a delivery that is due: pending, attempts left, backoff over,
-- not held by a running call. Marks as failed what can no longer succeed (last attempt never recorded, or pending
-- longer than give_up_after). `p_now` lets tests and the owner run the job "later" without waiting.
-- Returns the number of submissions for which the function was called.
create function private.dispatch_contact_deliveries(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  due record;
  dispatched integer := 0;
begin
  select * into strict settings from private.contact_delivery_settings;

  update public.contact_deliveries d
     set status = 'failed',
         locked_until = null,
         last_error = concat_ws(' | ', d.last_error,
           case when d.attempts >= settings.max_attempts
                then 'gave up: no result recorded for the last attempt'
                else 'gave up: still pending after ' || settings.give_up_after end),
         updated_at = now()
   where d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= p_now)
     and (d.attempts >= settings.max_attempts or d.created_at < p_now - settings.give_up_after);

  for due in
    select d.submission_id
      from public.contact_deliveries d
     where d.status = 'pending'
       and d.attempts < settings.max_attempts
       and d.next_attempt_at <= p_now
       and (d.locked_until is null or d.locked_until <= p_now)
     group by d.submission_id
     order by min(d.next_attempt_at)
     limit settings.dispatch_batch
  loop
    perform private.invoke_contact_autoreply(due.submission_id, 'retry');
    -- if the call never answers, call again after redispatch_after; an answer sets its own next_attempt_at
    update public.contact_deliveries d
       set next_attempt_at = p_now + settings.redispatch_after,
           updated_at = now()
     where d.submission_id = due.submission_id
       and d.status = 'pending';
    dispatched := dispatched + 1;
  end loop;
  return dispatched;
end
$$;
revoke all on function private.dispatch_contact_deliveries(timestamptz) from public, anon, authenticated;
comment on function private.dispatch_contact_deliveries(timestamptz) is
  'Cron-Job contact-deliveries-retry (jede Minute): ruft die Funktion für fällige Zustellungen erneut auf.';

create extension if not exists pg_cron with schema pg_catalog;
select cron.schedule(
  'contact-deliveries-retry',
  '* * * * *',
  'select private.dispatch_contact_deliveries()'
);

-- --------------------------------------------------------------------------------------------- owner's view
create view public.contact_delivery_problems
with (security_invoker = true)
as
select s.created_at as eingegangen,
       s.name,
       s.email,
       s.grund,
       d.kind,
       d.status,
       d.attempts,
       d.last_error,
       d.next_attempt_at,
       d.submission_id,
       d.id as delivery_id
  from public.contact_deliveries d
  join public.contact_submissions s on s.id = d.submission_id
 where d.status = 'failed'
    or (d.status = 'pending' and d.created_at < now() - interval '15 minutes');
comment on view public.contact_delivery_problems is
  'E-Mails, die endgültig fehlgeschlagen sind (failed) oder seit über 15 Minuten ausstehen. Erneut versuchen: '
  'update contact_deliveries set status = ''pending'', attempts = 0, next_attempt_at = now() where id = ''<delivery_id>'';';
revoke all on table public.contact_delivery_problems from public, anon, authenticated;
grant select on table public.contact_delivery_problems to service_role;
