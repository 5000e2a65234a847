-- contact_submissions: columns, types, defaults, comments and every constraint with a bad value.
begin;
select plan(55);

-- a valid row with one field replaced; inserts as the owner, so neither RLS nor the limits play a part here
create function pg_temp.insert_with(overrides jsonb) returns void language plpgsql as $$
begin
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  select r.anrede, r.name, r.email, r.grund, r.nachricht, r.datenschutz
    from jsonb_populate_record(null::public.contact_submissions,
      '{"anrede":"frau","name":"Erika Mustermann","email":"erika@example.de","grund":"fragen",
        "nachricht":"Ich hätte gern ein Angebot.","datenschutz":true}'::jsonb || overrides) r;
end $$;

-- columns and types
select has_table('public', 'contact_submissions', 'table exists');
select columns_are('public', 'contact_submissions',
  array['id', 'created_at', 'anrede', 'name', 'email', 'grund', 'nachricht', 'datenschutz', 'proof_of_work',
        'mailbox', 'status', 'spam_score', 'spam_signals', 'spam_text_evidence', 'source_page', 'source_cta']);
select col_type_is('public', 'contact_submissions', 'id', 'uuid', 'id is uuid');
select col_type_is('public', 'contact_submissions', 'created_at', 'timestamp with time zone', 'created_at is timestamptz');
select col_type_is('public', 'contact_submissions', 'anrede', 'text', 'anrede is text');
select col_type_is('public', 'contact_submissions', 'name', 'text', 'name is text');
select col_type_is('public', 'contact_submissions', 'email', 'text', 'email is text');
select col_type_is('public', 'contact_submissions', 'grund', 'text', 'grund is text');
select col_type_is('public', 'contact_submissions', 'nachricht', 'text', 'nachricht is text');
select col_type_is('public', 'contact_submissions', 'datenschutz', 'boolean', 'datenschutz is boolean');
select col_is_pk('public', 'contact_submissions', 'id', 'id is the primary key');
select col_default_is('public', 'contact_submissions', 'id', 'gen_random_uuid()', 'id defaults to a random uuid');
select col_default_is('public', 'contact_submissions', 'created_at', 'now()', 'created_at defaults to now()');
select ok(obj_description('public.contact_submissions'::regclass, 'pg_class') is not null, 'table has a comment');
select is(
  (select count(*)::int from pg_attribute
    where attrelid = 'public.contact_submissions'::regclass and attnum > 0 and not attisdropped
      and col_description(attrelid, attnum) is null),
  0, 'every column has a comment');

-- the good case and the boundaries that must pass
select lives_ok($$select pg_temp.insert_with('{}')$$, 'a valid submission is stored');
select lives_ok($$select pg_temp.insert_with('{"anrede":"herr","email":"a.b+c@sub.example.co.uk"}')$$, 'anrede herr, dotted address');
select lives_ok($$select pg_temp.insert_with('{"anrede":"divers","grund":"gratis-video"}')$$, 'anrede divers, known reason');
select lives_ok($$select pg_temp.insert_with('{"grund":"irgendwas-123"}')$$, 'an unknown reason in the allowed format');
select lives_ok(format($$select pg_temp.insert_with('{"grund":"%s"}')$$, repeat('g', 64)), 'grund of 64 characters');
select lives_ok(format($$select pg_temp.insert_with('{"name":"%s"}')$$, repeat('n', 200)), 'name of 200 characters');
select lives_ok($$select pg_temp.insert_with('{"name":"X"}')$$, 'name of 1 character');
select lives_ok($$select pg_temp.insert_with('{"nachricht":"0123456789"}')$$, 'nachricht of 10 characters');
select lives_ok(format($$select pg_temp.insert_with('{"nachricht":"%s"}')$$, repeat('m', 5000)), 'nachricht of 5000 characters');
select lives_ok(
  format($$select pg_temp.insert_with('{"email":"%s@%s.%s.%s.de"}')$$, repeat('a', 64), repeat('b', 63), repeat('c', 63), repeat('d', 58)),
  'e-mail address of 254 characters');

