/**
 * The site's one Supabase client, for the contact form's insert with the public anon key.
 * Imported lazily by ~/lib/contact.ts, so supabase-js is fetched only when the form needs it.
 * No session is kept (the site has no login): nothing is written to browser storage, no token refresh runs,
 * realtime is never connected.
 */
import { createClient } from "@supabase/supabase-js";
import type { Database } from "#shared/database.types.ts";
import { supabaseConfig } from "./supabase-config";

const { url, anonKey } = supabaseConfig({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});

export const supabase = createClient<Database>(url, anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
