// Registry of the local stack's components, started in this order and stopped in reverse.
//
// A component module exports `default { name, start(ctx) }`; `start` resolves once the component is ready and
// returns `{ stop(): Promise<void> }`. It must not keep the event loop alive after stop(), must log through ctx.log,
// and keeps any files under path.join(ctx.dataDir, name).
//
// ctx (the same object for every component; built in index.mjs):
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
// The delivery helper's components plug in by existing: ./mail-catcher.mjs, ./functions.mjs, ./net-worker.mjs.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import db from "./db.mjs";
import gateway from "./gateway/component.mjs";

/**
 * The ctx every component's start() gets (see above).
 * @typedef {object} StackContext
 * @property {string} rootDir
 * @property {string} dataDir
 * @property {boolean} ephemeral
 * @property {import("./config.mjs").Ports} ports
 * @property {Record<import("./config.mjs").PortName, string>} urls
 * @property {string} apiUrl
 * @property {string} dbUrl
 * @property {string} mailUrl
 * @property {string} functionsUrl
 * @property {Readonly<{ jwtSecret: string, anonKey: string, serviceRoleKey: string }>} keys
 * @property {string} jwtSecret
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {Record<string, string>} env
 * @property {(...args: unknown[]) => void} log
 * @property {(text: string, params?: unknown[]) => Promise<import("pg").QueryResult>} query
 */

/** @typedef {{ stop(): Promise<void> }} ComponentHandle a running component */
/** @typedef {{ name: string, start(ctx: StackContext): Promise<ComponentHandle> }} Component */

/** Optional components, loaded only when their module exists (the delivery feature provides them). */
const optionalModules = ["./mail-catcher.mjs", "./functions.mjs", "./net-worker.mjs"];

/**
 * The component a module exports, or null when the module does not exist.
 * @param {string} specifier
 * @returns {Promise<Component | null>}
 */
async function optional(specifier) {
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
 * @returns {Promise<Component[]>}
 */
export async function loadComponents() {
  const extra = (await Promise.all(optionalModules.map(optional))).filter((component) => component !== null);
  return [db, gateway, ...extra];
}
