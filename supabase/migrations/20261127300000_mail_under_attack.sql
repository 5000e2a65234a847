-- Mail that holds when a botnet fills the form: the owner's mail goes first, automatic replies have an hourly budget
-- (above it a lead is still stored and its reply held until the owner releases it), a lead scored as spam mails
-- nobody, and while unusually many leads arrive the owner gets one digest every few minutes instead of a notice per
-- lead. On a quiet day nothing changes: one notice and one reply per lead within seconds.
--
-- Lanes: the provider's pace (send_rate) is split between two queues of send slots: owner mails (notice, digest,
-- summary) get owner_lane_share of it, automatic replies the rest. However many replies wait, an owner mail waits only
-- for other owner mail; and a lead's two mails can go out at the same moment, one in each lane.

-- ---------------------------------------------------------------------------------------------------- settings
alter table private.contact_delivery_settings
  add column reply_budget_per_hour integer not null default 30 check (reply_budget_per_hour >= 0),
  add column reply_domain_max_per_hour integer not null default 10 check (reply_domain_max_per_hour >= 0),
  add column owner_lane_share numeric not null default 0.5 check (owner_lane_share >= 0 and owner_lane_share < 1),
  add column attack_threshold integer not null default 20 check (attack_threshold > 0),
  add column attack_window interval not null default interval '10 minutes' check (attack_window > interval '0'),
  add column digest_interval interval not null default interval '5 minutes' check (digest_interval > interval '0'),
  add column spam_digest_interval interval not null default interval '24 hours'
    check (spam_digest_interval > interval '0'),
  add column held_retention interval not null default interval '30 days' check (held_retention >= interval '1 day');

comment on column private.contact_delivery_settings.reply_budget_per_hour is
  'Höchstens so viele automatische Antworten pro Stunde. Darüber wird jede Anfrage gespeichert, ihre Antwort aber '
  'zurückgehalten, bis Sie sie freigeben: select private.release_held_replies();';
comment on column private.contact_delivery_settings.reply_domain_max_per_hour is
  'Höchstens so viele automatische Antworten pro Stunde an eine Domain (große Mail-Anbieter ausgenommen, Tabelle '
  'private.contact_mailbox_providers); darüber zurückgehalten.';
comment on column private.contact_delivery_settings.owner_lane_share is
  'Anteil von send_rate für Ihre E-Mails (eigene Warteschlange, nie hinter automatischen Antworten); 0 = eine '
  'gemeinsame Warteschlange.';

alter table private.contact_mail_pace add column next_owner_slot timestamptz not null default '-infinity';
comment on column private.contact_mail_pace.next_owner_slot is
  'Nächster freier Sendezeitpunkt für Ihre E-Mails (next_slot: für automatische Antworten).';

-- The distance between two slots of one lane: the slot spacing of the whole pace, divided by the lane's share.
create function private.contact_mail_lane_spacing(p_owner boolean)
returns interval
language sql
stable
set search_path = ''
as $$
  select private.contact_mail_slot_spacing() / case
           when s.owner_lane_share = 0 then 1
           when p_owner then s.owner_lane_share
           else 1 - s.owner_lane_share
         end
    from private.contact_delivery_settings s
$$;
revoke all on function private.contact_mail_lane_spacing(boolean) from public, anon, authenticated;
grant execute on function private.contact_mail_lane_spacing(boolean) to service_role;
comment on column private.contact_delivery_settings.attack_threshold is
  'Ab so vielen Anfragen im Zeitraum attack_window kommen Benachrichtigungen gesammelt (alle digest_interval).';
comment on column private.contact_delivery_settings.attack_window is '... innerhalb dieses Zeitraums.';
comment on column private.contact_delivery_settings.digest_interval is
  'Höchstens eine Sammelmail in diesem Abstand, solange Anfragen auf sie warten.';
comment on column private.contact_delivery_settings.spam_digest_interval is
  'Warten nur als Spam erkannte Anfragen, höchstens eine Sammelmail in diesem Abstand.';
comment on column private.contact_delivery_settings.held_retention is
  'Anfragen, deren automatische Antwort zurückgehalten und nie freigegeben wurde, werden nach dieser Zeit gelöscht.';

