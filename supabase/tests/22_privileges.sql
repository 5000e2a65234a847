-- pgTAP: who may run and read what, across every function, table and view of the migrations. The migrations decide
-- it once with default privileges (contact_intake.sql) and grant the exceptions by name; this file holds the outcome.
begin;
select plan(10);

create temporary view t_functions as
select p.oid::regprocedure as f, n.nspname as schema_name
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
 where n.nspname in ('public', 'private')
   and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e');

create temporary view t_relations as
select c.oid::regclass as r
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
 where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'S');

-- ------------------------------------------------------------------------------------------------ functions
select is(
  (select array_agg(f::text order by f::text) from t_functions where has_function_privilege('anon', f, 'execute')),
  array['create_contact_challenge()'],
  'anon may run only create_contact_challenge');
select is(
  (select array_agg(f::text order by f::text) from t_functions where has_function_privilege('authenticated', f, 'execute')),
  array['create_contact_challenge()'],
  'authenticated may run only create_contact_challenge');
select is(
  (select array_agg(f::text order by f::text) from t_functions
    where schema_name = 'public' and not has_function_privilege('service_role', f, 'execute')),
  null,
  'service_role may run every function in public (the Edge Function''s calls, the owner''s tools, check:deploy)');
select is(
  (select array_agg(f::text order by f::text) from t_functions
    where schema_name = 'private' and has_function_privilege('service_role', f, 'execute')),
  array[
    'private.contact_attack_mode()',
    'private.contact_delivery_backoff(integer)',
    'private.contact_delivery_deadline(contact_deliveries)',
    'private.contact_delivery_jitter(interval)',
    'private.contact_delivery_now()',
    'private.contact_delivery_retry_at(contact_deliveries,integer,timestamp with time zone)',
    'private.contact_delivery_window_start(contact_deliveries,private.contact_delivery_settings)',
    'private.contact_expires_at(contact_submissions)',
    'private.contact_mail_health_problems(timestamp with time zone)',
    'private.contact_mail_lane_spacing(boolean)',
    'private.contact_mail_slot_spacing()',
    'private.contact_spam_assessment(text,text,jsonb)',
    'private.mark_contact_not_spam(uuid)',
    'private.mark_contact_spam(uuid)',
    'private.normalised_mailbox(text)',
    'private.punycode_label(text)',
    'private.release_held_replies(uuid[],integer)',
    'private.spam_reasons(text[],jsonb)'],
  'service_role may run only the private functions granted to it by name');
select is(
  (select array_agg(f::text order by f::text) from t_functions
    where exists (select 1 from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                   where p.oid = f and a.grantee = 0)),
  null,
  'no function may be run by PUBLIC');
select is(
  (select array_agg(f::text order by f::text) from t_functions
    where coalesce(obj_description(f, 'pg_proc'), '') !~ '\S' or obj_description(f, 'pg_proc') ~ '\n'),
  null,
  'every function has a one-line comment');

-- ---------------------------------------------------------------------------------------- tables and views
select is(
  (select array_agg(r::text order by r::text) from t_relations
    where has_table_privilege('anon', r, 'select, insert, update, delete, truncate, references, trigger')
       or has_table_privilege('authenticated', r, 'select, insert, update, delete, truncate, references, trigger')),
  null,
  'anon and authenticated have no table-wide privilege anywhere (their INSERT on contact_submissions is per column)');

-- ------------------------------------------------------------------------------------- what comes next
-- A function or table a later migration adds is closed to the API roles until it is granted.
create function public.t_later() returns integer language sql as $$ select 1 $$;
create table public.t_later_table (id integer);
select is(has_function_privilege('anon', 'public.t_later()', 'execute'), false, 'a new public function is closed to anon');
select is(has_function_privilege('service_role', 'public.t_later()', 'execute'), true, 'and open to service_role');
select is(has_table_privilege('anon', 'public.t_later_table', 'select'), false, 'a new public table is closed to anon');

select * from finish();
rollback;
