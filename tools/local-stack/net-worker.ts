// Component "net-worker": STAND-IN for pg_net's background worker, for the local stack only.
//
// pg_net's SQL functions (net.http_post, ...) only queue a row in net.http_request_queue; the extension's worker
// sees the row once the inserting transaction has committed, deletes it, performs the request and stores the outcome
// in net._http_response under the same id (status_code, content_type, headers, content, timed_out, error_msg).
// This worker does the same from outside Postgres: it polls the queue every `intervalMs`, takes a batch with
// DELETE ... RETURNING (FOR UPDATE SKIP LOCKED, so two workers never take the same row; uncommitted rows are
// invisible, so nothing is sent before commit), sends the requests concurrently with their timeout, and inserts the
// responses. Like pg_net, a request is attempted at most once; responses older than `ttl` are deleted.
import pg from "pg";
import type { Component, StackContext } from "./components.ts";

/**
 * A row of net.http_request_queue as pg reads it: the bigint id as a string, the bytea body as a Buffer (a
 * Uint8Array of its own memory).
 */
type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array<ArrayBuffer> | null;
  timeout_milliseconds: number;
};
/**
 * A row for net._http_response.
 */
type Outcome = {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
};
type NetWorkerOptions = {
  dbUrl: string;
  log?: (...args: unknown[]) => void;
  /** how often the queue is read while it is empty */
  intervalMs?: number;
  /** at most this many requests are taken at once */
  batchSize?: number;
  /** responses older than this interval are deleted */
  ttl?: string;
};

const DEFAULTS = { intervalMs: 100, batchSize: 200, ttl: "6 hours" };

/**
 * Performs one queued request; resolves to the row for net._http_response.
 */
async function performRequest(row: QueuedRequest, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), row.timeout_milliseconds);
  try {
    const response = await fetchImpl(row.url, {
      method: row.method.toUpperCase(),
      headers: row.headers ?? {},
      body: row.body === null || row.method.toUpperCase() === "GET" ? undefined : row.body,
      signal: controller.signal,
    });
    const content = await response.text();
    return {
      id: row.id,
      status_code: response.status,
      content_type: response.headers.get("content-type"),
      headers: Object.fromEntries(response.headers.entries()),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (caught) {
    const error = caught as Error & { cause?: { message?: string } };
    const timedOut = controller.signal.aborted;
    return {
      id: row.id,
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${row.timeout_milliseconds} ms reached`
        : `Couldn't connect to server: ${error.cause?.message ?? error.message}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the polling loop against `dbUrl`. Returns { stop(), drain() }.
 */
function startNetWorker({ dbUrl, log = () => {}, ...options }: NetWorkerOptions) {
  const { intervalMs, batchSize, ttl } = { ...DEFAULTS, ...options };
  const pool = new pg.Pool({ connectionString: dbUrl, max: 3, application_name: "local-net-worker" });
  pool.on("error", (error) => log("pool error:", error.message));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastCleanup = 0;
  const inFlight = new Set<Promise<void>>();

  async function storeResponse(result: Outcome) {
    await pool.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        result.id,
        result.status_code,
        result.content_type,
        result.headers,
        result.content,
        result.timed_out,
        result.error_msg,
      ],
    );
    if (result.error_msg) log(`request ${result.id} failed: ${result.error_msg}`);
  }

  async function tick() {
    const { rows } = await pool.query<QueuedRequest>(
      `delete from net.http_request_queue q
        where q.id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
        returning q.id, q.method::text as method, q.url, q.headers, q.body, q.timeout_milliseconds`,
      [batchSize],
    );
    for (const row of rows) {
      const job: Promise<void> = performRequest(row)
        .then(storeResponse)
        .catch((error) => log(`request ${row.id}: could not store the response: ${error.message}`))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
    if (Date.now() - lastCleanup > 60_000) {
      lastCleanup = Date.now();
      await pool.query(`delete from net._http_response where created < now() - $1::interval`, [ttl]);
    }
    return rows.length;
  }

  async function loop() {
    if (stopped) return;
    let taken = 0;
    try {
      taken = await tick();
    } catch (error) {
      if (!stopped) log("poll failed:", error instanceof Error ? error.message : error);
    }
    if (!stopped) timer = setTimeout(loop, taken > 0 ? 0 : intervalMs);
  }
  timer = setTimeout(loop, 0);

  return {
    /** Resolves when the queue was read once more and every request taken so far has its response stored. */
    async drain() {
      await tick();
      await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      await pool.end();
    },
  };
}

export default {
  name: "net-worker",
  async start(ctx: StackContext) {
    const worker = startNetWorker({ dbUrl: ctx.dbUrl, log: (...args) => ctx.log("[net-worker]", ...args) });
    ctx.log("[net-worker] sending queued pg_net requests (stand-in for the pg_net background worker)");
    return worker;
  },
} satisfies Component;