-- Mailbox providers whose domain many unrelated people share; the per-domain reply limit does not apply to them.
create table private.contact_mailbox_providers (
  domain text primary key check (domain = lower(domain))
);
comment on table private.contact_mailbox_providers is
  'Große Mail-Anbieter (viele Postfächer, eine Domain): für sie gilt die Grenze pro Domain nicht.';
insert into private.contact_mailbox_providers (domain) values
  ('gmail.com'), ('googlemail.com'), ('web.de'), ('gmx.de'), ('gmx.net'), ('gmx.at'), ('gmx.ch'), ('t-online.de'),
  ('outlook.com'), ('outlook.de'), ('hotmail.com'), ('hotmail.de'), ('live.com'), ('live.de'), ('msn.com'),
  ('yahoo.com'), ('yahoo.de'), ('icloud.com'), ('me.com'), ('mac.com'), ('aol.com'), ('aol.de'), ('freenet.de'),
  ('posteo.de'), ('mailbox.org'), ('proton.me'), ('protonmail.com'), ('arcor.de'), ('online.de'), ('vodafone.de'),
  ('ewe.net'), ('bluewin.ch'), ('gmx.com'), ('mail.de'), ('email.de'), ('kabelmail.de');
revoke all on table private.contact_mailbox_providers from public, anon, authenticated;
grant select on table private.contact_mailbox_providers to service_role;

-- --------------------------------------------------------------------------------------------- deliveries
alter table public.contact_deliveries
  drop constraint contact_deliveries_status_check,
  add constraint contact_deliveries_status_check check (status in ('pending', 'sent', 'failed', 'held', 'bundled')),
  drop constraint contact_deliveries_kind_check,
  add constraint contact_deliveries_kind_check
    check (kind in ('autoreply', 'owner_notice', 'owner_summary', 'owner_digest')),
  drop constraint contact_deliveries_summary_check,
  add constraint contact_deliveries_summary_check
    check ((kind in ('owner_summary', 'owner_digest')) = (submission_id is null)
       and (kind in ('owner_summary', 'owner_digest')) = (summary is not null)),
  add column hold_reason text,
  add column released_at timestamptz,
  add constraint contact_deliveries_hold_reason_check check (hold_reason in ('spam', 'budget', 'domain')),
  add constraint contact_deliveries_held_check check (status <> 'held' or (kind = 'autoreply' and hold_reason is not null)),
  add constraint contact_deliveries_bundled_check check (status <> 'bundled' or kind = 'owner_notice');

comment on column public.contact_deliveries.status is
  'pending (ausstehend), sent (versendet), failed (fehlgeschlagen), held (automatische Antwort zurückgehalten, siehe '
  'hold_reason) oder bundled (Benachrichtigung in einer Sammelmail, siehe reported_in).';
comment on column public.contact_deliveries.kind is
  'autoreply (Antwort an die anfragende Person), owner_notice (Benachrichtigung an Sie), owner_digest (Sammelmail an '
  'Sie, wenn ungewöhnlich viele Anfragen kommen) oder owner_summary (Zusammenfassung nicht zugestellter E-Mails).';
comment on column public.contact_deliveries.hold_reason is
  'Warum eine automatische Antwort zurückgehalten ist: spam (Anfrage als Spam erkannt), budget (Stundenbudget '
  'erreicht) oder domain (Grenze pro Domain erreicht).';
comment on column public.contact_deliveries.released_at is
  'Wann eine zurückgehaltene E-Mail freigegeben wurde (release_held_replies oder mark_contact_not_spam).';
comment on column public.contact_deliveries.summary is
  'Nur owner_summary und owner_digest: der eingefrorene Inhalt der E-Mail.';
comment on column public.contact_deliveries.reported_in is
  'Die Zusammenfassung oder Sammelmail, in der Sie über diese E-Mail bzw. Anfrage informiert wurden.';

create index contact_deliveries_replies_created_at_idx on public.contact_deliveries (created_at) where kind = 'autoreply';
create index contact_deliveries_waiting_for_digest_idx on public.contact_deliveries (created_at)
  where status = 'bundled' and reported_in is null;
