#!/usr/bin/env node
// Docker-free stand-in for `supabase start|stop|status` (plus `reset`): npm run stack -- <command>
//   start   bring up the stack in the background (idempotent), wait until healthy, print URLs and keys
//   stop    stop every component; data stays in .local/stack
//   status  show whether it runs and where
//   reset   stop and delete .local/stack (database and all component data)
//   mail-catcher [--port 54339] [--host 127.0.0.1]   only the mail catcher, in the foreground (./mail-catcher-cli.ts)
// Ports: LOCAL_API_PORT (54321), LOCAL_DB_PORT (54322), LOCAL_MAIL_PORT (54324), LOCAL_FUNCTIONS_PORT (54330).
// CORS origins: LOCAL_CORS_ORIGINS (default http://localhost:*,http://127.0.0.1:*). Data dir: LOCAL_STACK_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { defaultDataDir, portsFromEnv, rootDir, tsxArgs } from "./config.ts";
import { keys } from "./keys.ts";
import { killStrayFunctions } from "./functions.ts";
import { alive, Cluster, clusterDir } from "./postgres.ts";

const dataDir = path.resolve(process.env.LOCAL_STACK_DIR || defaultDataDir);
const stateFile = path.join(dataDir, "state.json");
const logFile = path.join(dataDir, "stack.log");

/**
 * What daemon.ts records in state.json.
 */
export interface DaemonState {
  pid: number;
  status: "starting" | "ready" | "failed";
  /** why the start failed */
  error?: string;
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  components: string[];
}

function readState(): DaemonState | null {
  try {
    return JSON.parse(fs.readFileSync(stateFile, "utf8"));
  } catch {
    return null;
  }
}

async function healthy(state: DaemonState) {
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

function printRunning(state: DaemonState) {
  const relative = (p: string) => path.relative(rootDir, p) || ".";
  const has = (name: string) => state.components.includes(name);
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
  const child = spawn(process.execPath, tsxArgs(path.join(import.meta.dirname, "daemon.ts")), {
    cwd: rootDir,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, LOCAL_STACK_DIR: dataDir },
  });
  child.unref();
  console.log(`Starting the local stack (log: ${path.relative(rootDir, logFile)}) ...`);
  return waitForReady(child.pid);
}

/** @param pid the daemon's */
async function waitForReady(pid: number | undefined) {
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

/** The mail catcher on its own (for a Docker stack), with the arguments after the command. */
async function mailCatcher() {
  process.argv.splice(2, 1);
  await import("./mail-catcher-cli.ts");
}

const commands: Partial<Record<string, () => Promise<void>>> = {
  start,
  stop,
  status,
  reset,
  "mail-catcher": mailCatcher,
};
const command = commands[process.argv[2] ?? ""];
if (!command) {
  console.error("Usage: npm run stack -- start|stop|status|reset|mail-catcher");
  process.exit(2);
}
await command();
