-- contact_submissions: abuse limits for API inserts (anon, authenticated), raised as SQLSTATE PT429 (HTTP 429).
-- The numbers come from private.contact_submission_settings, the one place they are named.
begin;
select plan(19);

create function pg_temp.act_as(role_name text) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', json_build_object('role', role_name)::text, true);
  execute format('set local role %I', role_name);
end $$;
grant execute on function pg_temp.act_as(text) to anon, authenticated, service_role;

create function pg_temp.form_insert(email text, nachricht text) returns text language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
                 values ('frau', 'Erika Muster', %L, 'fragen', %L, true)$i$, email, nachricht)
$$;

-- rows inserted by the owner (not limited) to fill a window
create function pg_temp.prefill(how_many integer, email_pattern text, age interval) returns void language sql as $$
  insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz)
  select now() - age, 'herr', 'Vorher', format(email_pattern, i), 'fragen', 'Vorhandene Nachricht ' || i, true
    from generate_series(1, how_many) i
$$;

select results_eq(
  $$select per_email_max, per_email_window, global_max, global_window, duplicate_window, retention_period
      from private.contact_submission_settings$$,
  $$values (3, interval '1 hour', 60, interval '10 minutes', interval '10 minutes', interval '24 months')$$,
  'the limits: 3 per address per hour, 60 per 10 minutes, no duplicate within 10 minutes, 24 months retention');

-- per address
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Erste Nachricht hier.'), 'first submission of an address');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Zweite Nachricht hier.'), 'second submission of an address');
select lives_ok(pg_temp.form_insert('limit@example.de', 'Dritte Nachricht hier.'), 'third submission of an address');
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
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('old@example.de', 'Neue Nachricht nach einer Stunde.'), 'older submissions of the address do not count');
reset role;

-- duplicates
delete from public.contact_submissions;
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'a message');
select throws_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'PT429', 'duplicate submission',
  'the same message from the same address within 10 minutes is refused');
select lives_ok(pg_temp.form_insert('dup2@example.de', 'Genau diese Nachricht.'), 'the same message from another address is accepted');
reset role;
update public.contact_submissions set created_at = now() - interval '11 minutes' where email = 'dup@example.de';
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('dup@example.de', 'Genau diese Nachricht.'), 'the same message after 10 minutes is accepted');
reset role;

-- global cap
delete from public.contact_submissions;
select pg_temp.prefill((select global_max - 1 from private.contact_submission_settings), 'g%s@example.de', interval '1 minute');
select pg_temp.prefill(50, 'older%s@example.de', interval '11 minutes');
select pg_temp.act_as('anon');
select lives_ok(pg_temp.form_insert('last@example.de', 'Die letzte erlaubte Nachricht.'), 'the 60th submission within 10 minutes is accepted');
select throws_ok(pg_temp.form_insert('one-more@example.de', 'Eine Nachricht zu viel.'), 'PT429', 'too many submissions',
  'the 61st submission within 10 minutes is refused');
reset role;
select pg_temp.act_as('authenticated');
select throws_ok(pg_temp.form_insert('auth@example.de', 'Auch angemeldet zu viel.'), 'PT429', 'too many submissions',
  'authenticated is limited too');
reset role;

-- a multi-row insert cannot slip past the per-address count
delete from public.contact_submissions;
select pg_temp.act_as('anon');
select throws_ok(
  $$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
    select 'herr', 'Bulk', 'bulk@example.de', 'fragen', 'Bulk-Nachricht Nummer ' || i, true from generate_series(1, 4) i$$,
  'PT429', 'too many submissions from this address', 'four rows in one statement are refused');
reset role;

-- trusted callers are not limited
select pg_temp.act_as('service_role');
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