create index contact_deliveries_digests_idx on public.contact_deliveries (created_at) where kind = 'owner_digest';

-- -------------------------------------------------------------------------------------------- the decisions
-- True while unusually many leads arrive: attack_threshold or more within attack_window.
create function private.contact_attack_mode()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.recent_contact_leads(s.attack_window) >= s.attack_threshold from private.contact_delivery_settings s
$$;
revoke all on function private.contact_attack_mode() from public, anon, authenticated;
grant execute on function private.contact_attack_mode() to service_role;
comment on function private.contact_attack_mode() is
  'Wahr, solange ungewöhnlich viele Anfragen kommen (attack_threshold in attack_window): dann Sammelmails.';

-- Why the automatic reply of a new lead is held, or null when it may go out: the lead is spam; the hourly budget is
-- spent; or the lead's domain (not a big mailbox provider) had reply_domain_max_per_hour replies within the hour.
-- A reply counts from when it was queued or released; held ones do not count.
create function private.contact_reply_hold_reason(p_submission public.contact_submissions)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  clock timestamptz := private.contact_delivery_now();
  lead_domain text := split_part(p_submission.mailbox, '@', 2);
begin
  if p_submission.status = 'spam' then
    return 'spam';
  end if;
  select * into strict settings from private.contact_delivery_settings;
  if (select count(*) from public.contact_deliveries d
       where d.kind = 'autoreply'
         and d.status in ('pending', 'sent', 'failed')
         and d.submission_id <> p_submission.id
         and coalesce(d.released_at, d.created_at) > clock - interval '1 hour') >= settings.reply_budget_per_hour then
    return 'budget';
  end if;
  if not exists (select 1 from private.contact_mailbox_providers p where p.domain = lead_domain)
     and (select count(*) from public.contact_deliveries d
            join public.contact_submissions s on s.id = d.submission_id
           where d.kind = 'autoreply'
             and d.status in ('pending', 'sent', 'failed')
             and d.submission_id <> p_submission.id
             and split_part(s.mailbox, '@', 2) = lead_domain
             and coalesce(d.released_at, d.created_at) > clock - interval '1 hour') >= settings.reply_domain_max_per_hour then
    return 'domain';
  end if;
  return null;
end
$$;
revoke all on function private.contact_reply_hold_reason(public.contact_submissions) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------- the trigger
-- The two deliveries of a new lead, each in the state the decisions above give it; the function is called only when
-- one of them is to be sent now. The budget is counted under a lock, so concurrent leads cannot both take the last
-- reply of the hour.
create or replace function private.enqueue_contact_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  clock timestamptz := private.contact_delivery_now();
  reply_hold text;
  notice_status text;
  digest_id uuid;
begin
  select * into strict settings from private.contact_delivery_settings;
  perform pg_advisory_xact_lock(hashtextextended('contact reply budget', 0));
  reply_hold := private.contact_reply_hold_reason(new);
  notice_status := case when new.status = 'spam' or private.contact_attack_mode() then 'bundled' else 'pending' end;

  insert into public.contact_deliveries (submission_id, kind, status, hold_reason, next_attempt_at) values
    (new.id, 'autoreply', case when reply_hold is null then 'pending' else 'held' end, reply_hold,
     clock + settings.first_retry_after),
    (new.id, 'owner_notice', notice_status, null, clock + settings.first_retry_after);

  if reply_hold is null or notice_status = 'pending' then
    perform private.invoke_contact_autoreply(new.id, 'trigger');
  end if;
  -- the first bundled lead after a quiet spell is reported at once; later ones wait for the next digest
  if notice_status = 'bundled' then
    digest_id := private.plan_contact_owner_digest(clock);
    if digest_id is not null then
      perform private.invoke_contact_mail(jsonb_build_object('delivery_id', digest_id, 'source', 'trigger'));
    end if;
  end if;
  return null;
end
$$;

