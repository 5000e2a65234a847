-- pgTAP: data subject requests by e-mail address: export_contact_data (access) and erase_contact_data (erasure).
-- Runs in one transaction that is rolled back.
begin;
select plan(39);

-- --------------------------------------------------------------------------------------------- privileges
select has_function('public', 'export_contact_data', array['text'], 'export_contact_data(text) exists');
select has_function('public', 'erase_contact_data', array['text'], 'erase_contact_data(text) exists');
select is_definer('public', 'export_contact_data', array['text'], 'export runs with the owner''s rights');
select is_definer('public', 'erase_contact_data', array['text'], 'erase runs with the owner''s rights');
select ok(
  (select bool_and(proconfig @> array['search_path=""']) from pg_proc
    where oid in ('public.export_contact_data(text)'::regprocedure, 'public.erase_contact_data(text)'::regprocedure)),
  'both pin an empty search_path');
select is(has_function_privilege('anon', 'public.export_contact_data(text)', 'execute'), false, 'anon may not export');
select is(has_function_privilege('authenticated', 'public.export_contact_data(text)', 'execute'), false, 'authenticated may not export');
select is(has_function_privilege('anon', 'public.erase_contact_data(text)', 'execute'), false, 'anon may not erase');
select is(has_function_privilege('authenticated', 'public.erase_contact_data(text)', 'execute'), false, 'authenticated may not erase');
select is(has_function_privilege('service_role', 'public.export_contact_data(text)', 'execute'), true, 'service_role may export');
select is(has_function_privilege('service_role', 'public.erase_contact_data(text)', 'execute'), true, 'service_role may erase');
select is(
  (select count(*)::int from information_schema.role_routine_grants
    where routine_schema = 'public' and routine_name in ('export_contact_data', 'erase_contact_data')
      and grantee in ('anon', 'authenticated', 'PUBLIC')),
  0, 'no EXECUTE grant to anon, authenticated or PUBLIC');

-- --------------------------------------------------------------------------------------------------- data
delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret');
set local client_min_messages = error; -- the trigger's "Vault secret missing" warning
insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz) values
  (now() - interval '3 days', 'frau', 'Petra Person', 'Petra.Person@Example.de', 'fragen', 'Erste Anfrage von Petra.', true),
  (now() - interval '1 day', 'frau', 'Petra Person', 'petra.person@example.de', 'preise', 'Zweite Anfrage von Petra.', true),
  (now(), 'herr', 'Andere Person', 'andere.person@example.de', 'fragen', 'Eine Anfrage von jemand anderem.', true);
reset client_min_messages;
update public.contact_deliveries d set last_error = 'Resend: petra.person@example.de rejected'
  from public.contact_submissions s
 where s.id = d.submission_id and s.nachricht = 'Erste Anfrage von Petra.' and d.kind = 'autoreply';

-- a summary to the owner that names Petra and another person, and one that names only Petra (not yet sent)
insert into public.contact_deliveries (kind, status, summary, created_at, sent_at)
values ('owner_summary', 'sent', jsonb_build_object('leads', jsonb_build_array(
          jsonb_build_object('name', 'Petra Person', 'email', 'Petra.Person@Example.de', 'grund', 'fragen'),
          jsonb_build_object('name', 'Andere Person', 'email', 'andere.person@example.de', 'grund', 'fragen'))),
        now() - interval '2 days', now() - interval '2 days'),
       ('owner_summary', 'pending', jsonb_build_object('leads', jsonb_build_array(
          jsonb_build_object('name', 'Petra Person', 'email', 'petra.person@example.de', 'grund', 'preise'))),
        now() - interval '1 hour', null);

-- the owner confirmed Petra's first inquiry as real, which taught the spam text model its tokens at the training of the
-- minute after
create temporary table t_model_before as select tests.spam_model_state() as state;
do $$ begin
  perform private.mark_contact_not_spam(s.id) from public.contact_submissions s where s.nachricht = 'Erste Anfrage von Petra.';
  perform private.train_spam_model();
end $$;

-- anon and authenticated are refused when they call it directly (as the API would)
set local role anon;
select throws_ok($$ select public.export_contact_data('petra.person@example.de') $$, '42501', null,
  'anon: export is refused (permission denied)');
select throws_ok($$ select public.erase_contact_data('petra.person@example.de') $$, '42501', null,
  'anon: erase is refused (permission denied)');
reset role;
set local role authenticated;
select throws_ok($$ select public.export_contact_data('petra.person@example.de') $$, '42501', null,
  'authenticated: export is refused (permission denied)');
select throws_ok($$ select public.erase_contact_data('petra.person@example.de') $$, '42501', null,
  'authenticated: erase is refused (permission denied)');
reset role;
select is((select count(*)::int from public.contact_submissions where lower(email) = 'petra.person@example.de'), 2,
  'nothing was erased by the refused calls');

-- ----------------------------------------------------------------------------------------------- export
set local role service_role;
create temporary table t_export as select public.export_contact_data('  PETRA.person@example.de ') as data;
reset role;

