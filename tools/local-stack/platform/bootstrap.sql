-- =====================================================================================================================
-- STAND-IN FOR THE HOSTED SUPABASE PLATFORM. NOT A MIGRATION, NEVER RUN AGAINST A REAL SUPABASE PROJECT.
--
-- Supabase's Postgres image ships roles, schemas, extensions and grants that our migrations rely on. This file
-- recreates the parts we use on a plain Debian PostgreSQL 15 cluster (no Docker), once, right after `initdb`:
--   * roles anon, authenticated, service_role (BYPASSRLS), authenticator (the API's login role)
--   * schemas extensions and auth with auth.uid(), auth.role(), auth.jwt(), auth.email() and a minimal auth.users
--   * default privileges as on Supabase (public and extensions: everything granted to the API roles, which is
--     why every migration must revoke what it does not want to expose)
--   * extensions pgcrypto, uuid-ossp and pgTAP in schema extensions; pg_cron is preloaded (postgresql.conf) and is
--     created by the migration that schedules a job, as on Supabase
--   * vault: vault.secrets, vault.create_secret(), vault.update_secret(), vault.decrypted_secrets
--   * net: pg_net's SQL interface (net.http_get/http_post/http_delete, net.http_request_queue,
--     net._http_response) with pg_net's own signatures and tables; the background worker that pg_net runs inside
--     Postgres is played by tools/local-stack/net-worker.ts, which reads the queue after commit
-- Runs as the bootstrap superuser `postgres` (Supabase's `postgres` role is not a superuser; nothing here or in the
-- migrations depends on that difference).
-- =====================================================================================================================

\set ON_ERROR_STOP on

-- ---------------------------------------------------------------------------------------------------------- roles
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'postgres';
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- statement timeouts as on Supabase
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

alter database postgres set search_path = "$user", public, extensions;

-- ------------------------------------------------------------------------------------------------------- schemas
create schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant usage on schema public to postgres, anon, authenticated, service_role;

alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on sequences to postgres, anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgtap with schema extensions;

-- ---------------------------------------------------------------------------------------------------------- auth
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The columns of GoTrue's table that a project usually references; no GoTrue runs locally.
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud varchar(255),
  role varchar(255),
  email varchar(255) unique,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
grant all on auth.users to service_role;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- --------------------------------------------------------------------------------------------------------- vault
-- supabase_vault stores secrets encrypted with a key outside the database (pgsodium). The stand-in encrypts with
-- pgcrypto and a random key kept in a table only the superuser can read; the SQL interface is the same.
create schema vault;
revoke all on schema vault from public;

create table vault._local_key (id boolean primary key default true check (id), key text not null);
insert into vault._local_key (key) values (encode(extensions.gen_random_bytes(32), 'hex'));
revoke all on vault._local_key from public;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default extensions.gen_random_bytes(16),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index secrets_name_idx on vault.secrets (name) where name is not null;
comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';

create function vault._crypto_key() returns text
language sql stable security definer set search_path = ''
as $$ select key from vault._local_key $$;
revoke all on function vault._crypto_key() from public;

create function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  rec record;
begin
  insert into vault.secrets (secret, name, description, key_id)
  values (
    encode(extensions.pgp_sym_encrypt(new_secret, vault._crypto_key()), 'base64'),
    new_name, coalesce(new_description, ''), new_key_id
  )
  returning * into rec;
  return rec.id;
end
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update vault.secrets s
     set secret = coalesce(encode(extensions.pgp_sym_encrypt(new_secret, vault._crypto_key()), 'base64'), s.secret),
         name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description),
         key_id = coalesce(new_key_id, s.key_id),
         updated_at = now()
   where s.id = secret_id;
end
$$;

create view vault.decrypted_secrets with (security_barrier) as
select s.id, s.name, s.description, s.secret,
       extensions.pgp_sym_decrypt(decode(s.secret, 'base64'), vault._crypto_key()) as decrypted_secret,
       s.key_id, s.nonce, s.created_at, s.updated_at
  from vault.secrets s;

