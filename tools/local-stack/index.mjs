// JS API of the Docker-free local Supabase stand-in (see components.mjs for the parts and the ctx they get).
//
//   const stack = await startStack({ ephemeral: true });       // free ports, temp data dir
//   stack.apiUrl, stack.dbUrl, stack.mailUrl, stack.anonKey, stack.serviceRoleKey, stack.jwtSecret
//   await stack.stopComponent("mail-catcher"); await stack.startComponent("mail-catcher");
//   await stack.stop();
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { defaultDataDir, freePorts, portInUse, rootDir } from "./config.mjs";
import { keys } from "./keys.mjs";
import { loadComponents } from "./components.mjs";

export { keys } from "./keys.mjs";

/** @import { ComponentHandle, StackContext } from "./components.mjs" */
/** @typedef {import("./config.mjs").PortName} PortName */

/**
 * @typedef {object} StartStackOptions
 * @property {string} [dataDir] data dir; default .local/stack, or a new temp dir when ephemeral
 * @property {Partial<Record<PortName, number>>} [ports] ports; any not given are free ports found by the OS
 * @property {boolean} [ephemeral] throwaway stack: data dir deleted on stop
 * @property {string[]} [components] component names to start (default all registered: db, gateway, then the
 *   optional ones present)
 * @property {(...args: unknown[]) => void} [log]
 */

/**
 * A running stack.
 * @typedef {object} Stack
 * @property {string} apiUrl
 * @property {string} dbUrl
 * @property {string} mailUrl
 * @property {string} functionsUrl
 * @property {Record<PortName, number>} ports
 * @property {string} dataDir
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {string} jwtSecret
 * @property {() => string[]} components names of the running components
 * @property {() => Promise<void>} stop
 * @property {(name: string) => Promise<void>} stopComponent
 * @property {(name: string) => Promise<void>} startComponent
 */

/**
 * @param {StartStackOptions} [options]
 * @returns {Promise<Stack>}
 */
export async function startStack(options = {}) {
  const ephemeral = options.ephemeral ?? false;
  const dataDir = path.resolve(
    options.dataDir ?? (ephemeral ? fs.mkdtempSync(path.join(os.tmpdir(), "local-stack-")) : defaultDataDir),
  );
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755); // the cluster runs as the postgres OS user when we are root: it must traverse this dir
  const free = await freePorts();
  const ports = { ...free, ...options.ports };
  const log = options.log ?? ((...args) => console.log(...args));

  const all = await loadComponents();
  const wanted = options.components ?? all.map((component) => component.name);
  const unknown = wanted.filter((name) => !all.some((component) => component.name === name));
  if (unknown.length) throw new Error(`Unknown component(s): ${unknown.join(", ")}; known: ${all.map((c) => c.name).join(", ")}`);
  const components = all.filter((component) => wanted.includes(component.name));

  const http = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
  /** @type {pg.Pool | null} */
  let pool = null;
  /** @type {StackContext} */
  const ctx = {
    rootDir,
    dataDir,
    ephemeral,
    ports,
    urls: { api: http(ports.api), db: dbUrl, mail: http(ports.mail), functions: http(ports.functions) },
    apiUrl: http(ports.api),
    dbUrl,
    mailUrl: http(ports.mail),
    functionsUrl: http(ports.functions),
    keys,
    ...keys,
    env: {
      SUPABASE_URL: http(ports.api),
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      SUPABASE_DB_URL: dbUrl,
    },
    log,
    query(text, params) {
      if (!pool) {
        pool = new pg.Pool({ connectionString: dbUrl, max: 4, application_name: "local-stack" });
        // An idle client loses its connection when Postgres restarts; without a listener that error kills the process.
        pool.on("error", (error) => log("[stack] idle database connection lost:", error.message));
      }
      return pool.query(text, params);
    },
  };

  /** @type {Map<string, ComponentHandle>} name -> handle with stop() of running components */
  const running = new Map();

  /** @param {string} name */
  async function startComponent(name) {
    const component = components.find((c) => c.name === name) ?? all.find((c) => c.name === name);
    if (!component) throw new Error(`Unknown component ${name}`);
    if (running.has(name)) return;
    const port = name === "db" ? ports.db : name === "gateway" ? ports.api : undefined;
    if (port && name !== "db" && (await portInUse(port))) {
      throw new Error(`Port ${port} for ${name} is in use (set ${name === "gateway" ? "LOCAL_API_PORT" : "a port"} or stop the other process)`);
    }
    running.set(name, await component.start(ctx));
  }

  /** @param {string} name */
  async function stopComponent(name) {
    const handle = running.get(name);
    if (!handle) return;
    running.delete(name);
    await handle.stop();
  }

  async function stop() {
    for (const name of [...running.keys()].reverse()) {
      if (name === "db" && pool) {
        await pool.end().catch(() => {});
        pool = null;
      }
      await stopComponent(name).catch((error) => log(`[stack] stopping ${name} failed: ${error.message}`));
    }
    if (pool) await pool.end().catch(() => {});
    pool = null;
    if (ephemeral) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    for (const component of components) await startComponent(component.name);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    apiUrl: ctx.apiUrl,
    dbUrl,
    mailUrl: ctx.mailUrl,
    functionsUrl: ctx.functionsUrl,
    ports,
    dataDir,
    ...keys,
    components: () => [...running.keys()],
    stop,
    stopComponent,
    startComponent,
  };
}
