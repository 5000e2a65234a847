// STAND-IN for Supabase's API gateway (Kong) and PostgREST, for the local stack only. One port:
//   /rest/v1/<table>       PostgREST contract (see postgrest.ts), as the caller's role in one transaction
//   /rest/v1/rpc/<fn>      PostgREST's function calls (see rpc.ts), the same way
//   /functions/v1/<name>   proxied to the Deno functions server (JWT checked unless config.toml says
//                          verify_jwt = false for that function, as the edge runtime does)
//   /health                200 when the database answers (for the start command)
// The TCP peer's address reaches Postgres as request.headers' cf-connecting-ip (client-address.ts); address headers
// the client sent do not.
// CORS for the site's local origins; request bodies over 64 KB are refused with 413 (Kong's size limit).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { authenticate } from "./auth.ts";
import { errors, toResponse } from "./errors.ts";
import { handleTableRequest } from "./postgrest.ts";
import { handleRpcRequest } from "./rpc.ts";
import { SchemaCache } from "./schema-cache.ts";
import { corsHeaders, isAllowedOrigin } from "./cors.ts";
import { headersWithClientAddress } from "./client-address.ts";

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Result } from "./postgrest.ts";
import type { PoolClient } from "pg";

const maxBodyBytes = 64 * 1024;

/**
 * Functions whose JWT check is off in supabase/config.toml (`[functions.<name>] verify_jwt = false`).
 */
