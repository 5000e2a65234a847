-- Mail for each lead: the automatic reply to the prospect and the lead notice to the owner, sent through the Edge
-- Function contact-autoreply and Resend, so that mail always arrives, never twice, and the owner learns of what
-- could not be delivered. Builds on contact_intake.sql.
--
-- Flow: the AFTER INSERT trigger on public.contact_submissions creates one delivery per mail (same transaction) and
-- asks pg_net to call the Edge Function with the submission id and a shared secret, both read from Vault (never from
-- this file). The function claims the deliveries that may go out, sends them through Resend with an idempotency key
-- per delivery and records each outcome. A pg_cron job re-invokes the function for deliveries that are still due.
--
-- Status model: 'pending' = not sent yet and will be tried (again); a retryable failure (429, 5xx, network) keeps the
-- delivery pending with attempts, last_error and next_attempt_at recorded. 'sent' = Resend accepted the mail.
-- 'failed' = final: a permanent error (e.g. Resend's validation_error), or the retry window is over. 'held' = an
-- automatic reply kept back (spam, hourly budget, per-domain limit) until the owner releases it. 'bundled' = a notice
-- reported in an owner digest instead of its own mail.
--
-- Pace: Resend accepts 2 requests per second per team by default. Every claim of a delivery takes the next free send
-- slot (1 / send_rate seconds apart, plus headroom) from one row, private.contact_mail_pace, whichever caller claims
-- (the trigger's call or the retry job's). Slots are handed out at most claim_horizon ahead; the function waits for
-- its slot before it calls the provider. A 429 records 'throttled': the attempt is given back and every later slot
-- moves behind the provider's Retry-After.
-- Lanes: the pace is split between two queues of send slots: owner mails (notice, digest, summary) get
-- owner_lane_share of it, automatic replies the rest. However many replies wait, an owner mail waits only for other
-- owner mail; and a lead's two mails can go out at the same moment, one in each lane.
--
-- Window: Resend keeps an idempotency key for 24 hours, so a mail may be retried with the same key for 23 hours
-- (give_up_after) with capped exponential backoff and jitter without ever being sent twice. Then it is failed, and
-- the owner gets one summary about mail that could not be delivered (or was delivered late) once mail works again.
--
-- Under load: the owner's mail goes first; automatic replies have an hourly budget and a per-domain limit (above them
-- a lead is still stored and its reply held until the owner releases it); a lead scored as spam mails nobody; and
-- while unusually many leads arrive the owner gets one digest every few minutes instead of a notice per lead. On a
-- quiet day: one notice and one reply per lead within seconds.
-- Replies under attack: while unusually many leads arrive, a new reply is not decided at once but waits a minute for
-- its share of the budget. The retry job hands the shares to the waiting replies that look most like a person's
-- (lowest spam score, no other leads from the same client network, no other network sending the same text) and
-- holds the ones that look like a script's; at most attack_reply_max shares per attack_window, so a long attack
-- cannot spend the hour's budget in its first minutes.
--
-- The function's answers: every call of contact-autoreply is recorded with pg_net's request id; the retry job reads
-- net._http_response (which pg_net deletes after 6 hours) and turns a non-2xx answer or a transport error into a
-- failed attempt of the deliveries of that call, in plain words, with backoff. A wrong function URL or secret, a
-- function that is not deployed or lacks its secrets thus shows in the leads view within a minute. The job probes the
-- function with a dry run every 5 minutes when nothing else called it, and once a minute while calls fail; when it
-- answers again, the mail waiting out its backoff is due at once. A health signal sums up the state for the owner's
-- uptime monitor, which is the alarm: it also notices a function that is down or not deployed.
--
-- Clock: every delivery timing reads private.contact_delivery_now(). In production that is now(); tests move it
-- forward with the setting app.test_clock_offset to compress hours of outage into seconds.

-- --------------------------------------------------------------------------------------------------- settings
-- The one place where the delivery timings and bounds are named. A single row, tunable in the dashboard.
-- max_attempts is only a guard against a delivery whose attempts never get an answer recorded; the retry window
-- (give_up_after) ends a delivery long before.
create table private.contact_delivery_settings (
  id boolean primary key default true check (id),
  max_attempts integer not null check (max_attempts between 1 and 1000),
  first_retry_after interval not null check (first_retry_after > interval '0'),
  retry_base interval not null check (retry_base > interval '0'),
  lease interval not null check (lease > interval '0'),
  redispatch_after interval not null check (redispatch_after > interval '0'),
  deferral interval not null check (deferral > interval '0'),
  give_up_after interval not null check (give_up_after > interval '0'),
  dispatch_batch integer not null check (dispatch_batch > 0),
  send_rate numeric not null default 2 check (send_rate > 0 and send_rate <= 100),
  claim_horizon interval not null default interval '20 seconds'
    check (claim_horizon between interval '1 second' and interval '60 seconds'),
  retry_cap interval not null default interval '1 hour' check (retry_cap > interval '0'),
  retry_jitter numeric not null default 0.25 check (retry_jitter >= 0 and retry_jitter < 1),
  problem_after interval not null default interval '30 minutes' check (problem_after > interval '0'),
  summary_interval interval not null default interval '1 hour' check (summary_interval > interval '0'),
  reply_budget_per_hour integer not null default 30 check (reply_budget_per_hour >= 0),
  reply_domain_max_per_hour integer not null default 10 check (reply_domain_max_per_hour >= 0),
  owner_lane_share numeric not null default 0.5 check (owner_lane_share >= 0 and owner_lane_share < 1),
  attack_threshold integer not null default 20 check (attack_threshold > 0),
  attack_window interval not null default interval '10 minutes' check (attack_window > interval '0'),
  digest_interval interval not null default interval '5 minutes' check (digest_interval > interval '0'),
  spam_digest_interval interval not null default interval '24 hours'
    check (spam_digest_interval > interval '0'),
  held_retention interval not null default interval '30 days' check (held_retention >= interval '1 day'),
  attack_reply_wait interval not null default interval '1 minute'
    check (attack_reply_wait between interval '0' and interval '10 minutes'),
  attack_reply_max integer not null default 10 check (attack_reply_max >= 0),
  attack_repeat_points numeric not null default 1.5 check (attack_repeat_points >= 0),
  -- Resend knows an idempotency key for 24 hours: retrying longer could send a mail twice
  constraint contact_delivery_settings_give_up_after_window_check
    check (give_up_after <= interval '23 hours 30 minutes')
);
comment on table private.contact_delivery_settings is
  'Zeiten und Grenzen für den Versand der automatischen Antwort und der Lead-Benachrichtigung (eine Zeile).';
