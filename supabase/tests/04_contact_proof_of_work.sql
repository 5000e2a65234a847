-- contact_submissions: every API insert carries a solved challenge of public.create_contact_challenge(), verified by
-- the BEFORE INSERT trigger (signature, expiry, difficulty, solution, single use) and never stored. Refusals are
-- SQLSTATE PT403 (HTTP 403) and store nothing.
begin;
select plan(28);

create function pg_temp.insert_with_proof(proof text) returns text language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('frau', 'Erika Muster', %L, 'fragen', 'Eine ernst gemeinte Anfrage.', true, %L)$i$,
                'pow' || floor(random() * 1e9)::bigint || '@example.de', proof)
$$;
-- the number that solves a challenge (brute force, as the client does)
create function pg_temp.solution_of(challenge json) returns integer language sql as $$
  select n from generate_series(0, (challenge ->> 'maxnumber')::integer) n
   where encode(sha256(convert_to((challenge ->> 'salt') || n, 'UTF8')), 'hex') = challenge ->> 'challenge' limit 1
$$;
-- a payload whose challenge JSON was changed before it was sent
create function pg_temp.tampered(challenge json, changes jsonb, solution integer) returns text language sql as $$
  select tests.contact_proof_payload((challenge::jsonb || changes)::json, solution)
$$;
create function pg_temp.stored() returns integer language sql security definer as $$
  select count(*)::int from public.contact_submissions
$$;
grant execute on function pg_temp.stored(), pg_temp.insert_with_proof(text), pg_temp.solution_of(json),
  pg_temp.tampered(json, jsonb, integer) to anon, authenticated;

-- the challenge
select ok(has_function_privilege('anon', 'public.create_contact_challenge()', 'execute'), 'anon may ask for a challenge');
select tests.act_as('anon');
create temporary table t_challenge as select public.create_contact_challenge() as c;
reset role;
select is((select c ->> 'algorithm' from t_challenge), 'SHA-256', 'altcha-lib format: algorithm SHA-256');
select is((select (c ->> 'maxnumber')::integer from t_challenge),
  (select proof_max_number from private.contact_submission_settings), 'maxnumber is the configured difficulty');
select matches((select c ->> 'salt' from t_challenge), '^[0-9a-f]{24}\?expires=[0-9]+&maxnumber=[0-9]+&$',
  'the salt carries expiry and difficulty');
select ok((select to_timestamp(substring(c ->> 'salt' from 'expires=([0-9]+)')::bigint) from t_challenge)
  between now() + interval '9 minutes 58 seconds' and now() + interval '10 minutes',
  'a challenge expires after 10 minutes');
select is((select c ->> 'signature' from t_challenge),
  (select encode(extensions.hmac(convert_to(c ->> 'challenge', 'UTF8'), (select secret from private.contact_challenge_key), 'sha256'), 'hex') from t_challenge),
  'the signature is the HMAC of the challenge with the private key');
select isnt((select public.create_contact_challenge() ->> 'challenge'), (select c ->> 'challenge' from t_challenge),
  'every challenge is new');
select is(has_table_privilege('anon', 'private.contact_challenge_key', 'select'), false, 'anon cannot read the signing key');
select is(has_table_privilege('service_role', 'private.contact_challenge_key', 'select'), false,
  'not even service_role reads the signing key');

-- a valid solution is accepted once and not stored
select tests.act_as('anon');
create temporary table t_valid as select tests.solved_contact_proof() as proof;
select lives_ok(pg_temp.insert_with_proof((select proof from t_valid)), 'a valid solution is accepted');
reset role;
select is((select count(*)::int from public.contact_submissions where proof_of_work is not null), 0, 'the proof is not stored');
select is((select count(*)::int from private.contact_spent_challenges), 1, 'the challenge is marked spent');

-- refusals
select tests.act_as('anon');
select throws_ok($$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  values ('frau', 'Bot', 'bot@example.de', 'fragen', 'Gewinnen Sie jetzt!', true)$$,
  'PT403', 'proof of work required', 'a bare insert is refused');
select throws_ok(pg_temp.insert_with_proof(''), 'PT403', 'proof of work required', 'an empty proof is refused');
select throws_ok(pg_temp.insert_with_proof((select proof from t_valid)), 'PT403', 'proof of work already used',
  'a replayed solution is refused');
