-- Test helpers for pgTAP, installed by `npm run test:db` before the test files run (tools/local-stack/test-db.ts).
-- They act the way a client of the API does; nothing here is part of the product's schema.
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- A fresh challenge from public.create_contact_challenge(), solved by brute force the way the site's Web Worker does
-- (the number n with sha256_hex(salt || n) = challenge), as the base64 JSON payload the insert carries.
create or replace function tests.solved_contact_proof(form_ms integer default 20000, honeypot text default null)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  challenge json := public.create_contact_challenge();
  solution integer;
begin
  select n into strict solution
    from generate_series(0, (challenge ->> 'maxnumber')::integer) n
   where encode(sha256(convert_to((challenge ->> 'salt') || n, 'UTF8')), 'hex') = challenge ->> 'challenge'
   limit 1;
  return tests.contact_proof_payload(challenge, solution, form_ms, honeypot);
end
$$;

-- The payload for a challenge and a number (right or wrong), as the site's form sends it: with form_ms, the time
-- from opening the form to sending (20 s: a person); form_ms => null leaves it out, as a script does.
create or replace function tests.contact_proof_payload(challenge json, solution bigint, form_ms integer default 20000,
  honeypot text default null)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(encode(convert_to(jsonb_strip_nulls(jsonb_build_object(
    'algorithm', challenge ->> 'algorithm',
    'challenge', challenge ->> 'challenge',
    'number', solution,
    'salt', challenge ->> 'salt',
    'signature', challenge ->> 'signature',
    'took', 1,
    'form_ms', form_ms,
    'honeypot', honeypot
  ))::text, 'UTF8'), 'base64'), E'\n', '')
$$;

-- Acts as an API role from a client address, the way PostgREST does (role, JWT claims, request headers).
create or replace function tests.act_as(role_name text, client_address text default '203.0.113.1')
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('request.jwt.claims', json_build_object('role', role_name)::text, true);
  perform set_config('request.headers', json_build_object('cf-connecting-ip', client_address)::text, true);
  execute format('set local role %I', role_name);
end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;