-- every constraint with a bad value
create function pg_temp.violates(overrides text, constraint_name text, description text) returns text language sql as $$
  select throws_ok(format('select pg_temp.insert_with(%L)', overrides), '23514',
    format('new row for relation "contact_submissions" violates check constraint "%s"', constraint_name), description)
$$;

select pg_temp.violates('{"anrede":"Herr"}', 'contact_submissions_anrede_check', 'anrede is lower case');
select pg_temp.violates('{"anrede":"firma"}', 'contact_submissions_anrede_check', 'anrede outside herr, frau, divers');
select pg_temp.violates('{"anrede":""}', 'contact_submissions_anrede_check', 'empty anrede');
select pg_temp.violates('{"name":""}', 'contact_submissions_name_check', 'empty name');
select pg_temp.violates('{"name":"   "}', 'contact_submissions_name_check', 'blank name');
select pg_temp.violates(format('{"name":"%s"}', repeat('n', 201)), 'contact_submissions_name_check', 'name of 201 characters');
select pg_temp.violates('{"email":"erika.example.de"}', 'contact_submissions_email_check', 'e-mail without @');
select pg_temp.violates('{"email":"erika@example"}', 'contact_submissions_email_check', 'e-mail without top-level domain');
select pg_temp.violates('{"email":"erika@example.d"}', 'contact_submissions_email_check', 'e-mail with one-letter top-level domain');
select pg_temp.violates('{"email":"erika muster@example.de"}', 'contact_submissions_email_check', 'e-mail with a space');
select pg_temp.violates('{"email":"erika@@example.de"}', 'contact_submissions_email_check', 'e-mail with two @');
select pg_temp.violates('{"email":"erika@example.de\r\nBcc: x@y.de"}', 'contact_submissions_email_check', 'e-mail with a header injection');
select pg_temp.violates('{"email":""}', 'contact_submissions_email_check', 'empty e-mail');
select pg_temp.violates(
  format('{"email":"%s@%s.%s.%s.de"}', repeat('a', 64), repeat('b', 63), repeat('c', 63), repeat('d', 59)),
  'contact_submissions_email_check', 'e-mail address of 255 characters');
select pg_temp.violates('{"grund":""}', 'contact_submissions_grund_check', 'empty grund');
select pg_temp.violates('{"grund":"Fragen"}', 'contact_submissions_grund_check', 'grund with an upper-case letter');
select pg_temp.violates('{"grund":"fragen!"}', 'contact_submissions_grund_check', 'grund with punctuation');
select pg_temp.violates('{"grund":"über-ki"}', 'contact_submissions_grund_check', 'grund with an umlaut');
select pg_temp.violates(format('{"grund":"%s"}', repeat('g', 65)), 'contact_submissions_grund_check', 'grund of 65 characters');
select pg_temp.violates('{"nachricht":"123456789"}', 'contact_submissions_nachricht_check', 'nachricht of 9 characters');
select pg_temp.violates('{"nachricht":""}', 'contact_submissions_nachricht_check', 'empty nachricht');
select pg_temp.violates(format('{"nachricht":"%s"}', repeat('m', 5001)), 'contact_submissions_nachricht_check', 'nachricht of 5001 characters');
select pg_temp.violates('{"datenschutz":false}', 'contact_submissions_datenschutz_check', 'datenschutz must be true');

-- every field is required
select throws_ok($$select pg_temp.insert_with('{"anrede":null}')$$, '23502', null, 'anrede is required');
select throws_ok($$select pg_temp.insert_with('{"name":null}')$$, '23502', null, 'name is required');
select throws_ok($$select pg_temp.insert_with('{"email":null}')$$, '23502', null, 'email is required');
select throws_ok($$select pg_temp.insert_with('{"grund":null}')$$, '23502', null, 'grund is required');
select throws_ok($$select pg_temp.insert_with('{"nachricht":null}')$$, '23502', null, 'nachricht is required');
select throws_ok($$select pg_temp.insert_with('{"datenschutz":null}')$$, '23502', null, 'datenschutz is required');

-- nothing of the refused rows was stored: exactly the 10 good ones
select is((select count(*)::int from public.contact_submissions), 10, 'only the valid submissions were stored');

select * from finish();
rollback;
