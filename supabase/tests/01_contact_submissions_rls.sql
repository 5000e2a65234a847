-- contact_submissions: row level security and privileges. Visitors (anon, authenticated) may only insert the six
-- form columns (with the proof of work and the lead's source); they can read, change and delete nothing. service_role
-- has full access.
begin;
select plan(33);

-- act as an API role the way the gateway / PostgREST does: SET LOCAL ROLE plus request.jwt.claims
create function pg_temp.act_as(role_name text) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', json_build_object('role', role_name)::text, true);
  execute format('set local role %I', role_name);
end $$;
grant execute on function pg_temp.act_as(text) to anon, authenticated, service_role;

create function pg_temp.form_insert(email text, nachricht text default 'Bitte um Rückruf, danke.') returns text
language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('herr', 'Max Muster', %L, 'preise', %L, true, tests.solved_contact_proof())$i$, email, nachricht)
$$;
-- test helpers are functions like any other: nobody but their owner may run them unless granted
grant execute on function pg_temp.form_insert(text, text) to anon, authenticated;

-- structure of the protection
select ok((select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass), 'RLS is enabled');
select policies_are('public', 'contact_submissions', array['contact_submissions_insert_new_rows'], 'only the insert policy exists');
select policy_cmd_is('public', 'contact_submissions', 'contact_submissions_insert_new_rows', 'insert', 'the policy is for INSERT');
select policy_roles_are('public', 'contact_submissions', 'contact_submissions_insert_new_rows', array['anon', 'authenticated'], 'the policy is for anon and authenticated');
select isnt(
  (select pg_get_expr(polwithcheck, polrelid) from pg_policy where polname = 'contact_submissions_insert_new_rows'),
  'true', 'the insert policy has a real check');
select table_privs_are('public', 'contact_submissions', 'anon', array[]::text[], 'anon has no table-wide privilege');
select table_privs_are('public', 'contact_submissions', 'authenticated', array[]::text[], 'authenticated has no table-wide privilege');
select table_privs_are('public', 'contact_submissions', 'service_role',
  array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'], 'service_role has full access');
select is(
  (select array_agg(column_name::text order by column_name) from information_schema.column_privileges
    where table_schema = 'public' and table_name = 'contact_submissions' and grantee = 'anon'
      and privilege_type = 'INSERT'),
  array['anrede', 'datenschutz', 'email', 'grund', 'nachricht', 'name', 'proof_of_work', 'source_cta', 'source_page'],
  'anon may insert exactly the six form columns, the proof of work and the lead''s source');
select is(
  (select count(*)::int from information_schema.column_privileges
    where table_schema = 'public' and table_name = 'contact_submissions' and grantee in ('anon', 'authenticated')
      and privilege_type <> 'INSERT'),
  0, 'anon and authenticated have no other column privilege');
select schema_privs_are('private', 'anon', array[]::text[], 'anon cannot use the private schema');
select schema_privs_are('private', 'authenticated', array[]::text[], 'authenticated cannot use the private schema');

-- anon
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('anon@example.de'), 'anon can insert a submission');
select throws_ok('select * from public.contact_submissions', '42501', 'permission denied for table contact_submissions', 'anon cannot select');
select throws_ok($$update public.contact_submissions set name = 'x'$$, '42501', 'permission denied for table contact_submissions', 'anon cannot update');
select throws_ok('delete from public.contact_submissions', '42501', 'permission denied for table contact_submissions', 'anon cannot delete');
select throws_ok(
  $$insert into public.contact_submissions (id, anrede, name, email, grund, nachricht, datenschutz)
    values (gen_random_uuid(), 'herr', 'Max', 'id@example.de', 'fragen', 'Eine Nachricht.', true)$$,
  '42501', 'permission denied for table contact_submissions', 'anon cannot choose the id');
select throws_ok(
  $$insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz)
    values (now() - interval '3 years', 'herr', 'Max', 'ts@example.de', 'fragen', 'Eine Nachricht.', true)$$,
  '42501', 'permission denied for table contact_submissions', 'anon cannot backdate created_at');
select throws_ok(
  pg_temp.form_insert('anon2@example.de') || ' returning id', '42501', 'permission denied for table contact_submissions',
  'anon cannot read its own row back (insert ... returning)');
select throws_ok('truncate public.contact_submissions', '42501', 'permission denied for table contact_submissions', 'anon cannot truncate');
reset role;

-- second layer: even with a SELECT grant given by mistake, RLS shows anon no row (no select policy)
grant select on public.contact_submissions to anon;
select pg_temp.act_as('anon');
select is_empty('select * from public.contact_submissions', 'anon sees no rows even with a SELECT grant');
reset role;
revoke select on public.contact_submissions from anon;

-- authenticated: the same as anon
select pg_temp.act_as('authenticated');
select lives_ok(pg_temp.form_insert('authenticated@example.de'), 'authenticated can insert a submission');
select throws_ok('select * from public.contact_submissions', '42501', 'permission denied for table contact_submissions', 'authenticated cannot select');
select throws_ok($$update public.contact_submissions set name = 'x'$$, '42501', 'permission denied for table contact_submissions', 'authenticated cannot update');
select throws_ok('delete from public.contact_submissions', '42501', 'permission denied for table contact_submissions', 'authenticated cannot delete');
reset role;

-- service_role: full access, rows exactly as sent
select pg_temp.act_as('service_role');
select results_eq(
  $$select anrede, name, email, grund, nachricht, datenschutz from public.contact_submissions
     where email = 'anon@example.de'$$,
  $$values ('herr'::text, 'Max Muster'::text, 'anon@example.de'::text, 'preise'::text, 'Bitte um Rückruf, danke.'::text, true)$$,
  'service_role reads the row anon inserted, exactly as sent');
select is((select count(*)::int from public.contact_submissions), 2, 'service_role sees every row');
select lives_ok($$update public.contact_submissions set name = 'Max M.' where email = 'anon@example.de'$$, 'service_role can update');
select lives_ok($$delete from public.contact_submissions where email = 'authenticated@example.de'$$, 'service_role can delete');
select is((select count(*)::int from public.contact_submissions), 1, 'the delete took effect');
reset role;

-- the policy's check is enforced for anon: even with the column granted, no backdated or future row
grant insert (created_at) on public.contact_submissions to anon;
select pg_temp.act_as('anon');
select throws_ok(
  $$insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
    values (now() - interval '2 years', 'herr', 'Max', 'old@example.de', 'fragen', 'Eine Nachricht.', true, tests.solved_contact_proof())$$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'the policy refuses a backdated row');
select throws_ok(
  $$insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
    values (now() + interval '1 day', 'herr', 'Max', 'future@example.de', 'fragen', 'Eine Nachricht.', true, tests.solved_contact_proof())$$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'the policy refuses a row dated into the future');
select throws_ok(
  $$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
    values ('herr', 'Max', 'noconsent@example.de', 'fragen', 'Eine Nachricht.', false, tests.solved_contact_proof())$$,
  '23514', null, 'without consent anon gets the constraint error, not a policy error');
reset role;
revoke insert (created_at) on public.contact_submissions from anon;

select * from finish();
rollback;
