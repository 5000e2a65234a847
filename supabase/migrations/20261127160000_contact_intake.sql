-- Contact intake: the table of leads from the contact form and everything that decides whether and how a row gets in.
-- Applies unchanged on hosted Supabase, on `supabase start` and on the Docker-free local stack.
--
-- The anon key is public, so every check that matters happens here, never only in the browser:
--   - constraints on every field (the same e-mail address rule as the form and the mail function), limits in bytes
--     as well as characters, invisible and direction-changing characters removed from name and message;
--   - row level security: visitors may insert the form's fields, never read, change or delete a row;
--   - a proof of work on every insert through the API, signed and verified here, each solution good for one row;
--   - limits per client network (kept only as a keyed hash) and per normalised mailbox, never one global cap, so one
--     client cannot lock other visitors out;
--   - a spam score from signals that need no third party: a lead above the threshold is stored as spam, never refused;
--   - where the lead came from (page and call to action), in a strict shape.
-- Mail for a lead (contact_delivery.sql) and the owner's tools (contact_owner_tools.sql) build on this file. The
-- retention periods are set here; the daily job that deletes expired leads also reads the state of their mails, so it
-- is defined with the delivery.
--
-- How a client sends a lead (the site's form, a CRM integration, a test):
--   1. POST /rest/v1/rpc/create_contact_challenge (anon key) -> an ALTCHA challenge (altcha-lib's v1 format:
--      algorithm, challenge, maxnumber, salt, signature). The salt carries its expiry and difficulty
--      ("<hex>?expires=<unix seconds>&maxnumber=<n>&") and is part of the signed hash, so neither can be changed.
--   2. Find the number n in 0..maxnumber with sha256_hex(salt || n) = challenge (altcha-lib's solveChallenge).
--   3. POST /rest/v1/contact_submissions with the form's fields and proof_of_work = base64(JSON {algorithm, challenge,
--      number, salt, signature}). The BEFORE INSERT trigger verifies it, marks the challenge spent and clears the
--      column, so no proof is ever stored.
-- The solution travels in a column, not in a request header: a column reaches Postgres through every route
-- (supabase-js .insert(), curl, PostgREST on hosted Supabase and on `supabase start`) and needs no CORS allowance
-- for a custom header.
--
-- The client address. PostgREST hands the request headers to Postgres as the JSON setting `request.headers` (names
-- in lower case). On hosted Supabase every API request passes Cloudflare, which overwrites `cf-connecting-ip` with the
-- address of the TCP peer that reached it; a value the client sends in that header does not survive. The entries of
-- `x-forwarded-for`, by contrast, arrive as the client wrote them, so a made-up address there would pass unchanged.
-- So only `cf-connecting-ip` counts here. The Docker-free local gateway sets the same header from its TCP peer and
-- overwrites whatever the client sent in it (tools/local-stack/gateway/client-address.ts).
-- The address is never stored: only HMAC-SHA-256(network, key) with a random key that is replaced every day (the
-- previous key is kept for one limit window so a rotation does not reset the counts, then deleted), and each hash row
-- is deleted once it is older than the limit window.

-- ------------------------------------------------------------------------------------------------- extensions
-- pg_cron runs the scheduled jobs of this file and the next ones. pg_net queues the HTTP calls to the Edge Function
-- (contact_delivery.sql): hosted projects have it available but not enabled; the Docker-free local stack has no
-- pg_net package and provides the same `net` schema as a stand-in (tools/local-stack/platform/bootstrap.sql).
-- pg_net's objects always live in schema `net`; `with schema extensions` keeps the advisor's extension_in_public
-- quiet. Both come before the default privileges below, so the extensions keep their own grants.
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- ------------------------------------------------------------------------------------------------- privileges
-- Decided once for everything the migrations create (they run as `postgres`), instead of per object:
--   * PostgreSQL lets PUBLIC execute every new function. Nothing here is for everyone, so that default goes (it can
--     only be revoked database-wide, not per schema).
--   * Supabase grants every new table, view and function in `public` to anon, authenticated and service_role. Here
--     the API roles get nothing by default; what a visitor may do is granted by name below (INSERT of the form's
--     columns on contact_submissions, EXECUTE of create_contact_challenge). service_role keeps its defaults in
--     `public` (the Edge Function's calls, the owner's tools, check:deploy).
--   * Schema `private` is not exposed by the API and only service_role may use it; it gets SELECT or EXECUTE on a
--     private object only where it needs it, each granted beside the object.
-- supabase/tests/22_privileges.sql holds the outcome: what anon, authenticated and service_role may run and read.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- --------------------------------------------------------------------------------------------- private schema
-- Helpers the API must never expose: not in `public`, no usage for anon/authenticated.
create schema if not exists private;
grant usage on schema private to service_role;
comment on schema private is 'Interne Hilfsfunktionen und Einstellungen; nicht über die API erreichbar.';

-- ------------------------------------------------------------------------------------------ lead source labels
-- Every call to action that links to the contact page, by its stable id, in the words the owner reads in the notice
-- mail and in the leads view. The column source_cta of the leads refers to it.
create table private.contact_cta_labels (
  slot text primary key check (slot ~ '^[a-z0-9-]{1,40}$'),
  label text not null check (label ~ '\S')
);
comment on table private.contact_cta_labels is
  'Die Schaltflächen und Links der Website, die zum Kontaktformular führen (Spalte source_cta der Anfragen), in '
  'Worten für die Ansicht contact_leads.';
comment on column private.contact_cta_labels.slot is 'Kennung der Schaltfläche, wie der Link sie nennt (?cta=…).';
comment on column private.contact_cta_labels.label is 'Die Schaltfläche in Worten, z. B. „Schaltfläche im Seitenende“.';
-- its rows: 20261127160300_shared_rules.sql, generated from supabase/functions/_shared/lead-source.ts
grant select on table private.contact_cta_labels to service_role;

-- ------------------------------------------------------------------------------------------------------ the table
-- The rules the site and the mail function share with this table are written once, in TypeScript, and their
-- constraints are generated into 20261127160300_shared_rules.sql (supabase/functions/sql-rules.ts): the e-mail
-- address (ASCII local part of at most 64 characters, a domain in ASCII, punycode or Unicode letters, at most 254
-- characters; _shared/email-address.ts), a name with something visible left once bidi controls and zero-width
-- characters are removed (_shared/invisible-characters.ts; the BEFORE trigger below removes them before the row is
-- stored), and the shape of the source page (_shared/lead-source.ts).
--
-- Name and message are limited in bytes as well as characters: characters alone would let a message of emoji grow to
-- four times its length.
--
-- The lead source: the link to /kontakt names the page and the call to action in its query (?seite=…&cta=…, built
-- by src/lib/lead-source.ts); the contact page sends them with the form when it knows both, and nothing when the
-- visitor opened the page directly. No cookie, no storage, nothing else about the visitor. The call to action is one
-- of the labels above (a foreign key, which checks with the table owner's rights, so anon needs no access to the
-- private schema).
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  anrede text not null,
  name text not null,
  email text not null,
  grund text not null,
  nachricht text not null,
  datenschutz boolean not null,
  proof_of_work text,
  -- set by the insert trigger from the address (private.assess_contact_submission); never sent by a client
  mailbox text not null default '',
  status text not null default 'lead',
  spam_score numeric(6, 2) not null default 0,
  spam_signals text[] not null default '{}',
  spam_text_evidence jsonb,
  source_page text,
  source_cta text,

  constraint contact_submissions_anrede_check
    check (anrede in ('herr', 'frau', 'divers')),
  constraint contact_submissions_name_check
    check (char_length(name) between 1 and 200 and name ~ '\S'),
  constraint contact_submissions_name_bytes_check check (octet_length(name) <= 600),
  -- a name is one line: a line break in it could pass for another field in the plain text of the owner's mails
  constraint contact_submissions_name_one_line_check check (name !~ '[[:cntrl:]]'),
  constraint contact_submissions_grund_check
    check (grund ~ '^[a-z0-9-]{1,64}$'),
  constraint contact_submissions_nachricht_check
    check (char_length(nachricht) between 10 and 5000),
  constraint contact_submissions_nachricht_bytes_check check (octet_length(nachricht) <= 12288),
  constraint contact_submissions_datenschutz_check
    check (datenschutz),
  -- the proof trigger consumes and clears it: a stored row never carries a proof
  constraint contact_submissions_proof_of_work_cleared check (proof_of_work is null),
  constraint contact_submissions_status_check check (status in ('lead', 'spam')),
  constraint contact_submissions_source_cta_fkey
    foreign key (source_cta) references private.contact_cta_labels (slot)
);

