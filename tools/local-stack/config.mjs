// Where the local stack keeps its state and which ports it uses. One place for every default.
import path from "node:path";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const localDir = path.join(rootDir, ".local");
/** Data of the persistent stack (`npm run stack -- start`): cluster, component state, pids, log. */
export const defaultDataDir = path.join(localDir, "stack");

/** Default ports, as `supabase start` uses them (functions: internal Deno server behind the gateway). */
export const defaultPorts = Object.freeze({ api: 54321, db: 54322, mail: 54324, functions: 54330 });

/** Environment variables that override the default ports of the persistent stack. */
export const portEnv = Object.freeze({
  api: "LOCAL_API_PORT",
  db: "LOCAL_DB_PORT",
  mail: "LOCAL_MAIL_PORT",
  functions: "LOCAL_FUNCTIONS_PORT",
});

/** Origins allowed by the gateway's CORS, comma separated; `*` matches any port. */
export const defaultCorsOrigins = "http://localhost:*,http://127.0.0.1:*";
export const corsOrigins = () => process.env.LOCAL_CORS_ORIGINS || defaultCorsOrigins;

export function portsFromEnv(env = process.env) {
  const ports = {};
  for (const [name, variable] of Object.entries(portEnv)) {
    const value = env[variable];
    if (value === undefined || value === "") ports[name] = defaultPorts[name];
    else if (/^\d+$/.test(value) && Number(value) > 0 && Number(value) < 65536) ports[name] = Number(value);
    else throw new Error(`${variable}=${value} is not a port number`);
  }
  return ports;
}

/** Test stacks take ports from here: below the kernel's ephemeral range (32768–60999), from which the OS hands out
 * the local ports of outgoing connections, so no client socket can take a test stack's port between the check and
 * the start. */
export const testPortRange = Object.freeze({ low: 20000, high: 32767 });

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 within testPortRange, tried at random. */
export async function freePort({ low, high } = testPortRange) {
  for (let tries = 0; tries < 500; tries++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

export async function freePorts() {
  const ports = {};
  const taken = new Set();
  for (const name of Object.keys(defaultPorts)) {
    let port;
    do port = await freePort();
    while (taken.has(port));
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}

/** True when something already listens on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
