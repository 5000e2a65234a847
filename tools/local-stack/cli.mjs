#!/usr/bin/env node
// Docker-free stand-in for `supabase start|stop|status` (plus `reset`): node tools/local-stack/cli.mjs <command>
//   start   bring up the stack in the background (idempotent), wait until healthy, print URLs and keys
//   stop    stop every component; data stays in .local/stack
//   status  show whether it runs and where
//   reset   stop and delete .local/stack (database and all component data)
// Ports: LOCAL_API_PORT (54321), LOCAL_DB_PORT (54322), LOCAL_MAIL_PORT (54324), LOCAL_FUNCTIONS_PORT (54330).
// CORS origins: LOCAL_CORS_ORIGINS (default http://localhost:*,http://127.0.0.1:*). Data dir: LOCAL_STACK_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { defaultDataDir, portsFromEnv, rootDir } from "./config.mjs";
import { keys } from "./keys.mjs";
import { killStrayFunctions } from "./functions.mjs";
import { Cluster, clusterDir } from "./postgres.mjs";

const dataDir = path.resolve(process.env.LOCAL_STACK_DIR || defaultDataDir);
const stateFile = path.join(dataDir, "state.json");
const logFile = path.join(dataDir, "stack.log");
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What daemon.mjs records in state.json.
 * @typedef {object} DaemonState
 * @property {number} pid
 * @property {"starting" | "ready" | "failed"} status
 * @property {string} [error] why the start failed
 * @property {string} apiUrl
 * @property {string} dbUrl
 * @property {string} mailUrl
 * @property {string[]} components
 */

/** @returns {DaemonState | null} */
function readState() {
  try {
    return JSON.parse(fs.readFileSync(stateFile, "utf8"));
  } catch {
    return null;
  }
}

/** @param {number | undefined} pid */
function alive(pid) {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {DaemonState} state */
async function healthy(state) {
  try {
    const response = await fetch(`${state.apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function logTail(lines = 30) {
  return fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n") : "(no log)";
}

/** @param {DaemonState} state */
function printRunning(state) {
  const relative = (/** @type {string} */ p) => path.relative(rootDir, p) || ".";
  const has = (/** @type {string} */ name) => state.components.includes(name);
  console.log(`Local Supabase stand-in is running (components: ${state.components.join(", ")}).

         API URL: ${state.apiUrl}
    REST API URL: ${state.apiUrl}/rest/v1
   Functions URL: ${state.apiUrl}/functions/v1${has("functions") ? "" : "   (functions component not installed)"}
          DB URL: ${state.dbUrl}
    Mail catcher: ${state.mailUrl}${has("mail-catcher") ? "" : "   (mail catcher not installed)"}
      JWT secret: ${keys.jwtSecret}
        anon key: ${keys.anonKey}
service_role key: ${keys.serviceRoleKey}

Data: ${relative(dataDir)}   Log: ${relative(logFile)}   Stop: npm run stack -- stop`);
}

async function start() {
  const state = readState();
  if (state && alive(state.pid)) {
    if (state.status === "ready" && (await healthy(state))) return printRunning(state);
    if (state.status === "starting") return waitForReady(state.pid);
    console.log("A previous stack process is unhealthy; restarting it.");
    await stop({ quiet: true });
  }
  portsFromEnv(); // validate before going to the background
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(stateFile, { force: true });
  const out = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "daemon.mjs")], {
    cwd: rootDir,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, LOCAL_STACK_DIR: dataDir },
  });
  child.unref();
  console.log(`Starting the local stack (log: ${path.relative(rootDir, logFile)}) ...`);
  return waitForReady(child.pid);
}

/** @param {number | undefined} pid the daemon's */
async function waitForReady(pid) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const state = readState();
    if (state?.status === "ready" && (await healthy(state))) return printRunning(state);
    if (state?.status === "failed" || !alive(pid)) {
      console.error(`The local stack failed to start:\n${logTail()}`);
      process.exitCode = 1;
      return;
    }
    await sleep(250);
  }
  console.error(`The local stack did not become healthy within 180 s:\n${logTail()}`);
  process.exitCode = 1;
}

async function stop({ quiet = false } = {}) {
  const state = readState();
  if (state && alive(state.pid)) {
    process.kill(state.pid, "SIGTERM");
    const deadline = Date.now() + 60_000;
    while (alive(state.pid) && Date.now() < deadline) await sleep(100);
    if (alive(state.pid)) process.kill(state.pid, "SIGKILL");
  }
  fs.rmSync(stateFile, { force: true });
  // a crashed daemon may have left function processes and the cluster running
  const strays = killStrayFunctions(dataDir);
  if (strays && !quiet) console.log(`Ended ${strays} function process(es) left by a crashed stack.`);
  const cluster = new Cluster({ dir: path.join(dataDir, "db", "pgdata"), port: 0 });
  await cluster.stop();
  if (!quiet) console.log("Local stack stopped.");
}

async function status() {
  const state = readState();
  if (state && alive(state.pid) && state.status === "ready") {
    if (await healthy(state)) return printRunning(state);
    console.log(`The stack process (pid ${state.pid}) runs but the API does not answer. Log:\n${logTail(10)}`);
    process.exitCode = 1;
    return;
  }
  console.log("Local stack is not running. Start it with: npm run stack -- start");
  process.exitCode = 3;
}

async function reset() {
  await stop({ quiet: true });
  const cluster = clusterDir(path.join(dataDir, "db", "pgdata"));
  if (!cluster.startsWith(dataDir)) fs.rmSync(path.dirname(cluster), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Local stack stopped and its data (${path.relative(rootDir, dataDir)}) deleted.`);
}

/** @type {Partial<Record<string, () => Promise<void>>>} */
const commands = { start, stop, status, reset };
const command = commands[process.argv[2] ?? ""];
if (!command) {
  console.error("Usage: node tools/local-stack/cli.mjs start|stop|status|reset");
  process.exit(2);
}
await command();