comment on table public.contact_submissions is
  'Anfragen aus dem Kontaktformular der Website (/kontakt). Eine Zeile pro Anfrage. Besucher können nur '
  'einfügen, nie lesen. Der Cron-Job "contact-submissions-retention" löscht Einträge nach 24 Monaten, Spam und '
  'Anfragen mit nie freigegebener zurückgehaltener Antwort nach 30 Tagen (Spalte loeschung_ab der Ansicht '
  'contact_leads).';
comment on column public.contact_submissions.id is 'Eindeutige Kennung der Anfrage.';
comment on column public.contact_submissions.created_at is 'Zeitpunkt des Eingangs (UTC).';
comment on column public.contact_submissions.anrede is 'Anrede: herr, frau oder divers.';
comment on column public.contact_submissions.name is 'Name der anfragenden Person (1 bis 200 Zeichen, höchstens 600 Bytes).';
comment on column public.contact_submissions.email is 'E-Mail-Adresse für die Antwort (höchstens 254 Zeichen).';
comment on column public.contact_submissions.grund is
  'Grund der Anfrage. Bekannte Werte: gratis-video (kostenloses Promo-Video), fragen (Fragen), '
  'preise (Preise aller Pakete), plan-personalisiert (persönlicher Plan), service-spezifisch (bestimmter '
  'Service). Die Kontaktseite kann auch einen anderen Wert aus dem Link übernehmen (Kleinbuchstaben, Ziffern, '
  'Bindestriche, höchstens 64 Zeichen).';
comment on column public.contact_submissions.nachricht is
  'Nachricht der anfragenden Person (10 bis 5000 Zeichen, höchstens 12 KB).';
comment on column public.contact_submissions.datenschutz is
  'Zustimmung zur Datenschutzerklärung; ohne Zustimmung wird keine Anfrage gespeichert.';
comment on column public.contact_submissions.proof_of_work is
  'Nur beim Einfügen über die API: die gelöste Rechenaufgabe (ALTCHA-Format, Base64). Wird geprüft und geleert, '
  'nie gespeichert.';
comment on column public.contact_submissions.mailbox is
  'Das Postfach hinter der Adresse (private.normalised_mailbox): dafür zählen die Grenze pro Adresse, Auskunft und '
  'Löschung.';
comment on column public.contact_submissions.status is
  'lead (Anfrage) oder spam (nach den Spam-Regeln erkannt; keine automatische Antwort, Löschung nach 30 Tagen). '
  'Als echt bestätigen: select private.mark_contact_not_spam(''<id>'');';
comment on column public.contact_submissions.spam_score is 'Punktzahl der Spam-Regeln beim Eingang.';
comment on column public.contact_submissions.spam_signals is 'Die Spam-Merkmale, die beim Eingang zutrafen.';
comment on column public.contact_submissions.spam_text_evidence is
  'Was das Spam-Textmodell beim Eingang sah: probability (0 bis 1) und die Wörter, die am meisten zählten (tokens, je '
  'mit weight: positiv spamtypisch, negativ anfragetypisch); leer, wenn es keines der Wörter kannte.';
comment on column public.contact_submissions.source_page is
  'Seite der Website, von der die Person zum Kontaktformular kam (z. B. /services/seo-experte); leer, wenn unbekannt.';
comment on column public.contact_submissions.source_cta is
  'Schaltfläche oder Link, über den die Person zum Kontaktformular kam (Kennung aus private.contact_cta_labels); '
  'leer, wenn unbekannt.';

-- for the limits per mailbox and per domain, the load that sets the proof's difficulty, and the retention jobs
create index contact_submissions_created_at_idx
  on public.contact_submissions (created_at);
create index contact_submissions_mailbox_created_at_idx on public.contact_submissions (mailbox, created_at desc);
create index contact_submissions_domain_created_at_idx
  on public.contact_submissions (split_part(mailbox, '@', 2), created_at desc);
create index contact_submissions_spam_created_at_idx on public.contact_submissions (created_at) where status = 'spam';

-- ----------------------------------------------------------------------------------------- row level security
alter table public.contact_submissions enable row level security;

-- A visitor may INSERT exactly the columns the form sends (its fields, the proof and the lead source); nothing else
-- (no SELECT, UPDATE or DELETE: see the default privileges at the top).
grant insert (anrede, name, email, grund, nachricht, datenschutz, proof_of_work, source_page, source_cta)
  on table public.contact_submissions to anon, authenticated;

-- The policy checks what the constraints do not: a visitor's row must be new (created_at within a minute of the
-- transaction's time), so rows cannot be backdated past the abuse limits or the retention, nor dated into the
-- future, even if the column were ever granted. It leaves field validation to the constraints, so a bad value gets
-- its constraint error (HTTP 400) rather than a policy error.
create policy contact_submissions_insert_new_rows
  on public.contact_submissions
  for insert
  to anon, authenticated
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');
comment on policy contact_submissions_insert_new_rows on public.contact_submissions is
  'Besucher dürfen nur neue Anfragen einfügen (Eingangszeit = jetzt); lesen, ändern und löschen dürfen sie nichts.';
-- service_role bypasses RLS (BYPASSRLS), as on every Supabase project: no policy needed for the owner's tools.

-- --------------------------------------------------------------------------------------------------- settings
-- The one place where the intake's limits, the proof's difficulty, the spam threshold and the retention periods are
-- named. A single row; the owner can tune it in the dashboard (Table Editor, schema "private") without a migration.
-- Outgoing mail is paced by the delivery side; this side never refuses a lead for what other clients did.
create table private.contact_submission_settings (
  id boolean primary key default true check (id),
  per_email_max integer not null check (per_email_max > 0),
  per_email_window interval not null check (per_email_window > interval '0'),
  duplicate_window interval not null check (duplicate_window > interval '0'),
  retention_period interval not null check (retention_period >= interval '1 month'),
  per_client_max integer not null default 20 check (per_client_max > 0),
  per_client_window interval not null default interval '1 hour' check (per_client_window > interval '0'),
  proof_max_number integer not null default 40000 check (proof_max_number between 1 and 100000000),
  proof_lifetime interval not null default interval '10 minutes'
    check (proof_lifetime between interval '10 seconds' and interval '10 minutes'),
  client_key_lifetime interval not null default interval '1 day'
    check (client_key_lifetime >= interval '1 hour'),
  proof_load_window interval not null default interval '10 minutes'
    check (proof_load_window between interval '1 minute' and interval '1 hour'),
  proof_level_thresholds integer[] not null default '{10,30}',
  proof_level_factors integer[] not null default '{4,16}',
  spam_threshold numeric not null default 3 check (spam_threshold > 0),
  spam_retention interval not null default interval '30 days' check (spam_retention >= interval '1 day'),
  same_text_window interval not null default interval '1 hour' check (same_text_window > interval '0'),
  constraint contact_submission_settings_proof_levels_check check (
    cardinality(proof_level_thresholds) = cardinality(proof_level_factors)
    and 0 < all (proof_level_thresholds) and 1 <= all (proof_level_factors))
);
comment on table private.contact_submission_settings is
  'Grenzen gegen Missbrauch des Kontaktformulars, Rechenaufgabe (Proof of Work) und Aufbewahrungsdauer (eine Zeile). '
  'Anfragen über die API (anon/authenticated) werden mit SQLSTATE PT429 (HTTP 429) abgewiesen, wenn eine Grenze '
  'erreicht ist, und mit PT403 (HTTP 403), wenn die gelöste Rechenaufgabe fehlt oder ungültig ist.';
