-- Seed for the local development databases only: `supabase start` / `supabase db reset` (Docker) and the Docker-free
-- stack (tools/local-stack, applied once after the migrations of a fresh database). Never part of a hosted project:
-- do not run `supabase db push --include-seed` against production.
--
-- Contact submissions are personal data, so no leads are seeded; the tests create the rows they need themselves.
--
-- Vault: the two secrets the AFTER INSERT trigger reads to call the Edge Function contact-autoreply through pg_net.
--   contact_autoreply_url     http://kong:8000/functions/v1/contact-autoreply
--                             Under `supabase start` the database runs in its own container, where 127.0.0.1 is the
--                             container itself. `kong` is the API gateway's name on the stack's Docker network
--                             (port 8000 inside it; 54321 is only its port on the host), and the gateway routes
--                             /functions/v1/ to `supabase functions serve`.
--   contact_autoreply_secret  a fixed development value, public on purpose like the demo keys of `supabase start`;
--                             supabase/functions/.env.example gives the function the same value.
-- Only a missing secret is created, so applying this file again changes nothing, and values someone stored by hand
-- (or the Docker-free stack's own URL and random secret, which it sets on every start) are kept.
-- A hosted project gets its own URL and a random secret (README, "Going live").
do $$
begin
  if not exists (select 1 from vault.secrets where name = 'contact_autoreply_url') then
    perform vault.create_secret(
      'http://kong:8000/functions/v1/contact-autoreply',
      'contact_autoreply_url',
      'Lokale Entwicklung (supabase start): Adresse der Edge Function contact-autoreply im Docker-Netz'
    );
  end if;
  if not exists (select 1 from vault.secrets where name = 'contact_autoreply_secret') then
    perform vault.create_secret(
      'local-development-only-not-a-secret',
      'contact_autoreply_secret',
      'Lokale Entwicklung (supabase start): gleicher Wert wie CONTACT_AUTOREPLY_SECRET in supabase/functions/.env'
    );
  end if;
end
$$;