select is((select data ->> 'email' from t_export), 'petra.person@example.de',
  'the export names the address it searched for (trimmed, any case)');
select is((select jsonb_array_length(data -> 'contact_submissions') from t_export), 2,
  'both submissions of the address, whatever the case of the stored address');
select is(
  (select array_agg(e.value ->> 'nachricht' order by e.ordinality)
     from t_export, jsonb_array_elements(data -> 'contact_submissions') with ordinality e),
  array['Erste Anfrage von Petra.', 'Zweite Anfrage von Petra.'],
  'oldest first, with the message');
select ok(
  (select (data -> 'contact_submissions' -> 0) ?& array['id', 'created_at', 'anrede', 'name', 'email', 'grund', 'nachricht', 'datenschutz']
     from t_export),
  'every stored column of a submission is in the export');
select is(
  (select jsonb_agg(jsonb_build_object('label', m ->> 'label', 'has_tokens', m -> 'tokens' ? 'petra'))
     from t_export, jsonb_array_elements(data -> 'spam_model_documents') m),
  '[{"label": "ham", "has_tokens": true}]'::jsonb,
  'the tokens the spam text model keeps of the lead the owner marked');
select is((select jsonb_array_length(data -> 'contact_deliveries') from t_export), 4,
  'the four deliveries (two mails per submission)');
select ok(
  (select bool_or(e ->> 'last_error' = 'Resend: petra.person@example.de rejected')
     from t_export, jsonb_array_elements(data -> 'contact_deliveries') e),
  'the deliveries with their error texts');
select is(
  (select jsonb_agg(l ->> 'grund' order by m.ordinality) from t_export,
          jsonb_array_elements(data -> 'owner_summaries') with ordinality m, jsonb_array_elements(m.value -> 'leads') l),
  '["fragen", "preise"]'::jsonb,
  'the entries about the address in both summaries to the owner');
select ok(
  (select data::text not like '%andere.person%' and data::text not like '%Andere Person%' and data::text not like '%jemand anderem%' from t_export),
  'nothing about another address, not even from a shared summary');
set local role service_role;
select is(public.export_contact_data('niemand@example.de') - 'exported_at',
  jsonb_build_object('email', 'niemand@example.de', 'contact_submissions', '[]'::jsonb, 'contact_deliveries', '[]'::jsonb,
                     'spam_model_documents', '[]'::jsonb, 'owner_summaries', '[]'::jsonb),
  'an unknown address: empty lists');
select throws_ok($$ select public.export_contact_data('   ') $$, '22023', 'Bitte eine E-Mail-Adresse angeben',
  'a blank address is refused');
select throws_ok($$ select public.erase_contact_data(null) $$, '22023', 'Bitte eine E-Mail-Adresse angeben',
  'a missing address is refused');

-- ------------------------------------------------------------------------------------------------ erase
select is(public.erase_contact_data('petra.PERSON@example.de') -> 'deleted',
  jsonb_build_object('contact_deliveries', 4, 'spam_model_documents', 1, 'contact_submissions', 2, 'owner_summaries', 2),
  'erase deletes both submissions, their four deliveries and the model''s tokens of the marked one, removes the '
  'address from two summaries and says so');
reset role;
select is(
  (select count(*)::int from public.contact_submissions where lower(email) = 'petra.person@example.de')
  + (select count(*)::int from public.contact_deliveries d
       where d.kind <> 'owner_summary' and not exists (select 1 from public.contact_submissions s where s.id = d.submission_id)),
  0, 'no row of the address is left');
select is(
  (select count(*)::int from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
    where s.email = 'andere.person@example.de'),
  2, 'the other address keeps its submission and deliveries');
select is(
  (select count(*)::int from public.contact_deliveries where kind = 'owner_summary' and summary::text ilike '%petra%'), 0,
  'no summary names the address any more');
select is(
  (select jsonb_agg(l ->> 'email') from public.contact_deliveries d, jsonb_array_elements(d.summary -> 'leads') l
    where d.kind = 'owner_summary'),
  '["andere.person@example.de"]'::jsonb, 'the shared summary keeps the other person''s entry');
select is((select count(*)::int from public.contact_deliveries where kind = 'owner_summary' and status = 'pending'), 0,
  'the pending summary that named only the address is gone');
-- the weights still hold the mark until the next training (the minute's cron job) learns without it
select isnt(tests.spam_model_state(), (select state from t_model_before), 'the erasure itself does not train the model');
select is(private.train_spam_model(), (select count(*)::int from private.spam_model_documents),
  'the next training learns from the documents left');
select is(tests.spam_model_state(), (select state from t_model_before),
  'the spam text model forgets what the owner''s mark taught it: trained again, exactly as before the mark');
set local role service_role;
select is(public.erase_contact_data('petra.person@example.de') -> 'deleted',
  jsonb_build_object('contact_deliveries', 0, 'spam_model_documents', 0, 'contact_submissions', 0, 'owner_summaries', 0),
  'erasing again finds nothing');
reset role;

select * from finish();
rollback;
