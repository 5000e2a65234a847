// Component "functions": the project's Edge Functions served by Deno, for the local stack (stand-in for Supabase's
// edge runtime). Every folder of supabase/functions with an index.ts (not _shared) runs unchanged as its own Deno
// process (`Deno.serve` at top level; DENO_SERVE_ADDRESS picks the port), and a small router on the functions port
// sends /<name>/... to it, which is where the gateway proxies /functions/v1/<name>/....
//
// Each function gets the environment the hosted runtime injects (SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL; SUPABASE_URL is the gateway, which answers supabase-js's table and
// /rest/v1/rpc requests as PostgREST does) plus the local configuration of contact-autoreply: RESEND_BASE_URL (the
// mail catcher), a dummy RESEND_API_KEY, MAIL_FROM, OWNER_EMAIL and CONTACT_AUTOREPLY_SECRET. The same secret and the
// function's URL through the gateway are put into Vault (contact_autoreply_secret, contact_autoreply_url), as the
// README tells the owner to do on the hosted project. Any of MAIL_FROM, OWNER_EMAIL and AUTOREPLY_SUBJECT set in the
// environment of `npm run stack -- start` is passed through.
//
// Deno downloads the functions' npm: packages into DENO_DIR (default ~/.cache/deno) on the first start; that can take
// a while, so readiness waits up to LOCAL_FUNCTIONS_START_TIMEOUT_MS (default 180 s).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, portInUse } from "./config.ts";

import type { ChildProcess } from "node:child_process";
import type { Component, StackContext } from "./components.ts";

export const LOCAL_MAIL_FROM = "KI Marketing Studio <kontakt@ki-marketing-studio.de>";
export const LOCAL_OWNER_EMAIL = "inhaberin@example.com";
const PASS_THROUGH = /^(MAIL_FROM|OWNER_EMAIL|AUTOREPLY_SUBJECT)$/;

/**
 * Names of the deployable functions: folders with an index.ts, not starting with _ or .
 */
function functionNames(functionsDir: string): string[] {
  if (!fs.existsSync(functionsDir)) return [];
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(functionsDir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The project's Deno (npm package deno), else the one on PATH.
 */
function denoBinary(rootDir: string) {
  const local = path.join(rootDir, "node_modules", "deno", "deno");
  return fs.existsSync(local) ? local : "deno";
}

/**
 * The local shared secret: random once per data dir, kept in <dataDir>/functions/contact-autoreply.secret.
 */
function localSecret(dir: string): string {
  const file = path.join(dir, "contact-autoreply.secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Creates or updates a Vault secret by name (vault.create_secret / vault.update_secret, as on Supabase).
 */
async function putVaultSecret(query: StackContext["query"], name: string, value: string) {
  const { rows } = await query("select id from vault.secrets where name = $1", [name]);
  if (rows.length) await query("select vault.update_secret($1, $2)", [rows[0].id, value]);
  else await query("select vault.create_secret($1, $2)", [value, name]);
}

/**
 * Starts one function as its own Deno process listening on `port`; its output goes to `log`, line by line.
 */
function spawnFunction({
  name,
  port,
  rootDir,
  env,
  log,
}: {
  name: string;
  port: number;
  rootDir: string;
  env: NodeJS.ProcessEnv;
  log: (...args: unknown[]) => void;
}) {
  const entry = path.join(rootDir, "supabase", "functions", name, "index.ts");
  const child = spawn(
    denoBinary(rootDir),
    [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--frozen",
      "--config",
      path.join(rootDir, "supabase", "functions", name, "deno.json"),
      entry,
    ],
    {
      cwd: rootDir,
      env: { ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const forward = (stream: import("node:stream").Readable) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) log(`[functions] ${name}: ${line}`);
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  return child;
}

/**
 * Resolves with the milliseconds it took once something listens on `port`; rejects when `child` exits first or the
 * time is up.
 */
async function waitForPort(port: number, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before listening`);
    if (await portInUse(port)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not listening on ${port} after ${timeoutMs} ms`);
}

/**
 * The function processes of a data dir, so `stack stop` can end them even when the daemon died without cleanup.
 */
export const pidFile = (dataDir: string) => path.join(dataDir, "functions", "pids.json");

/**
 * Ends function processes listed in the pid file that still run Deno (a pid may have been reused meanwhile); returns
 * how many it ended.
 */
export function killStrayFunctions(dataDir: string): number {
  let pids: number[] = [];
  try {
    pids = JSON.parse(fs.readFileSync(pidFile(dataDir), "utf8"));
  } catch {
    return 0;
  }
  let killed = 0;
  for (const pid of pids) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("deno")) continue;
      process.kill(pid, "SIGKILL");
      killed++;
    } catch {
      // gone already
    }
  }
  fs.rmSync(pidFile(dataDir), { force: true });
  return killed;
}

async function killChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Forwards req to http://127.0.0.1:<port><path>.
 */
function proxy(req: http.IncomingMessage, res: http.ServerResponse, port: number, pathname: string) {
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port,
      path: pathname,
      method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${port}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (res.headersSent) return res.destroy(error);
    const body = JSON.stringify({ error: `upstream not reachable: ${error.message}` });
    res.writeHead(502, { "content-type": "application/json" });
    res.end(body);
  });
  req.pipe(upstream);
}