comment on column private.contact_delivery_settings.max_attempts is
  'Schutzgrenze: höchstens so viele Versandversuche pro E-Mail (429-Antworten zählen nicht).';
comment on column private.contact_delivery_settings.first_retry_after is
  'Hat die Funktion nach dieser Zeit noch nicht geantwortet, ruft der Cron-Job sie erneut auf.';
comment on column private.contact_delivery_settings.retry_base is
  'Wartezeit nach dem ersten vorübergehenden Fehler; verdoppelt sich mit jedem weiteren Versuch (bis retry_cap).';
comment on column private.contact_delivery_settings.lease is
  'So lange gehört eine Zustellung dem Aufruf, der sie gerade versendet; danach darf ein anderer sie übernehmen.';
comment on column private.contact_delivery_settings.redispatch_after is
  'Nach einem Aufruf durch den Cron-Job frühestens nach dieser Zeit erneut aufrufen (falls keine Antwort kommt).';
comment on column private.contact_delivery_settings.deferral is
  'Fehlt die Konfiguration der Funktion (API-Schlüssel, Absender, Empfänger), nach dieser Zeit erneut versuchen.';
comment on column private.contact_delivery_settings.give_up_after is
  'Versandfenster: so lange nach dem Eingang wird eine vorübergehend fehlgeschlagene E-Mail erneut versucht, danach '
  'ist sie failed. Höchstens 23,5 Stunden, weil Resend den Idempotency-Key 24 Stunden kennt.';
comment on column private.contact_delivery_settings.dispatch_batch is
  'Höchstens so viele Anfragen pro Lauf des Cron-Jobs erneut anstoßen.';
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
comment on column private.contact_delivery_settings.reply_budget_per_hour is
  'Höchstens so viele automatische Antworten pro Stunde. Darüber wird jede Anfrage gespeichert, ihre Antwort aber '
  'zurückgehalten, bis Sie sie freigeben: select private.release_held_replies();';
comment on column private.contact_delivery_settings.reply_domain_max_per_hour is
  'Höchstens so viele automatische Antworten pro Stunde an eine Domain (große Mail-Anbieter ausgenommen, Tabelle '
  'private.contact_mailbox_providers); darüber zurückgehalten.';
comment on column private.contact_delivery_settings.owner_lane_share is
  'Anteil von send_rate für Ihre E-Mails (eigene Warteschlange, nie hinter automatischen Antworten); 0 = eine '
  'gemeinsame Warteschlange.';
comment on column private.contact_delivery_settings.attack_threshold is
  'Ab so vielen Anfragen im Zeitraum attack_window kommen Benachrichtigungen gesammelt (alle digest_interval).';
comment on column private.contact_delivery_settings.attack_window is '... innerhalb dieses Zeitraums.';
comment on column private.contact_delivery_settings.digest_interval is
  'Höchstens eine Sammelmail in diesem Abstand, solange Anfragen auf sie warten.';
comment on column private.contact_delivery_settings.spam_digest_interval is
  'Warten nur als Spam erkannte Anfragen, höchstens eine Sammelmail in diesem Abstand.';
comment on column private.contact_delivery_settings.held_retention is
  'Anfragen, deren automatische Antwort zurückgehalten und nie freigegeben wurde, werden nach dieser Zeit gelöscht.';
comment on column private.contact_delivery_settings.attack_reply_wait is
  'Kommen ungewöhnlich viele Anfragen (attack_threshold), wartet jede neue automatische Antwort so lange auf ihren '
  'Anteil am Stundenbudget. Dann geht sie hinaus, wenn sie zu den Anfragen gehört, die am meisten nach einem Menschen '
  'aussehen, sonst wird sie zurückgehalten (budget). 0 = wie an ruhigen Tagen sofort entscheiden.';
comment on column private.contact_delivery_settings.attack_reply_max is
  'Solange viele Anfragen kommen, werden je attack_window höchstens so viele automatische Antworten aus dem '
  'Stundenbudget zugeteilt, damit davon etwas für spätere Anfragen bleibt.';
comment on column private.contact_delivery_settings.attack_repeat_points is
  'Solange viele Anfragen kommen, zählen diese Punkte zur Spam-Punktzahl einer wartenden Antwort hinzu, wenn aus '
  'demselben Client-Netz weitere Anfragen kamen, und noch einmal, wenn andere Netze denselben Text sandten. Ab der '
  'Spam-Schwelle (spam_threshold) erhält sie keinen Anteil; darunter gehen die Anteile an die niedrigsten Punktzahlen.';

insert into private.contact_delivery_settings
  (max_attempts, first_retry_after, retry_base, lease, redispatch_after, deferral, give_up_after, dispatch_batch)
values
  (100, interval '2 minutes', interval '1 minute', interval '5 minutes', interval '5 minutes', interval '15 minutes',
   interval '23 hours', 50);

grant select on table private.contact_delivery_settings to service_role;

-- ------------------------------------------------------------------------------------------------- pace state
create table private.contact_mail_pace (
  id boolean primary key default true check (id),
  next_slot timestamptz not null default '-infinity',
  paused_until timestamptz not null default '-infinity',
  last_sent_at timestamptz,
  last_transient_failure_at timestamptz,
  next_owner_slot timestamptz not null default '-infinity'
);
comment on table private.contact_mail_pace is
  'Technisch (eine Zeile): nächster freier Sendezeitpunkt, Pause nach einer 429-Antwort von Resend und wann '
  'zuletzt eine E-Mail angenommen wurde bzw. vorübergehend fehlschlug.';
comment on column private.contact_mail_pace.next_owner_slot is
  'Nächster freier Sendezeitpunkt für Ihre E-Mails (next_slot: für automatische Antworten).';
insert into private.contact_mail_pace default values;
grant select, update on table private.contact_mail_pace to service_role;

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
grant select on table private.contact_mailbox_providers to service_role;