select throws_ok(pg_temp.insert_with_proof('bm90IGpzb24='), 'PT403', 'proof of work malformed', 'not JSON is refused');
select throws_ok(pg_temp.insert_with_proof('%%%'), 'PT403', 'proof of work malformed', 'not base64 is refused');
select throws_ok(pg_temp.insert_with_proof(
    (select pg_temp.tampered(c, jsonb_build_object('signature', repeat('0', 64)), pg_temp.solution_of(c)) from t_challenge)),
  'PT403', 'proof of work signature invalid', 'a forged signature is refused');
select throws_ok(pg_temp.insert_with_proof(
    (select pg_temp.tampered(c, jsonb_build_object('algorithm', 'SHA-1'), pg_temp.solution_of(c)) from t_challenge)),
  'PT403', 'proof of work malformed', 'another algorithm is refused');
select throws_ok(pg_temp.insert_with_proof(
    (select tests.contact_proof_payload(c, (pg_temp.solution_of(c) + 1) % ((c ->> 'maxnumber')::integer + 1)) from t_challenge)),
  'PT403', 'proof of work not solved', 'a wrong number is refused');
reset role;

-- a signed challenge sent with a changed salt (another expiry): sha256(salt || number) no longer is the challenge
select tests.act_as('anon');
select throws_ok(pg_temp.insert_with_proof(
    (select pg_temp.tampered(c, jsonb_build_object('salt', regexp_replace(c ->> 'salt', 'expires=([0-9]+)',
       'expires=' || (substring(c ->> 'salt' from 'expires=([0-9]+)')::bigint - 1))), pg_temp.solution_of(c)) from t_challenge)),
  'PT403', 'proof of work not solved', 'a changed expiry in the salt breaks the solution');
reset role;

-- expired: a challenge whose expiry lies beyond the lifetime now configured (the transaction's clock cannot move)
select tests.act_as('anon');
create temporary table t_old as select public.create_contact_challenge() as c;
reset role;
update private.contact_submission_settings set proof_lifetime = interval '10 seconds';
select tests.act_as('anon');
select throws_ok(pg_temp.insert_with_proof((select tests.contact_proof_payload(c, pg_temp.solution_of(c)) from t_old)),
  'PT403', 'proof of work expired', 'a challenge that lives longer than the configured lifetime is refused');
reset role;
update private.contact_submission_settings set proof_lifetime = interval '10 minutes';

-- expired: a challenge this database signed whose expiry has passed
create temporary table t_past as
  select json_build_object('algorithm', 'SHA-256', 'salt', salt, 'maxnumber', 40000,
           'challenge', encode(sha256(convert_to(salt || '7', 'UTF8')), 'hex'),
           'signature', encode(extensions.hmac(convert_to(encode(sha256(convert_to(salt || '7', 'UTF8')), 'hex'), 'UTF8'),
                               (select secret from private.contact_challenge_key), 'sha256'), 'hex')) as c
    from (select 'abcdefabcdefabcdefabcdef?expires=' || floor(extract(epoch from now()))::bigint - 1 || '&maxnumber=40000&' as salt) s;
grant select on t_past to anon;
select tests.act_as('anon');
select throws_ok(pg_temp.insert_with_proof((select tests.contact_proof_payload(c, 7) from t_past)),
  'PT403', 'proof of work expired', 'a solved challenge past its expiry is refused');
reset role;

-- wrong difficulty: a challenge issued at a lower difficulty than now required
update private.contact_submission_settings set proof_max_number = 10;
select tests.act_as('anon');
create temporary table t_easy as select public.create_contact_challenge() as c;
reset role;
update private.contact_submission_settings set proof_max_number = 40000;
select tests.act_as('anon');
select throws_ok(pg_temp.insert_with_proof((select tests.contact_proof_payload(c, pg_temp.solution_of(c)) from t_easy)),
  'PT403', 'proof of work too easy', 'a solution of an easier challenge is refused');
reset role;

select is(pg_temp.stored(), 1, 'of all these inserts only the valid one was stored');
select is((select count(*)::int from private.contact_spent_challenges), 1, 'refused proofs are not marked spent');

-- the service role and the owner's SQL need no proof, and a proof they pass is cleared too
select tests.act_as('service_role');
select lives_ok($$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
  values ('herr', 'Import', 'import@example.de', 'fragen', 'Import aus dem CRM.', true, 'anything')$$,
  'service_role inserts without a proof; whatever it passes is cleared');
reset role;
select is((select proof_of_work from public.contact_submissions where email = 'import@example.de'), null,
  'no proof is stored for trusted inserts either');

select * from finish();
rollback;