-- ------------------------------------------------------------------------------------------------ claiming
-- As before, with the lanes: each mail takes the next slot of its lane (one queue when owner_lane_share is 0).
create or replace function public.claim_contact_deliveries(p_submission_id uuid default null, p_delivery_id uuid default null)
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
  owner_slot timestamptz;
  reply_slot timestamptz;
  slot timestamptz;
  owner_lane boolean;
  claimed integer := 0;
  candidate record;
begin
  if (p_submission_id is null) = (p_delivery_id is null) then
    raise exception using errcode = '22023', message = 'pass either p_submission_id or p_delivery_id';
  end if;
  select * into strict settings from private.contact_delivery_settings;
  select * into strict pace from private.contact_mail_pace for update;
  reply_slot := greatest(clock, pace.next_slot, pace.paused_until);
  owner_slot := greatest(clock, pace.next_owner_slot, pace.paused_until);

  for candidate in
    select c.id, c.kind
      from public.contact_deliveries c
     where (c.submission_id = p_submission_id or c.id = p_delivery_id)
       and c.status = 'pending'
       and c.attempts < settings.max_attempts
       and (c.locked_until is null or c.locked_until <= clock)
     order by c.kind = 'autoreply', c.kind
       for update of c skip locked
  loop
    owner_lane := candidate.kind <> 'autoreply' and settings.owner_lane_share > 0;
    slot := case when owner_lane then owner_slot else reply_slot end;
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
    if owner_lane then
      owner_slot := slot + private.contact_mail_lane_spacing(true);
    else
      reply_slot := slot + private.contact_mail_lane_spacing(false);
    end if;
  end loop;

  if claimed > 0 then
    update private.contact_mail_pace p
       set next_slot = greatest(p.next_slot, reply_slot),
           next_owner_slot = greatest(p.next_owner_slot, owner_slot);
  end if;
end
$$;

