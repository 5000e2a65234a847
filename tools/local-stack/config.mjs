// Where the local stack keeps its state and which ports it uses. One place for every default.
import path from "node:path";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const localDir = path.join(rootDir, ".local");
/** Data of the persistent stack (`npm run stack -- start`): cluster, component state, pids, log. */
export const defaultDataDir = path.join(localDir, "stack");

/** @typedef {"api" | "db" | "mail" | "functions"} PortName */
/** @typedef {Record<PortName, number>} Ports */

/**
 * Default ports, as `supabase start` uses them (functions: internal Deno server behind the gateway).
 * @type {Readonly<Ports>}
 */
const defaultPorts = Object.freeze({ api: 54321, db: 54322, mail: 54324, functions: 54330 });

/**
 * Environment variables that override the default ports of the persistent stack.
 * @type {Readonly<Record<PortName, string>>}
 */
const portEnv = Object.freeze({
  api: "LOCAL_API_PORT",
  db: "LOCAL_DB_PORT",
  mail: "LOCAL_MAIL_PORT",
  functions: "LOCAL_FUNCTIONS_PORT",
});

/** Origins allowed by the gateway's CORS, comma separated; `*` matches any port. */
const defaultCorsOrigins = "http://localhost:*,http://127.0.0.1:*";
export const corsOrigins = () => process.env.LOCAL_CORS_ORIGINS || defaultCorsOrigins;

/**
 * The persistent stack's ports: the default of each, unless its variable of portEnv sets another.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Ports}
 */
export function portsFromEnv(env = process.env) {
  /** @param {PortName} name */
  const port = (name) => {
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
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ low: number, high: number }}
 */
export function testPortRange(env = process.env) {
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

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Ports handed out in this process. A port freed for a moment while a component restarts (Postgres, the gateway)
 * is never given to another component or stack of the same process in between. */
/** @type {Set<number>} */
const handedOut = new Set();

/**
 * A free TCP port on 127.0.0.1 within testPortRange(), tried at random, never one this process was given before.
 * @param {{ low: number, high: number }} [range]
 * @returns {Promise<number>}
 */
export async function freePort({ low, high } = testPortRange()) {
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
 * @returns {Promise<Ports>}
 */
export async function freePorts() {
  return { api: await freePort(), db: await freePort(), mail: await freePort(), functions: await freePort() };
}

/**
 * True when something already listens on 127.0.0.1:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
