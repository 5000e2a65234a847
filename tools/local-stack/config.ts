// Where the local stack keeps its state and which ports it uses. One place for every default.
import path from "node:path";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const localDir = path.join(rootDir, ".local");
/** Data of the persistent stack (`npm run stack -- start`): cluster, component state, pids, log. */
export const defaultDataDir = path.join(localDir, "stack");

export type PortName = "api" | "db" | "mail" | "functions";
export type Ports = Record<PortName, number>;

/**
 * Default ports, as `supabase start` uses them (functions: internal Deno server behind the gateway).
 */
const defaultPorts: Readonly<Ports> = Object.freeze({ api: 54321, db: 54322, mail: 54324, functions: 54330 });

/**
 * Environment variables that override the default ports of the persistent stack.
 */
const portEnv: Readonly<Record<PortName, string>> = Object.freeze({
  api: "LOCAL_API_PORT",
  db: "LOCAL_DB_PORT",
  mail: "LOCAL_MAIL_PORT",
  functions: "LOCAL_FUNCTIONS_PORT",
});

/**
 * Node's arguments that run one of the repository's TypeScript tools in a child process: `node --import tsx <file>`
 * (tsx, Node's loader for TypeScript, resolved from the child's working directory, the repository).
 */
export const tsxArgs = (file: string, ...args: string[]) => ["--import", "tsx", file, ...args];

/** Origins allowed by the gateway's CORS, comma separated; `*` matches any port. */
const defaultCorsOrigins = "http://localhost:*,http://127.0.0.1:*";
export const corsOrigins = () => process.env.LOCAL_CORS_ORIGINS || defaultCorsOrigins;

/**
 * The persistent stack's ports: the default of each, unless its variable of portEnv sets another.
 */
export function portsFromEnv(env: Record<string, string | undefined> = process.env): Ports {
  const port = (name: PortName) => {
    const variable = portEnv[name];
    const value = env[variable];
    if (value === undefined || value === "") return defaultPorts[name];
    if (/^\d+$/.test(value) && Number(value) > 0 && Number(value) < 65536) return Number(value);
    throw new Error(`${variable}=${value} is not a port number`);
  };
  return { api: port("api"), db: port("db"), mail: port("mail"), functions: port("functions") };
}

/** Test stacks take ports from here: below the kernel's ephemeral range (32768–60999), from which the OS hands out
 * the local ports of outgoing connections, so no client socket can take a test stack's port between the check and
 * the start. */
const defaultTestPortRange = Object.freeze({ low: 20000, high: 32767 });

/**
 * The range free ports are drawn from: defaultTestPortRange, or LOCAL_TEST_PORT_RANGE ("low-high", inside the default
 * range). Suites that run at the same time get disjoint ranges (tools/test/run-all.sh): a port one of them frees
 * while it restarts a component can then never be taken by the other in between.
 */
export function testPortRange(env: Record<string, string | undefined> = process.env): { low: number; high: number } {
  const value = env.LOCAL_TEST_PORT_RANGE;
  if (value === undefined || value === "") return defaultTestPortRange;
  const match = /^(\d+)-(\d+)$/.exec(value);
  const low = Number(match?.[1]);
  const high = Number(match?.[2]);
  if (!match || low > high || low < defaultTestPortRange.low || high > defaultTestPortRange.high) {
    throw new Error(
      `LOCAL_TEST_PORT_RANGE=${value} is not a range low-high within ${defaultTestPortRange.low}-${defaultTestPortRange.high}`,
    );
  }
  return { low, high };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Ports handed out in this process. A port freed for a moment while a component restarts (Postgres, the gateway)
 * is never given to another component or stack of the same process in between. */
const handedOut: Set<number> = new Set();

/**
 * A free TCP port on 127.0.0.1 within testPortRange(), tried at random, never one this process was given before.
 */
export async function freePort({ low, high }: { low: number; high: number } = testPortRange()): Promise<number> {
  for (let tries = 0; tries < 500; tries++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

/**
 * One free port for each of the stack's ports, all different.
 */
export async function freePorts(): Promise<Ports> {
  return { api: await freePort(), db: await freePort(), mail: await freePort(), functions: await freePort() };
}

/**
 * True when something already listens on 127.0.0.1:port.
 */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
