-- Mail that always arrives: sending at the provider's pace, retrying transient failures for up to 23 hours with
-- capped exponential backoff and jitter, and one summary to the owner about mail that could not be delivered.
--
-- Pace: Resend accepts 2 requests per second per team by default (https://resend.com/docs/api-reference/rate-limit).
-- Every claim of a delivery takes the next free send slot (1 / send_rate seconds apart, plus headroom) from one row,
-- private.contact_mail_pace, whichever caller claims (the trigger's call or the retry job's). Slots are handed out at
-- most claim_horizon ahead; the function waits for its slot before it calls the provider. A 429 records 'throttled':
-- the attempt is given back and every later slot moves behind the provider's Retry-After.
--
-- Window: Resend keeps an idempotency key for 24 hours (https://resend.com/docs/dashboard/emails/idempotency-keys),
-- so a mail may be retried with the same key for 23 hours (give_up_after) without ever being sent twice.
--
-- Clock: every timing here reads private.contact_delivery_now() = now() + settings.clock_offset. The offset is 0 in
-- production; tests move it forward to compress hours of outage into seconds.

-- ---------------------------------------------------------------------------------------------------- settings
alter table private.contact_delivery_settings
  drop constraint if exists contact_delivery_settings_max_attempts_check,
  add column send_rate numeric not null default 2,
  add column claim_horizon interval not null default interval '20 seconds',
  add column retry_cap interval not null default interval '1 hour',
  add column retry_jitter numeric not null default 0.25,
  add column problem_after interval not null default interval '30 minutes',
  add column summary_interval interval not null default interval '1 hour',
  add column clock_offset interval not null default interval '0';

-- max_attempts is only a guard against a delivery whose attempts never get an answer recorded; the window ends a
-- delivery long before. give_up_after is the retry window.
update private.contact_delivery_settings
   set max_attempts = 100,
       give_up_after = interval '23 hours';

alter table private.contact_delivery_settings
  add constraint contact_delivery_settings_max_attempts_check check (max_attempts between 1 and 1000),
  add constraint contact_delivery_settings_send_rate_check check (send_rate > 0 and send_rate <= 100),
  add constraint contact_delivery_settings_claim_horizon_check
    check (claim_horizon between interval '1 second' and interval '60 seconds'),
  add constraint contact_delivery_settings_retry_cap_check check (retry_cap > interval '0'),
  add constraint contact_delivery_settings_retry_jitter_check check (retry_jitter >= 0 and retry_jitter < 1),
  add constraint contact_delivery_settings_give_up_after_window_check
    check (give_up_after <= interval '23 hours 30 minutes'),
  add constraint contact_delivery_settings_problem_after_check check (problem_after > interval '0'),
  add constraint contact_delivery_settings_summary_interval_check check (summary_interval > interval '0');

comment on column private.contact_delivery_settings.max_attempts is
  'Schutzgrenze: höchstens so viele Versandversuche pro E-Mail (429-Antworten zählen nicht).';
comment on column private.contact_delivery_settings.give_up_after is
  'Versandfenster: so lange nach dem Eingang wird eine vorübergehend fehlgeschlagene E-Mail erneut versucht, danach '
  'ist sie failed. Höchstens 23,5 Stunden, weil Resend den Idempotency-Key 24 Stunden kennt.';
comment on column private.contact_delivery_settings.retry_base is
  'Wartezeit nach dem ersten vorübergehenden Fehler; verdoppelt sich mit jedem weiteren Versuch (bis retry_cap).';
comment on column private.contact_delivery_settings.send_rate is
  'Höchstens so viele E-Mails pro Sekunde an Resend (Standardgrenze von Resend: 2 pro Sekunde und Team).';
comment on column private.contact_delivery_settings.claim_horizon is
  'Sendezeitpunkte werden höchstens so weit im Voraus vergeben; der Rest wartet auf den nächsten Lauf des Cron-Jobs.';
comment on column private.contact_delivery_settings.retry_cap is 'Längste Wartezeit zwischen zwei Versuchen.';
comment on column private.contact_delivery_settings.retry_jitter is
  'Zufällige Streuung der Wartezeit (0.25 = ±25 %), damit Wiederholungen nicht alle gleichzeitig kommen.';
comment on column private.contact_delivery_settings.problem_after is
  'Eine E-Mail, die länger aussteht, kommt in die Zusammenfassung an Sie.';
comment on column private.contact_delivery_settings.summary_interval is
  'Höchstens eine Zusammenfassung nicht zugestellter E-Mails pro Zeitraum.';
comment on column private.contact_delivery_settings.clock_offset is
  'Nur für Tests: verschiebt die Uhr des Versands (Standard 0). Im Betrieb nie ändern.';

-- The clock of every delivery timing.
create function private.contact_delivery_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + s.clock_offset from private.contact_delivery_settings s
$$;
revoke all on function private.contact_delivery_now() from public, anon, authenticated;
grant execute on function private.contact_delivery_now() to service_role;
comment on function private.contact_delivery_now() is 'Die Uhr des Versands: now() + clock_offset (Tests).';

-- ------------------------------------------------------------------------------------------------- pace state
create table private.contact_mail_pace (
  id boolean primary key default true check (id),
  next_slot timestamptz not null default '-infinity',
  paused_until timestamptz not null default '-infinity',
  pause_reason text,
  last_sent_at timestamptz,
  last_transient_failure_at timestamptz
);
comment on table private.contact_mail_pace is
  'Technisch (eine Zeile): nächster freier Sendezeitpunkt, Pause nach einer 429-Antwort von Resend und wann '
  'zuletzt eine E-Mail angenommen wurde bzw. vorübergehend fehlschlug.';
insert into private.contact_mail_pace default values;
revoke all on table private.contact_mail_pace from public, anon, authenticated;
grant select, update on table private.contact_mail_pace to service_role;

-- --------------------------------------------------------------------------------------------- deliveries
-- A third kind: the owner summary, not tied to one submission. Its content is frozen when it is planned, so every
-- attempt sends the same payload under the same idempotency key.
alter table public.contact_deliveries
  alter column submission_id drop not null,
  drop constraint contact_deliveries_kind_check,
  add constraint contact_deliveries_kind_check check (kind in ('autoreply', 'owner_notice', 'owner_summary')),
  add column summary jsonb,
  add column retry_until timestamptz,
  add column reported_in uuid references public.contact_deliveries (id) on delete set null,
  add column reported_as text,
  add constraint contact_deliveries_summary_check
    check ((kind = 'owner_summary') = (submission_id is null) and (kind = 'owner_summary') = (summary is not null)),
  add constraint contact_deliveries_reported_as_check check (reported_as in ('pending', 'sent', 'failed'));

comment on table public.contact_deliveries is
  'Versand der E-Mails: pro Anfrage die automatische Antwort (autoreply) und die Benachrichtigung an Sie '
  '(owner_notice), dazu Zusammenfassungen nicht zugestellter E-Mails an Sie (owner_summary). pending = wird (erneut) '
  'versucht, sent = von Resend angenommen, failed = endgültig fehlgeschlagen (siehe last_error). Probleme auf einen '
  'Blick: Ansicht contact_delivery_problems. Erneut senden: select private.resend_contact_delivery(''<id>'');';
comment on column public.contact_deliveries.submission_id is
  'Die Anfrage (contact_submissions.id), zu der die E-Mail gehört; leer bei owner_summary.';
comment on column public.contact_deliveries.kind is
  'autoreply (Antwort an die anfragende Person), owner_notice (Benachrichtigung an Sie) oder owner_summary '
  '(Zusammenfassung nicht zugestellter E-Mails an Sie).';
comment on column public.contact_deliveries.attempts is
  'Anzahl der Versandversuche bei Resend (ohne die, die Resend mit 429 abgewiesen hat).';
comment on column public.contact_deliveries.summary is 'Nur owner_summary: der Inhalt der Zusammenfassung.';
comment on column public.contact_deliveries.retry_until is
  'Versuche bis zu diesem Zeitpunkt (leer: Eingang + give_up_after); neu gesetzt beim erneuten Senden.';
comment on column public.contact_deliveries.reported_in is 'Die Zusammenfassung, in der Sie über diese E-Mail informiert wurden.';
comment on column public.contact_deliveries.reported_as is 'Der Status, mit dem sie dort stand.';

create index contact_deliveries_unreported_idx on public.contact_deliveries (created_at)
  where reported_as is null and kind <> 'owner_summary';

-- ------------------------------------------------------------------------------------------ timing helpers
-- Backoff after the n-th failed attempt: retry_base * 2^(n-1), at most retry_cap: 1, 2, 4, ..., 32, 60, 60 minutes.
create or replace function private.contact_delivery_backoff(failed_attempts integer)
returns interval
language sql
stable
set search_path = ''
as $$
  select least(s.retry_cap, s.retry_base * power(2, least(greatest(failed_attempts, 1) - 1, 30))::bigint)
    from private.contact_delivery_settings s
$$;
comment on function private.contact_delivery_backoff(integer) is
  'Wartezeit nach dem n-ten fehlgeschlagenen Versuch: retry_base · 2^(n-1), höchstens retry_cap.';

-- The distance between two send slots: 1 / send_rate seconds plus 10 % headroom, so the delays between a claim and
-- the provider call never put send_rate + 1 requests into one second at the provider.
create function private.contact_mail_slot_spacing()
returns interval
language sql
stable
set search_path = ''
as $$
  select interval '1100 milliseconds' / s.send_rate from private.contact_delivery_settings s
$$;
revoke all on function private.contact_mail_slot_spacing() from public, anon, authenticated;
grant execute on function private.contact_mail_slot_spacing() to service_role;

-- A wait stretched or shrunk at random by up to ±retry_jitter.
create function private.contact_delivery_jitter(wait interval)
returns interval
language sql
volatile
set search_path = ''
as $$
  select wait * (1 + s.retry_jitter * (2 * random() - 1)) from private.contact_delivery_settings s
$$;
revoke all on function private.contact_delivery_jitter(interval) from public, anon, authenticated;
grant execute on function private.contact_delivery_jitter(interval) to service_role;

-- End of a delivery's retry window.
create function private.contact_delivery_deadline(d public.contact_deliveries)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(d.retry_until, d.created_at + s.give_up_after) from private.contact_delivery_settings s
$$;
revoke all on function private.contact_delivery_deadline(public.contact_deliveries) from public, anon, authenticated;
grant execute on function private.contact_delivery_deadline(public.contact_deliveries) to service_role;

-- -------------------------------------------------------------------------------- calling the Edge Function
-- Queues one call of contact-autoreply with `body` through pg_net (URL and secret from Vault). The timeout covers
-- the longest wait for a send slot plus the provider call. Never fails the caller: a warning, then null.
create function private.invoke_contact_mail(p_body jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  shared_secret text;
  horizon interval;
begin
  select s.decrypted_secret into function_url
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_url';
  select s.decrypted_secret into shared_secret
    from vault.decrypted_secrets s where s.name = 'contact_autoreply_secret';
  select s.claim_horizon into horizon from private.contact_delivery_settings s;

  if coalesce(function_url, '') = '' or coalesce(shared_secret, '') = '' then
    raise warning 'contact-autoreply not called (%): Vault secret % missing; the retry job will try again',
      p_body,
      case when coalesce(function_url, '') = '' then 'contact_autoreply_url' else 'contact_autoreply_secret' end;
    return null;
  end if;

  return net.http_post(
    url := function_url,
    body := p_body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-contact-autoreply-secret', shared_secret),
    timeout_milliseconds := (extract(epoch from horizon) * 1000)::integer + 30000
  );
exception when others then
  raise warning 'contact-autoreply not called (%): % (%); the retry job will try again', p_body, sqlerrm, sqlstate;
  return null;
end
$$;
revoke all on function private.invoke_contact_mail(jsonb) from public, anon, authenticated;
comment on function private.invoke_contact_mail(jsonb) is
  'Ruft die Edge Function contact-autoreply über pg_net auf (URL und Geheimnis aus Vault).';

create or replace function private.invoke_contact_autoreply(p_submission_id uuid, p_source text)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select private.invoke_contact_mail(jsonb_build_object('submission_id', p_submission_id, 'source', p_source))
$$;

-- ---------------------------------------------------------------------------------------------- the trigger
create or replace function private.enqueue_contact_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.contact_deliveries (submission_id, kind, next_attempt_at)
  select new.id, kind, private.contact_delivery_now() + s.first_retry_after
    from unnest(array['autoreply', 'owner_notice']) as kind
   cross join private.contact_delivery_settings s;

  perform private.invoke_contact_autoreply(new.id, 'trigger');
  return null;
end
$$;

-- ------------------------------------------------------------------------ the function's API (service_role only)
-- Claims the pending deliveries of one submission (or one delivery by id: an owner summary) and gives each the next
-- free send slot. Only slots within claim_horizon are handed out; a delivery beyond it stays unclaimed and is due
-- again when its slot would come. The pace row is locked for the claim, so concurrent claims (trigger and retry job)
-- get distinct slots; FOR UPDATE SKIP LOCKED keeps them from getting the same delivery. wait_ms: how long the caller
-- waits before it calls the provider.
drop function public.claim_contact_deliveries(uuid);
create function public.claim_contact_deliveries(p_submission_id uuid default null, p_delivery_id uuid default null)
returns table (id uuid, kind text, attempts integer, wait_ms integer, summary jsonb)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  settings private.contact_delivery_settings;
  pace private.contact_mail_pace;
  clock timestamptz := private.contact_delivery_now();
  slot timestamptz;
  claimed integer := 0;
  candidate record;
begin
  if (p_submission_id is null) = (p_delivery_id is null) then
    raise exception using errcode = '22023', message = 'pass either p_submission_id or p_delivery_id';
  end if;
  select * into strict settings from private.contact_delivery_settings;
  select * into strict pace from private.contact_mail_pace for update;
  slot := greatest(clock, pace.next_slot, pace.paused_until);

  for candidate in
    select c.id
      from public.contact_deliveries c
     where (c.submission_id = p_submission_id or c.id = p_delivery_id)
       and c.status = 'pending'
       and c.attempts < settings.max_attempts
       and (c.locked_until is null or c.locked_until <= clock)
     order by c.kind
       for update of c skip locked
  loop
    if slot > clock + settings.claim_horizon then
      update public.contact_deliveries d
         set next_attempt_at = slot + private.contact_delivery_jitter(interval '2 seconds'),
             updated_at = now()
       where d.id = candidate.id;
      continue;
    end if;
    update public.contact_deliveries d
       set attempts = d.attempts + 1,
           locked_until = slot + settings.lease,
           last_attempt_at = slot,
           updated_at = now()
     where d.id = candidate.id
    returning d.id, d.kind, d.attempts, d.summary into id, kind, attempts, summary;
    wait_ms := (extract(epoch from slot - clock) * 1000)::integer;
    return next;
    claimed := claimed + 1;
    slot := slot + private.contact_mail_slot_spacing();
  end loop;

  if claimed > 0 then
    update private.contact_mail_pace p set next_slot = slot;
  end if;
end
$$;
revoke all on function public.claim_contact_deliveries(uuid, uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_deliveries(uuid, uuid) to service_role;
comment on function public.claim_contact_deliveries(uuid, uuid) is
  'Nur für die Edge Function (service_role): übernimmt sendebereite Zustellungen atomar und vergibt Sendezeitpunkte.';

-- Records the outcome of one attempt:
--   'sent'       Resend accepted the mail (p_error may carry a note);
--   'retry'      transient failure: pending with capped, jittered backoff, failed once the window is over;
--   'throttled'  429: the attempt is given back, sending pauses for p_retry_after_ms (1 s if unknown);
--   'failed'     permanent error.
-- Only a pending delivery changes; returns the row, or null when it was already final.
drop function public.record_contact_delivery(uuid, text, text, text);
create function public.record_contact_delivery(
  p_delivery_id uuid,
  p_outcome text,
  p_error text default null,
  p_provider_message_id text default null,
  p_retry_after_ms integer default null
)
returns public.contact_deliveries
language plpgsql
volatile
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  clock timestamptz := private.contact_delivery_now();
  pause_end timestamptz;
  result public.contact_deliveries;
begin
  if p_outcome is null or p_outcome not in ('sent', 'retry', 'throttled', 'failed') then
    raise exception using errcode = '22023', message = format('unknown outcome %L', p_outcome),
      hint = 'Use sent, retry, throttled or failed.';
  end if;
  select * into strict settings from private.contact_delivery_settings;

  if p_outcome = 'throttled' then
    pause_end := clock + greatest(coalesce(p_retry_after_ms, 1000), 100) * interval '1 millisecond';
    update private.contact_mail_pace p
       set paused_until = greatest(p.paused_until, pause_end),
           next_slot = greatest(p.next_slot, pause_end),
           pause_reason = left(p_error, 500);
  elsif p_outcome = 'sent' then
    -- the first acceptance after transient failures: the provider is back, so mail waiting out a long backoff is
    -- due within the next minute (the retry job's capacity keeps the pace) instead of up to an hour later
    if exists (select 1 from private.contact_mail_pace p
                where p.last_transient_failure_at > coalesce(p.last_sent_at, '-infinity')) then
      update public.contact_deliveries d
         set next_attempt_at = clock + random() * interval '1 minute',
             updated_at = now()
       where d.status = 'pending'
         and d.attempts > 0
         and d.id <> p_delivery_id
         and d.next_attempt_at > clock + interval '1 minute'
         and (d.locked_until is null or d.locked_until <= clock);
    end if;
    update private.contact_mail_pace p set last_sent_at = clock;
  elsif p_outcome = 'retry' then
    update private.contact_mail_pace p set last_transient_failure_at = clock;
  end if;

  update public.contact_deliveries d
     set status = case
                    when p_outcome = 'sent' then 'sent'
                    when p_outcome = 'failed' then 'failed'
                    when p_outcome = 'retry'
                     and (d.attempts >= settings.max_attempts or clock >= private.contact_delivery_deadline(d)) then 'failed'
                    else 'pending'
                  end,
         attempts = case when p_outcome = 'throttled' then greatest(d.attempts - 1, 0) else d.attempts end,
         sent_at = case when p_outcome = 'sent' then clock end,
         provider_message_id = coalesce(p_provider_message_id, d.provider_message_id),
         last_error = case
                        when p_outcome = 'sent' then coalesce(left(p_error, 2000), d.last_error)
                        else left(coalesce(p_error, 'unknown error'), 2000)
                      end,
         next_attempt_at = case
                             when p_outcome = 'retry' then least(
                               clock + private.contact_delivery_jitter(private.contact_delivery_backoff(d.attempts)),
                               greatest(clock, private.contact_delivery_deadline(d) - interval '1 minute'))
                             when p_outcome = 'throttled' then pause_end + private.contact_delivery_jitter(interval '2 seconds')
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
revoke all on function public.record_contact_delivery(uuid, text, text, text, integer) from public, anon, authenticated;
grant execute on function public.record_contact_delivery(uuid, text, text, text, integer) to service_role;
comment on function public.record_contact_delivery(uuid, text, text, text, integer) is
  'Nur für die Edge Function (service_role): hält das Ergebnis eines Versandversuchs fest.';

create or replace function public.defer_contact_deliveries(p_submission_id uuid, p_reason text)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  noted integer;
  clock timestamptz := private.contact_delivery_now();
begin
  update public.contact_deliveries d
     set last_error = left(coalesce(p_reason, 'deferred'), 2000),
         next_attempt_at = clock + s.deferral,
         updated_at = now()
    from private.contact_delivery_settings s
   where d.submission_id = p_submission_id
     and d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= clock);
  get diagnostics noted = row_count;
  return noted;
end
$$;

-- ----------------------------------------------------------------------------------------- owner summary
-- Plans one summary for the owner when (1) some lead mail is failed, pending longer than problem_after, or was
-- delivered only after problem_after, and the owner was not told yet; (2) mail works again: the provider's last
-- answer was an acceptance, not a transient failure; (3) no summary is pending and none was planned within
-- summary_interval. The content is frozen here. Returns the new summary's id, or null.
create function private.plan_contact_owner_summary(p_now timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  pace private.contact_mail_pace;
  summary_id uuid := gen_random_uuid();
  items uuid[];
  content jsonb;
begin
  select * into strict settings from private.contact_delivery_settings;
  select * into strict pace from private.contact_mail_pace;
  if pace.last_sent_at is null or pace.last_sent_at < coalesce(pace.last_transient_failure_at, '-infinity') then
    return null;
  end if;
  if exists (select 1 from public.contact_deliveries d
              where d.kind = 'owner_summary'
                and (d.status = 'pending' or d.created_at > p_now - settings.summary_interval)) then
    return null;
  end if;

  select array_agg(d.id) into items
    from public.contact_deliveries d
   where d.kind <> 'owner_summary'
     and (d.reported_as is null or (d.status = 'failed' and d.reported_as <> 'failed'))
     and (d.status = 'failed'
          or (d.status = 'pending' and d.created_at < p_now - settings.problem_after)
          or (d.status = 'sent' and d.sent_at > d.created_at + settings.problem_after));
  if items is null then
    return null;
  end if;

  select jsonb_build_object(
           'since', min(lead.eingegangen),
           'leads', jsonb_agg(to_jsonb(lead) order by lead.eingegangen, lead.submission_id))
    into content
    from (
      select s.id as submission_id,
             s.created_at as eingegangen,
             s.name,
             s.email,
             s.grund,
             jsonb_agg(jsonb_build_object(
               'kind', d.kind,
               'status', d.status,
               'attempts', d.attempts,
               'last_error', d.last_error,
               'sent_at', d.sent_at,
               'delivery_id', d.id,
               'retry_until', private.contact_delivery_deadline(d)) order by d.kind) as mails
        from public.contact_deliveries d
        join public.contact_submissions s on s.id = d.submission_id
       where d.id = any (items)
       group by s.id, s.created_at, s.name, s.email, s.grund
    ) lead;

  insert into public.contact_deliveries (id, kind, summary, created_at, next_attempt_at)
  values (summary_id, 'owner_summary', content, p_now, p_now);
  update public.contact_deliveries d
     set reported_in = summary_id,
         reported_as = d.status,
         updated_at = now()
   where d.id = any (items);
  return summary_id;
end
$$;
revoke all on function private.plan_contact_owner_summary(timestamptz) from public, anon, authenticated;
comment on function private.plan_contact_owner_summary(timestamptz) is
  'Legt eine Zusammenfassung nicht (rechtzeitig) zugestellter E-Mails für Sie an, sobald der Versand wieder geht.';

-- ------------------------------------------------------------------------------------------- the retry job
-- Every run: ends what can no longer succeed (window over, or no attempts left), plans an owner summary when one is
-- due, then calls the function for due deliveries, at most as many mails as the free send slots within claim_horizon
-- hold. `p_now` (default: the delivery clock) lets tests run the job "later".
drop function private.dispatch_contact_deliveries(timestamptz);
create function private.dispatch_contact_deliveries(p_now timestamptz default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  pace private.contact_mail_pace;
  clock timestamptz := coalesce(p_now, private.contact_delivery_now());
  capacity integer;
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
                else 'gave up: still pending after ' || (private.contact_delivery_deadline(d) - d.created_at) end),
         updated_at = now()
   where d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= clock)
     and (d.attempts >= settings.max_attempts or private.contact_delivery_deadline(d) <= clock);

  perform private.plan_contact_owner_summary(clock);

  -- owner summaries older than 90 days hold lead data the owner no longer needs
  delete from public.contact_deliveries d where d.kind = 'owner_summary' and d.created_at < clock - interval '90 days';

  select * into strict pace from private.contact_mail_pace;
  capacity := floor(extract(epoch from
                (clock + settings.claim_horizon) - greatest(clock, pace.next_slot, pace.paused_until))
              / extract(epoch from private.contact_mail_slot_spacing()));

  for due in
    select d.submission_id, case when d.submission_id is null then d.id end as delivery_id, count(*)::integer as mails
      from public.contact_deliveries d
     where d.status = 'pending'
       and d.attempts < settings.max_attempts
       and d.next_attempt_at <= clock
       and (d.locked_until is null or d.locked_until <= clock)
     group by d.submission_id, case when d.submission_id is null then d.id end
     order by min(d.next_attempt_at)
     limit settings.dispatch_batch
  loop
    exit when due.mails > capacity;
    capacity := capacity - due.mails;
    perform private.invoke_contact_mail(jsonb_strip_nulls(jsonb_build_object(
      'submission_id', due.submission_id, 'delivery_id', due.delivery_id, 'source', 'retry')));
    -- if the call never answers, call again after redispatch_after; an answer sets its own next_attempt_at
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
revoke all on function private.dispatch_contact_deliveries(timestamptz) from public, anon, authenticated;
comment on function private.dispatch_contact_deliveries(timestamptz) is
  'Cron-Job contact-deliveries-retry: ruft die Funktion für fällige Zustellungen im Takt von send_rate erneut auf '
  'und plant die Zusammenfassung an Sie.';

-- Every 10 seconds where pg_cron can (1.5 and later, as on hosted Supabase); every minute otherwise, and then slots
-- are handed out up to a minute ahead, so one run keeps mail flowing at the full rate until the next.
do $$
begin
  perform cron.schedule('contact-deliveries-retry', '10 seconds', 'select private.dispatch_contact_deliveries()');
exception when others then
  perform cron.schedule('contact-deliveries-retry', '* * * * *', 'select private.dispatch_contact_deliveries()');
  update private.contact_delivery_settings set claim_horizon = interval '60 seconds';
end
$$;

-- ----------------------------------------------------------------------------------- re-sending by hand
-- The owner's one call to send a failed (or stuck) mail again: pending again with a fresh window, then the function
-- is called at once. The same idempotency key is used, so a mail Resend had accepted after all is not sent twice.
create function private.resend_contact_delivery(p_delivery_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.contact_deliveries;
  clock timestamptz := private.contact_delivery_now();
begin
  update public.contact_deliveries d
     set status = 'pending',
         attempts = 0,
         sent_at = null,
         locked_until = null,
         next_attempt_at = clock + s.first_retry_after,
         retry_until = clock + s.give_up_after,
         reported_in = null,
         reported_as = null,
         last_error = concat_ws(' | ', d.last_error, 're-sent by hand at ' || clock),
         updated_at = now()
    from private.contact_delivery_settings s
   where d.id = p_delivery_id
     and d.status <> 'sent'
  returning d.* into target;
  if target.id is null then
    return format('nothing to do: no unsent delivery %s', p_delivery_id);
  end if;
  perform private.invoke_contact_mail(jsonb_strip_nulls(jsonb_build_object(
    'submission_id', target.submission_id,
    'delivery_id', case when target.submission_id is null then target.id end,
    'source', 'manual')));
  return format('%s (%s) is pending again and will be sent within seconds', target.id, target.kind);
end
$$;
revoke all on function private.resend_contact_delivery(uuid) from public, anon, authenticated;
comment on function private.resend_contact_delivery(uuid) is
  'Sendet eine fehlgeschlagene E-Mail erneut: select private.resend_contact_delivery(''<delivery_id>'');';

-- --------------------------------------------------------------------------------------------- owner's view
drop view public.contact_delivery_problems;
create view public.contact_delivery_problems
with (security_invoker = true)
as
select coalesce(s.created_at, d.created_at) as eingegangen,
       s.name,
       s.email,
       s.grund,
       d.kind,
       d.status,
       d.attempts,
       d.last_error,
       d.next_attempt_at,
       d.reported_in,
       d.submission_id,
       d.id as delivery_id,
       'select private.resend_contact_delivery(''' || d.id || ''');' as erneut_senden
  from public.contact_deliveries d
  left join public.contact_submissions s on s.id = d.submission_id
 cross join private.contact_delivery_settings cfg
 where d.status = 'failed'
    or (d.status = 'pending' and d.created_at < private.contact_delivery_now() - cfg.problem_after);
comment on view public.contact_delivery_problems is
  'E-Mails, die endgültig fehlgeschlagen sind (failed) oder seit über 30 Minuten ausstehen. Erneut senden: '
  'die Abfrage in der Spalte erneut_senden ausführen, also select private.resend_contact_delivery(''<delivery_id>'');';
revoke all on table public.contact_delivery_problems from public, anon, authenticated;
grant select on table public.contact_delivery_problems to service_role;

-- --------------------------------------------------------------------------------------- input hygiene
-- Bidi controls and zero-width characters in a name or message could reorder or hide text in a subject or
-- greeting (a name that reads differently than it is). They are removed before the row is stored; what is left
-- must still be a visible name. An address whose local part exceeds 64 characters (RFC 5321) is refused, since
-- the mail provider would refuse to send to it.
create function private.strip_invisible(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')
$$;
comment on function private.strip_invisible(text) is
  'Entfernt Steuerzeichen für die Schreibrichtung und unsichtbare Zeichen (z. B. U+202E, U+200B).';

create function private.clean_contact_submission_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := btrim(private.strip_invisible(new.name));
  new.nachricht := private.strip_invisible(new.nachricht);
  return new;
end
$$;
revoke all on function private.clean_contact_submission_text() from public, anon, authenticated;

create trigger contact_submissions_clean_text
  before insert or update of name, nachricht on public.contact_submissions
  for each row execute function private.clean_contact_submission_text();

update public.contact_submissions
   set name = coalesce(nullif(btrim(private.strip_invisible(name)), ''), '(unsichtbar)'),
       nachricht = private.strip_invisible(nachricht)
 where name <> private.strip_invisible(name) or nachricht <> private.strip_invisible(nachricht);

alter table public.contact_submissions
  -- the same characters as private.strip_invisible (a constraint cannot call it: anon has no access to `private`)
  add constraint contact_submissions_name_visible_check
    check (name !~ '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'),
  add constraint contact_submissions_email_local_part_check
    check (char_length(split_part(email, '@', 1)) <= 64);
