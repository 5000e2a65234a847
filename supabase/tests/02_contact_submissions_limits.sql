-- contact_submissions: abuse limits for API inserts (anon, authenticated), raised as SQLSTATE PT429 (HTTP 429):
-- per e-mail address, per client address, no duplicate; no global cap; one row per statement (PT400).
-- The numbers come from private.contact_submission_settings, the one place they are named.
begin;
select plan(23);

-- an insert as the form sends it: the six fields and a freshly solved proof of work
create function pg_temp.form_insert(email text, nachricht text) returns text language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('frau', 'Erika Muster', %L, 'fragen', %L, true, tests.solved_contact_proof())$i$, email, nachricht)
$$;
-- test helpers are functions like any other: nobody but their owner may run them unless granted
grant execute on function pg_temp.form_insert(text, text) to anon, authenticated;

create function pg_temp.run(statement text) returns void language plpgsql as $$
begin
  execute statement;
end $$;
grant execute on function pg_temp.run(text) to anon, authenticated;

-- rows inserted by the owner (not limited) to fill a window
create function pg_temp.prefill(how_many integer, email_pattern text, age interval) returns void language sql as $$
  insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz)
  select now() - age, 'herr', 'Vorher', format(email_pattern, i), 'fragen', 'Vorhandene Nachricht ' || i, true
    from generate_series(1, how_many) i
$$;

select results_eq(
  $$select per_email_max, per_email_window, per_client_max, per_client_window, duplicate_window, retention_period
      from private.contact_submission_settings$$,
  $$values (3, interval '1 hour', 20, interval '1 hour', interval '10 minutes', interval '24 months')$$,
  'the limits: 3 per address per hour, 20 per client per hour (an office or a mobile network shares one address), '
  'no duplicate within 10 minutes, 24 months retention');
select hasnt_column('private', 'contact_submission_settings', 'global_max', 'there is no global cap any more');

-- per address (each from its own client, so only the address limit plays a part)
select tests.act_as('anon', '198.51.100.1');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Erste Nachricht hier.'), 'first submission of an address');
reset role;
select tests.act_as('anon', '198.51.100.2');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Zweite Nachricht hier.'), 'second submission of an address');
reset role;
select tests.act_as('anon', '198.51.100.3');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Dritte Nachricht hier.'), 'third submission of an address');
reset role;
select tests.act_as('anon', '198.51.100.4');
select throws_ok(pg_temp.form_insert('limit@example.de', 'Vierte Nachricht hier.'), 'PT429',
  'too many submissions from this address', 'the fourth within an hour is refused');
select throws_ok(pg_temp.form_insert('LIMIT@Example.DE', 'Vierte Nachricht, anders geschrieben.'), 'PT429',
  'too many submissions from this address', 'the address is compared without case');
select lives_ok(pg_temp.form_insert('other@example.de', 'Erste Nachricht hier.'), 'another address is not affected');
reset role;
select is((select count(*)::int from public.contact_submissions where lower(email) = 'limit@example.de'), 3,
  'the refused submissions were not stored');

-- submissions older than the window do not count
delete from public.contact_submissions;
select pg_temp.prefill(3, 'old@example.de', interval '61 minutes');
select tests.act_as('anon', '198.51.100.5');
select lives_ok(pg_temp.form_insert('old@example.de', 'Neue Nachricht nach einer Stunde.'), 'older submissions of the address do not count');
reset role;

-- duplicates
delete from public.contact_submissions;
select tests.act_as('anon', '198.51.100.6');
select lives_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'a message');
select throws_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'PT429', 'duplicate submission',
  'the same message from the same address within 10 minutes is refused');
select lives_ok(pg_temp.form_insert('dup2@example.de', 'Genau diese Nachricht.'), 'the same message from another address is accepted');
reset role;
update public.contact_submissions set created_at = now() - interval '11 minutes' where email = 'dup@example.de';
select tests.act_as('anon', '198.51.100.6');
select lives_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'the same message after 10 minutes is accepted');
reset role;

-- per client: the 21st accepted submission of one client within the window is refused, other clients go on
delete from public.contact_submissions;
delete from private.contact_client_submissions;
select tests.act_as('anon', '192.0.2.10');
select is(
  (select count(*)::int from generate_series(1, 20) i,
     lateral (select pg_temp.run(pg_temp.form_insert(format('client%s@example.de', i), 'Nachricht Nummer ' || i))) r),
  20, 'twenty submissions of one client within an hour are accepted');
select throws_ok(pg_temp.form_insert('client21@example.de', 'Nachricht Nummer 21'), 'PT429',
  'too many submissions from this client', 'the 21st submission of one client within an hour is refused');
reset role;
select tests.act_as('anon', '192.0.2.11');
select lives_ok(pg_temp.form_insert('someone@example.de', 'Ein echter Interessent.'), 'a lead from another client is accepted');
reset role;
select tests.act_as('authenticated', '192.0.2.10');
select throws_ok(pg_temp.form_insert('auth@example.de', 'Auch angemeldet zu viel.'), 'PT429',
  'too many submissions from this client', 'authenticated is limited per client too');
reset role;
update private.contact_client_submissions set created_at = now() - interval '61 minutes';
select tests.act_as('anon', '192.0.2.10');
select lives_ok(pg_temp.form_insert('client22@example.de', 'Nachricht Nummer 22'), 'after the window the client may send again');
reset role;

-- many rows from the owner in the last minutes do not refuse a visitor: there is no global cap
select pg_temp.prefill(500, 'bulk%s@example.de', interval '1 minute');
select tests.act_as('anon', '192.0.2.12');
select lives_ok(pg_temp.form_insert('after-bulk@example.de', 'Eine Nachricht nach vielen anderen.'), 'no global cap refuses a lead');
reset role;

-- one row per statement for API roles, even with a valid proof on each row
select tests.act_as('anon', '192.0.2.13');
select throws_ok(
  $$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
    select 'herr', 'Bulk', 'multi' || i || '@example.de', 'fragen', 'Bulk-Nachricht Nummer ' || i, true,
           tests.solved_contact_proof() from generate_series(1, 2) i$$,
  'PT400', 'one submission per request', 'two rows in one statement are refused');
reset role;

-- trusted callers are not limited and need no proof
select tests.act_as('service_role', '192.0.2.10');
select lives_ok(
  $$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
    select 'herr', 'Import', 'import@example.de', 'fragen', 'Gleiche Nachricht', true from generate_series(1, 5)$$,
  'service_role is not limited');
reset role;
select lives_ok(
  $$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
    select 'herr', 'Owner', 'owner@example.de', 'fragen', 'Gleiche Nachricht', true from generate_series(1, 5)$$,
  'the owner''s SQL is not limited');

select * from finish();
rollback;
