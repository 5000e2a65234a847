-- The per-client limit counts the address the API saw (request.headers ->> 'cf-connecting-ip', set by Cloudflare on
-- hosted Supabase and by the local gateway), stores only a keyed hash of it, forgets it after the window and
-- replaces the key daily.
begin;
select plan(17);

create function pg_temp.form_insert(email text) returns text language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('frau', 'Erika Muster', %L, 'fragen', 'Eine ernst gemeinte Anfrage.', true, tests.solved_contact_proof())$i$, email)
$$;
-- acting as anon with the request headers given as JSON (any header a client or proxy might send)
create function pg_temp.anon_with_headers(headers json) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('request.headers', headers::text, true);
  set local role anon;
end $$;
grant execute on function pg_temp.anon_with_headers(json), pg_temp.form_insert(text) to anon;

delete from private.contact_client_submissions;
select tests.act_as('anon', '203.0.113.77');
select lives_ok(pg_temp.form_insert('hash1@example.de'), 'a submission from a client');
reset role;

select is((select count(*)::int from private.contact_client_submissions), 1, 'one hash row per accepted submission');
select isnt((select client_hash from private.contact_client_submissions),
  convert_to('203.0.113.77', 'UTF8'), 'the address itself is not stored');
select is((select client_hash from private.contact_client_submissions),
  extensions.hmac(convert_to('203.0.113.77', 'UTF8'), (select secret from private.contact_client_keys order by id desc limit 1), 'sha256'),
  'the stored value is the HMAC of the address with the current secret key');
select is((select count(*)::int from public.contact_submissions s
            where exists (select 1 from private.contact_client_submissions)
              and (to_jsonb(s)::text like '%203.0.113.77%')), 0, 'the submission row does not carry the address');
select is(has_table_privilege('anon', 'private.contact_client_keys', 'select'), false, 'anon cannot read the hash keys');
select is(has_table_privilege('service_role', 'private.contact_client_submissions', 'select'), false,
  'the hashes are not readable through the API, not even by service_role');

-- a spoofed x-forwarded-for, x-real-ip or a second address do not change the client: only cf-connecting-ip counts
update private.contact_submission_settings set per_client_max = 2;
select pg_temp.anon_with_headers('{"cf-connecting-ip":"203.0.113.77","x-forwarded-for":"10.9.8.7","x-real-ip":"10.9.8.6"}');
select lives_ok(pg_temp.form_insert('hash2@example.de'), 'the second submission of the client');
reset role;
select pg_temp.anon_with_headers('{"cf-connecting-ip":"203.0.113.77","x-forwarded-for":"10.1.1.1, 10.2.2.2"}');
select throws_ok(pg_temp.form_insert('hash3@example.de'), 'PT429', 'too many submissions from this client',
  'changing x-forwarded-for does not make a new client');
reset role;
select pg_temp.anon_with_headers('{"cf-connecting-ip":"203.0.113.78","x-forwarded-for":"203.0.113.77"}');
select lives_ok(pg_temp.form_insert('hash4@example.de'), 'another cf-connecting-ip is another client');
reset role;

-- key rotation: a new key does not reset the count (the previous key still counts)...
insert into private.contact_client_keys default values;
select tests.act_as('anon', '203.0.113.77');
select throws_ok(pg_temp.form_insert('hash5@example.de'), 'PT429', 'too many submissions from this client',
  'after a key rotation the client''s earlier submissions still count');
reset role;

-- ...and housekeeping forgets what is older than the window and keys that can no longer match
update private.contact_client_submissions set created_at = now() - interval '61 minutes'
 where client_hash = extensions.hmac(convert_to('203.0.113.77', 'UTF8'),
   (select secret from private.contact_client_keys order by id desc offset 1 limit 1), 'sha256');
insert into private.contact_spent_challenges values ('expired-challenge', now() - interval '1 second');
update private.contact_client_keys set created_at = now() - interval '2 days';
select private.contact_intake_housekeeping();
select is((select count(*)::int from private.contact_client_submissions where created_at <= now() - interval '1 hour'), 0,
  'hashes older than the window are deleted');
select is((select count(*)::int from private.contact_spent_challenges where challenge = 'expired-challenge'), 0,
  'spent challenges past their expiry are deleted');
select is((select count(*)::int from private.contact_client_keys where created_at > now() - interval '1 day'), 1,
  'a key older than a day is replaced by a new one');
select is((select count(*)::int from private.contact_client_keys), 2,
  'the key before the previous one is deleted; the previous one stays for one window');
update private.contact_client_keys set created_at = now() - interval '61 minutes'
 where id = (select max(id) from private.contact_client_keys);
select private.contact_intake_housekeeping();
select is((select count(*)::int from private.contact_client_keys), 1,
  'one window after the rotation only the current key is left');

select is((select schedule from cron.job where jobname = 'contact-intake-housekeeping'), '* * * * *',
  'housekeeping runs every minute');

select * from finish();
rollback;