-- --------------------------------------------------------------------------------------------- deliveries
-- Lead mails (autoreply, owner_notice) belong to a submission. The owner's summary and digest belong to none; their
-- content is frozen when they are planned, so every attempt sends the same payload under the same idempotency key.
create table public.contact_deliveries (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid references public.contact_submissions (id) on delete cascade,
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
  summary jsonb,
  retry_until timestamptz,
  reported_in uuid references public.contact_deliveries (id) on delete set null,
  reported_as text,
  hold_reason text,
  released_at timestamptz,

  constraint contact_deliveries_submission_kind_key unique (submission_id, kind),
  constraint contact_deliveries_kind_check
    check (kind in ('autoreply', 'owner_notice', 'owner_summary', 'owner_digest')),
  constraint contact_deliveries_status_check check (status in ('pending', 'sent', 'failed', 'held', 'bundled')),
  constraint contact_deliveries_attempts_check check (attempts >= 0),
  constraint contact_deliveries_sent_at_check check ((status = 'sent') = (sent_at is not null)),
  constraint contact_deliveries_summary_check
    check ((kind in ('owner_summary', 'owner_digest')) = (submission_id is null)
       and (kind in ('owner_summary', 'owner_digest')) = (summary is not null)),
  constraint contact_deliveries_reported_as_check check (reported_as in ('pending', 'sent', 'failed', 'bundled')),
  constraint contact_deliveries_hold_reason_check check (hold_reason in ('spam', 'budget', 'domain')),
  constraint contact_deliveries_held_check check (status <> 'held' or (kind = 'autoreply' and hold_reason is not null)),
  constraint contact_deliveries_bundled_check check (status <> 'bundled' or kind = 'owner_notice')
);

comment on table public.contact_deliveries is
  'Versand der E-Mails: pro Anfrage die automatische Antwort (autoreply) und die Benachrichtigung an Sie '
  '(owner_notice), dazu Sammelmails bei vielen Anfragen (owner_digest) und Zusammenfassungen nicht zugestellter '
  'E-Mails an Sie (owner_summary). pending = wird (erneut) versucht, sent = von Resend angenommen, failed = endgültig '
  'fehlgeschlagen (siehe last_error), held = automatische Antwort zurückgehalten (siehe hold_reason), bundled = '
  'Benachrichtigung in einer Sammelmail. Probleme auf einen Blick: Ansicht contact_delivery_problems. Erneut senden: '
  'select private.resend_contact_delivery(''<id>'');';
comment on column public.contact_deliveries.id is 'Eindeutige Kennung der Zustellung.';
comment on column public.contact_deliveries.submission_id is
  'Die Anfrage (contact_submissions.id), zu der die E-Mail gehört; leer bei owner_summary.';
comment on column public.contact_deliveries.kind is
  'autoreply (Antwort an die anfragende Person), owner_notice (Benachrichtigung an Sie), owner_digest (Sammelmail an '
  'Sie, wenn ungewöhnlich viele Anfragen kommen) oder owner_summary (Zusammenfassung nicht zugestellter E-Mails).';
comment on column public.contact_deliveries.status is
  'pending (ausstehend), sent (versendet), failed (fehlgeschlagen), held (automatische Antwort zurückgehalten, siehe '
  'hold_reason) oder bundled (Benachrichtigung in einer Sammelmail, siehe reported_in).';
comment on column public.contact_deliveries.attempts is
  'Anzahl der Versandversuche bei Resend (ohne die, die Resend mit 429 abgewiesen hat).';
comment on column public.contact_deliveries.last_error is 'Letzte Fehlermeldung (Status, Fehlername und Text von Resend).';
comment on column public.contact_deliveries.next_attempt_at is 'Frühester Zeitpunkt, zu dem der Cron-Job es erneut versucht.';
comment on column public.contact_deliveries.last_attempt_at is 'Zeitpunkt des letzten Versandversuchs.';
comment on column public.contact_deliveries.locked_until is
  'Technisch: ein laufender Versand hält die Zustellung bis zu diesem Zeitpunkt, damit nichts doppelt versendet wird.';
comment on column public.contact_deliveries.sent_at is 'Zeitpunkt, zu dem Resend die E-Mail angenommen hat.';
comment on column public.contact_deliveries.provider_message_id is 'ID der E-Mail bei Resend (im Resend-Dashboard suchbar).';
comment on column public.contact_deliveries.created_at is 'Zeitpunkt, zu dem die Zustellung angelegt wurde (mit der Anfrage).';
comment on column public.contact_deliveries.updated_at is 'Zeitpunkt der letzten Änderung.';
comment on column public.contact_deliveries.summary is
  'Nur owner_summary und owner_digest: der eingefrorene Inhalt der E-Mail.';
comment on column public.contact_deliveries.retry_until is
  'Versuche bis zu diesem Zeitpunkt (leer: Eingang + give_up_after); neu gesetzt beim erneuten Senden.';
comment on column public.contact_deliveries.reported_in is
  'Die Zusammenfassung oder Sammelmail, in der Sie über diese E-Mail bzw. Anfrage informiert wurden.';
comment on column public.contact_deliveries.reported_as is 'Der Status, mit dem sie dort stand.';
comment on column public.contact_deliveries.hold_reason is
  'Warum eine automatische Antwort zurückgehalten ist: spam (Anfrage als Spam erkannt), budget (Stundenbudget '
  'erreicht; bei vielen Anfragen gehen die Antworten zuerst an die, die am meisten nach einem Menschen aussehen) oder domain '
  '(Grenze pro Domain erreicht).';
comment on column public.contact_deliveries.released_at is
  'Wann eine zurückgehaltene E-Mail freigegeben wurde (release_held_replies oder mark_contact_not_spam).';

create index contact_deliveries_due_idx on public.contact_deliveries (next_attempt_at) where status = 'pending';
create index contact_deliveries_unreported_idx on public.contact_deliveries (created_at)
  where reported_as is null and kind <> 'owner_summary';
create index contact_deliveries_replies_created_at_idx on public.contact_deliveries (created_at) where kind = 'autoreply';
create index contact_deliveries_waiting_for_digest_idx on public.contact_deliveries (created_at)
  where status = 'bundled' and reported_in is null;
create index contact_deliveries_digests_idx on public.contact_deliveries (created_at) where kind = 'owner_digest';

-- No access for the API roles at all: RLS on without a policy, and no privileges (the default privileges of
-- contact_intake.sql). service_role (BYPASSRLS) has full access.
alter table public.contact_deliveries enable row level security;