function functionsWithoutJwt(configToml: string): Set<string> {
  const names = new Set<string>();
  const sections = configToml.split(/^\[/m);
  for (const section of sections) {
    const name = /^functions\.("?)([\w-]+)\1\]/.exec(section)?.[2];
    if (name && /^\s*verify_jwt\s*=\s*false\s*$/m.test(section)) names.add(name);
  }
  return names;
}

/**
 * The request body as text; 413 once it is longer than `limit` bytes.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      req.resume();
      return reject(errors.tooLarge(limit));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(errors.tooLarge(limit));
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw errors.invalidJson(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A path segment decoded, or null when there is none or it is not valid percent-encoding.
 */
function decodedSegment(segment: string | undefined) {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

/**
 * Answers with `body` as JSON; no body when it is undefined.
 */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? "" : JSON.stringify(body); // null is a body: the JSON value null
  res.writeHead(status, {
    ...(payload ? { "content-type": "application/json; charset=utf-8" } : {}),
    ...headers,
    "content-length": Buffer.byteLength(payload),
  });
  res.end(payload);
}

export async function startGateway({
  port,
  dbUrl,
  functionsUrl,
  corsOrigins,
  rootDir,
  log = () => {},
}: {
  port: number;
  dbUrl: string;
  functionsUrl: string;
  corsOrigins: string;
  rootDir: string;
  log?: (...args: unknown[]) => void;
}): Promise<{ url: string; stop(): Promise<void> }> {
  // PostgREST logs in as `authenticator` and switches to the caller's role per request.
  const authenticatorUrl = new URL(dbUrl);
  authenticatorUrl.username = "authenticator";
  authenticatorUrl.password = "postgres";
  const pool = new pg.Pool({
    connectionString: authenticatorUrl.toString(),
    max: 10,
    application_name: "local-gateway",
  });
  pool.on("error", (error) => log("pool error:", error.message));
  const cache = new SchemaCache(pool);
  await cache.load();
  const configFile = path.join(rootDir, "supabase", "config.toml");
  const openFunctions = () => functionsWithoutJwt(fs.existsSync(configFile) ? fs.readFileSync(configFile, "utf8") : "");

  /**
   * A /rest/v1 request: `route` is a table, or a function under /rpc.
   */
  async function rest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: { table: string; rpc?: undefined } | { rpc: string; table?: undefined },
  ) {
    let role = "anon";
    try {
      const auth = await authenticate(req.headers);
      role = auth.role;
      const profile = req.headers["accept-profile"] ?? req.headers["content-profile"];
      if (profile && profile !== "public") throw errors.schemaNotExposed(String(profile));
      const method = req.method ?? "GET";
      const hasBody = ["POST", "PATCH"].includes(method);
      const text = hasBody ? await readBody(req, maxBodyBytes) : "";
      // PostgREST takes an empty body of a function call as no arguments
      const body = !hasBody ? undefined : route.rpc && text.trim() === "" ? {} : parseJson(text);
      const request = { method, headers: req.headers, body };
      const result = await inTransaction(auth, req, url, (client) =>
        route.rpc !== undefined
          ? handleRpcRequest(client, cache, { ...request, name: route.rpc })
          : handleTableRequest(client, cache, { ...request, table: route.table, searchParams: url.searchParams }),
      );
      send(res, result.status, method === "HEAD" ? undefined : result.body, result.headers);
    } catch (error) {
      const { status, body } = toResponse(error, { anonymous: role === "anon" });
      if (status >= 500) log(`${req.method} ${url.pathname} -> ${status}`, body.message, body.details ?? "");
      send(res, status, body);
    }
  }

  /**
   * BEGIN; SET LOCAL ROLE; request.* settings; work; COMMIT, on one pooled connection.
   */
  async function inTransaction(
    { role, claims }: { role: string; claims: Record<string, unknown> },
    req: IncomingMessage,
    url: URL,
    work: (client: PoolClient) => Promise<Result>,
  ): Promise<Result> {
    const client = await pool.connect();
    let broken = false;
    try {
      // role is one of apiRoles (checked in authenticate), so it is safe to splice in
      await client.query(`begin; set local role "${role}"`);
      const settings = [
        ["request.jwt.claims", JSON.stringify(claims)],
        // the client address from the TCP peer, as Cloudflare sets it on hosted Supabase (client-address.ts)
        ["request.headers", JSON.stringify(headersWithClientAddress(req))],
        ["request.cookies", "{}"],
        ["request.method", req.method ?? ""],
        ["request.path", url.pathname.replace(/^\/rest\/v1/, "")],
        ...(cache.roleSettings.get(role) ?? []),
      ];
      await client.query(
        `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ")}`,
        settings.flat(),
      );
      const result = await work(client);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * A /functions/v1 request, proxied to the functions server once the caller is authenticated (where required).
   * @param name the function's name
   */
  async function functions(req: IncomingMessage, res: ServerResponse, url: URL, name: string) {
    try {
      if (!openFunctions().has(name)) await authenticate(req.headers);
    } catch (error) {
      const { status, body } = toResponse(error);
      return send(res, status, body);
    }
    const target = new URL(url.pathname.replace(/^\/functions\/v1/, "") + url.search, functionsUrl);
    const headers = { ...req.headers, host: target.host };
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...corsHeaders(req, corsOrigins) });
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent)
        send(res, 503, {
          code: "FUNCTIONS_UNAVAILABLE",
          message: `Functions server not reachable: ${error.message}`,
          details: null,
          hint: "Is the functions component running?",
        });
      else res.destroy(error);
    });
    req.pipe(upstream);
  }

  async function health(res: ServerResponse) {
    try {
      await pool.query("select 1");
      send(res, 200, { status: "ok" });
    } catch (error) {
      send(res, 503, {
        status: "database unavailable",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway.local");
    for (const [key, value] of Object.entries(corsHeaders(req, corsOrigins))) res.setHeader(key, value);
    if (req.method === "OPTIONS") {
      res.writeHead(isAllowedOrigin(req.headers.origin, corsOrigins) ? 204 : 403);
      return res.end();
    }
    const rpc = decodedSegment(/^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(url.pathname)?.[1]);
    if (rpc) return void rest(req, res, url, { rpc });
    const table = decodedSegment(/^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname)?.[1]);
    if (table) return void rest(req, res, url, { table });
    const fn = /^\/functions\/v1\/([^/?]+)/.exec(url.pathname)?.[1];
    if (fn) return void functions(req, res, url, fn);
    if (url.pathname === "/health") return void health(res);
    const { status, body } = toResponse(errors.notFound(url.pathname));
    send(res, status, body);
  });

  await (new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  }) as Promise<void>);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections?.();
      await (new Promise((resolve) => server.close(() => resolve())) as Promise<void>);
      await pool.end();
    },
  };
}
