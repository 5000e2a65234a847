-- Contact form leads: table, constraints, row level security, abuse limits and retention.
-- Applies unchanged on hosted Supabase, on `supabase start` and on the Docker-free local stack.

-- ------------------------------------------------------------------------------------------------ private schema
-- Helpers the API must never expose: not in `public`, no usage for anon/authenticated.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;
comment on schema private is 'Interne Hilfsfunktionen und Einstellungen; nicht über die API erreichbar.';

-- ------------------------------------------------------------------------------------------------------ the table
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  anrede text not null,
  name text not null,
  email text not null,
  grund text not null,
  nachricht text not null,
  datenschutz boolean not null,

  constraint contact_submissions_anrede_check
    check (anrede in ('herr', 'frau', 'divers')),
  constraint contact_submissions_name_check
    check (char_length(name) between 1 and 200 and name ~ '\S'),
  -- plausible address: local part @ dot-separated domain labels with a TLD of at least two letters; a superset of
  -- what the contact form's zod schema accepts, so the browser never passes what the database refuses
  constraint contact_submissions_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
    ),
  constraint contact_submissions_grund_check
    check (grund ~ '^[a-z0-9-]{1,64}$'),
  constraint contact_submissions_nachricht_check
    check (char_length(nachricht) between 10 and 5000),
  constraint contact_submissions_datenschutz_check
    check (datenschutz)
);

comment on table public.contact_submissions is
  'Anfragen aus dem Kontaktformular der Website (/kontakt). Eine Zeile pro Anfrage. Besucher können nur '
  'einfügen, nie lesen. Einträge werden nach 24 Monaten automatisch gelöscht (Cron-Job '
  '"contact-submissions-retention").';
comment on column public.contact_submissions.id is 'Eindeutige Kennung der Anfrage.';
comment on column public.contact_submissions.created_at is 'Zeitpunkt des Eingangs (UTC).';
comment on column public.contact_submissions.anrede is 'Anrede: herr, frau oder divers.';
comment on column public.contact_submissions.name is 'Name der anfragenden Person (1 bis 200 Zeichen).';
comment on column public.contact_submissions.email is 'E-Mail-Adresse für die Antwort (höchstens 254 Zeichen).';
comment on column public.contact_submissions.grund is
  'Grund der Anfrage. Bekannte Werte: gratis-video (kostenloses Promo-Video), fragen (Fragen), '
  'preise (Preise aller Pakete), plan-personalisiert (persönlicher Plan), service-spezifisch (bestimmter '
  'Service). Die Kontaktseite kann auch einen anderen Wert aus dem Link übernehmen (Kleinbuchstaben, Ziffern, '
  'Bindestriche, höchstens 64 Zeichen).';
comment on column public.contact_submissions.nachricht is 'Nachricht der anfragenden Person (10 bis 5000 Zeichen).';
comment on column public.contact_submissions.datenschutz is
  'Zustimmung zur Datenschutzerklärung; ohne Zustimmung wird keine Anfrage gespeichert.';

-- indexes for the abuse limits (per address and global window) and the retention job
create index contact_submissions_email_created_at_idx
  on public.contact_submissions (lower(email), created_at desc);
create index contact_submissions_created_at_idx
  on public.contact_submissions (created_at);

-- ----------------------------------------------------------------------------------------- row level security
alter table public.contact_submissions enable row level security;

-- Supabase's default privileges grant everything on new public tables to the API roles: take it back and grant
-- exactly the six form columns for INSERT. No SELECT, UPDATE or DELETE for anon and authenticated.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (anrede, name, email, grund, nachricht, datenschutz)
  on table public.contact_submissions to anon, authenticated;
grant all on table public.contact_submissions to service_role;

-- The policy checks what the constraints do not: a visitor's row must be new (created_at within a minute of the
-- transaction's time), so rows cannot be backdated past the abuse limits or the retention, nor dated into the
-- future, even if a later migration granted the column. It leaves field validation to the constraints, so a bad
-- value gets its constraint error (HTTP 400) rather than a policy error.
create policy contact_submissions_insert_new_rows
  on public.contact_submissions
  for insert
  to anon, authenticated
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');
comment on policy contact_submissions_insert_new_rows on public.contact_submissions is
  'Besucher dürfen nur neue Anfragen einfügen (Eingangszeit = jetzt); lesen, ändern und löschen dürfen sie nichts.';
-- service_role bypasses RLS (BYPASSRLS), as on every Supabase project: no policy needed for the owner's tools.

