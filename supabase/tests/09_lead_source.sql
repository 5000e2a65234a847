-- pgTAP: where a lead came from (contact_submissions.source_page and source_cta): the columns, the list of calls to
-- action, what a visitor may send through the API and what the database refuses whatever the caller, the owner's
-- view (column quelle) and the export for access requests. Runs in one transaction that is rolled back.
begin;
select plan(53);

-- a form insert as the API sends it (anon, with a solved proof), with the source as given
create function pg_temp.form_insert(email text, seite text, cta text) returns text language sql as $$
  select format($i$insert into public.contact_submissions
                     (anrede, name, email, grund, nachricht, datenschutz, proof_of_work, source_page, source_cta)
                   values ('frau', 'Erika Muster', %L, 'fragen', 'Eine ernst gemeinte Anfrage zu Ihren Angeboten.', true,
                     tests.solved_contact_proof(), %L, %L)$i$, email, seite, cta)
$$;
grant execute on function pg_temp.form_insert(text, text, text) to anon;

-- an insert as the owner (no proof, no limits): a valid lead with the given source
create function pg_temp.owner_insert(seite text, cta text, email text default 'quelle.owner@example.de') returns void
language sql as $$
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, source_page, source_cta)
  values ('herr', 'Max Muster', email, 'preise', 'Was kosten die Pakete?', true, seite, cta)
$$;

create function pg_temp.bad_page(seite text, description text) returns text language sql as $$
  select throws_ok(format('select pg_temp.owner_insert(%L, null)', seite), '23514',
    'new row for relation "contact_submissions" violates check constraint "contact_submissions_source_page_check"',
    description)
$$;

create function pg_temp.bad_slot(cta text, description text) returns text language sql as $$
  select throws_ok(format('select pg_temp.owner_insert(null, %L)', cta), '23503',
    'insert or update on table "contact_submissions" violates foreign key constraint "contact_submissions_source_cta_fkey"',
    description)
$$;

delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret');
delete from private.contact_client_submissions;

-- ------------------------------------------------------------------------------------------------ structure
select has_column('public', 'contact_submissions', 'source_page', 'column source_page exists');
select has_column('public', 'contact_submissions', 'source_cta', 'column source_cta exists');
select col_type_is('public', 'contact_submissions', 'source_page', 'text', 'source_page is text');
select col_type_is('public', 'contact_submissions', 'source_cta', 'text', 'source_cta is text');
select col_is_null('public', 'contact_submissions', 'source_page', 'source_page may be empty');
select col_is_null('public', 'contact_submissions', 'source_cta', 'source_cta may be empty');
select has_table('private', 'contact_cta_labels', 'the list of calls to action exists');
select col_is_pk('private', 'contact_cta_labels', 'slot', 'slot is its key');
select fk_ok('public', 'contact_submissions', 'source_cta', 'private', 'contact_cta_labels', 'slot',
  'source_cta must be a slot of the list');
select is(
  (select label from private.contact_cta_labels where slot = 'seitenende'), 'Schaltfläche im Seitenende',
  'the end-of-page button in words');
select ok(
  (select bool_and(obj_description(oid, 'pg_class') is not null) from pg_class
    where oid in ('private.contact_cta_labels'::regclass)),
  'the list has a comment');
select is(
  (select count(*)::int from pg_attribute
    where attrelid in ('public.contact_submissions'::regclass, 'private.contact_cta_labels'::regclass)
      and attname in ('source_page', 'source_cta', 'slot', 'label') and not attisdropped
      and col_description(attrelid, attnum) is null),
  0, 'every new column has a comment');

-- ------------------------------------------------------------------------------------------------ privileges
select ok(has_column_privilege('anon', 'public.contact_submissions', 'source_page', 'insert'), 'anon may send the page');
select ok(has_column_privilege('anon', 'public.contact_submissions', 'source_cta', 'insert'), 'anon may send the slot');
select ok(has_column_privilege('authenticated', 'public.contact_submissions', 'source_page', 'insert'), 'authenticated may send the page');
select ok(has_column_privilege('authenticated', 'public.contact_submissions', 'source_cta', 'insert'), 'authenticated may send the slot');
select ok(not has_column_privilege('anon', 'public.contact_submissions', 'source_page', 'select, update'),
  'anon may neither read nor change the page');
select ok(not has_column_privilege('anon', 'public.contact_submissions', 'source_cta', 'select, update'),
  'anon may neither read nor change the slot');
select is(has_table_privilege('anon', 'private.contact_cta_labels', 'select'), false, 'anon cannot read the list');
select is(has_table_privilege('authenticated', 'private.contact_cta_labels', 'select'), false, 'authenticated cannot read the list');
select is(has_table_privilege('service_role', 'private.contact_cta_labels', 'select'), true, 'service_role reads the list');

-- --------------------------------------------------------------------------------- through the API, as anon
select tests.act_as('anon', '198.51.100.91');
select lives_ok(pg_temp.form_insert('quelle.api@example.de', '/services/seo-experte', 'seitenende'),
  'anon sends a lead with its page and call to action');
select lives_ok(pg_temp.form_insert('quelle.umlaut@example.de', '/über-ki', 'menue'), 'a page with an umlaut');
select lives_ok(pg_temp.form_insert('quelle.ohne@example.de', null, null), 'a lead without a source');
select throws_ok(pg_temp.form_insert('quelle.boese@example.de', '/preise"><script>alert(1)</script>', 'paket'), '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_source_page_check"',
  'anon cannot store markup as the page');
