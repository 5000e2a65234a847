// Registry of the local stack's components, started in this order and stopped in reverse.
//
// A component module exports `default { name, start(ctx) }`; `start` resolves once the component is ready and
// returns `{ stop(): Promise<void> }`. It must not keep the event loop alive after stop(), must log through ctx.log,
// and keeps any files under path.join(ctx.dataDir, name).
//
// ctx (the same object for every component; built in index.ts):
//   rootDir       absolute path of the repository
//   dataDir       absolute path of the stack's data dir (.local/stack, or a temp dir when ephemeral)
//   ephemeral     true for throwaway stacks of tests (data dir deleted on stop)
//   ports         { api, db, mail, functions }                         numbers
//   urls          { api, db, mail, functions }                         http://127.0.0.1:<port> (db: the DB URL)
//   apiUrl        gateway URL, http://127.0.0.1:<api>                  (SUPABASE_URL for clients and functions)
//   dbUrl         postgresql://postgres:postgres@127.0.0.1:<db>/postgres (superuser)
//   mailUrl       http://127.0.0.1:<mail>
//   functionsUrl  http://127.0.0.1:<functions>   the gateway proxies /functions/v1/<name>... to <functionsUrl>/<name>...
//   keys          { anonKey, serviceRoleKey, jwtSecret }  (also as ctx.anonKey, ctx.serviceRoleKey, ctx.jwtSecret)
//   env           { SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL } as the hosted edge
//                 runtime injects them into functions
//   log(...args)  logger; prefix your lines with your component name, e.g. ctx.log("[net-worker]", "sent", id)
//   query(text, params?)  runs SQL as the superuser on a shared pg.Pool (available to components after "db");
//                 e.g. to put local Vault secrets: ctx.query("select vault.create_secret($1, $2)", [value, name])
//
// The delivery helper's components plug in by existing: ./mail-catcher.ts, ./functions.ts, ./net-worker.ts.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import db from "./db.ts";
import gateway from "./gateway/component.ts";
import type { QueryResult } from "pg";
import type { PortName, Ports } from "./config.ts";

/**
 * The ctx every component's start() gets (see above).
 */
export interface StackContext {
  rootDir: string;
  dataDir: string;
  ephemeral: boolean;
  ports: Ports;
  urls: Record<PortName, string>;
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  functionsUrl: string;
  keys: Readonly<{ jwtSecret: string; anonKey: string; serviceRoleKey: string }>;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  env: Record<string, string>;
  log: (...args: unknown[]) => void;
  query: (text: string, params?: unknown[]) => Promise<QueryResult>;
}

/** A running component. */
export type ComponentHandle = { stop(): Promise<void> };
export type Component = { name: string; start(ctx: StackContext): Promise<ComponentHandle> };

/** Optional components, loaded only when their module exists (the delivery feature provides them). */
const optionalModules = ["./mail-catcher.ts", "./functions.ts", "./net-worker.ts"];

/**
 * The component a module exports, or null when the module does not exist.
 */
async function optional(specifier: string): Promise<Component | null> {
  if (!fs.existsSync(fileURLToPath(new URL(specifier, import.meta.url)))) return null;
  const module = await import(specifier);
  const component = module.default;
  if (!component || typeof component.name !== "string" || typeof component.start !== "function") {
    throw new Error(`${specifier} must export default { name, start(ctx) }`);
  }
  return component;
}

/**
 * All components in start order: db, gateway, then the optional ones that exist.
 */
export async function loadComponents(): Promise<Component[]> {
  const extra = (await Promise.all(optionalModules.map(optional))).filter((component) => component !== null);
  return [db, gateway, ...extra];
}