comment on column private.contact_submission_settings.per_email_max is
  'Höchstens so viele Anfragen pro Postfach (Adresse normalisiert: Kleinbuchstaben, ohne +Zusatz, bei Gmail ohne '
  'Punkte, internationale Domains in Punycode) ...';
comment on column private.contact_submission_settings.per_email_window is '... innerhalb dieses Zeitraums.';
comment on column private.contact_submission_settings.duplicate_window is
  'Eine gleiche Nachricht derselben Adresse wird innerhalb dieses Zeitraums abgewiesen.';
comment on column private.contact_submission_settings.retention_period is
  'Anfragen, die älter sind, löscht der tägliche Cron-Job.';
comment on column private.contact_submission_settings.per_client_max is
  'Höchstens so viele Anfragen pro Client-Netz (IPv4: die Adresse, IPv6: das /64-Netz; nur als Hash mit geheimem '
  'Schlüssel gespeichert) ...';
comment on column private.contact_submission_settings.per_client_window is
  '... innerhalb dieses Zeitraums. So lange werden die Hashes höchstens aufbewahrt.';
comment on column private.contact_submission_settings.proof_max_number is
  'Schwierigkeit der Rechenaufgabe: die gesuchte Zahl liegt zwischen 0 und diesem Wert (im Mittel die Hälfte an '
  'SHA-256-Versuchen). Lösungen leichterer Aufgaben werden abgewiesen.';
comment on column private.contact_submission_settings.proof_lifetime is
  'So lange ist eine Rechenaufgabe gültig (höchstens 10 Minuten); jede Lösung gilt nur einmal.';
comment on column private.contact_submission_settings.client_key_lifetime is
  'Nach dieser Zeit wird der Schlüssel für die Hashes der Client-Adressen durch einen neuen ersetzt.';
comment on column private.contact_submission_settings.proof_load_window is
  'Die Schwierigkeit der Rechenaufgabe richtet sich nach den angenommenen Anfragen in diesem Zeitraum.';
comment on column private.contact_submission_settings.proof_level_thresholds is
  'Ab so vielen Anfragen im Zeitraum proof_load_window gilt die nächste Stufe (aufsteigend, z. B. {10,30}).';
comment on column private.contact_submission_settings.proof_level_factors is
  'Faktor der Schwierigkeit je Stufe (z. B. {4,16}: 4- bzw. 16-mal so viele Rechenschritte wie normal).';
comment on column private.contact_submission_settings.spam_threshold is
  'Ab dieser Spam-Punktzahl wird eine Anfrage als Spam gespeichert (keine automatische Antwort, keine '
  'Einzelbenachrichtigung). Die Regeln und ihre Gewichte: Tabelle private.contact_spam_rules.';
comment on column private.contact_submission_settings.spam_retention is
  'Als Spam gespeicherte Anfragen werden nach dieser Zeit gelöscht (außer Sie bestätigen sie als echt).';
comment on column private.contact_submission_settings.same_text_window is
  'Derselbe Nachrichtentext von mehreren Client-Netzen innerhalb dieses Zeitraums zählt als Spam-Merkmal.';

insert into private.contact_submission_settings (per_email_max, per_email_window, duplicate_window, retention_period)
values (3, interval '1 hour', interval '10 minutes', interval '24 months');

grant select on table private.contact_submission_settings to service_role;

