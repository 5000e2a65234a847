-- Access and erasure by e-mail address also cover the owner's summary mails: a summary names each lead it reports
-- (name, address, concern), so it holds personal data tied to the address. The export lists the entries about the
-- address (and only those); erasure removes them from every summary and deletes a summary not yet sent that has no
-- lead left.

create or replace function public.export_contact_data(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
begin
  return (
    with submissions as (
      select s.* from public.contact_submissions s where lower(s.email) = address
    ),
    deliveries as (
      select d.* from public.contact_deliveries d where d.submission_id in (select id from submissions)
    ),
    summaries as (
      select d.id, d.created_at, d.status, d.sent_at, entries.leads
        from public.contact_deliveries d
        cross join lateral (
          select jsonb_agg(lead) as leads
            from jsonb_array_elements(d.summary -> 'leads') lead
           where lower(lead ->> 'email') = address
        ) entries
       where d.kind = 'owner_summary' and entries.leads is not null
    )
    select jsonb_build_object(
      'email', address,
      'exported_at', now(),
      'contact_submissions', coalesce((select jsonb_agg(to_jsonb(s) order by s.created_at) from submissions s), '[]'::jsonb),
      'contact_deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at, d.kind) from deliveries d), '[]'::jsonb),
      'owner_summaries', coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at) from summaries m), '[]'::jsonb)
    )
  );
end
$$;

create or replace function public.erase_contact_data(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_contact_email(p_email);
  deleted jsonb := '{}'::jsonb;
  n integer;
begin
  delete from public.contact_deliveries d
   using public.contact_submissions s
   where d.submission_id = s.id and lower(s.email) = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_deliveries', n);

  delete from public.contact_submissions s where lower(s.email) = address;
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('contact_submissions', n);

  update public.contact_deliveries d
     set summary = jsonb_set(d.summary, '{leads}', coalesce(
           (select jsonb_agg(lead) from jsonb_array_elements(d.summary -> 'leads') lead
             where lower(lead ->> 'email') is distinct from address),
           '[]'::jsonb)),
         updated_at = now()
   where d.kind = 'owner_summary'
     and exists (select 1 from jsonb_array_elements(d.summary -> 'leads') lead where lower(lead ->> 'email') = address);
  get diagnostics n = row_count;
  deleted := deleted || jsonb_build_object('owner_summaries', n);

  -- nothing left to report: a pending summary would only send an empty mail
  delete from public.contact_deliveries d
   where d.kind = 'owner_summary' and d.status = 'pending' and jsonb_array_length(d.summary -> 'leads') = 0;

  return jsonb_build_object('email', address, 'erased_at', now(), 'deleted', deleted);
end
$$;
comment on function public.erase_contact_data(text) is
  'Löschung (Art. 17 DSGVO): löscht alle zu einer E-Mail-Adresse gespeicherten Daten, auch ihre Einträge in den '
  'Zusammenfassungen an die Inhaberin, und gibt die Anzahl je Tabelle zurück. '
  'Im SQL-Editor: select public.erase_contact_data(''person@example.de'');';
