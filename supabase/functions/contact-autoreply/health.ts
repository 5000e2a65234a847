import { createClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";

/** The two answers an uptime monitor can get; details stay in the database (private.contact_mail_health_problems). */
export type MailHealth = "ok" | "gestört";

/** GET or HEAD on the function's `/health` path; every other request goes to the mail handler. */
export function isHealthRequest(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && new URL(request.url).pathname.endsWith("/health");
}

/**
 * The public health path: 200 "ok" or 503 "gestört", nothing else. It needs no key, so anyone may call it as often as
 * they like: the answer is read from the database at most once per `cacheMs` (concurrent calls share one read), and a
 * read that fails counts as "gestört".
 */
export function createHealthCheck(
  readHealth: () => Promise<MailHealth>,
  { cacheMs = 15_000, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): (request: Request) => Promise<Response> {
  let cached: { value: MailHealth; at: number } | null = null;
  let reading: Promise<MailHealth> | null = null;

  async function current(): Promise<MailHealth> {
    if (cached && now() - cached.at < cacheMs) return cached.value;
    reading ??= readHealth()
      .catch((): MailHealth => "gestört")
      .then((value) => {
        cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        reading = null;
      });
    return await reading;
  }

  return async function health(request: Request): Promise<Response> {
    const value = await current();
    return new Response(request.method === "HEAD" ? null : value, {
      status: value === "ok" ? 200 : 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  };
}

/** Reads public.contact_mail_health() with the service role. */
export function supabaseMailHealth(url: string, serviceRoleKey: string): () => Promise<MailHealth> {
  const db = createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return async () => {
    const { data, error } = await db.rpc("contact_mail_health");
    if (error) throw new Error(`reading the mail health failed: ${error.message}`);
    return data === "ok" ? "ok" : "gestört";
  };
}