// ----------------------------------------------------------------------------------------------- component
export default {
  name: "functions",
  async start(ctx: StackContext) {
    const functionsDir = path.join(ctx.rootDir, "supabase", "functions");
    const names = functionNames(functionsDir);
    const stateDir = path.join(ctx.dataDir, "functions");
    const secret = localSecret(stateDir);
    const timeoutMs = Number(process.env.LOCAL_FUNCTIONS_START_TIMEOUT_MS || 180_000);
    /** stop functions, in start order */
    const handles: (() => Promise<void>)[] = [];

    const pids: (number | undefined)[] = [];
    async function stopAll() {
      for (const handle of handles.reverse()) await handle().catch(() => {});
      handles.length = 0;
      fs.rmSync(pidFile(ctx.dataDir), { force: true });
    }

    try {
      const passThrough = Object.fromEntries(Object.entries(process.env).filter(([key]) => PASS_THROUGH.test(key)));
      const env = {
        ...process.env,
        ...ctx.env,
        RESEND_BASE_URL: ctx.mailUrl,
        RESEND_API_KEY: "re_local_mail_catcher",
        MAIL_FROM: LOCAL_MAIL_FROM,
        OWNER_EMAIL: LOCAL_OWNER_EMAIL,
        CONTACT_AUTOREPLY_SECRET: secret,
        ...passThrough,
      };

      const routes = new Map();
      for (const name of names) {
        const port = await freePort();
        const started = Date.now();
        const child = spawnFunction({ name, port, rootDir: ctx.rootDir, env, log: ctx.log });
        handles.push(() => killChild(child));
        pids.push(child.pid);
        fs.writeFileSync(pidFile(ctx.dataDir), JSON.stringify(pids));
        child.on("exit", (code, signal) => {
          if (routes.get(name) === port) ctx.log(`[functions] ${name} exited (${signal ?? code})`);
        });
        await waitForPort(port, child, timeoutMs).catch((error) => {
          throw new Error(`function ${name}: ${error.message}`);
        });
        routes.set(name, port);
        ctx.log(`[functions] ${name} ready in ${Date.now() - started} ms`);
      }

      const router = http.createServer((req, res) => {
        const name = /^\/([^/?]+)/.exec(req.url ?? "/")?.[1];
        const port = name && routes.get(name);
        if (!port) {
          res.writeHead(404, { "content-type": "application/json" });
          return res.end(JSON.stringify({ code: "NOT_FOUND", message: `Function not found: ${name ?? ""}` }));
        }
        proxy(req, res, port, req.url ?? "/");
      });
      await listen(router, ctx.ports.functions);
      handles.push(() => close(router));

      await putVaultSecret(ctx.query, "contact_autoreply_url", `${ctx.apiUrl}/functions/v1/contact-autoreply`);
      await putVaultSecret(ctx.query, "contact_autoreply_secret", secret);
      ctx.log(
        `[functions] ${names.join(", ") || "(none)"} on ${ctx.functionsUrl}; Vault secrets contact_autoreply_url/_secret set`,
      );
    } catch (error) {
      await stopAll();
      throw error;
    }
    return { stop: stopAll };
  },
} satisfies Component;