-- as on Supabase: only postgres (and superusers) use the vault; the API roles do not
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets to postgres with grant option;
grant select, delete on vault.decrypted_secrets to postgres with grant option;
revoke all on function vault.create_secret(text, text, text, uuid) from public;
revoke all on function vault.update_secret(uuid, text, text, text, uuid) from public;
grant execute on function vault.create_secret(text, text, text, uuid) to postgres with grant option;
grant execute on function vault.update_secret(uuid, text, text, text, uuid) to postgres with grant option;

-- ----------------------------------------------------------------------------------------------------------- net
-- pg_net's SQL objects (pg_net 0.1x). The real extension's background worker takes committed rows from
-- net.http_request_queue, deletes them, performs the request and stores the outcome in net._http_response under the
-- same id. Here tools/local-stack/net-worker.ts does that.
create schema net;

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

create table net.http_request_queue (
  id bigserial not null,
  method net.http_method not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
create type net.http_response as (status_code integer, headers jsonb, body text);
create type net.http_response_result as (status net.request_status, message text, response net.http_response);

create function net._urlencode_string(string varchar) returns text
language sql immutable strict
as $$
  select string_agg(
    case when ch ~ '^[A-Za-z0-9_.~-]$' then ch
         else upper(regexp_replace(encode(convert_to(ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
    '' order by ord)
  from regexp_split_to_table(string, '') with ordinality as t(ch, ord)
$$;

create function net._encode_url_with_params_array(url text, params_array text[]) returns text
language sql immutable strict
as $$
  select case
    when cardinality(params_array) = 0 then url
    when position('?' in url) > 0 then url || '&' || array_to_string(params_array, '&')
    else url || '?' || array_to_string(params_array, '&')
  end
$$;

create function net._params_array(params jsonb) returns text[]
language sql immutable
as $$
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  from jsonb_each_text(coalesce(params, '{}'::jsonb))
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql volatile parallel safe security definer set search_path = ''
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, net._params_array(params)), coalesce(headers, '{}'::jsonb),
          timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql volatile parallel safe security definer set search_path = ''
as $$
declare
  request_id bigint;
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) r(header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;

  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  end if;

  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, net._params_array(params)), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql volatile parallel safe security definer set search_path = ''
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('DELETE', net._encode_url_with_params_array(url, net._params_array(params)), coalesce(headers, '{}'::jsonb),
          timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

create function net._http_collect_response(request_id bigint, async boolean default true)
returns net.http_response_result
language plpgsql volatile parallel safe security definer set search_path = ''
as $$
declare
  rec net._http_response;
begin
  if not async then
    raise exception 'Synchronous collection is not supported by pg_net';
  end if;
  select * into rec from net._http_response where id = request_id;
  if rec is null then
    return ('PENDING', 'request is pending', null)::net.http_response_result;
  end if;
  if rec.error_msg is not null then
    return ('ERROR', rec.error_msg, null)::net.http_response_result;
  end if;
  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)::net.http_response_result;
end
$$;

create function net.http_collect_response(request_id bigint, async boolean default true)
returns net.http_response_result
language sql volatile parallel safe security definer set search_path = ''
as $$ select net._http_collect_response(request_id, async) $$;

create function net.worker_restart() returns boolean
language sql security definer set search_path = ''
as $$ select true $$;

-- grants as on Supabase: the API roles may queue requests (functions are security definer), only the owner reads
revoke all on schema net from public;
grant usage on schema net to postgres, anon, authenticated, service_role;
revoke all on all functions in schema net from public;
grant execute on function net.http_get(text, jsonb, jsonb, integer) to postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to postgres, anon, authenticated, service_role;
grant execute on function net.http_delete(text, jsonb, jsonb, integer) to postgres, anon, authenticated, service_role;
grant execute on function net._http_collect_response(bigint, boolean) to postgres, service_role;
grant execute on function net.http_collect_response(bigint, boolean) to postgres, service_role;
grant all on all tables in schema net to postgres;
grant all on all sequences in schema net to postgres;

-- marker read by the stack to know the bootstrap ran
comment on schema extensions is 'local-stack platform bootstrap v1';