-- ------------------------------------------------------------------------------------------- owner digest
-- Plans one digest when bundled notices wait for one (called by the insert trigger and by the retry job; a lock keeps
-- them from planning two at once): at most one per digest_interval while real leads wait, at most
-- one per spam_digest_interval when only spam waits. Leads not scored as spam come first, with their message; spam
-- follows, each with the signals that made it. The content is frozen here (at most 500 leads and 200 spam listed,
-- the rest counted). Returns the new digest's id, or null.
create function private.plan_contact_owner_digest(p_now timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  last_digest timestamptz;
  waiting_leads integer;
  waiting_spam integer;
  digest_id uuid := gen_random_uuid();
  first_arrival timestamptz;
  content jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact owner digest', 0));
  select * into strict settings from private.contact_delivery_settings;
  select count(*) filter (where s.status = 'lead'), count(*) filter (where s.status = 'spam'), min(s.created_at)
    into waiting_leads, waiting_spam, first_arrival
    from public.contact_deliveries d
    join public.contact_submissions s on s.id = d.submission_id
   where d.status = 'bundled' and d.reported_in is null;
  if waiting_leads + waiting_spam = 0 then
    return null;
  end if;
  select max(d.created_at) into last_digest from public.contact_deliveries d where d.kind = 'owner_digest';
  -- real leads: at once after a quiet spell, then every digest_interval; spam alone: a daily round-up, the first one a
  -- day after the first spam
  if waiting_leads > 0 and last_digest > p_now - settings.digest_interval then
    return null;
  end if;
  if waiting_leads = 0 and coalesce(last_digest, first_arrival) > p_now - settings.spam_digest_interval then
    return null;
  end if;

  with waiting as (
    select s.*, reply.status as reply_status, reply.hold_reason,
           row_number() over (partition by s.status order by s.created_at, s.id) as position
      from public.contact_deliveries d
      join public.contact_submissions s on s.id = d.submission_id
      left join public.contact_deliveries reply on reply.submission_id = s.id and reply.kind = 'autoreply'
     where d.status = 'bundled' and d.reported_in is null
  )
  select jsonb_build_object(
           'since', first_arrival,
           'until', p_now,
           'total', waiting_leads + waiting_spam,
           'spam', waiting_spam,
           'leads', coalesce((select jsonb_agg(jsonb_build_object(
                       'submission_id', w.id, 'eingegangen', w.created_at, 'anrede', w.anrede, 'name', w.name,
                       'email', w.email, 'grund', w.grund, 'nachricht', left(w.nachricht, 500),
                       'reply_status', w.reply_status, 'hold_reason', w.hold_reason) order by w.position)
                      from waiting w where w.status = 'lead' and w.position <= 500), '[]'::jsonb),
           'spam_leads', coalesce((select jsonb_agg(jsonb_build_object(
                       'submission_id', w.id, 'eingegangen', w.created_at, 'name', w.name, 'email', w.email,
                       'grund', w.grund, 'spam_score', w.spam_score, 'spam_signals', to_jsonb(w.spam_signals))
                       order by w.position)
                      from waiting w where w.status = 'spam' and w.position <= 200), '[]'::jsonb),
           'more_leads', greatest(waiting_leads - 500, 0),
           'more_spam', greatest(waiting_spam - 200, 0))
    into content;

  insert into public.contact_deliveries (id, kind, summary, created_at, next_attempt_at)
  values (digest_id, 'owner_digest', content, p_now, p_now);
  update public.contact_deliveries d
     set reported_in = digest_id,
         reported_as = 'bundled',
         updated_at = now()
   where d.status = 'bundled' and d.reported_in is null;
  return digest_id;
end
$$;
revoke all on function private.plan_contact_owner_digest(timestamptz) from public, anon, authenticated;
comment on function private.plan_contact_owner_digest(timestamptz) is
  'Legt eine Sammelmail an Sie an, wenn gesammelte Benachrichtigungen warten (höchstens alle digest_interval).';

alter table public.contact_deliveries
  drop constraint contact_deliveries_reported_as_check,
  add constraint contact_deliveries_reported_as_check check (reported_as in ('pending', 'sent', 'failed', 'bundled'));

-- The failure summary reports lead mails only (a digest or summary that fails is retried like any mail and shows in
-- contact_delivery_problems).
create or replace function private.plan_contact_owner_summary(p_now timestamptz)
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
   where d.submission_id is not null
     and (d.reported_as is null or (d.status = 'failed' and d.reported_as <> 'failed'))
     and (d.status = 'failed'
          or (d.status = 'pending' and d.created_at < p_now - settings.problem_after)
          or (d.status = 'sent' and d.sent_at > coalesce(d.released_at, d.created_at) + settings.problem_after));
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

-- ------------------------------------------------------------------------------------------- the retry job
-- As before, plus: a digest when one is due; owner mail dispatched first; each lane's mail only while that lane has
-- free slots within claim_horizon (a lead with owner mail is dispatched while the owner lane has room; its reply then
-- waits for its own lane in the claim).
create or replace function private.dispatch_contact_deliveries(p_now timestamptz default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  pace private.contact_mail_pace;
  clock timestamptz := coalesce(p_now, private.contact_delivery_now());
  owner_capacity integer;
  reply_capacity integer;
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

-- ----------------------------------------------------------------------------------- the owner's two calls
-- Sends held automatic replies (not those of spam: see mark_contact_not_spam): all of them, those of the given
-- leads, or the oldest p_limit. They become pending with a fresh retry window and go out at the normal pace,
-- behind the owner's own mail.
create function private.release_held_replies(p_submission_ids uuid[] default null, p_limit integer default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  clock timestamptz := private.contact_delivery_now();
  released integer;
begin
  with chosen as (
    select d.id
      from public.contact_deliveries d
     where d.kind = 'autoreply'
       and d.status = 'held'
       and d.hold_reason <> 'spam'
       and (p_submission_ids is null or d.submission_id = any (p_submission_ids))
     order by d.created_at, d.id
     limit p_limit
       for update
  )
  update public.contact_deliveries d
     set status = 'pending',
         released_at = now(),
         attempts = 0,
         next_attempt_at = clock,
         retry_until = clock + s.give_up_after,
         updated_at = now()
    from chosen, private.contact_delivery_settings s
   where d.id = chosen.id;
  get diagnostics released = row_count;
  -- the first of them go out now, the rest with the next runs of the retry job, at the pace of the reply lane
  if released > 0 then
    perform private.dispatch_contact_deliveries();
  end if;
  return released;
end
$$;
revoke all on function private.release_held_replies(uuid[], integer) from public, anon, authenticated;
grant execute on function private.release_held_replies(uuid[], integer) to service_role;
comment on function private.release_held_replies(uuid[], integer) is
  'Gibt zurückgehaltene automatische Antworten frei (ohne Spam); sie gehen im normalen Takt hinaus. Alle: '
  'select private.release_held_replies(); bestimmte Anfragen: select private.release_held_replies(array[''<id>'']::uuid[]); '
  'die ältesten 20: select private.release_held_replies(p_limit => 20);';
grant execute on function private.mark_contact_not_spam(uuid) to service_role;

-- Sending again by hand is for mail that failed or is stuck; a held reply is released, a bundled notice was sent in
-- its digest.
create or replace function private.resend_contact_delivery(p_delivery_id uuid)
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
     and d.status in ('failed', 'pending')
  returning d.* into target;
  if target.id is null then
    return format('nothing to do: no failed or pending delivery %s', p_delivery_id);
  end if;
  perform private.invoke_contact_mail(jsonb_strip_nulls(jsonb_build_object(
    'submission_id', target.submission_id,
    'delivery_id', case when target.submission_id is null then target.id end,
    'source', 'manual')));
  return format('%s (%s) is pending again and will be sent within seconds', target.id, target.kind);
end
$$;

-- --------------------------------------------------------------------------------------------- leads view
drop view public.contact_leads;
create view public.contact_leads
with (security_invoker = true)
as
with mail as (
  select d.submission_id,
         d.kind,
         case d.status
           when 'sent' then 'versendet'
           when 'pending' then 'ausstehend'
           when 'failed' then 'fehlgeschlagen'
           when 'held' then 'zurückgehalten'
           when 'bundled' then 'in Sammelmail'
         end as zustand,
         d.sent_at as versendet_am,
         case when d.status = 'pending' then d.next_attempt_at end as naechster_versuch,
         case
           when d.status = 'held' then
             case d.hold_reason
               when 'spam' then 'als Spam erkannt; als echt bestätigen: select private.mark_contact_not_spam('''
                 || d.submission_id || ''');'
               when 'budget' then 'Stundenbudget automatischer Antworten erreicht; freigeben: '
                 || 'select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
               when 'domain' then 'Grenze automatischer Antworten an diese Domain erreicht; freigeben: '
                 || 'select private.release_held_replies(array[''' || d.submission_id || ''']::uuid[]);'
             end
           when d.status = 'bundled' then
             case when d.reported_in is null then 'kommt mit der nächsten Sammelmail'
                  else 'Sammelmail ' || d.reported_in end
           when d.status <> 'sent' then d.last_error
         end as fehler
    from public.contact_deliveries d
   where d.submission_id is not null
)
select s.created_at as eingegangen_am,
       case s.status when 'spam' then 'Spam' else 'Anfrage' end as einstufung,
       s.anrede,
       s.name,
       s.email,
       coalesce(r.bezeichnung, s.grund) as grund,
       s.nachricht,
       reply.zustand as antwort_zustand,
       reply.versendet_am as antwort_versendet_am,
       reply.naechster_versuch as antwort_naechster_versuch,
       reply.fehler as antwort_fehler,
       notice.zustand as benachrichtigung_zustand,
       notice.versendet_am as benachrichtigung_versendet_am,
       notice.naechster_versuch as benachrichtigung_naechster_versuch,
       notice.fehler as benachrichtigung_fehler,
       s.spam_score as spam_punkte,
       array_to_string(s.spam_signals, ', ') as spam_merkmale,
       s.grund as grund_wert,
       s.id as anfrage_id
  from public.contact_submissions s
  left join private.contact_reason_labels r on r.grund = s.grund
  left join mail reply on reply.submission_id = s.id and reply.kind = 'autoreply'
  left join mail notice on notice.submission_id = s.id and notice.kind = 'owner_notice'
 order by s.created_at desc, s.id;

comment on view public.contact_leads is
  'Alle Anfragen aus dem Kontaktformular, neueste zuerst, mit Einstufung (Anfrage oder Spam) und dem Stand der zwei '
  'E-Mails je Anfrage: automatische Antwort an die anfragende Person (antwort_*) und Benachrichtigung an Sie '
  '(benachrichtigung_*). Zustand: versendet, ausstehend (wird erneut versucht), fehlgeschlagen (endgültig, siehe '
  'fehler), zurückgehalten (siehe fehler: Spam oder Stundenbudget, mit dem Aufruf zum Freigeben) oder in Sammelmail. '
  'Auskunft und Löschung: export_contact_data / erase_contact_data.';
comment on column public.contact_leads.eingegangen_am is 'Zeitpunkt des Eingangs.';
comment on column public.contact_leads.einstufung is
  'Anfrage oder Spam (nach den Spam-Regeln; Spam erhält keine automatische Antwort und wird nach 30 Tagen gelöscht).';
comment on column public.contact_leads.anrede is 'Anrede: herr, frau oder divers.';
comment on column public.contact_leads.name is 'Name der anfragenden Person.';
comment on column public.contact_leads.email is 'E-Mail-Adresse für die Antwort.';
comment on column public.contact_leads.grund is 'Grund der Anfrage in Worten (unbekannte Werte unverändert).';
comment on column public.contact_leads.nachricht is 'Nachricht der anfragenden Person.';
comment on column public.contact_leads.antwort_zustand is
  'Automatische Antwort an die anfragende Person: versendet, ausstehend, fehlgeschlagen oder zurückgehalten.';
comment on column public.contact_leads.antwort_versendet_am is 'Zeitpunkt, zu dem Resend die automatische Antwort angenommen hat.';
comment on column public.contact_leads.antwort_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.antwort_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler; wenn '
  'zurückgehalten: der Grund und der Aufruf zum Freigeben.';
comment on column public.contact_leads.benachrichtigung_zustand is
  'Benachrichtigung an Sie: versendet, ausstehend, fehlgeschlagen oder in Sammelmail.';
comment on column public.contact_leads.benachrichtigung_versendet_am is 'Zeitpunkt, zu dem Resend die Benachrichtigung angenommen hat.';
comment on column public.contact_leads.benachrichtigung_naechster_versuch is 'Nur wenn ausstehend: nächster Versandversuch frühestens.';
comment on column public.contact_leads.benachrichtigung_fehler is
  'Wenn ausstehend: der letzte vorübergehende Fehler; wenn fehlgeschlagen: der endgültige Fehler; wenn in '
  'Sammelmail: welche.';
comment on column public.contact_leads.spam_punkte is 'Spam-Punktzahl beim Eingang (ab spam_threshold: Spam).';
comment on column public.contact_leads.spam_merkmale is 'Die Spam-Merkmale, die beim Eingang zutrafen.';
comment on column public.contact_leads.grund_wert is 'Grund der Anfrage, wie ihn das Formular gespeichert hat (Spalte grund).';
comment on column public.contact_leads.anfrage_id is 'Kennung der Anfrage (contact_submissions.id, contact_deliveries.submission_id).';

revoke all on table public.contact_leads from public, anon, authenticated;
grant select on table public.contact_leads to service_role;

-- ------------------------------------------------------------------------------------ data subject requests
-- By mailbox; the owner's summaries and digests list leads by address too, so both are searched and cleaned.
create or replace function public.export_contact_data(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
begin
  return (
    with submissions as (
      select s.* from public.contact_submissions s where s.mailbox = address
    ),
    deliveries as (
      select d.* from public.contact_deliveries d where d.submission_id in (select id from submissions)
    ),
    owner_mails as (
      select d.id, d.kind, d.created_at, d.status, d.sent_at, entries.leads
        from public.contact_deliveries d
        cross join lateral (
          select jsonb_agg(lead) as leads
            from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) lead
           where private.normalised_mailbox(lead ->> 'email') = address
        ) entries
       where d.kind in ('owner_summary', 'owner_digest') and entries.leads is not null
    )
    select jsonb_build_object(
      'email', address,
      'exported_at', now(),
      'contact_submissions', coalesce((select jsonb_agg(to_jsonb(s) order by s.created_at) from submissions s), '[]'::jsonb),
      'contact_deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at, d.kind) from deliveries d), '[]'::jsonb),
      'owner_summaries', coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at) from owner_mails m), '[]'::jsonb)
    )
  );
end
$$;

create or replace function public.erase_contact_data(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
  deleted jsonb := '{}'::jsonb;
  n integer;
begin
  delete from public.contact_deliveries d
   using public.contact_submissions s
   where d.submission_id = s.id and s.mailbox = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_deliveries', n);

  delete from public.contact_submissions s where s.mailbox = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_submissions', n);

  update public.contact_deliveries d
     set summary = d.summary
           || jsonb_build_object('leads', coalesce(
                (select jsonb_agg(lead) from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]')) lead
                  where private.normalised_mailbox(lead ->> 'email') is distinct from address), '[]'::jsonb))
           || case when d.summary ? 'spam_leads' then jsonb_build_object('spam_leads', coalesce(
                (select jsonb_agg(lead) from jsonb_array_elements(d.summary -> 'spam_leads') lead
                  where private.normalised_mailbox(lead ->> 'email') is distinct from address), '[]'::jsonb))
              else '{}'::jsonb end,
         updated_at = now()
   where d.kind in ('owner_summary', 'owner_digest')
     and exists (select 1
                   from jsonb_array_elements(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) lead
                  where private.normalised_mailbox(lead ->> 'email') = address);
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('owner_summaries', n);

  -- nothing left to report: a pending summary or digest would only send an empty mail
  delete from public.contact_deliveries d
   where d.kind in ('owner_summary', 'owner_digest') and d.status = 'pending'
     and jsonb_array_length(coalesce(d.summary -> 'leads', '[]') || coalesce(d.summary -> 'spam_leads', '[]')) = 0;

  return jsonb_build_object('email', address, 'erased_at', now(), 'deleted', deleted);
end
$$;
comment on function public.erase_contact_data(text) is
  'Löschung (Art. 17 DSGVO): löscht alle zu einem Postfach gespeicherten Daten, auch ihre Einträge in den '
  'Zusammenfassungen und Sammelmails an die Inhaberin, und gibt die Anzahl je Tabelle zurück. '
  'Im SQL-Editor: select public.erase_contact_data(''person@example.de'');';

-- ---------------------------------------------------------------------------------------------- housekeeping
-- Daily: leads older than the retention period; spam older than spam_retention; leads whose automatic reply was held
-- and never released, older than held_retention. Their deliveries go with them (on delete cascade).
create or replace function private.delete_expired_contact_submissions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_submissions s
   using private.contact_submission_settings intake, private.contact_delivery_settings mail
   where s.created_at < now() - intake.retention_period
      or (s.status = 'spam' and s.created_at < now() - intake.spam_retention)
      or (s.created_at < now() - mail.held_retention
          and exists (select 1 from public.contact_deliveries d
                       where d.submission_id = s.id and d.kind = 'autoreply' and d.status = 'held'));
  get diagnostics deleted = row_count;
  return deleted;
end
$$;
comment on function private.delete_expired_contact_submissions() is
  'Löscht Anfragen nach der Aufbewahrungsdauer, Spam nach spam_retention und Anfragen mit nie freigegebener '
  'Antwort nach held_retention; gibt die Anzahl zurück. Läuft täglich per Cron.';

-- pg_cron keeps one row per job run; at one run every 10 seconds that is 8,640 rows a day. Runs older than 7 days
-- carry nothing anyone reads.
create function private.purge_cron_history()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from cron.job_run_details where end_time < now() - interval '7 days';
  get diagnostics deleted = row_count;
  return deleted;
end
$$;
revoke all on function private.purge_cron_history() from public, anon, authenticated;
comment on function private.purge_cron_history() is
  'Löscht Protokolle der Cron-Jobs (cron.job_run_details), die älter als 7 Tage sind. Läuft täglich per Cron.';

select cron.schedule('cron-history-purge', '43 3 * * *', 'select private.purge_cron_history()');
