// Helpers for contract tests: the ephemeral stack's addresses and keys, supabase-js clients, a superuser pool.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { Agent, fetch as undiciFetch } from "undici";
import ws from "ws";
import { solvedContactProof } from "../../tools/local-stack/contact-proof.ts";
import { inject } from "vitest";
import type { Database } from "#shared/database.types.ts";

export const stack = inject("stack");

/** supabase-js as the site uses it; Node 20 has no native WebSocket, so realtime gets `ws`. */
export function client(key: string = stack.anonKey, fetch?: typeof globalThis.fetch): SupabaseClient<Database> {
  return createClient<Database>(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

// test files run in fresh modules: a random start keeps their visitors apart (the limits count per address)
let lastVisitor = Math.floor(Math.random() * 250 * 65536);
/** A new loopback address per visitor (127.x.y.z, x >= 1): the gateway passes it as the client address. */
export function nextClientAddress(): string {
  const n = ++lastVisitor;
  return `127.${1 + (Math.floor(n / 65536) % 250)}.${Math.floor(n / 256) % 256}.${1 + (n % 254)}`;
}

/** fetch over connections from `address`, so the gateway sees that TCP peer. */
export function fetchFrom(address: string): typeof globalThis.fetch {
  const dispatcher = new Agent({ localAddress: address });
  return ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof globalThis.fetch;
}

/**
 * fetch as the site's contact form sends: from one client address, and an insert of one contact submission without
 * a proof of work gets a freshly solved one (challenge from the gateway, solved like the form's Web Worker).
 */
function visitorFetch(address: string = nextClientAddress()): typeof globalThis.fetch {
  const from = fetchFrom(address);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (
      init?.method === "POST" &&
      new URL(url).pathname === "/rest/v1/contact_submissions" &&
      typeof init.body === "string"
    ) {
      const row = JSON.parse(init.body) as unknown;
      if (row && typeof row === "object" && !Array.isArray(row) && !("proof_of_work" in row)) {
        const proof = await solvedContactProof(stack.apiUrl, stack.anonKey, { request: from });
        init = { ...init, body: JSON.stringify({ ...row, proof_of_work: proof }) };
      }
    }
    return from(url, init);
  }) as typeof globalThis.fetch;
}

/** A visitor with the site's form: its own client address, a solved proof of work on every insert. */
export const anon = (address?: string) => client(stack.anonKey, visitorFetch(address));
/** A script with the public anon key: whatever it sends is sent as is, from one client address. */
export const bareAnon = (address: string = nextClientAddress()) => client(stack.anonKey, fetchFrom(address));
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
