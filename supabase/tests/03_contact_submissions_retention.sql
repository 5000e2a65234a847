-- contact_submissions: retention. A daily pg_cron job deletes submissions older than 24 months.
begin;
select plan(8);

select has_extension('pg_cron', 'pg_cron is installed');
select results_eq(
  $$select schedule, command, database, active from cron.job where jobname = 'contact-submissions-retention'$$,
  $$values ('17 3 * * *'::text, 'select private.delete_expired_contact_submissions()'::text, 'postgres'::text, true)$$,
  'the retention job runs daily at 03:17 UTC in this database');
select function_privs_are('private', 'delete_expired_contact_submissions', array[]::text[], 'anon', array[]::text[],
  'anon cannot run the retention function');

insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz) values
  (now() - interval '24 months' - interval '1 day', 'herr', 'Alt', 'alt1@example.de', 'fragen', 'Eine alte Nachricht.', true),
  (now() - interval '30 months', 'frau', 'Sehr alt', 'alt2@example.de', 'fragen', 'Eine sehr alte Nachricht.', true),
  (now() - interval '24 months' + interval '1 day', 'frau', 'Fast alt', 'fast@example.de', 'fragen', 'Was kostet eine Website für meinen Laden?', true),
  (now(), 'divers', 'Neu', 'neu@example.de', 'fragen', 'Eine neue Nachricht.', true);

select is(private.delete_expired_contact_submissions(), 2, 'the function deletes the two submissions older than 24 months');
select results_eq(
  'select email from public.contact_submissions order by email',
  $$values ('fast@example.de'::text), ('neu@example.de'::text)$$,
  'submissions younger than 24 months stay');

-- the job's own command does the same
insert into public.contact_submissions (created_at, anrede, name, email, grund, nachricht, datenschutz) values
  (now() - interval '25 months', 'herr', 'Alt', 'alt3@example.de', 'fragen', 'Noch eine alte Nachricht.', true);
select lives_ok((select command from cron.job where jobname = 'contact-submissions-retention'), 'the job command runs');
select is((select count(*)::int from public.contact_submissions where email = 'alt3@example.de'), 0, 'the job command deleted the old submission');
select is((select count(*)::int from public.contact_submissions), 2, 'and nothing else');

select * from finish();
rollback;
