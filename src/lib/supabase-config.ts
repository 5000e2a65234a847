/**
 * Where the site's Supabase client connects: the build's VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, or the local
 * stack (`npm run stack -- start`, the same address and demo key as `supabase start`) when they are not set.
 * No supabase-js here: the build check (tools/build/check-env.ts) reads these rules too.
 */

/**
 * The gateway of the local stack and of `supabase start`.
 * @internal (tested directly)
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

/**
 * The public demo anon key of `supabase start` (role anon, issuer supabase-demo); useless against a hosted project.
 * @internal (read by the build check, tools/build/check-env.ts)
 */
export const LOCAL_DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export type SupabaseEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };
export type SupabaseConfig = { url: string; anonKey: string };

/**
 * True for addresses of this machine (the local stack), where the demo key is the right key.
 * @internal (read by the build check, tools/build/check-env.ts)
 */
export function isLocalUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
  } catch {
    return false;
  }
}

export function supabaseConfig(env: SupabaseEnv): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_DEMO_ANON_KEY;
  return { url, anonKey };
}
