-- Seed data for `supabase start` / `supabase db reset` and the Docker-free local stack (applied once, after the
-- migrations of a fresh database). Intentionally empty: contact submissions are personal data, and the tests create
-- the rows they need themselves.
select 1;
