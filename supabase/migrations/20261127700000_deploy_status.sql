-- What `npm run check:deploy` asks a deployed project from outside, through the API with the service-role key:
-- which migrations are applied, which Vault secrets exist (names only; the function URL, which is no secret, as
-- well), the pg_cron jobs, whether the client address reached Postgres, and a dry run of the Edge Function that
-- Postgres itself sends through pg_net with the URL and secret from Vault. The call and the reading of its answer are
-- two functions: pg_net sends a request only after the calling transaction has committed.
-- Only the service role may call them; the anon key and signed-in users may not.

-- --------------------------------------------------------------------------------------------------- the state
-- Read by plpgsql so that the function can be created where the Supabase CLI's migration table does not exist
-- (migrations applied by hand); then no version counts as applied.
create function public.contact_deploy_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  versions jsonb := '[]'::jsonb;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select coalesce(jsonb_agg(m.version order by m.version), ''[]''::jsonb)
               from supabase_migrations.schema_migrations m'
      into versions;
  end if;
  return jsonb_build_object(
    'migrations', versions,
    -- names only: the values stay in Vault
    'vault_secrets', (select coalesce(jsonb_agg(s.name order by s.name), '[]'::jsonb)
                        from vault.secrets s where s.name like 'contact\_%'),
    'function_url', (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'contact_autoreply_url'),
    'cron_jobs', (select coalesce(jsonb_agg(jsonb_build_object('name', j.jobname, 'schedule', j.schedule,
                                                                'active', j.active) order by j.jobname), '[]'::jsonb)
                    from cron.job j),
    -- the header private.request_client_address() reads for the per-client limits, and whether it arrived with
    -- this very request (never its value)
    'client_address', jsonb_build_object('header', 'cf-connecting-ip',
                                         'present', private.request_client_address() is not null)
  );
end
$$;
revoke all on function public.contact_deploy_status() from public, anon, authenticated;
grant execute on function public.contact_deploy_status() to service_role;
comment on function public.contact_deploy_status() is
  'Für npm run check:deploy: angewendete Migrationen, Namen der Vault-Geheimnisse, Funktions-URL, Cron-Jobs und ob '
  'die Client-Adresse (cf-connecting-ip) angekommen ist.';

-- ------------------------------------------------------------------------------------------------ the dry run
-- One dry run of contact-autoreply the way every real call goes (pg_net, URL and secret from Vault). The function
-- checks its secrets and the mail provider, claims nothing and mails no lead. Returns pg_net's request id, or null
-- when the call could not be queued (a Vault secret missing).
create function public.contact_deploy_dry_run()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select private.invoke_contact_mail('{"dry_run": true, "source": "check", "check_provider": true}'::jsonb)
$$;
revoke all on function public.contact_deploy_dry_run() from public, anon, authenticated;
grant execute on function public.contact_deploy_dry_run() to service_role;
comment on function public.contact_deploy_dry_run() is
  'Für npm run check:deploy: ruft die Edge Function über pg_net zur Probe auf (ohne E-Mail an eine Anfrage); '
  'gibt die Request-ID zurück (Antwort: contact_deploy_call_answer).';

-- pg_net's answer to one request, or null while there is none; `problem` in the words the leads view uses.
create function public.contact_deploy_call_answer(p_request_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('status_code', r.status_code, 'content', left(r.content, 8000),
                            'timed_out', coalesce(r.timed_out, false), 'error', r.error_msg,
                            'problem', private.describe_function_answer(r.status_code, left(r.content, 2000),
                                                                       r.timed_out, r.error_msg))
    from net._http_response r
   where r.id = p_request_id
   order by r.created desc
   limit 1
$$;
revoke all on function public.contact_deploy_call_answer(bigint) from public, anon, authenticated;
grant execute on function public.contact_deploy_call_answer(bigint) to service_role;
comment on function public.contact_deploy_call_answer(bigint) is
  'Für npm run check:deploy: die Antwort von pg_net auf einen Aufruf (Status, Inhalt, Zeitüberschreitung, Fehler); '
  'leer, solange sie aussteht.';
