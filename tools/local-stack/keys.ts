// The keys of the local stack: exactly those `supabase start` uses, so the same .env works with the real
// Docker stack and with this stand-in. These are public demo values, never used by a hosted project.
import { jwtVerify } from "jose";

const jwtSecret = "super-secret-jwt-token-with-at-least-32-characters-long";

/** Demo anon key of `supabase start` (role anon, iss supabase-demo, exp 2032). */
const anonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** Demo service_role key of `supabase start`. */
const serviceRoleKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const keys = Object.freeze({ jwtSecret, anonKey, serviceRoleKey });

const secretBytes = new TextEncoder().encode(jwtSecret);

/**
 * Verifies an HS256 JWT against the local secret; resolves to its claims or throws.
 */
export async function verifyJwt(token: string) {
  const { payload } = await jwtVerify(token, secretBytes, { algorithms: ["HS256"] });
  return payload;
}