select throws_ok(pg_temp.form_insert('quelle.erfunden@example.de', '/preise', 'erfunden'), '23503',
  'insert or update on table "contact_submissions" violates foreign key constraint "contact_submissions_source_cta_fkey"',
  'anon cannot store a call to action that is not on the list (and needs no access to the list for the check)');
reset role;

select results_eq(
  $$ select email, source_page, source_cta from public.contact_submissions
      where email in ('quelle.api@example.de', 'quelle.umlaut@example.de', 'quelle.ohne@example.de') order by email $$,
  $$ values ('quelle.api@example.de'::text, '/services/seo-experte'::text, 'seitenende'::text),
            ('quelle.ohne@example.de', null, null),
            ('quelle.umlaut@example.de', '/über-ki', 'menue') $$,
  'the values are stored as sent');

-- ---------------------------------------------------------------------------------------------- valid pages
select lives_ok($$select pg_temp.owner_insert('/', 'seitenkopf')$$, 'the home page');
select lives_ok($$select pg_temp.owner_insert('/blog/die-ersten-90-tage', 'blog-beitrag')$$, 'a blog post');
select lives_ok($$select pg_temp.owner_insert('/services/e-commerce-webseite-shopify', null)$$, 'a page without a slot');
select lives_ok($$select pg_temp.owner_insert(null, 'fusszeile')$$, 'a slot without a page');
select lives_ok(format('select pg_temp.owner_insert(%L, null)', '/' || repeat('a', 99)), 'a page of 100 characters');

-- ------------------------------------------------------------------------------------ refused, whoever calls
select pg_temp.bad_page('/' || repeat('a', 100), 'a page of 101 characters');
select pg_temp.bad_page('', 'an empty page');
select pg_temp.bad_page('preise', 'a page without the leading slash');
select pg_temp.bad_page('/Preise', 'capital letters');
select pg_temp.bad_page('/preise/', 'a trailing slash');
select pg_temp.bad_page('//evil.example/preise', 'a double slash');
select pg_temp.bad_page('https://evil.example/', 'an address of another site');
select pg_temp.bad_page('/preise?grund=x', 'a query');
select pg_temp.bad_page('/legal#datenschutz', 'an anchor');
select pg_temp.bad_page('/%C3%BCber-ki', 'a percent-encoded path');
select pg_temp.bad_page('/a b', 'a space');
select pg_temp.bad_page(E'/preise\nBcc: x@example.com', 'a line break');
select pg_temp.bad_page('/café', 'a letter outside a-z and äöüß');
select pg_temp.bad_slot('erfunden', 'a slot that is not on the list');
select pg_temp.bad_slot('Seitenende', 'a slot in the wrong case');
select pg_temp.bad_slot('', 'an empty slot');

-- ---------------------------------------------------------------------------------------- the owner's view
select ok(
  (select attnum from pg_attribute where attrelid = 'public.contact_leads'::regclass and attname = 'quelle')
    = (select attnum + 1 from pg_attribute where attrelid = 'public.contact_leads'::regclass and attname = 'nachricht'),
  'the view shows quelle right after nachricht');
select isnt(col_description('public.contact_leads'::regclass,
  (select attnum from pg_attribute where attrelid = 'public.contact_leads'::regclass and attname = 'quelle')), null,
  'the column quelle has a comment for the dashboard');

select pg_temp.owner_insert('/preise', 'paket', 'quelle.beides@example.de');
select pg_temp.owner_insert('/preise', null, 'quelle.seite@example.de');
select pg_temp.owner_insert(null, 'paket', 'quelle.cta@example.de');
select pg_temp.owner_insert(null, null, 'quelle.keine@example.de');
select results_eq(
  $$ select email, quelle from public.contact_leads where email like 'quelle.%@example.de' and email not like 'quelle.owner%'
      order by email $$,
  $$ values ('quelle.api@example.de'::text, 'über /services/seo-experte, Schaltfläche im Seitenende'::text),
            ('quelle.beides@example.de', 'über /preise, Schaltfläche „Trotzdem Preis anfragen“ bei einem Paket'),
            ('quelle.cta@example.de', 'Schaltfläche „Trotzdem Preis anfragen“ bei einem Paket'),
            ('quelle.keine@example.de', null),
            ('quelle.ohne@example.de', null),
            ('quelle.seite@example.de', 'über /preise'),
            ('quelle.umlaut@example.de', 'über /über-ki, Menüpunkt „Kontakt“') $$,
  'the source in words: page and call to action, only what is known, empty when nothing is');

-- --------------------------------------------------------------------------------------- access requests
select results_eq(
  $$ select s ->> 'source_page', s ->> 'source_cta'
       from jsonb_array_elements(public.export_contact_data('quelle.api@example.de') -> 'contact_submissions') s $$,
  $$ values ('/services/seo-experte'::text, 'seitenende'::text) $$,
  'the export for an access request includes the page and the call to action');

-- the list cannot lose a slot that a stored lead names
select throws_ok($$delete from private.contact_cta_labels where slot = 'seitenende'$$, '23503', null,
  'a slot in use cannot be removed from the list');

select * from finish();
rollback;
