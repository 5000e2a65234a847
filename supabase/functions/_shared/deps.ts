/**
 * The npm packages the Edge Functions use, pinned in one place (Deno `npm:` specifiers; no JSR, no deno.land).
 * Versions match the website's package.json so the browser and the functions validate with the same zod.
 */
export { z } from "npm:zod@4.6.7";
export { Resend } from "npm:resend@6.38.0";
export { createClient } from "npm:@supabase/supabase-js@2.119.1";
export type { SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";