-- --------------------------------------------------------------------------------------------------- the limits
-- The one place where the abuse limits and the retention period are named. A single row; the owner can tune it in
-- the dashboard (Table Editor, schema "private") without a migration.
create table private.contact_submission_settings (
  id boolean primary key default true check (id),
  per_email_max integer not null check (per_email_max > 0),
  per_email_window interval not null check (per_email_window > interval '0'),
  global_max integer not null check (global_max > 0),
  global_window interval not null check (global_window > interval '0'),
  duplicate_window interval not null check (duplicate_window > interval '0'),
  retention_period interval not null check (retention_period >= interval '1 month')
);
comment on table private.contact_submission_settings is
  'Grenzen gegen Missbrauch des Kontaktformulars und Aufbewahrungsdauer (eine Zeile). Anfragen über die API '
  '(anon/authenticated) werden mit SQLSTATE PT429 (HTTP 429) abgewiesen, wenn eine Grenze erreicht ist.';
comment on column private.contact_submission_settings.per_email_max is
  'Höchstens so viele Anfragen pro E-Mail-Adresse (ohne Groß-/Kleinschreibung) ...';
comment on column private.contact_submission_settings.per_email_window is '... innerhalb dieses Zeitraums.';
comment on column private.contact_submission_settings.global_max is 'Höchstens so viele Anfragen insgesamt ...';
comment on column private.contact_submission_settings.global_window is '... innerhalb dieses Zeitraums.';
comment on column private.contact_submission_settings.duplicate_window is
  'Eine gleiche Nachricht derselben Adresse wird innerhalb dieses Zeitraums abgewiesen.';
comment on column private.contact_submission_settings.retention_period is
  'Anfragen, die älter sind, löscht der tägliche Cron-Job.';

insert into private.contact_submission_settings
  (per_email_max, per_email_window, global_max, global_window, duplicate_window, retention_period)
values
  (3, interval '1 hour', 60, interval '10 minutes', interval '10 minutes', interval '24 months');

revoke all on table private.contact_submission_settings from public, anon, authenticated;
grant select on table private.contact_submission_settings to service_role;

-- Refuses inserts made through the API (roles anon and authenticated) that exceed a limit. Trusted callers
-- (service_role, the owner's SQL) are not limited. An AFTER trigger, so a row that breaks a constraint gets its
-- constraint error (HTTP 400) first, and the counts include the new row and every row of a multi-row insert.
-- SECURITY DEFINER so it can count rows anon cannot read; the role that made the request is
-- `current_setting('role')`, which SET ROLE sets and SECURITY DEFINER does not change.
create function private.enforce_contact_submission_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  limits private.contact_submission_settings;
  recent integer;
begin
  if requester is null or requester not in ('anon', 'authenticated') then
    return null;
  end if;

  select * into strict limits from private.contact_submission_settings;

  -- serialise API submissions so two concurrent requests cannot both pass a count; the lock ends with the
  -- transaction (a contact form has little traffic; the gateway benchmark measures the cost)
  perform pg_advisory_xact_lock(hashtextextended('public.contact_submissions limits', 0));

  if exists (
    select 1 from public.contact_submissions s
     where lower(s.email) = lower(new.email)
       and s.nachricht = new.nachricht
       and s.id <> new.id
       and s.created_at > now() - limits.duplicate_window
  ) then
    raise exception using
      errcode = 'PT429',
      message = 'duplicate submission',
      detail = 'The same message from this address arrived less than ' || (extract(epoch from limits.duplicate_window) / 60)::integer || ' minutes' || ' ago.',
      hint = 'Wait before sending the same message again.';
  end if;

  select count(*) into recent from public.contact_submissions s
   where lower(s.email) = lower(new.email)
     and s.created_at > now() - limits.per_email_window;
  if recent > limits.per_email_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this address',
      detail = 'At most ' || limits.per_email_max || ' submissions per address within ' || (extract(epoch from limits.per_email_window) / 60)::integer || ' minutes' || '.',
      hint = 'Try again later.';
  end if;

  select count(*) into recent from public.contact_submissions s
   where s.created_at > now() - limits.global_window;
  if recent > limits.global_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions',
      detail = 'At most ' || limits.global_max || ' submissions within ' || (extract(epoch from limits.global_window) / 60)::integer || ' minutes' || '.',
      hint = 'Try again later.';
  end if;

  return null;
end
$$;
revoke all on function private.enforce_contact_submission_limits() from public, anon, authenticated;

create trigger contact_submissions_enforce_limits
  after insert on public.contact_submissions
  for each row execute function private.enforce_contact_submission_limits();

-- ---------------------------------------------------------------------------------------------------- retention
create function private.delete_expired_contact_submissions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_submissions
   where created_at < now() - (select retention_period from private.contact_submission_settings);
  get diagnostics deleted = row_count;
  return deleted;
end
$$;
revoke all on function private.delete_expired_contact_submissions() from public, anon, authenticated;
comment on function private.delete_expired_contact_submissions() is
  'Löscht Anfragen, die älter als die Aufbewahrungsdauer sind; gibt die Anzahl zurück. Läuft täglich per Cron.';

create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;

-- daily at 03:17 UTC; cron.schedule with a name replaces an existing job of that name
select cron.schedule(
  'contact-submissions-retention',
  '17 3 * * *',
  'select private.delete_expired_contact_submissions()'
);
