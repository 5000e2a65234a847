// Helpers for contract tests: the ephemeral stack's addresses and keys, supabase-js clients, a superuser pool.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import pg from "pg";
import ws from "ws";
import { inject } from "vitest";
import type { Database } from "~/lib/database.types";

export const stack = inject("stack");

/** supabase-js as the site uses it; Node 20 has no native WebSocket, so realtime gets `ws`. */
export function client(key: string = stack.anonKey): SupabaseClient<Database> {
  return createClient<Database>(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

export const anon = () => client(stack.anonKey);
export const service = () => client(stack.serviceRoleKey);

/** A JWT of a signed-in user (role authenticated), signed with the stack's secret like GoTrue's. */
export const userToken = () =>
  new SignJWT({ role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(randomUUID())
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(stack.jwtSecret));

let pool: pg.Pool | undefined;
/** SQL as the superuser, for arranging and inspecting state the API may not touch. */
export function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]) {
  pool ??= new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  return pool.query<T>(text, params);
}
export async function closeSql() {
  await pool?.end();
  pool = undefined;
}

/** Stops or starts a component of the stack (e.g. "mail-catcher") through the global setup's control server. */
export async function component(name: string, action: "stop" | "start") {
  const response = await fetch(`${stack.controlUrl}/components/${name}/${action}`, { method: "POST" });
  if (!response.ok) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

let counter = 0;
/** A valid contact submission with a unique address and message. */
export function submission(overrides: Partial<Database["public"]["Tables"]["contact_submissions"]["Insert"]> = {}) {
  const unique = `${Date.now().toString(36)}-${process.pid}-${++counter}`;
  return {
    anrede: "frau",
    name: "Erika Mustermann",
    email: `erika.${unique}@example.de`,
    grund: "gratis-video",
    nachricht: `Ich hätte gern ein kostenloses Promo-Video (${unique}).`,
    datenschutz: true,
    ...overrides,
  };
}