-- ------------------------------------------------------------------------------------------------ input hygiene
-- private.strip_invisible(text) is generated with the rule it applies (20261127160300_shared_rules.sql).
create function private.clean_contact_submission_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- a name is one line: line breaks, tabs and other control characters become one space (the form's field has none)
  new.name := btrim(regexp_replace(private.strip_invisible(new.name), '\s*[[:cntrl:]][[:cntrl:][:space:]]*', ' ', 'g'));
  new.nachricht := private.strip_invisible(new.nachricht);
  return new;
end
$$;
comment on function private.clean_contact_submission_text is 'Trigger: removes invisible characters from name and message and puts the name on one line before a lead is stored.';

create trigger contact_submissions_clean_text
  before insert or update of name, nachricht on public.contact_submissions
  for each row execute function private.clean_contact_submission_text();

-- --------------------------------------------------------------------------------------------------- mailbox
-- Punycode of one domain label, without the xn-- prefix (пример -> e1afmkfd, münchen -> mnchen-3ya).
-- The label is encoded as given: case mapping and normalisation are the caller's (private.normalised_mailbox).
-- The same encoding as the IDNA conversion of browsers, Node and Deno (supabase/tests/06_email_addresses.sql).
create function private.punycode_label(p_label text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  base constant integer := 36;
  tmin constant integer := 1;
  tmax constant integer := 26;
  skew constant integer := 38;
  damp constant integer := 700;
  points integer[];
  output text;
  basic integer;
  handled integer;
  n integer := 128;
  bias integer := 72;
  delta bigint := 0;
  m integer;
  c integer;
  k integer;
  t integer;
  q bigint;
  d bigint;
begin
  -- ascii() returns the code point of a character in a UTF-8 database
  points := array(select ascii(substr(p_label, i, 1)) from generate_series(1, char_length(p_label)) i order by i);
  -- the basic (ASCII) code points first, in their order, then a hyphen if there were any
  output := regexp_replace(p_label, '[^\u0001-\u007F]', '', 'g');
  basic := char_length(output);
  handled := basic;
  if basic > 0 then
    output := output || '-';
  end if;

  while handled < cardinality(points) loop
    select min(p) into m from unnest(points) p where p >= n;
    delta := delta + (m - n)::bigint * (handled + 1);
    n := m;
    foreach c in array points loop
      if c < n then
        delta := delta + 1;
      end if;
      if c = n then
        -- delta as a generalised variable-length integer: digits a-z = 0-25, 0-9 = 26-35
        q := delta;
        k := base;
        loop
          t := case when k <= bias then tmin when k >= bias + tmax then tmax else k - bias end;
          exit when q < t;
          d := t + (q - t) % (base - t);
          output := output || chr((case when d < 26 then 97 + d else 22 + d end)::integer);
          q := (q - t) / (base - t);
          k := k + base;
        end loop;
        output := output || chr((case when q < 26 then 97 + q else 22 + q end)::integer);

        -- bias adaptation
        d := case when handled = basic then delta / damp else delta / 2 end;
        d := d + d / (handled + 1);
        k := 0;
        while d > ((base - tmin) * tmax) / 2 loop
          d := d / (base - tmin);
          k := k + base;
        end loop;
        bias := k + ((base - tmin + 1) * d) / (d + skew);

        delta := 0;
        handled := handled + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return output;
end
$$;
grant execute on function private.punycode_label(text) to service_role;
comment on function private.punycode_label is 'Punycode of one domain label without the xn-- prefix (RFC 3492), for normalised_mailbox.';

-- The mailbox an address delivers to, so that one person counts once however the address is written:
--   ASCII white space at either end removed, lower case (Unicode too, character by character: a final Σ becomes σ),
--   NFC;
--   every domain label with a non-ASCII character in punycode (пример.рф -> xn--e1afmkfd.xn--p1ai);
--   a +tag dropped from the local part (name+news@x.de -> name@x.de; a local part that starts with + keeps it);
--   at gmail.com and googlemail.com the dots of the local part dropped, the domain written gmail.com.
-- Null for null or blank input (the caller decides what that means); an address without @ is only trimmed,
-- lower-cased and normalised. The expected mailboxes of the shared cases are checked against Node's IDNA conversion.
-- lower() follows the database's locale (a UTF-8 one on Supabase and the local stack), which maps Unicode letters.
-- The limits per address, access and erasure all count by this mailbox.
create function private.normalised_mailbox(p_address text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- İ (U+0130) lower-cased as i + combining dot above (U+0307), as Unicode and IDNA do; lower() alone would drop the dot
  cleaned text := normalize(lower(replace(
    regexp_replace(coalesce(p_address, ''), '^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$', '', 'g'),
    U&'\0130', U&'i\0307')), nfc);
  last_at integer;
  local_part text;
  domain text;
  plus integer;
begin
  if cleaned = '' then
    return null;
  end if;
  last_at := strpos(reverse(cleaned), '@');
  if last_at = 0 then
    return cleaned;
  end if;
  last_at := char_length(cleaned) - last_at + 1;
  local_part := left(cleaned, last_at - 1);
  domain := array_to_string(array(
    select case when octet_length(label) = char_length(label) then label
                else 'xn--' || private.punycode_label(label) end
      from unnest(string_to_array(substr(cleaned, last_at + 1), '.')) with ordinality as l(label, i)
     order by i), '.');

  plus := strpos(local_part, '+');
  if plus > 1 then
    local_part := left(local_part, plus - 1);
  end if;
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end
$$;
grant execute on function private.normalised_mailbox(text) to service_role;
comment on function private.normalised_mailbox is 'The mailbox an address delivers to (lower case, punycode, no +tag, Gmail dots dropped); limits, export and erasure key on it.';

-- ------------------------------------------------------------------------------------------- proof of work
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

-- Challenges already used, until they expire (a replay is refused).
create table private.contact_spent_challenges (
  challenge text primary key,
  expires_at timestamptz not null
);
create index contact_spent_challenges_expires_at_idx on private.contact_spent_challenges (expires_at);
comment on table private.contact_spent_challenges is
  'Bereits verwendete Rechenaufgaben bis zu ihrem Ablauf; eine Lösung gilt nur einmal.';


-- Accepted leads (API or not, spam or not) within the last `p_window`.
create function private.recent_contact_leads(p_window interval)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.contact_submissions s where s.created_at > now() - p_window
$$;
comment on function private.recent_contact_leads is 'How many leads arrived within the given window (the load that sets proof difficulty and attack mode).';

-- The factor of the current difficulty level: 1 on a quiet day, then the factor of the highest threshold reached.
create function private.contact_proof_factor()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(s.proof_level_factors[i]), 1)
    from private.contact_submission_settings s
   cross join lateral generate_subscripts(s.proof_level_thresholds, 1) i
   where private.recent_contact_leads(s.proof_load_window) >= s.proof_level_thresholds[i]
$$;
comment on function private.contact_proof_factor is 'How much harder the proof of work is right now: the factor of the load level reached.';

-- Anyone may ask for a challenge: it writes nothing and costs a few hashes; only solving it costs time. The
-- difficulty rises with the load and travels in the signed salt. A challenge issued at a higher level stays valid when
-- the load falls, and one issued at a lower level stays valid when it rises (for its 10 minutes), so a visitor who is
-- typing is never refused for what other clients did. The number to find comes from the CSPRNG (random() could be
-- predicted from other outputs).
create function public.create_contact_challenge()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  difficulty integer;
  salt text;
  secret_number integer;
  challenge text;
begin
  select * into strict settings from private.contact_submission_settings;
  difficulty := least(settings.proof_max_number::bigint * private.contact_proof_factor(), 100000000)::integer;
  salt := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || floor(extract(epoch from now() + settings.proof_lifetime))::bigint
    || '&maxnumber=' || difficulty || '&';
  secret_number := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (difficulty + 1))::integer;
  challenge := encode(sha256(convert_to(salt || secret_number, 'UTF8')), 'hex');
  return json_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', difficulty,
    'salt', salt,
    'signature', encode(extensions.hmac(convert_to(challenge, 'UTF8'), (select secret from private.contact_challenge_key), 'sha256'), 'hex')
  );
end
$$;
grant execute on function public.create_contact_challenge() to anon, authenticated;
comment on function public.create_contact_challenge is 'API (anon): a signed proof-of-work challenge in altcha-lib v1 format, needed for every insert.';