-- Replies under attack: one row per reply that waited for its share of the budget. While it waits (granted_at null)
-- the row keeps the keyed hash of the lead's client network, the one signal the lead itself does not carry; a decision
-- clears it (a share: granted_at set; held: the row goes). A granted row stays an hour, since the budget counts the
-- reply from when it got its share.
create table private.contact_reply_shares (
  delivery_id uuid primary key references public.contact_deliveries (id) on delete cascade,
  decide_after timestamptz not null,
  client_hash bytea,
  granted_at timestamptz,
  constraint contact_reply_shares_granted_check check (granted_at is null or client_hash is null)
);
comment on table private.contact_reply_shares is
  'Technisch: automatische Antworten, die bei vielen Anfragen auf ihren Anteil am Stundenbudget warten (bis '
  'decide_after) oder ihn bekommen haben (granted_at). Solange sie warten, steht hier der Prüfwert (HMAC) des '
  'Client-Netzes der Anfrage; mit der Entscheidung wird er gelöscht.';
create index contact_reply_shares_waiting_idx on private.contact_reply_shares (decide_after) where granted_at is null;
grant select on table private.contact_reply_shares to service_role;

-- ------------------------------------------------------------------------------------------ timing helpers
-- The clock of every delivery timing: now(), moved forward by the setting app.test_clock_offset when a test sets it
-- (`set local app.test_clock_offset = '23 hours'` in a pgTAP transaction; `alter system` on the contract suite's
-- throwaway stack, so the Edge Function's calls see it too). Nothing in production sets it.
create function private.contact_delivery_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + coalesce(nullif(current_setting('app.test_clock_offset', true), '')::interval, interval '0')
$$;
grant execute on function private.contact_delivery_now() to service_role;
comment on function private.contact_delivery_now is 'The delivery clock: now(), moved by app.test_clock_offset when a test sets it.';

-- Backoff after the n-th failed attempt: retry_base * 2^(n-1), at most retry_cap: 1, 2, 4, ..., 32, 60, 60 minutes.
create function private.contact_delivery_backoff(failed_attempts integer)
returns interval
language sql
stable
set search_path = ''
as $$
  select least(s.retry_cap, s.retry_base * power(2, least(greatest(failed_attempts, 1) - 1, 30))::bigint)
    from private.contact_delivery_settings s
$$;
grant execute on function private.contact_delivery_backoff(integer) to service_role;
comment on function private.contact_delivery_backoff is 'Wait after the n-th failed attempt: retry_base * 2^(n-1), at most retry_cap.';

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
grant execute on function private.contact_mail_slot_spacing() to service_role;
comment on function private.contact_mail_slot_spacing is 'Distance between two send slots: 1/send_rate seconds plus 10 % headroom.';

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
grant execute on function private.contact_mail_lane_spacing(boolean) to service_role;
comment on function private.contact_mail_lane_spacing is 'Distance between two send slots of the owner lane or the reply lane.';

-- A wait stretched or shrunk at random by up to ±retry_jitter.
create function private.contact_delivery_jitter(wait interval)
returns interval
language sql
volatile
set search_path = ''
as $$
  select wait * (1 + s.retry_jitter * (2 * random() - 1)) from private.contact_delivery_settings s
$$;
grant execute on function private.contact_delivery_jitter(interval) to service_role;
comment on function private.contact_delivery_jitter is 'A wait stretched or shrunk at random by up to retry_jitter.';

-- Start of a delivery's retry window: the lead's arrival, or the moment the owner released or re-sent it (both open a
-- fresh window). How long a mail has been pending, for the summary, the problems view and the health check, counts
-- from here: a reply released weeks after its lead has not been waiting for weeks.
-- Takes the settings row, which every caller has at hand, so that no call reads the table again.
create function private.contact_delivery_window_start(d public.contact_deliveries,
                                                      s private.contact_delivery_settings)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select coalesce(d.retry_until - s.give_up_after, d.created_at)
$$;
grant execute on function private.contact_delivery_window_start(public.contact_deliveries,
                                                                  private.contact_delivery_settings) to service_role;
comment on function private.contact_delivery_window_start is 'Start of a delivery''s retry window (its arrival, or when it was released or re-sent).';

-- End of a delivery's retry window: its start and give_up_after.
create function private.contact_delivery_deadline(d public.contact_deliveries)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select private.contact_delivery_window_start(d, s) + s.give_up_after from private.contact_delivery_settings s
$$;
grant execute on function private.contact_delivery_deadline(public.contact_deliveries) to service_role;
comment on function private.contact_delivery_deadline is 'End of a delivery''s retry window (its start + give_up_after).';

-- When a delivery is due again after its n-th failed attempt: after the backoff of that attempt, spread by the jitter,
-- but no later than a minute before its retry window ends (so the last try still falls inside the window) and never
-- before `clock`. The one rule for every transient failure, whether the provider reported it
-- (record_contact_delivery) or the way to the function failed (read_contact_function_answers).
create function private.contact_delivery_retry_at(d public.contact_deliveries, failed_attempts integer, clock timestamptz)
returns timestamptz
language sql
volatile
set search_path = ''
as $$
  select least(clock + private.contact_delivery_jitter(private.contact_delivery_backoff(failed_attempts)),
               greatest(clock, private.contact_delivery_deadline(d) - interval '1 minute'))
$$;
grant execute on function private.contact_delivery_retry_at(public.contact_deliveries, integer, timestamptz)
  to service_role;
comment on function private.contact_delivery_retry_at is 'When a delivery is due again after its n-th transient failure: backoff with jitter, within its window.';

-- ------------------------------------------------------------------------------------- calls of the function
-- Every call of the Edge Function through pg_net (request_id) and its answer, in words for the owner.
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
grant select on table private.contact_function_calls to service_role;

-- One row: is the way to the function working, since when not, and when the retry job last ran.
create table private.contact_function_state (
  id boolean primary key default true check (id),
  failing_since timestamptz,
  last_problem text,
  dispatch_ran_at timestamptz not null default now()
);
comment on table private.contact_function_state is
  'Technisch (eine Zeile): seit wann Aufrufe der Edge Function scheitern (failing_since, last_problem) und wann der '
  'Retry-Job zuletzt lief.';
insert into private.contact_function_state default values;
grant select on table private.contact_function_state to service_role;

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
comment on function private.describe_function_answer is 'What an answer of the Edge Function means for the owner, in German words; null for 2xx.';

-- Whether a delivery's error is about the way to the function (written by read_contact_function_answers), not about
-- the provider: such mail is due again as soon as the function answers.
create function private.is_function_problem(p_error text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_error ~ '^(Funktion|Vault|Aufruf über pg_net|pg_net)'
$$;
comment on function private.is_function_problem is 'Whether a delivery error is about the way to the Edge Function rather than the mail provider.';

-- Queues one call of contact-autoreply with `body` through pg_net. URL and secret come from Vault:
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/contact-autoreply', 'contact_autoreply_url');
--   select vault.create_secret('<random secret>', 'contact_autoreply_secret');
-- The timeout covers the longest wait for a send slot plus the provider call. Never fails the caller: a missing
-- secret or a failing pg_net gives a warning and null, and the retry job tries again. Every call is recorded with
-- pg_net's request id; a call that cannot even be queued is recorded as answered with its problem, so it shows like
-- any other failed call.
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
  request bigint;
  problem text;
begin
  select s.claim_horizon into horizon from private.contact_delivery_settings s;
  -- inside a block of its own: the lead's insert calls this, and a Vault that cannot be read must not undo the lead
  begin
    select s.decrypted_secret into function_url
      from vault.decrypted_secrets s where s.name = 'contact_autoreply_url';
    select s.decrypted_secret into shared_secret
      from vault.decrypted_secrets s where s.name = 'contact_autoreply_secret';
  exception when others then
    problem := 'Vault nicht lesbar: ' || sqlerrm;
    raise warning 'contact-autoreply not called (%): %; the retry job will try again', p_body, problem;
  end;

  if problem is not null then
    null;
  elsif coalesce(function_url, '') = '' or coalesce(shared_secret, '') = '' then
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
comment on function private.invoke_contact_mail is 'Queues one call of the Edge Function through pg_net (URL and secret from Vault) and records it.';

-- The call for one lead: both its mails.
create function private.invoke_contact_autoreply(p_submission_id uuid, p_source text)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select private.invoke_contact_mail(jsonb_build_object('submission_id', p_submission_id, 'source', p_source))
$$;
comment on function private.invoke_contact_autoreply is 'Calls the Edge Function for both mails of one lead.';

-- -------------------------------------------------------------------------------------------- the decisions
-- The lock of the decisions: one advisory lock (transaction-level, keyed 'contact reply budget') for every decision
-- that counts or changes what concurrent callers share: a new lead's reply against the hour's budget (the insert
-- trigger), the shares of the budget under attack (allot_contact_replies, retry job) and the planning of an owner
-- digest (plan_contact_owner_digest, insert trigger and retry job). Rule: it is the mail's only advisory lock, and
-- whoever holds it takes no other. On the insert path it comes after the intake's locks (client, then mailbox:
-- enforce_contact_submission_limits), which no other path takes. A second lock for the digest, taken after this one by
-- the insert and before it by the retry job, deadlocked the two under load (supabase/tests/25_delivery_lock_order.sql).
create function private.lock_contact_mail_decisions()
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('contact reply budget', 0))
$$;
comment on function private.lock_contact_mail_decisions is 'Takes the one lock of the mail decisions (reply budget, shares, digest planning) until commit.';

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
grant execute on function private.contact_attack_mode() to service_role;
comment on function private.contact_attack_mode is 'True while unusually many leads arrive (attack_threshold within attack_window): notices go into digests.';

