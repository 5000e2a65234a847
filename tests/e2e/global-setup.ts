import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "node:util";
import { startStack, type PortName } from "../../tools/local-stack/index.ts";
import { serveStackControl } from "../../tools/local-stack/control.ts";
import { applySuiteSettings } from "../../tools/local-stack/suite-settings.ts";
import { E2E_STACK_ENV, type E2EStack } from "./stack";

/** Fixed ports of the end-to-end stack: the build bakes the gateway's address in (tools/test/run-all.sh). */
const portDefaults: Record<PortName, { env: string; port: number }> = {
  api: { env: "E2E_API_PORT", port: 15421 },
  db: { env: "E2E_DB_PORT", port: 15422 },
  mail: { env: "E2E_MAIL_PORT", port: 15424 },
  functions: { env: "E2E_FUNCTIONS_PORT", port: 15430 },
};

function e2ePorts(): Record<PortName, number> {
  const entries = Object.entries(portDefaults).map(([name, { env, port }]) => {
    const value = process.env[env];
    if (value === undefined || value === "") return [name, port];
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535)
      throw new Error(`${env}=${value} is not a port`);
    return [name, Number(value)];
  });
  return Object.fromEntries(entries) as Record<PortName, number>;
}

/** True when some script of the build talks to `apiUrl` (the build's VITE_SUPABASE_URL). */
function buildTalksTo(apiUrl: string): boolean {
  const assets = "build/client/assets";
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .some((file) => readFileSync(join(assets, file), "utf8").includes(apiUrl));
}

/**
 * 1. The built site must exist: the e2e suite tests what production serves.
 * 2. A throwaway local stack (database, gateway, functions, mail catcher, pg_net worker) on fixed ports, which the
 *    contact tests use for real. Tests find it in process.env[E2E_STACK_ENV] (see ./stack.ts) and can stop or start a
 *    component through a small control server. Stack logs go to .local/e2e-stack.log. Stopped after the run.
 */
export default async function globalSetup() {
  if (!existsSync("build/client/index.html")) {
    throw new Error("No build found: run `npm run build` before the end-to-end tests.");
  }

  mkdirSync(".local", { recursive: true });
  const logFile = ".local/e2e-stack.log";
  writeFileSync(logFile, `e2e stack, ${new Date().toISOString()}\n`);
  const log = (...args: unknown[]) => appendFileSync(logFile, `${format(...args)}\n`);

  const stack = await startStack({ ephemeral: true, ports: e2ePorts(), log });
  await applySuiteSettings(stack.dbUrl);
  const control = await serveStackControl(stack);

  const info: E2EStack = {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    mailUrl: stack.mailUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    controlUrl: control.url,
    buildTalksToStack: buildTalksTo(stack.apiUrl),
  };
  process.env[E2E_STACK_ENV] = JSON.stringify(info);
  if (!info.buildTalksToStack) {
    console.warn(
      `\n[e2e] The build does not talk to the test stack at ${stack.apiUrl}: the contact tests will fail. ` +
        `Build with VITE_SUPABASE_URL=${stack.apiUrl} (npm test does).\n`,
    );
  }

  return async () => {
    try {
      await control.close();
    } finally {
      await stack.stop();
    }
  };
}
