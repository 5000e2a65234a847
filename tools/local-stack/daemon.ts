// The background process of `cli.ts start`: runs the persistent stack until SIGTERM/SIGINT, and records its state
// in <dataDir>/state.json for the CLI. Not meant to be run by hand.
import fs from "node:fs";
import path from "node:path";
import { portsFromEnv } from "./config.ts";
import { startStack } from "./index.ts";
import type { Stack } from "./index.ts";

const dataDir = process.env.LOCAL_STACK_DIR;
if (!dataDir) throw new Error("LOCAL_STACK_DIR is not set (cli.ts sets it)");
const stateFile = path.join(dataDir, "state.json");
const stamp = () => new Date().toISOString();
const log = (...args: unknown[]) => console.log(stamp(), ...args);

/** @param state what the CLI reads: status, and when ready the URLs, ports and components */
const writeState = (state: Record<string, unknown>) =>
  fs.writeFileSync(stateFile, JSON.stringify({ pid: process.pid, ...state }, null, 2));

writeState({ status: "starting" });
let stack: Stack;
try {
  stack = await startStack({ dataDir, ports: portsFromEnv(), log });
} catch (caught) {
  const error = caught instanceof Error ? caught : new Error(String(caught));
  log("[stack] start failed:", error.stack ?? error.message);
  writeState({ status: "failed", error: error.message });
  process.exit(1);
}
writeState({
  status: "ready",
  startedAt: stamp(),
  ports: stack.ports,
  apiUrl: stack.apiUrl,
  dbUrl: stack.dbUrl,
  mailUrl: stack.mailUrl,
  functionsUrl: stack.functionsUrl,
  components: stack.components(),
});
log("[stack] ready:", stack.components().join(", "));

let stopping = false;
/**
 * Stops the stack in order and exits.
 * @param signal what asked for it, for the log
 */
async function shutdown(signal: string, exitCode: number = 0) {
  if (stopping) return;
  stopping = true;
  log(`[stack] ${signal}: stopping`);
  await stack?.stop();
  fs.rmSync(stateFile, { force: true });
  log("[stack] stopped");
  process.exit(exitCode);
}
// Anything unexpected is logged and the stack is stopped in order, so no component process (Deno) is left behind.
process.on("uncaughtException", (error) => {
  log("[stack] uncaught exception:", error.stack ?? error.message);
  shutdown("uncaughtException", 1);
});
process.on("unhandledRejection", (reason) =>
  log("[stack] unhandled rejection:", (reason instanceof Error && reason.stack) || String(reason)),
);
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
