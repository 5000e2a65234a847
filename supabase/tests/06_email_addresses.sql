-- The e-mail address rule (constraint contact_submissions_email_check) and the mailbox normaliser
-- (private.normalised_mailbox), run over supabase/tests/fixtures/email-addresses.json: the same cases the form's
-- and the mail function's TypeScript tests run (src/lib/email-address.test.ts, _shared/email-address_test.ts).
-- pg_prove starts psql in the repository root, so the fixture is read relative to it.
\set email_cases `cat supabase/tests/fixtures/email-addresses.json`

begin;
create temp table email_cases as select :'email_cases'::jsonb as cases;

select plan(
  14
  + (select jsonb_array_length(cases -> 'valid') + jsonb_array_length(cases -> 'invalid')
            + jsonb_array_length(cases -> 'normalised') from email_cases)
);

-- the fixture is there and covers enough cases
select cmp_ok((select jsonb_array_length(cases -> 'valid') from email_cases), '>=', 25, 'at least 25 valid addresses');
select cmp_ok((select jsonb_array_length(cases -> 'invalid') from email_cases), '>=', 20, 'at least 20 invalid addresses');
select cmp_ok((select jsonb_array_length(cases -> 'normalised') from email_cases), '>=', 20, 'at least 20 normalisation pairs');

-- one row as the form sends it, with the given address; inserted as the owner, so neither RLS nor the limits play
-- a part: only the constraints decide
create function pg_temp.insert_email(address text) returns void language sql as $$
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  values ('frau', 'Erika Mustermann', address, 'fragen', 'Ich hätte gern ein Angebot.', true)
$$;

-- the constraint is checked for every row, stored ones included
select is((select convalidated from pg_constraint
            where conrelid = 'public.contact_submissions'::regclass and conname = 'contact_submissions_email_check'),
  true, 'the address rule is validated');

-- every valid address is stored (descriptions as JSON, so no control character breaks the TAP output)
select lives_ok(format('select pg_temp.insert_email(%L)', address), 'accepts ' || to_json(address)::text)
  from email_cases, jsonb_array_elements_text(cases -> 'valid') with ordinality as v(address, i)
 order by i;

-- every invalid address is refused by one of the two address constraints (a local part over 64 characters by
-- contact_submissions_email_local_part_check, all else by contact_submissions_email_check)
select throws_like(format('select pg_temp.insert_email(%L)', address),
    '%violates check constraint "contact_submissions_email_%',
    'refuses ' || to_json(address)::text)
  from email_cases, jsonb_array_elements_text(cases -> 'invalid') with ordinality as v(address, i)
 order by i;

-- every normalisation pair
select is(private.normalised_mailbox(pair ->> 0), pair ->> 1,
    'normalises ' || (pair -> 0)::text || ' to ' || (pair -> 1)::text)
  from email_cases, jsonb_array_elements(cases -> 'normalised') with ordinality as v(pair, i)
 order by i;

-- null in, null out
select is(private.normalised_mailbox(null), null, 'null stays null');

-- punycode of single labels (expected values from Node's url.domainToASCII)
select results_eq(
  $$select private.punycode_label(label) from unnest(array['пример', 'рф', 'bäckerei-müller', 'münchen', '例え', 'テスト', 'straße', 'ελληνικά']) with ordinality as l(label, i) order by i$$,
  $$values ('e1afmkfd'), ('p1ai'), ('bckerei-mller-bfb28a'), ('mnchen-3ya'), ('r8jz45g'), ('zckzah'), ('strae-oqa'), ('hxargifdar')$$,
  'punycode of single labels');

-- both functions: immutable, empty search_path, not reachable with the public keys, callable by the service role
select is((select provolatile from pg_proc where oid = 'private.normalised_mailbox(text)'::regprocedure), 'i',
  'normalised_mailbox is immutable');
select is((select proconfig from pg_proc where oid = 'private.normalised_mailbox(text)'::regprocedure), array['search_path=""'],
  'normalised_mailbox runs with an empty search_path');
select is((select provolatile from pg_proc where oid = 'private.punycode_label(text)'::regprocedure), 'i',
  'punycode_label is immutable');
select is(
  (select count(*)::int from information_schema.role_routine_grants
    where routine_schema = 'private' and routine_name in ('normalised_mailbox', 'punycode_label')
      and grantee in ('anon', 'authenticated', 'PUBLIC')),
  0, 'no EXECUTE grant to anon, authenticated or PUBLIC');
select is(has_function_privilege('service_role', 'private.normalised_mailbox(text)', 'execute'), true,
  'service_role may call normalised_mailbox');
select is(has_function_privilege('anon', 'private.normalised_mailbox(text)', 'execute'), false,
  'anon may not call normalised_mailbox');
select ok(obj_description('private.normalised_mailbox(text)'::regprocedure, 'pg_proc') is not null,
  'normalised_mailbox has a comment');

-- the service role gets the same answer (it needs punycode_label too)
set local role service_role;
select is(private.normalised_mailbox('Anna+News@Пример.рф'), 'anna@xn--e1afmkfd.xn--p1ai', 'as service_role');
reset role;

select * from finish();
rollback;