-- Raises PT403 unless `payload` solves a challenge this database signed, unexpired, at least at the base difficulty
-- and not used before; then marks it spent (a concurrent use of the same challenge waits for the first transaction
-- and then finds it spent). Checked in this order, each with its own message. Returns what the browser reported with
-- the proof, for the spam score: `form_ms` (milliseconds from opening the form to sending), `honeypot` (the hidden
-- field's value) and when the challenge was issued.
create function private.spend_contact_proof(payload text)
returns jsonb
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

  insert into private.contact_spent_challenges (challenge, expires_at) values (challenge, expires)
    on conflict do nothing;
  if not found then
    raise exception using errcode = 'PT403', message = 'proof of work already used',
      detail = 'Each solved challenge admits one submission.', hint = how_to;
  end if;

  return jsonb_build_object(
    'issued_at', expires - settings.proof_lifetime,
    'form_ms', case when jsonb_typeof(proof -> 'form_ms') = 'number' then proof -> 'form_ms' end,
    'honeypot', left(coalesce(proof ->> 'honeypot', ''), 200));
end
$$;
comment on function private.spend_contact_proof is 'Verifies a proof-of-work solution (signature, expiry, difficulty) and marks it spent; raises PT403 otherwise.';

-- BEFORE INSERT, for each row: API inserts (anon, authenticated) must carry a valid proof and only one row per
-- statement; trusted callers (service_role, the owner's SQL) need neither. The proof never reaches the table. What
-- the proof reported is kept for the spam score in a transaction-local setting, read by the score trigger of the
-- same row; an insert that is not an API insert leaves it empty.
create function private.check_contact_submission_proof()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  rows_so_far integer;
  reported jsonb;
begin
  if requester in ('anon', 'authenticated') then
    rows_so_far := coalesce(nullif(current_setting('contact_intake.statement_rows', true), ''), '0')::integer + 1;
    perform set_config('contact_intake.statement_rows', rows_so_far::text, true);
    if rows_so_far > 1 then
      raise exception using errcode = 'PT400', message = 'one submission per request',
        detail = 'An insert through the API may carry one row, not an array of rows.',
        hint = 'Send each submission with its own solved challenge in its own request.';
    end if;
    reported := private.spend_contact_proof(new.proof_of_work);
    perform set_config('contact_intake.client_signals', reported::text, true);
  else
    perform set_config('contact_intake.client_signals', '', true);
  end if;
  new.proof_of_work := null;
  return new;
end
$$;
comment on function private.check_contact_submission_proof is 'Trigger: an insert through the API must carry a valid, unspent proof of work, which is then cleared.';

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
comment on function private.start_contact_submission_statement is 'Statement trigger: notes that a statement inserts leads, so the row triggers can tell API inserts apart.';

create trigger contact_submissions_start_statement
  before insert on public.contact_submissions
  for each statement execute function private.start_contact_submission_statement();
create trigger contact_submissions_check_proof
  before insert on public.contact_submissions
  for each row execute function private.check_contact_submission_proof();

-- ------------------------------------------------------------------------------------------ the client address
-- Keys for the client-address hashes; the newest signs new hashes, the one before it still counts.
create table private.contact_client_keys (
  id bigint generated always as identity primary key,
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now()
);
insert into private.contact_client_keys default values;
comment on table private.contact_client_keys is
  'Geheime, täglich erneuerte Schlüssel für die Hashes der Client-Adressen; ältere werden gelöscht.';

-- One row per accepted API submission: who (hashed), when, and a fingerprint of the text for the same-text spam rule.
-- Deleted after per_client_window.
create table private.contact_client_submissions (
  client_hash bytea not null,
  created_at timestamptz not null default now(),
  message_hash bytea
);
create index contact_client_submissions_hash_idx on private.contact_client_submissions (client_hash, created_at);
create index contact_client_submissions_created_at_idx on private.contact_client_submissions (created_at);
create index contact_client_submissions_message_idx on private.contact_client_submissions (message_hash, created_at);
comment on table private.contact_client_submissions is
  'Hash (HMAC-SHA-256 mit geheimem Schlüssel) der Client-Adresse je angenommener Anfrage, für die Grenze pro '
  'Client; nie die Adresse selbst. Einträge werden nach per_client_window gelöscht.';
comment on column private.contact_client_submissions.message_hash is
  'SHA-256 des Nachrichtentexts (klein geschrieben, Leerraum vereinheitlicht), um denselben Text von mehreren '
  'Clients zu erkennen; wird mit der Zeile nach per_client_window gelöscht.';


-- The address Cloudflare (hosted) or the local gateway saw, or null outside an API request.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;
comment on function private.request_client_address is 'The client address of this API request (header cf-connecting-ip), or null.';

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
comment on function private.client_address_hashes is 'Keyed hashes of a client network (current and previous key), never the address itself.';

-- What counts as one client: an IPv4 address (/32), or the /64 network of an IPv6 address, since every IPv6
-- subscriber gets at least a /64 and can use any address in it. IPv4-mapped IPv6 addresses count as IPv4. A value
-- that is no address at all is taken as given.
create function private.client_network(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if address is null or btrim(address) = '' then
    return null;
  end if;
  begin
    parsed := btrim(address)::inet;
  exception when others then
    return btrim(address);
  end;
  if family(parsed) = 6 and host(parsed) ~* '^::ffff:[0-9]+(\.[0-9]+){3}$' then
    parsed := substring(host(parsed) from 8)::inet;
  end if;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  return host(network(set_masklen(parsed, 64))) || '/64';
end
$$;
comment on function private.client_network is 'The network a client address counts as: IPv4 itself, IPv6 its /64.';

-- The keyed hashes of the requesting client's network under the current and the previous key.
create function private.request_client_hashes()
returns bytea[]
language sql
stable
security definer
set search_path = ''
as $$
  select private.client_address_hashes(private.client_network(private.request_client_address()))
$$;
comment on function private.request_client_hashes is 'The keyed hashes of this request''s client network.';

-- ----------------------------------------------------------------------------------------------- the limits
-- The same message text, whatever its case and spacing.
create function private.message_fingerprint(message text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(lower(btrim(regexp_replace(coalesce(message, ''), '\s+', ' ', 'g'))), 'UTF8'))
$$;
comment on function private.message_fingerprint is 'A fingerprint of a message that ignores case and spacing (same text from many clients).';

-- Refuses inserts made through the API (roles anon and authenticated) that exceed a limit: per client network, per
-- mailbox, and the same text to one mailbox twice within duplicate_window. Trusted callers (service_role, the owner's
-- SQL) are not limited. An AFTER trigger, so a row that breaks a constraint gets its constraint error (HTTP 400)
-- first and the counts include the new row. SECURITY DEFINER so it can count rows anon cannot read; the role that
-- made the request is `current_setting('role')`, which SET ROLE sets and SECURITY DEFINER does not change.
-- The advisory locks serialise submissions of the same client and of the same mailbox only (always in that order,
-- so two requests cannot deadlock); other visitors never wait for them. The client's row also keeps a fingerprint
-- of the text for the same-text spam rule.
create function private.enforce_contact_submission_limits()
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
  hashes := private.request_client_hashes();

  perform pg_advisory_xact_lock(hashtextextended('contact client ' || encode(hashes[1], 'hex'), 0));
  perform pg_advisory_xact_lock(hashtextextended('contact email ' || new.mailbox, 0));

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
     where s.mailbox = new.mailbox
       and private.message_fingerprint(s.nachricht) = private.message_fingerprint(new.nachricht)
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
   where s.mailbox = new.mailbox
     and s.created_at > now() - limits.per_email_window;
  if recent > limits.per_email_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this address',
      detail = 'At most ' || limits.per_email_max || ' submissions per address within ' || (extract(epoch from limits.per_email_window) / 60)::integer || ' minutes.',
      hint = 'Try again later.';
  end if;

  insert into private.contact_client_submissions (client_hash, message_hash)
  values (hashes[1], private.message_fingerprint(new.nachricht));
  return null;
end
$$;
comment on function private.enforce_contact_submission_limits is 'Trigger: limits per client network and per mailbox, and duplicate messages; raises PT429.';

create trigger contact_submissions_enforce_limits
  after insert on public.contact_submissions
  for each row execute function private.enforce_contact_submission_limits();

-- ------------------------------------------------------------------------------------------------ spam rules
-- The rules are data: the owner can change a weight or a parameter in the dashboard (Table Editor, schema private)
-- without a migration. What each rule measures is fixed in private.contact_spam_assessment.
-- No value a client reports decides alone: honeypot, fast_fill and no_browser_timing each stay below the threshold
-- (3), so a script that fakes a plausible form timing is judged by its text like any visitor, and a visitor whose
-- browser sent no timing is not spam for that alone. Together, or with evidence in the text, they still make spam.
-- The text model's rules (text_model, shapes) are added with the model: 20261127160400_spam_text_model.sql.
create table private.contact_spam_rules (
  rule text primary key check (rule in
    ('honeypot', 'fast_fill', 'no_browser_timing', 'links', 'non_latin', 'english', 'repeated', 'spam_phrases',
     'same_text', 'text_model', 'shapes')),
  weight numeric not null check (weight >= 0),
  parameter numeric,
  description text not null
);
comment on table private.contact_spam_rules is
  'Spam-Regeln und ihre Gewichte. Die Punkte aller zutreffenden Regeln werden addiert; ab spam_threshold '
  '(private.contact_submission_settings) ist die Anfrage Spam. Gewicht 0 schaltet eine Regel ab.';
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('honeypot', 2, null, 'Das versteckte Feld, das nur Bots ausfüllen, ist ausgefüllt (allein kein Spam: wie jeder Wert, '
   'den der Client meldet, entscheidet es nicht allein).'),
  ('fast_fill', 1.5, 3000,
   'Das Formular wurde in weniger als parameter Millisekunden ausgefüllt und gesendet (kein Mensch ist so schnell).'),
  ('no_browser_timing', 2, null,
   'Die Anfrage kam über die API ohne die Zeitmessung des Formulars: ein Skript, nicht die Website (die sendet sie '
   'immer). Allein kein Spam, denn ein Skript kann die Zeitmessung auch vortäuschen; dann entscheidet der Text. '
   'Eigene Anbindungen nutzen den service_role-Schlüssel.'),
  ('links', 1, 1, 'Je Link über parameter hinaus (die eigene Website darf jede Anfrage nennen).'),
  ('non_latin', 3, 0.5, 'Weniger als dieser Anteil der Buchstaben ist lateinisch (z. B. kyrillischer Werbetext).'),
  ('english', 0, 3,
   'Abgeschaltet (Gewicht 0), denn das Textmodell lernt die Sprache aus Beispielen mit: Die Nachricht ist englisch (mindestens parameter häufige englische Wörter, höchstens 2 deutsche; wer eine '
   'englische Mail zitiert und auf Deutsch fragt, zählt nicht); allein nie Spam, auch echte Anfragen kommen auf '
   'Englisch.'),
  ('repeated', 2, 10, 'Ein Buchstabe oder eine Ziffer parameter-mal hintereinander oder ein Wort 6-mal hintereinander.'),
  ('spam_phrases', 0, 2.5,
   'Abgeschaltet (Gewicht 0), denn das Textmodell lernt Floskeln aus Beispielen, auch aus Anfragen, die eine Werbemail zitieren: Summe der Gewichte bekannter Werbephrasen (Tabelle private.contact_spam_phrases), höchstens parameter: Phrasen '
   'allein machen keinen Spam, denn echte Anfragen zitieren auch einmal eine Werbemail.'),
  ('same_text', 3, 2,
   'Derselbe Text kam schon von mindestens parameter anderen Client-Netzen (same_text_window). Nicht schon ab 1: zwei '
   'Menschen können denselben vorausgefüllten Text eines Links senden.');

create table private.contact_spam_phrases (
  phrase text primary key check (phrase = lower(phrase) and char_length(phrase) >= 3),
  weight numeric not null check (weight > 0)
);
comment on table private.contact_spam_phrases is
  'Bekannte Werbe- und Bot-Phrasen (klein geschrieben), mit Gewicht; Treffer in Name oder Nachricht zählen.';
insert into private.contact_spam_phrases (phrase, weight) values
  ('[url=', 3), ('<a href', 3), ('[/url]', 1), ('lorem ipsum', 2),
  ('seo services', 2), ('seo service', 1), ('first page of google', 2), ('1st page of google', 2),
  ('page 1 of google', 2), ('rank your website', 2), ('ranking your website', 2), ('your website ranking', 2),
  ('guest post', 2), ('backlink', 1), ('link building', 2), ('domain authority', 2), ('da 50', 1), ('dr 50', 1),
  ('increase your traffic', 2), ('more traffic', 1), ('organic traffic', 1), ('monthly seo', 2),
  ('web design services', 2), ('website redesign', 1), ('app development', 1), ('offshore', 1),
  ('dear business owner', 2), ('dear sir', 1), ('dear website owner', 2), ('hello sir', 1),
  ('i was checking your website', 2), ('i came across your website', 1), ('i noticed your website', 2),
  ('send me the price', 1), ('price list', 1), ('your products', 1), ('reply with', 1),
  ('unsubscribe', 1), ('opt out', 1), ('opt-out', 1),
  ('bitcoin', 2), ('crypto', 1), ('btc', 1), ('usdt', 2), ('forex', 2), ('binary option', 2), ('investment opportunity', 2),
  ('passive income', 2), ('casino', 2), ('betting', 1), ('free spins', 2), ('jackpot', 2),
  ('loan', 1), ('credit offer', 2), ('no credit check', 2),
  ('viagra', 3), ('cialis', 3), ('dating', 1), ('sexy', 2), ('adult', 1),
  ('email list', 2), ('mailing list', 1), ('business leads', 2), ('leads database', 2), ('b2b database', 2),
  ('buy followers', 2), ('follower kaufen', 2), ('likes kaufen', 2), ('real followers', 2),
  ('your domain', 1), ('domain expir', 2), ('invoice attached', 2), ('verify your account', 2), ('click here', 2),
  ('platz 1 bei google', 1), ('top-platzierung', 1), ('seo-agentur', 1), ('wir sind ein führendes', 2),
  ('sehr geehrte damen und herren, wir', 1), ('kostenlose seo-analyse', 2), ('backlinks kaufen', 2),
  ('gastbeitrag', 1), ('sponsored post', 2), ('whatsapp me', 1), ('telegram', 1),
  ('{{company', 3), ('{{website', 3), ('get more leads', 2), ('more leads', 1), ('leads and sales', 2), ('are you interested', 1),
  ('let me know if you', 1), ('quick question', 1), ('no obligation', 2), ('free audit', 2), ('free trial', 1),
  ('limited time', 1), ('100% guaranteed', 2), ('guaranteed results', 2), ('marketing services', 1),
  ('herzlichen glückwunsch', 1), ('sie haben gewonnen', 2), ('gewinnspiel', 1), ('ohne rezept', 2),
  ('potenzmittel', 3), ('schlankheit', 2), ('dear sir/madam', 2), ('dear sir or madam', 2);

grant select on table private.contact_spam_rules, private.contact_spam_phrases to service_role;

-- A character beyond Latin, its punctuation, currency signs, arrows, dingbats and emoji: the sign that a text needs a
-- look at its scripts. One pattern for the rule non_latin and for private.spam_tokens (20261127160400_spam_text_model
-- .sql), folded into their plans as a constant, so both use one of the 32 compiled patterns Postgres keeps per
-- connection.
create function private.beyond_latin_pattern()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '[^\u0001-\u024F\u2000-\u20CF\u2100-\u214F\u2190-\u21FF\u2600-\u27BF\uFE00-\uFE0F\U0001F000-\U0001FAFF]'::text
$$;
comment on function private.beyond_latin_pattern is 'The pattern of a character beyond Latin, its punctuation, currency signs and emoji.';

-- The score of one lead, the signals that made it and what the text model saw (probability and the tokens that
-- decided it; null when it knew none of them). `p_signals` (all optional):
--   api               true for an insert through the API (anon key)
--   form_ms           the browser's time from opening the form to sending, in milliseconds
--   issued_at         when the challenge of the proof was issued (the fallback for form_ms)
--   honeypot          the hidden field's value
--   same_text_clients how many other client networks sent the same text within same_text_window
create function private.contact_spam_assessment(p_name text, p_nachricht text, p_signals jsonb default '{}')
returns table (score numeric, signals text[], text_evidence jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  rule record;
  text_all text := coalesce(p_name, '') || E'\n' || coalesce(p_nachricht, '');
  lowered text := lower(coalesce(p_name, '') || E'\n' || coalesce(p_nachricht, ''));
  api boolean := coalesce((p_signals ->> 'api')::boolean, false);
  fill_ms numeric;
  links integer;
  latin integer;
  other_script integer;
  phrase_sum numeric;
  phrases text[];
  english integer;
  german integer;
  model record;
  shapes text[];
  text_tokens text[]; -- private.spam_tokens of name and message, made once for the rules that read them
begin
  score := 0;
  signals := '{}';
  text_evidence := null;
  fill_ms := coalesce((p_signals ->> 'form_ms')::numeric,
    case when p_signals ? 'issued_at' then extract(epoch from now() - (p_signals ->> 'issued_at')::timestamptz) * 1000 end);

  for rule in select * from private.contact_spam_rules r where r.weight > 0 order by r.rule loop
    case rule.rule
      when 'honeypot' then
        if btrim(coalesce(p_signals ->> 'honeypot', '')) <> '' then
          score := score + rule.weight;
          signals := signals || 'honeypot'::text;
        end if;
      when 'fast_fill' then
        if api and fill_ms is not null and fill_ms < rule.parameter then
          score := score + rule.weight;
          signals := signals || format('fast_fill:%sms', round(fill_ms));
        end if;
      when 'no_browser_timing' then
        if api and coalesce(jsonb_typeof(p_signals -> 'form_ms'), 'null') <> 'number' then
          score := score + rule.weight;
          signals := signals || 'no_browser_timing'::text;
        end if;
      when 'links' then
        -- "https://www.x" is one link, not two
        links := regexp_count(text_all, '(https?://|(^|[^/])www\.|\[url|<a\s)', 1, 'i');
        if links > coalesce(rule.parameter, 0) then
          score := score + rule.weight * (links - coalesce(rule.parameter, 0));
          signals := signals || format('links:%s', links);
        end if;
      when 'non_latin' then
        -- counted only when a character lies beyond Latin (the tokenizer's test too, one compiled pattern for both)
        continue when coalesce(p_nachricht, '') !~ private.beyond_latin_pattern();
        latin := char_length(regexp_replace(coalesce(p_nachricht, ''), '[^A-Za-z\u00C0-\u024F]', '', 'g'));
        other_script := char_length(regexp_replace(coalesce(p_nachricht, ''),
          '[^\u0370-\u03FF\u0400-\u052F\u0530-\u058F\u0590-\u05FF\u0600-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]',
          '', 'g'));
        if latin + other_script > 0 and latin::numeric / (latin + other_script) < rule.parameter then
          score := score + rule.weight;
          signals := signals || format('non_latin:%s', round(latin::numeric / (latin + other_script), 2));
        end if;
      when 'english' then
        english := regexp_count(lowered, '\m(the|and|you|your|we|our|is|are|for|with|this|that|have|will|can|to|of)\M');
        german := regexp_count(lowered, '\m(der|die|das|und|ich|sie|wir|ist|nicht|mit|für|ein|eine|zu|auf|bei|mein|meine)\M');
        if english >= coalesce(rule.parameter, 3) and german <= 2 then
          score := score + rule.weight;
          signals := signals || 'english'::text;
        end if;
      when 'repeated' then
        -- letters and digits only: a line of dashes or stars is a separator, not a bot. A word six times in a row is
        -- found by numbering the words (runs of equal words keep position minus rank), not by a back-reference, which
        -- takes the regex engine seconds on a long message
        if text_all ~ ('([A-Za-z0-9\u00C0-\u024F\u0400-\u04FF])\1{' || greatest(coalesce(rule.parameter, 10)::integer - 1, 1) || ',}')
           or exists (select from (select w.word, w.n - row_number() over (partition by w.word order by w.n) as run
                                     from regexp_split_to_table(lowered, '\W+') with ordinality as w(word, n)
                                    where char_length(w.word) >= 2) words
                       group by words.word, words.run
                      having count(*) >= 6) then
          score := score + rule.weight;
          signals := signals || 'repeated'::text;
        end if;
      when 'spam_phrases' then
        select coalesce(sum(p.weight), 0), array_agg(p.phrase order by p.phrase)
          into phrase_sum, phrases
          from private.contact_spam_phrases p
         where strpos(lowered, p.phrase) > 0;
        if phrase_sum > 0 then
          score := score + rule.weight * least(phrase_sum, coalesce(rule.parameter, phrase_sum));
          signals := signals || format('phrases:%s', array_to_string(phrases, '|'));
        end if;
      when 'same_text' then
        if coalesce((p_signals ->> 'same_text_clients')::integer, 0) >= coalesce(rule.parameter, 1) then
          score := score + rule.weight;
          signals := signals || format('same_text:%s', (p_signals ->> 'same_text_clients')::integer);
        end if;
      when 'shapes' then
        -- what no person writes, as private.spam_tokens (20261127160400_spam_text_model.sql) marks it: a mail-merge
        -- template sent unfilled, filler text, an encoded blob, text garbled by a wrong encoding,
        -- letters dressed up as symbols, a keyboard row, the same few words over and over, a message without a letter
        text_tokens := coalesce(text_tokens, private.spam_tokens(p_name, p_nachricht));
        select array_agg(substr(t, 2) order by t) into shapes
          from unnest(text_tokens) t
         where t in ('~placeholder', '~lorem', '~blob', '~garbled', '~symbols', '~keyboard', '~repetitive', '~no_letters');
        if shapes is not null then
          score := score + rule.weight;
          signals := signals || format('shapes:%s', array_to_string(shapes, '|'));
        end if;
      when 'text_model' then
        -- the text model of 20261127160400_spam_text_model.sql: points from `parameter` up to `weight` at 1
        text_tokens := coalesce(text_tokens, private.spam_tokens(p_name, p_nachricht));
        select * into model from private.spam_text_probability(text_tokens, p_name, p_nachricht);
        if jsonb_array_length(model.strongest) > 0 then
          text_evidence := jsonb_build_object('probability', model.probability, 'tokens', model.strongest);
        end if;
        if model.probability > coalesce(rule.parameter, 0.5) then
          score := score + round(rule.weight * (model.probability - coalesce(rule.parameter, 0.5))
                                 / greatest(1 - coalesce(rule.parameter, 0.5), 0.01), 2);
          signals := signals || format('text_model:%s', round(model.probability, 2));
        end if;
    end case;
  end loop;
  return next;
end
$$;
grant execute on function private.contact_spam_assessment(text, text, jsonb) to service_role;
comment on function private.contact_spam_assessment is 'Spam score and signals of a lead by the rules in private.contact_spam_rules.';

-- Why a lead was scored as it was, in German for its owner, written once: the leads view shows it (contact_leads
-- .spam_gruende, contact_owner_tools.sql) and so does the digest mail (plan_contact_owner_digest freezes it, the Edge
-- Function prints it). First the text model's verdict with the (at most three) tokens that counted most in its
-- direction, then the rules that applied, e.g. "Textmodell: 97 % spamtypisch (vor allem „casino“, Link auf eine
-- Unterseite, „bonus“); 3 Links; Formular in 1,2 Sekunden ausgefüllt". The tokens are those of private.spam_tokens
-- (20261127160400_spam_text_model.sql): a word or word pair in quotes, a stem with "…" ("^angebot" → „angebot…“), a
-- negated stem so ("!kooperation" → „kooperation…“ verneint), a pronoun with its neighbour's stem as words
-- ("wir>biet" → „wir biet…“, "such<ich" → „such… ich“), a marker ("~…") in words; an unknown marker is shown as given, an unknown signal as Merkmal „code“.
create function private.spam_reasons(p_signals text[], p_evidence jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  with marker (token, words) as (values
    ('~link:home', 'Link auf eine Startseite'),
    ('~link:profile', 'Link auf ein Profil (soziales Netz, Karte)'),
    ('~link:page', 'Link auf eine Unterseite'),
    ('~link:query', 'Link mit Tracking-Angaben'),
    ('~email', 'E-Mail-Adresse'),
    ('~handle', '@-Name (Messenger, soziales Netz)'),
    ('~markup', 'HTML- oder BBCode'),
    ('~placeholder', 'Platzhalter'),
    ('~lorem', 'Blindtext'),
    ('~no_letters', 'kein Buchstabe'),
    ('~your_business', '„Ihr Unternehmen“'),
    ('~your_website', '„Ihre Website“'),
    ('~endearment', 'Kosename („lieber Freund“)'),
    ('~script:cyrillic', 'kyrillische Schrift'),
    ('~script:greek', 'griechische Schrift'),
    ('~script:arabic_hebrew', 'arabische oder hebräische Schrift'),
    ('~script:indic_thai', 'indische oder thailändische Schrift'),
    ('~script:cjk', 'chinesische, japanische oder koreanische Schrift'),
    ('~symbols', 'Symbolbuchstaben'),
    ('~garbled', 'falsch kodierter Text'),
    ('~caps', 'Wort in Großbuchstaben'),
    ('~case_jumble', 'wirr gemischte Groß- und Kleinbuchstaben'),
    ('~phone', 'Telefonnummer'),
    ('~digits', 'lange Ziffernfolge'),
    ('~money', 'Geldbetrag'),
    ('~price_offer', 'Preisangebot'),
    ('~mixed', 'Wort aus Buchstaben und Ziffern'),
    ('~novowel', 'Wort ohne Vokal'),
    ('~keyboard', 'Tastaturreihe'),
    ('~blob', 'kodierter Block'),
    ('~repetitive', 'immer dieselben Wörter'),
    ('~quoted', 'zitierte Mail'),
    ('~bias', 'Grundwert des Modells')
  )
  select nullif(concat_ws('; ',
    (select 'Textmodell: ' || round(v.probability * 100) || E'\u00a0% spamtypisch'
            || coalesce(' (' || case when v.probability >= 0.5 then 'vor allem ' else 'anfragetypisch: ' end
                        || string_agg(case
                                        when t.token like '~tld:%' then 'Webadresse auf .' || substr(t.token, 6)
                                        when t.token like '~%' then coalesce(m.words, t.token)
                                        when t.token like '^%' then '„' || substr(t.token, 2) || '…“'
                                        when t.token like '!%' then '„' || substr(t.token, 2) || '…“ verneint'
                                        when t.token like '%>%' then '„' || replace(t.token, '>', ' ') || '…“'
                                        when t.token like '%<%' then '„' || replace(t.token, '<', '… ') || '“'
                                        else '„' || t.token || '“'
                                      end, ', ' order by t.position) || ')', '')
       from (select (p_evidence ->> 'probability')::numeric as probability where p_evidence is not null) v
       left join lateral (
              select e ->> 'token' as token, position
                from jsonb_array_elements(p_evidence -> 'tokens') with ordinality as tokens(e, position)
               where sign((e ->> 'weight')::numeric) = case when v.probability >= 0.5 then 1 else -1 end
               order by position
               limit 3) t on true
       left join marker m on m.token = t.token
      group by v.probability),
    (select string_agg(
              case d.code
                when 'honeypot' then 'unsichtbares Feld ausgefüllt (das tun nur Programme)'
                when 'fast_fill' then (
                  select 'Formular in ' || replace(trim_scale(x.seconds)::text, '.', ',')
                         || case x.seconds when 1 then ' Sekunde' else ' Sekunden' end || ' ausgefüllt'
                    from (select round(rtrim(d.detail, 'ms')::numeric / 1000, 1) as seconds) x)
                when 'no_browser_timing' then
                  'ohne die Zeitmessung des Formulars gesendet (von einem Programm, nicht über die Website)'
                when 'links' then d.detail || case d.detail when '1' then ' Link' else ' Links' end
                when 'non_latin' then
                  case when d.detail::numeric = 0 then 'keine lateinischen Buchstaben'
                       else 'nur ' || round(d.detail::numeric * 100) || E'\u00a0% lateinische Buchstaben' end
                when 'english' then 'Nachricht auf Englisch'
                when 'repeated' then 'auffällig wiederholte Zeichen oder Wörter'
                when 'phrases' then 'Werbefloskeln: „' || replace(d.detail, '|', '“, „') || '“'
                when 'same_text' then 'derselbe Text kam kurz zuvor aus '
                  || case d.detail when '1' then 'einem anderen Netz' else d.detail || ' anderen Netzen' end
                when 'text_model' then 'Textmodell: ' || round(d.detail::numeric * 100) || E'\u00a0% spamtypisch'
                when 'shapes' then 'kein Mensch schreibt so: ' || (
                  select string_agg(coalesce(m.words, x.shape), ', ' order by x.position)
                    from unnest(string_to_array(d.detail, '|')) with ordinality as x(shape, position)
                    left join marker m on m.token = '~' || x.shape)
                else 'Merkmal „' || s.signal || '“'
              end, '; ' order by s.position)
       from unnest(p_signals) with ordinality as s(signal, position)
      cross join lateral (select split_part(s.signal, ':', 1) as code,
                                 substr(s.signal, strpos(s.signal, ':') + 1) as detail) d
      -- the model's signal only where its evidence is missing: the verdict above says it with the tokens
      where not (d.code = 'text_model' and p_evidence is not null))), '')
$$;
grant execute on function private.spam_reasons(text[], jsonb) to service_role;
comment on function private.spam_reasons is 'Why a lead was scored as it was, in German (leads view, digest mail): the text model''s verdict and strongest tokens, then the rules.';

-- BEFORE INSERT (after the proof check and the text cleaning): the normalised mailbox and the spam score.
create function private.assess_contact_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  requester text := current_setting('role', true);
  reported jsonb := coalesce(nullif(current_setting('contact_intake.client_signals', true), ''), '{}')::jsonb;
  hashes bytea[];
  same_text integer := 0;
  assessed record;
begin
  select * into strict settings from private.contact_submission_settings;
  -- an address that is no address gets no mailbox; the address's own constraint then says what is wrong
  new.mailbox := coalesce(private.normalised_mailbox(new.email), '');
  if requester in ('anon', 'authenticated') then
    hashes := private.request_client_hashes();
    select count(distinct c.client_hash) into same_text
      from private.contact_client_submissions c
     where c.message_hash = private.message_fingerprint(new.nachricht)
       and c.created_at > now() - settings.same_text_window
       and c.client_hash <> all (hashes);
    reported := reported || jsonb_build_object('api', true, 'same_text_clients', same_text);
  end if;
  select * into assessed from private.contact_spam_assessment(new.name, new.nachricht, reported);
  new.spam_score := least(assessed.score, 9999);
  new.spam_signals := assessed.signals;
  new.spam_text_evidence := assessed.text_evidence;
  new.status := case when assessed.score >= settings.spam_threshold then 'spam' else 'lead' end;
  return new;
end
$$;
comment on function private.assess_contact_submission is 'Trigger: sets mailbox, spam score, signals and status (lead or spam) of a new lead.';

-- named so that it fires after contact_submissions_check_proof and contact_submissions_clean_text
create trigger contact_submissions_score
  before insert on public.contact_submissions
  for each row execute function private.assess_contact_submission();

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
comment on function private.contact_intake_housekeeping is 'Cron (every minute): forgets old client hashes and spent challenges, rotates the hash key.';

select cron.schedule('contact-intake-housekeeping', '* * * * *', 'select private.contact_intake_housekeeping()');