-- How many automatic replies count toward a budget since `p_since`: those queued, sent or failed, each from when it
-- was let go (released by the owner, given its share under attack, or else queued with its lead). Held replies do
-- not count, nor one still waiting for its share. With `p_domain`, only those to that domain.
create function private.contact_replies_since(p_since timestamptz, p_domain text default null)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.contact_deliveries d
    left join private.contact_reply_shares w on w.delivery_id = d.id
   where d.kind = 'autoreply'
     and d.status in ('pending', 'sent', 'failed')
     and (w.delivery_id is null or w.granted_at is not null or d.released_at is not null)
     and coalesce(d.released_at, w.granted_at, d.created_at) > p_since
     and (p_domain is null
          or exists (select 1 from public.contact_submissions s
                      where s.id = d.submission_id and split_part(s.mailbox, '@', 2) = p_domain))
$$;
comment on function private.contact_replies_since is 'How many automatic replies count toward the budget since a time (optionally to one domain).';

-- Why the automatic reply of a lead is held, or null when it may go out: the lead is spam; the hourly budget is
-- spent; or the lead's domain (not a big mailbox provider) had reply_domain_max_per_hour replies within the hour.
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
  if private.contact_replies_since(clock - interval '1 hour') >= settings.reply_budget_per_hour then
    return 'budget';
  end if;
  if not exists (select 1 from private.contact_mailbox_providers p where p.domain = lead_domain)
     and private.contact_replies_since(clock - interval '1 hour', lead_domain)
         >= settings.reply_domain_max_per_hour then
    return 'domain';
  end if;
  return null;
end
$$;
comment on function private.contact_reply_hold_reason is 'Why a lead''s automatic reply is held (spam, budget, domain), or null when it may go out.';

