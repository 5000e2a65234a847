-- A lead as the owner's SQL stores it (no client network, no proof of work; the triggers score it and decide its
-- mails as for any lead), and one of its mails, for the tests of the mail path.
create or replace function tests.lead(p_email text, p_nachricht text default 'Was würde eine einfache Website für meine Bäckerei kosten?')
returns uuid
language sql
set search_path = ''
as $$
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  values ('frau', 'Lead ' || split_part(p_email, '@', 1), p_email, 'fragen', p_nachricht, true)
  returning id
$$;

create or replace function tests.mail(p_submission uuid, p_kind text)
returns public.contact_deliveries
language sql
set search_path = ''
as $$
  select * from public.contact_deliveries where submission_id = p_submission and kind = p_kind
$$;

-- The mail path as a configured project has it at rest: the function's address and secret in Vault, the way to the
-- function working, no call on record and nothing queued for pg_net. pg_cron runs the retry job in the test cluster
-- too, where it finds no secrets (each file creates them and rolls back): between files it records its probes as
-- failed and the way as broken, which would make a file's own dispatch probe. The row lock taken on the function's
-- state also holds the job off until the calling file's transaction ends. Call it first.
create or replace function tests.setup_mail_path()
returns void
language sql
set search_path = ''
as $$
  update private.contact_function_state set failing_since = null, last_problem = null;
  delete from private.contact_function_calls;
  delete from net.http_request_queue;
  delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret');
  select vault.create_secret('http://functions.test/contact-autoreply', 'contact_autoreply_url');
  select vault.create_secret('pgtap-secret', 'contact_autoreply_secret');
$$;
