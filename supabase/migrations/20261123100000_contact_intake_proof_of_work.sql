-- Lead intake that scripts cannot abuse: a proof of work on every API insert, verified here; limits per client
-- address (kept only as a keyed hash) instead of one global cap; one row per request.
--
-- The flow for a client (the site's form, a CRM integration, a test):
--   1. POST /rest/v1/rpc/create_contact_challenge (anon key) -> an ALTCHA challenge (altcha-lib's v1 format:
--      algorithm, challenge, maxnumber, salt, signature). The salt carries its expiry and difficulty
--      ("<hex>?expires=<unix seconds>&maxnumber=<n>&") and is part of the signed hash, so neither can be changed.
--   2. Find the number n in 0..maxnumber with sha256_hex(salt || n) = challenge (altcha-lib's solveChallenge).
--   3. POST /rest/v1/contact_submissions with the six fields and proof_of_work = base64(JSON {algorithm, challenge,
--      number, salt, signature}). The BEFORE INSERT trigger verifies it, marks the challenge spent and clears the
--      column, so no proof is ever stored.
-- Where the solution travels: in a column, not in a request header. A column reaches Postgres through every route
-- (supabase-js .insert(), curl, PostgREST on hosted Supabase and on `supabase start`) and needs no CORS allowance
-- for a custom header.
--
-- The client address. PostgREST hands the request headers to Postgres as the JSON setting `request.headers` (names
-- in lower case). On hosted Supabase every API request passes Cloudflare, which overwrites `cf-connecting-ip` with the
-- address of the TCP peer that reached it; a value the client sends in that header does not survive. The left entries
-- of `x-forwarded-for` are whatever the client sent: a Supabase user showed that a curl with a made-up
-- x-forwarded-for arrives unchanged in request.headers while cf-connecting-ip holds the real address
-- (https://github.com/orgs/supabase/discussions/34647, see also
-- https://github.com/orgs/supabase/discussions/52040 and https://github.com/PostgREST/postgrest/discussions/3305).
-- So only `cf-connecting-ip` counts here. The Docker-free local gateway sets the same header from its TCP peer and
-- overwrites whatever the client sent in it (tools/local-stack/gateway/server.mjs).
--
-- The address is never stored: only HMAC-SHA-256(address, key) with a random key that is replaced every day (the
-- previous key is kept for one limit window so a rotation does not reset the counts, then deleted), and each hash row
-- is deleted once it is older than the limit window.

-- --------------------------------------------------------------------------------------------------- settings
-- The global cap is gone: it let one client lock every other visitor out. Outgoing mail is paced by the delivery
-- side; this side never refuses a lead for what other clients did.
alter table private.contact_submission_settings
  drop column global_max,
  drop column global_window,
  add column per_client_max integer not null default 20 check (per_client_max > 0),
  add column per_client_window interval not null default interval '1 hour' check (per_client_window > interval '0'),
  add column proof_max_number integer not null default 40000 check (proof_max_number between 1 and 100000000),
  add column proof_lifetime interval not null default interval '10 minutes'
    check (proof_lifetime between interval '10 seconds' and interval '10 minutes'),
  add column client_key_lifetime interval not null default interval '1 day'
    check (client_key_lifetime >= interval '1 hour');
comment on table private.contact_submission_settings is
  'Grenzen gegen Missbrauch des Kontaktformulars, Rechenaufgabe (Proof of Work) und Aufbewahrungsdauer (eine Zeile). '
  'Anfragen über die API (anon/authenticated) werden mit SQLSTATE PT429 (HTTP 429) abgewiesen, wenn eine Grenze '
  'erreicht ist, und mit PT403 (HTTP 403), wenn die gelöste Rechenaufgabe fehlt oder ungültig ist.';
comment on column private.contact_submission_settings.per_client_max is
  'Höchstens so viele Anfragen pro Client-Adresse (nur als Hash mit geheimem Schlüssel gespeichert) ...';
comment on column private.contact_submission_settings.per_client_window is
  '... innerhalb dieses Zeitraums. So lange werden die Hashes höchstens aufbewahrt.';
comment on column private.contact_submission_settings.proof_max_number is
  'Schwierigkeit der Rechenaufgabe: die gesuchte Zahl liegt zwischen 0 und diesem Wert (im Mittel die Hälfte an '
  'SHA-256-Versuchen). Lösungen leichterer Aufgaben werden abgewiesen.';
comment on column private.contact_submission_settings.proof_lifetime is
  'So lange ist eine Rechenaufgabe gültig (höchstens 10 Minuten); jede Lösung gilt nur einmal.';
comment on column private.contact_submission_settings.client_key_lifetime is
  'Nach dieser Zeit wird der Schlüssel für die Hashes der Client-Adressen durch einen neuen ersetzt.';

-- --------------------------------------------------------------------------------------------- private state
-- The key that signs challenges: random, created here, readable by nobody but the owner's SQL and the functions
-- below. Never part of the site's bundle.
create table private.contact_challenge_key (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now()
);
insert into private.contact_challenge_key default values;
comment on table private.contact_challenge_key is
  'Geheimer Schlüssel, mit dem die Rechenaufgaben des Kontaktformulars signiert werden (zufällig erzeugt).';

-- Keys for the client-address hashes; the newest signs new hashes, the one before it still counts.
create table private.contact_client_keys (
  id bigint generated always as identity primary key,
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now()
);
insert into private.contact_client_keys default values;
comment on table private.contact_client_keys is
  'Geheime, täglich erneuerte Schlüssel für die Hashes der Client-Adressen; ältere werden gelöscht.';

-- One row per accepted API submission: who (hashed) and when. Deleted after per_client_window.
create table private.contact_client_submissions (
  client_hash bytea not null,
  created_at timestamptz not null default now()
);
create index contact_client_submissions_hash_idx on private.contact_client_submissions (client_hash, created_at);
create index contact_client_submissions_created_at_idx on private.contact_client_submissions (created_at);
comment on table private.contact_client_submissions is
  'Hash (HMAC-SHA-256 mit geheimem Schlüssel) der Client-Adresse je angenommener Anfrage, für die Grenze pro '
  'Client; nie die Adresse selbst. Einträge werden nach per_client_window gelöscht.';

-- Challenges already used, until they expire (a replay is refused).
create table private.contact_spent_challenges (
  challenge text primary key,
  expires_at timestamptz not null
);
create index contact_spent_challenges_expires_at_idx on private.contact_spent_challenges (expires_at);
comment on table private.contact_spent_challenges is
  'Bereits verwendete Rechenaufgaben bis zu ihrem Ablauf; eine Lösung gilt nur einmal.';

revoke all on table private.contact_challenge_key, private.contact_client_keys, private.contact_client_submissions,
  private.contact_spent_challenges from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------- the new column
alter table public.contact_submissions
  add column proof_of_work text,
  -- the trigger consumes and clears it: a stored row never carries a proof
  add constraint contact_submissions_proof_of_work_cleared check (proof_of_work is null);
comment on column public.contact_submissions.proof_of_work is
  'Nur beim Einfügen über die API: die gelöste Rechenaufgabe (ALTCHA-Format, Base64). Wird geprüft und geleert, '
  'nie gespeichert.';
grant insert (proof_of_work) on table public.contact_submissions to anon, authenticated;

-- -------------------------------------------------------------------------------------------- the challenge
-- Anyone may ask for a challenge: it writes nothing and costs a few hashes; only solving it costs time.
create function public.create_contact_challenge()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  salt text;
  secret_number integer;
  challenge text;
begin
  select * into strict settings from private.contact_submission_settings;
  salt := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || floor(extract(epoch from now() + settings.proof_lifetime))::bigint
    || '&maxnumber=' || settings.proof_max_number || '&';
  -- the number to find, from the CSPRNG (random() could be predicted from other outputs)
  secret_number := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (settings.proof_max_number + 1))::integer;
  challenge := encode(sha256(convert_to(salt || secret_number, 'UTF8')), 'hex');
  return json_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', settings.proof_max_number,
    'salt', salt,
    'signature', encode(extensions.hmac(convert_to(challenge, 'UTF8'), (select secret from private.contact_challenge_key), 'sha256'), 'hex')
  );
end
$$;
revoke all on function public.create_contact_challenge() from public;
grant execute on function public.create_contact_challenge() to anon, authenticated, service_role;
comment on function public.create_contact_challenge() is
  'Gibt eine signierte Rechenaufgabe (ALTCHA, SHA-256) für das Kontaktformular aus; gültig für proof_lifetime.';

-- ------------------------------------------------------------------------------------------- verification
-- Raises PT403 unless `payload` solves a challenge this database signed, unexpired, at the current difficulty and
-- not used before; then marks it spent. Checked in this order, each with its own message.
create function private.spend_contact_proof(payload text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  proof jsonb;
  salt text;
  challenge text;
  solution bigint;
  params text[];
  expires timestamptz;
  difficulty bigint;
  how_to constant text := 'Fetch a challenge with POST /rest/v1/rpc/create_contact_challenge, solve it and send '
    'base64(JSON {algorithm, challenge, number, salt, signature}) as proof_of_work.';
begin
  if payload is null or btrim(payload) = '' then
    raise exception using errcode = 'PT403', message = 'proof of work required',
      detail = 'The insert carries no proof_of_work.', hint = how_to;
  end if;

  begin
    if char_length(payload) > 2048 then
      raise exception 'too long';
    end if;
    proof := convert_from(decode(payload, 'base64'), 'UTF8')::jsonb;
    salt := proof ->> 'salt';
    challenge := proof ->> 'challenge';
    solution := (proof ->> 'number')::bigint;
    params := regexp_match(salt, '^[0-9a-f]{24}\?expires=([0-9]{1,12})&maxnumber=([0-9]{1,9})&$');
    if jsonb_typeof(proof) <> 'object' or proof ->> 'algorithm' <> 'SHA-256' or params is null
       or challenge !~ '^[0-9a-f]{64}$' or coalesce(proof ->> 'signature', '') !~ '^[0-9a-f]{64}$'
       or solution is null then
      raise exception 'shape';
    end if;
  exception when others then
    raise exception using errcode = 'PT403', message = 'proof of work malformed',
      detail = 'proof_of_work is not base64 JSON in the ALTCHA format of create_contact_challenge.', hint = how_to;
  end;

  if proof ->> 'signature' <> encode(extensions.hmac(convert_to(challenge, 'UTF8'),
       (select secret from private.contact_challenge_key), 'sha256'), 'hex') then
    raise exception using errcode = 'PT403', message = 'proof of work signature invalid',
      detail = 'The challenge was not issued by this database.', hint = how_to;
  end if;

  select * into strict settings from private.contact_submission_settings;
  expires := to_timestamp(params[1]::bigint);
  if expires <= now() or expires > now() + settings.proof_lifetime then
    raise exception using errcode = 'PT403', message = 'proof of work expired',
      detail = 'A challenge is valid for ' || (extract(epoch from settings.proof_lifetime) / 60)::integer || ' minutes.',
      hint = how_to;
  end if;

  difficulty := params[2]::bigint;
  if difficulty < settings.proof_max_number then
    raise exception using errcode = 'PT403', message = 'proof of work too easy',
      detail = 'The challenge has difficulty ' || difficulty || '; required is ' || settings.proof_max_number || '.',
      hint = how_to;
  end if;

  if solution < 0 or solution > difficulty
     or encode(sha256(convert_to(salt || solution, 'UTF8')), 'hex') <> challenge then
    raise exception using errcode = 'PT403', message = 'proof of work not solved',
      detail = 'sha256(salt || number) does not equal the challenge.', hint = how_to;
  end if;

  -- a concurrent use of the same challenge waits here for the first transaction and then finds it spent
  insert into private.contact_spent_challenges (challenge, expires_at) values (challenge, expires)
    on conflict do nothing;
  if not found then
    raise exception using errcode = 'PT403', message = 'proof of work already used',
      detail = 'Each solved challenge admits one submission.', hint = how_to;
  end if;
end
$$;
revoke all on function private.spend_contact_proof(text) from public, anon, authenticated;

-- BEFORE INSERT, for each row: API inserts (anon, authenticated) must carry a valid proof and only one row per
-- statement; trusted callers (service_role, the owner's SQL) need neither. The proof never reaches the table.
create function private.check_contact_submission_proof()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  rows_so_far integer;
begin
  if requester in ('anon', 'authenticated') then
    rows_so_far := coalesce(nullif(current_setting('contact_intake.statement_rows', true), ''), '0')::integer + 1;
    perform set_config('contact_intake.statement_rows', rows_so_far::text, true);
    if rows_so_far > 1 then
      raise exception using errcode = 'PT400', message = 'one submission per request',
        detail = 'An insert through the API may carry one row, not an array of rows.',
        hint = 'Send each submission with its own solved challenge in its own request.';
    end if;
    perform private.spend_contact_proof(new.proof_of_work);
  end if;
  new.proof_of_work := null;
  return new;
end
$$;
revoke all on function private.check_contact_submission_proof() from public, anon, authenticated;

-- BEFORE INSERT, for each statement: starts the row count of the statement at zero.
create function private.start_contact_submission_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('contact_intake.statement_rows', '0', true);
  return null;
end
$$;
revoke all on function private.start_contact_submission_statement() from public, anon, authenticated;

create trigger contact_submissions_start_statement
  before insert on public.contact_submissions
  for each statement execute function private.start_contact_submission_statement();
create trigger contact_submissions_check_proof
  before insert on public.contact_submissions
  for each row execute function private.check_contact_submission_proof();

-- ------------------------------------------------------------------------------------------ the client address
-- The address Cloudflare (hosted) or the local gateway saw, or null outside an API request.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;
revoke all on function private.request_client_address() from public, anon, authenticated;

-- The keyed hashes of `address` under the current and the previous key (the current one first). A request without
-- an address (only possible outside the API) shares the hash of the empty string.
create function private.client_address_hashes(address text)
returns bytea[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(extensions.hmac(convert_to(coalesce(address, ''), 'UTF8'), k.secret, 'sha256') order by k.id desc), '{}')
    from (select id, secret from private.contact_client_keys order by id desc limit 2) k
$$;
revoke all on function private.client_address_hashes(text) from public, anon, authenticated;

-- ----------------------------------------------------------------------------------------------- the limits
-- Replaces the function of the first migration: per client address and per e-mail address, no global cap.
-- AFTER INSERT, so a row that breaks a constraint gets its constraint error first and the counts include the new row.
-- The advisory locks serialise submissions of the same client and of the same e-mail address only (always in that
-- order, so two requests cannot deadlock); other visitors never wait for them.
create or replace function private.enforce_contact_submission_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  limits private.contact_submission_settings;
  hashes bytea[];
  recent integer;
begin
  if requester is null or requester not in ('anon', 'authenticated') then
    return null;
  end if;

  select * into strict limits from private.contact_submission_settings;
  hashes := private.client_address_hashes(private.request_client_address());

  perform pg_advisory_xact_lock(hashtextextended('contact client ' || encode(hashes[1], 'hex'), 0));
  perform pg_advisory_xact_lock(hashtextextended('contact email ' || lower(new.email), 0));

  delete from private.contact_client_submissions where created_at <= now() - limits.per_client_window;
  select count(*) into recent from private.contact_client_submissions c
   where c.client_hash = any (hashes)
     and c.created_at > now() - limits.per_client_window;
  if recent >= limits.per_client_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this client',
      detail = 'At most ' || limits.per_client_max || ' submissions per client within ' || (extract(epoch from limits.per_client_window) / 60)::integer || ' minutes.',
      hint = 'Try again later.';
  end if;

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
      detail = 'The same message from this address arrived less than ' || (extract(epoch from limits.duplicate_window) / 60)::integer || ' minutes ago.',
      hint = 'Wait before sending the same message again.';
  end if;

  select count(*) into recent from public.contact_submissions s
   where lower(s.email) = lower(new.email)
     and s.created_at > now() - limits.per_email_window;
  if recent > limits.per_email_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this address',
      detail = 'At most ' || limits.per_email_max || ' submissions per address within ' || (extract(epoch from limits.per_email_window) / 60)::integer || ' minutes.',
      hint = 'Try again later.';
  end if;

  insert into private.contact_client_submissions (client_hash) values (hashes[1]);
  return null;
end
$$;
revoke all on function private.enforce_contact_submission_limits() from public, anon, authenticated;

-- ----------------------------------------------------------------------------------------------- housekeeping
-- Every minute: forget client hashes older than the window and spent challenges past their expiry; replace the
-- hash key once it is older than client_key_lifetime and drop keys that can no longer match a counted hash.
create function private.contact_intake_housekeeping()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
begin
  select * into strict settings from private.contact_submission_settings;
  delete from private.contact_client_submissions where created_at <= now() - settings.per_client_window;
  delete from private.contact_spent_challenges where expires_at <= now();
  if not exists (select 1 from private.contact_client_keys where created_at > now() - settings.client_key_lifetime) then
    insert into private.contact_client_keys default values;
  end if;
  -- the newest key stays; the one before it only while hashes made with it can still count (one window)
  delete from private.contact_client_keys k
   where k.id < (select max(id) from private.contact_client_keys)
     and (k.id < (select id from private.contact_client_keys order by id desc offset 1 limit 1)
          or (select max(created_at) from private.contact_client_keys) <= now() - settings.per_client_window);
end
$$;
revoke all on function private.contact_intake_housekeeping() from public, anon, authenticated;
comment on function private.contact_intake_housekeeping() is
  'Löscht abgelaufene Client-Hashes und verbrauchte Rechenaufgaben, erneuert den Hash-Schlüssel. Läuft minütlich.';

select cron.schedule('contact-intake-housekeeping', '* * * * *', 'select private.contact_intake_housekeeping()');