-- Under attack, the shares of the budget for the replies waiting for one (run by the retry job before it
-- dispatches). Each waiting reply is scored like a spam score: its lead's spam score, plus attack_repeat_points when
-- its client network sent other leads within per_client_window, plus attack_repeat_points again when other networks
-- sent the same text within same_text_window. A reply scored at the spam threshold or above gets no share. The
-- others get the shares there are (what is left of the hour's budget, and at most attack_reply_max shares within
-- attack_window, whatever went out before the attack was noticed), lowest score first, oldest first among equals. A
-- reply still within its wait keeps its place in that order, so its share is kept for it; one whose wait is over
-- takes its share and is due at once, or is held: budget when no share is left for it, domain when its domain had its
-- replies of the hour. Returns the number of shares handed out.
create function private.allot_contact_replies(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  intake private.contact_submission_settings;
  shares integer;
  granted integer := 0;
  reply record;
  hold text;
begin
  -- a decided reply no longer waits: marked as spam, released by the owner, or erased with its lead (cascade); a
  -- share older than an hour no longer counts
  delete from private.contact_reply_shares w
   using public.contact_deliveries d
   where d.id = w.delivery_id
     and (w.granted_at < p_now - interval '1 hour'
          or (w.granted_at is null and (d.status <> 'pending' or d.released_at is not null)));
  if not exists (select 1 from private.contact_reply_shares w where w.granted_at is null) then
    return 0;
  end if;

  -- the same lock as a new lead's decision, so a share and a reply queued at insert never take the same place
  perform private.lock_contact_mail_decisions();
  select * into strict settings from private.contact_delivery_settings;
  select * into strict intake from private.contact_submission_settings;
  shares := least(settings.reply_budget_per_hour - private.contact_replies_since(p_now - interval '1 hour'),
                  settings.attack_reply_max - (select count(*)::integer from private.contact_reply_shares w
                                                where w.granted_at > p_now - settings.attack_window));

  for reply in
    select w.delivery_id, w.decide_after, s as lead,
           s.spam_score
           + case when (select count(*) from private.contact_client_submissions c
                         where c.client_hash = w.client_hash
                           and c.created_at > now() - intake.per_client_window) > 1
                  then settings.attack_repeat_points else 0 end
           + case when exists (select 1 from private.contact_client_submissions c
                                where c.message_hash = private.message_fingerprint(s.nachricht)
                                  and c.created_at > now() - intake.same_text_window
                                  and c.client_hash is distinct from w.client_hash)
                  then settings.attack_repeat_points else 0 end as score
      from private.contact_reply_shares w
      join public.contact_deliveries d on d.id = w.delivery_id
      join public.contact_submissions s on s.id = d.submission_id
     where w.granted_at is null
     order by score, d.created_at, d.id
  loop
    hold := null;
    if reply.score >= intake.spam_threshold or shares <= 0 then
      hold := 'budget';
    else
      shares := shares - 1;
      if reply.decide_after <= p_now then
        hold := private.contact_reply_hold_reason(reply.lead);
        if hold is not null then
          shares := shares + 1;
        end if;
      end if;
    end if;
    continue when reply.decide_after > p_now;

    if hold is null then
      update private.contact_reply_shares w
         set granted_at = p_now, client_hash = null
       where w.delivery_id = reply.delivery_id;
      update public.contact_deliveries d
         set next_attempt_at = p_now, updated_at = now()
       where d.id = reply.delivery_id;
      granted := granted + 1;
    else
      update public.contact_deliveries d
         set status = 'held', hold_reason = hold, updated_at = now()
       where d.id = reply.delivery_id and d.status = 'pending';
      delete from private.contact_reply_shares w where w.delivery_id = reply.delivery_id;
    end if;
  end loop;
  return granted;
end
$$;
comment on function private.allot_contact_replies is 'Retry job, under attack: hands the budget to the waiting replies that look most like a person''s, holds the rest.';

-- ------------------------------------------------------------------------------------------------ owner mails
-- Plans one digest when bundled notices wait for one (called by the insert trigger and by the retry job; the lock of
-- the decisions keeps them from planning two at once): at most one per digest_interval while real leads wait, at most
-- one per spam_digest_interval when only spam waits. Leads not scored as spam come first, with their message; spam
-- follows, each with why in words (private.spam_reasons, as the leads view says it). The content is frozen here (at
-- most 500 leads and 200 spam listed, the rest counted). Returns the new digest's id, or null.
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
  perform private.lock_contact_mail_decisions();
  select * into strict settings from private.contact_delivery_settings;
  select max(d.created_at) into last_digest from public.contact_deliveries d where d.kind = 'owner_digest';
  -- within the shorter interval after a digest none is due, whatever waits: no need to count the waiting notices
  -- (under attack every insert asks, while thousands of them wait)
  if last_digest > p_now - least(settings.digest_interval, settings.spam_digest_interval) then
    return null;
  end if;
  select count(*) filter (where s.status = 'lead'), count(*) filter (where s.status = 'spam'), min(s.created_at)
    into waiting_leads, waiting_spam, first_arrival
    from public.contact_deliveries d
    join public.contact_submissions s on s.id = d.submission_id
   where d.status = 'bundled' and d.reported_in is null;
  if waiting_leads + waiting_spam = 0 then
    return null;
  end if;
  -- real leads: at once after a quiet spell, then every digest_interval; spam alone: a daily round-up, the first one a
  -- day after the first spam
  if waiting_leads > 0 and last_digest > p_now - settings.digest_interval then
    return null;
  end if;
  if waiting_leads = 0 and coalesce(last_digest, first_arrival) > p_now - settings.spam_digest_interval then
    return null;
  end if;

  with waiting as (
    select s.*,
           -- a reply still waiting for its share under attack: the digest says so, it may yet be held
           case when reply.status = 'pending' and reply.released_at is null
                 and exists (select 1 from private.contact_reply_shares r
                              where r.delivery_id = reply.id and r.granted_at is null)
                then 'waiting' else reply.status end as reply_status,
           reply.hold_reason,
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
                       'grund', w.grund, 'spam_score', w.spam_score,
                       'spam_gruende', private.spam_reasons(w.spam_signals, w.spam_text_evidence))
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
comment on function private.plan_contact_owner_digest is 'Plans one digest mail to the owner when bundled notices wait for one; returns its id or null.';

-- Plans one summary for the owner when (1) some lead mail is failed, pending longer than problem_after, or was
-- delivered only after problem_after, and the owner was not told yet; (2) mail works again: the provider's last
-- answer was an acceptance, not a transient failure; (3) no summary is pending and none was planned within
-- summary_interval. It reports lead mails only: a digest or summary that fails is retried like any mail and shows in
-- contact_delivery_problems. The content is frozen here. Returns the new summary's id, or null.
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
   where d.submission_id is not null
     and (d.reported_as is null or (d.status = 'failed' and d.reported_as <> 'failed'))
     and (d.status = 'failed'
          or (d.status = 'pending' and private.contact_delivery_window_start(d, settings) < p_now - settings.problem_after)
          or (d.status = 'sent' and d.sent_at > private.contact_delivery_window_start(d, settings) + settings.problem_after));
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
comment on function private.plan_contact_owner_summary is 'Plans one summary of undelivered or late mail to the owner once mail works again; returns its id or null.';

-- ---------------------------------------------------------------------------------------------- the trigger
-- The two deliveries of a new lead, each in the state the decisions above give it; the function is called only when
-- one of them is to be sent now. The budget is counted under the lock of the decisions, so concurrent leads cannot
-- both take the last reply of the hour. Under attack a reply that may go out waits attack_reply_wait for its share
-- instead (allot_contact_replies), with the keyed hash of the lead's client network (API leads only, as the intake
-- counts them). The first bundled lead after a quiet spell is reported in a digest at once.
create function private.enqueue_contact_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_delivery_settings;
  clock timestamptz := private.contact_delivery_now();
  reply_hold text;
  attack boolean;
  reply_waits boolean;
  reply_id uuid := gen_random_uuid();
  notice_status text;
  digest_id uuid;
