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
