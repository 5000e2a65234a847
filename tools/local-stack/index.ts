// JS API of the Docker-free local Supabase stand-in (see components.ts for the parts and the ctx they get).
//
//   const stack = await startStack({ ephemeral: true });       // free ports, temp data dir
//   stack.apiUrl, stack.dbUrl, stack.mailUrl, stack.anonKey, stack.serviceRoleKey, stack.jwtSecret
//   await stack.stopComponent("mail-catcher"); await stack.startComponent("mail-catcher");
//   await stack.stop();
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { defaultDataDir, freePorts, portInUse, rootDir } from "./config.ts";
import { keys } from "./keys.ts";
import { loadComponents } from "./components.ts";

export { keys } from "./keys.ts";

import type { ComponentHandle, StackContext } from "./components.ts";
import type { PortName } from "./config.ts";
export type { PortName };

export interface StartStackOptions {
  /** data dir; default .local/stack, or a new temp dir when ephemeral */
  dataDir?: string;
  /** ports; any not given are free ports found by the OS */
  ports?: Partial<Record<PortName, number>>;
  /** throwaway stack: data dir deleted on stop */
  ephemeral?: boolean;
  /** component names to start (default all registered: db, gateway, then the optional ones present) */
  components?: string[];
  log?: (...args: unknown[]) => void;
}

/**
 * A running stack.
 */
export interface Stack {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  functionsUrl: string;
  ports: Record<PortName, number>;
  dataDir: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** names of the running components */
  components: () => string[];
  stop: () => Promise<void>;
  stopComponent: (name: string) => Promise<void>;
  startComponent: (name: string) => Promise<void>;
}

export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
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
  if (unknown.length)
    throw new Error(`Unknown component(s): ${unknown.join(", ")}; known: ${all.map((c) => c.name).join(", ")}`);
  const components = all.filter((component) => wanted.includes(component.name));

  const http = (port: number) => `http://127.0.0.1:${port}`;
  const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
  let pool: pg.Pool | null = null;
  const ctx: StackContext = {
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

  /** name -> handle with stop() of running components */
  const running: Map<string, ComponentHandle> = new Map();

  async function startComponent(name: string) {
    const component = components.find((c) => c.name === name) ?? all.find((c) => c.name === name);
    if (!component) throw new Error(`Unknown component ${name}`);
    if (running.has(name)) return;
    const port = name === "db" ? ports.db : name === "gateway" ? ports.api : undefined;
    if (port && name !== "db" && (await portInUse(port))) {
      throw new Error(
        `Port ${port} for ${name} is in use (set ${name === "gateway" ? "LOCAL_API_PORT" : "a port"} or stop the other process)`,
      );
    }
    running.set(name, await component.start(ctx));
  }

  async function stopComponent(name: string) {
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