begin
  select * into strict settings from private.contact_delivery_settings;
  perform private.lock_contact_mail_decisions();
  reply_hold := private.contact_reply_hold_reason(new);
  attack := private.contact_attack_mode();
  notice_status := case when new.status = 'spam' or attack then 'bundled' else 'pending' end;
  reply_waits := reply_hold is null and attack and settings.attack_reply_wait > interval '0';

  insert into public.contact_deliveries (id, submission_id, kind, status, hold_reason, next_attempt_at) values
    (reply_id, new.id, 'autoreply', case when reply_hold is null then 'pending' else 'held' end, reply_hold,
     clock + case when reply_waits then settings.attack_reply_wait else settings.first_retry_after end),
    (default, new.id, 'owner_notice', notice_status, null, clock + settings.first_retry_after);
  if reply_waits then
    insert into private.contact_reply_shares (delivery_id, decide_after, client_hash)
    values (reply_id, clock + settings.attack_reply_wait,
            case when current_setting('role', true) in ('anon', 'authenticated')
                 then (private.request_client_hashes())[1] end);
  end if;

  if (reply_hold is null and not reply_waits) or notice_status = 'pending' then
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
comment on function private.enqueue_contact_deliveries is 'Trigger: creates the reply and the owner notice of a new lead and calls the Edge Function.';

create trigger contact_submissions_enqueue_deliveries
  after insert on public.contact_submissions
  for each row execute function private.enqueue_contact_deliveries();

-- ------------------------------------------------------------------------ the function's API (service_role only)
-- Claims the pending deliveries of one submission (or one delivery by id: an owner summary or digest) and gives each
-- the next free send slot of its lane (one queue when owner_lane_share is 0). Only slots within claim_horizon are
-- handed out; a delivery beyond it stays unclaimed and is due again when its slot would come. The pace row is locked
-- for the claim, so concurrent claims (trigger and retry job) get distinct slots; FOR UPDATE SKIP LOCKED keeps them
-- from getting the same delivery. Counts the attempt and sets the lease. wait_ms: how long the caller waits before it
-- calls the provider.
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
       -- a reply waiting for its share of the budget goes only once it has one
       and (c.released_at is not null
            or not exists (select 1 from private.contact_reply_shares w
                            where w.delivery_id = c.id and w.granted_at is null))
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
comment on function public.claim_contact_deliveries is 'Edge Function (service_role): claims due deliveries of a lead or one delivery and hands out send slots.';

-- Records the outcome of one attempt:
--   'sent'       Resend accepted the mail (p_error may carry a note);
--   'retry'      transient failure: pending until private.contact_delivery_retry_at, failed once the window is over;
--   'throttled'  429: the attempt is given back, sending pauses for p_retry_after_ms (1 s if unknown);
--   'failed'     permanent error.
-- Only a pending delivery changes; returns the row, or null when it was already final.
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
           next_slot = greatest(p.next_slot, pause_end);
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
                             when p_outcome = 'retry' then private.contact_delivery_retry_at(d, d.attempts, clock)
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
comment on function public.record_contact_delivery is 'Edge Function (service_role): records the outcome of one attempt (sent, retry, throttled, failed).';

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
comment on function public.defer_contact_deliveries is 'Edge Function (service_role): notes missing configuration without using up an attempt.';

-- ------------------------------------------------------------------------------------- the function's answers
-- Reads pg_net's answers to recorded calls (a request without an answer 5 minutes after its timeout counts as not
-- executed), then: each pending delivery of a failed call gets one failed attempt with the problem as its error and
-- the usual backoff (private.contact_delivery_retry_at; failed once its window is over); the newest answer decides
-- whether the way to the function is broken (failing_since) or works again, and when it works again after a failure,
-- the mail waiting out a backoff because of it is due at once. Returns the number of answers read. Run by the retry
-- job.
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
         next_attempt_at = private.contact_delivery_retry_at(d, d.attempts + 1, clock),
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
         set failing_since = null, last_problem = null;
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
comment on function private.read_contact_function_answers is 'Reads pg_net''s answers to the Edge Function calls and turns failures into failed attempts.';

-- What is wrong with mail right now, in words; empty when all is well:
--   the function has answered with an error for more than 10 minutes;
--   the provider's last answer was a temporary failure and a mail has waited with an error for more than 10 minutes;
--   a mail has been pending for more than 15 minutes;
--   the retry job has not run for 3 minutes while the server was up (it cannot run while the server is down: after a
--   restart, pg_cron has those minutes to run it again before it counts as late).
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
     and private.contact_delivery_window_start(d, s) < private.contact_delivery_now() - interval '15 minutes'
  having count(*) > 0
  union all
  select 'Retry-Job lief zuletzt '
         || to_char(s.dispatch_ran_at at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')
         || ' (Cron-Job contact-deliveries-retry prüfen)'
    from private.contact_function_state s
   where greatest(s.dispatch_ran_at, pg_postmaster_start_time()) < p_now - interval '3 minutes'
$$;
grant execute on function private.contact_mail_health_problems(timestamptz) to service_role;
comment on function private.contact_mail_health_problems is 'What is wrong with mail right now, in German words; empty when all is well: select * from private.contact_mail_health_problems();';

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
comment on function public.contact_mail_health is 'ok or gestört, for the Edge Function''s public health path (details: private.contact_mail_health_problems()).';

-- ------------------------------------------------------------------------------------------- the retry job
-- Every run: notes that it ran, reads the function's answers and probes a broken function; ends what can no longer succeed (window over, or no attempts left); plans an owner summary and a
-- digest when one is due; hands out the shares of the reply budget under attack (allot_contact_replies); then calls
-- the function for due deliveries, owner mail first, each lane's mail only while
-- that lane has free slots within claim_horizon (a lead with owner mail is dispatched while the owner lane has room;
-- its reply then waits for its own lane in the claim). If a call never answers, the job calls again after
-- redispatch_after; an answer sets its own next_attempt_at. `p_now` (default: the delivery clock) lets tests run the
-- job "later". Returns the number of calls.
create function private.dispatch_contact_deliveries(p_now timestamptz default null)
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

  update public.contact_deliveries d
     set status = 'failed',
         locked_until = null,
         last_error = concat_ws(' | ', d.last_error,
           case when d.attempts >= settings.max_attempts
                then 'aufgegeben: zum letzten Versuch ist kein Ergebnis gespeichert'
                else 'aufgegeben: nach '
                     || replace(trim_scale(round(extract(epoch from settings.give_up_after) / 3600, 1))::text, '.', ',')
                     || ' Stunden Versuchen nicht versendet' end),
         updated_at = now()
   where d.status = 'pending'
     and (d.locked_until is null or d.locked_until <= clock)
     and (d.attempts >= settings.max_attempts or private.contact_delivery_deadline(d) <= clock);

  perform private.plan_contact_owner_summary(clock);
  perform private.plan_contact_owner_digest(clock);
  perform private.allot_contact_replies(clock);

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
       and (d.released_at is not null
            or not exists (select 1 from private.contact_reply_shares w
                            where w.delivery_id = d.id and w.granted_at is null))
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
comment on function private.dispatch_contact_deliveries is 'Cron contact-deliveries-retry: reads answers, probes the function, plans owner mail and calls the function for due mail.';

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


-- ----------------------------------------------------------------------------------- the owner's calls
-- Sends a failed (or stuck) mail again: pending again with a fresh window, then the function is called at once. The
-- same idempotency key is used, so a mail Resend had accepted after all is not sent twice. A mail being sent at this
-- moment (claimed, its lease running) is left to that send. A held reply is released instead
-- (release_held_replies); a bundled notice was sent in its digest.
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
         last_error = concat_ws(' | ', d.last_error, 'von Hand erneut gesendet am '
                                || to_char(clock at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')),
         updated_at = now()
    from private.contact_delivery_settings s
   where d.id = p_delivery_id
     and (d.status = 'failed' or (d.status = 'pending' and (d.locked_until is null or d.locked_until <= clock)))
  returning d.* into target;
  if target.id is null then
    return case when exists (select 1 from public.contact_deliveries d where d.id = p_delivery_id and d.status = 'pending')
                then format('Nichts zu tun: E-Mail %s wird gerade versendet', p_delivery_id)
                else format('Nichts zu tun: keine fehlgeschlagene oder ausstehende E-Mail %s', p_delivery_id) end;
  end if;
  perform private.invoke_contact_mail(jsonb_strip_nulls(jsonb_build_object(
    'submission_id', target.submission_id,
    'delivery_id', case when target.submission_id is null then target.id end,
    'source', 'manual')));
  return format('%s (%s) ist wieder ausstehend und geht in den nächsten Sekunden hinaus', target.id,
    case target.kind when 'autoreply' then 'automatische Antwort' when 'owner_notice' then 'Benachrichtigung'
                     when 'owner_digest' then 'Sammelmail' else 'Zusammenfassung' end);
end
$$;
comment on function private.resend_contact_delivery is 'Owner: sends a failed mail again with the same idempotency key: select private.resend_contact_delivery(''<delivery_id>'');';

-- Sends held automatic replies (not those of spam: see mark_contact_not_spam): all of them, those of the given
-- leads, or the oldest p_limit. They become pending with a fresh retry window and go out at the normal pace,
-- behind the owner's own mail: the first of them at once, the rest with the next runs of the retry job.
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
grant execute on function private.release_held_replies(uuid[], integer) to service_role;
comment on function private.release_held_replies is 'Owner: releases held automatic replies (not spam): select private.release_held_replies();';

-- The owner's marks (mark_contact_spam, mark_contact_not_spam) also teach the spam text model, so they are defined
-- with it: 20261127160400_spam_text_model.sql.

-- ------------------------------------------------------------------------------------------- owner's view
-- Mail that needs the owner's attention: failed for good, or pending longer than problem_after; each row carries the
-- call that sends it again. Lead mails with the lead's name and address, summaries and digests with their own date.
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
    or (d.status = 'pending' and private.contact_delivery_window_start(d, cfg) < private.contact_delivery_now() - cfg.problem_after);
comment on view public.contact_delivery_problems is
  'E-Mails, die endgültig fehlgeschlagen sind (failed) oder seit über 30 Minuten ausstehen. Erneut senden: '
  'die Abfrage in der Spalte erneut_senden ausführen, also select private.resend_contact_delivery(''<delivery_id>'');';


-- ---------------------------------------------------------------------------------------------- housekeeping
-- When the daily clean-up deletes a lead: retention_period after its arrival, spam after spam_retention, and a lead
-- whose automatic reply was held and never released after held_retention (the leads of a flood nobody looked at; the
-- owner keeps one by releasing its reply or confirming it with mark_contact_not_spam). The clean-up deletes by this
-- rule and the leads view shows it (loeschung_ab), so the owner sees which lead goes when.
create function private.contact_expires_at(s public.contact_submissions)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select s.created_at + least(
           intake.retention_period,
           case when s.status = 'spam' then intake.spam_retention end,
           case when exists (select 1 from public.contact_deliveries d
                              where d.submission_id = s.id and d.kind = 'autoreply' and d.status = 'held')
                then mail.held_retention end)
    from private.contact_submission_settings intake, private.contact_delivery_settings mail
$$;
grant execute on function private.contact_expires_at(public.contact_submissions) to service_role;
comment on function private.contact_expires_at is 'When the daily clean-up deletes a lead (retention, spam, a reply held and never released).';

-- Daily: the leads past private.contact_expires_at. Their deliveries go with them (on delete cascade). The job belongs
-- to the intake's data but reads the deliveries' state, so it is defined here.
create function private.delete_expired_contact_submissions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_submissions s where private.contact_expires_at(s) <= now();
  get diagnostics deleted = row_count;
  return deleted;
end
$$;
comment on function private.delete_expired_contact_submissions is 'Cron (daily): deletes leads past retention, spam past spam_retention, never-released held leads.';

-- daily at 03:17 UTC
select cron.schedule(
  'contact-submissions-retention',
  '17 3 * * *',
  'select private.delete_expired_contact_submissions()'
);

-- pg_cron keeps one row per job run; at one run every 10 seconds that is 8,640 rows a day. Runs older than 7 days
-- carry nothing anyone reads.
select cron.schedule('cron-history-purge', '43 3 * * *',
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$);
