// `npm run bench -- flood [--c 10]`: the contact intake under a flood, against a throwaway local stack with every
// component (database, gateway, functions, mail catcher, pg_net worker). A benchmark with a printed table, not a test.
//
// From one client address (127.0.0.2), with C requests in flight:
//   - 2,000 bare inserts with the public anon key (no proof of work),
//   - 50 inserts each with its own solved challenge (valid, but more than one client may send),
//   - 200 replays of one of those solutions;
// meanwhile, from another client address (127.0.0.3), 20 real leads, one every 150 ms, each with a solved challenge.
// Both clients bind their address with Node's `localAddress` (Linux routes all of 127.0.0.0/8 to loopback), so the
// gateway sees two TCP peers and passes each as cf-connecting-ip. The limits and difficulty are the migration's.
// Prints sent / refused / stored / mailed per kind of traffic and the real leads' insert latency (the POST only; the
// challenge is solved before the clock starts).
import http from "node:http";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { contactProofPayload, fetchContactChallenge, solveContactChallenge } from "../local-stack/contact-proof.ts";
import { startStack } from "../local-stack/index.ts";
import { percentile } from "./percentile.ts";
import type { Mail } from "../local-stack/mail-catcher.ts";

const { values } = parseArgs({ options: { c: { type: "string", default: "10" } } });
const concurrency = Number(values.c);
const FLOODER = "127.0.0.2";
const VISITOR = "127.0.0.3";

const stack = await startStack({ ephemeral: true, log: () => {} });
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stack.stop().finally(() => process.exit(130)));

/** The answer's status and the request's milliseconds. */
export type Sent = { status: number | undefined; ms: number };

/**
 * A client bound to one local address; `post(path, body)` resolves to {status, ms}.
 */
function clientFrom(localAddress: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
  const api = new URL(stack.apiUrl);
  const post = (path: string, body: unknown): Promise<Sent> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          host: api.hostname,
          port: api.port,
          path,
          method: "POST",
          agent,
          localAddress,
          headers: {
            apikey: stack.anonKey,
            authorization: `Bearer ${stack.anonKey}`,
            "content-type": "application/json",
            prefer: "return=minimal",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  // challenge requests go out from the same address, through the same agent
  const request: import("../local-stack/contact-proof.ts").Request = async (url, init) => {
    const { pathname } = new URL(url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: pathname,
          method: init.method,
          agent,
          localAddress,
          headers: init.headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            const status = res.statusCode ?? 0;
            resolve({ ok: status < 300, status, text: async () => text, json: async () => JSON.parse(text) });
          });
        },
      );
      req.on("error", reject);
      req.end(init.body);
    });
  };
  const solvedProof = async () => {
    const challenge = await fetchContactChallenge(stack.apiUrl, stack.anonKey, { request });
    return contactProofPayload(challenge, solveContactChallenge(challenge));
  };
  return { post, solvedProof, close: () => agent.destroy() };
}

const lead = (kind: string, i: number) => ({
  anrede: "frau",
  name: `${kind} ${i}`,
  email: `${kind}-${i}@flood.example`,
  grund: "fragen",
  nachricht: `Nachricht ${kind} Nummer ${i}.`,
  datenschutz: true,
});

/**
 * Runs `tasks` (functions returning promises) with `limit` in flight; resolves to their results in order.
 */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      for (let task = tasks[next]; task; task = tasks[next]) {
        const i = next++;
        results[i] = await task();
      }
    }),
  );
  return results;
}

/**
 * The p-th percentile of ascending numbers, to one decimal.
 */
const pct = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);

const db = new pg.Client({ connectionString: stack.dbUrl });
try {
  await db.connect();
  const flooder = clientFrom(FLOODER);
  const visitor = clientFrom(VISITOR);
  const path = "/rest/v1/contact_submissions";

  // the solutions are found before the flood, as an attacker with more machines would have them ready
  const validProofs: string[] = [];
  for (let i = 0; i < 50; i++) validProofs.push(await flooder.solvedProof());
  const realProofs: string[] = [];
  for (let i = 0; i < 20; i++) realProofs.push(await visitor.solvedProof());

  const results: Record<"bare" | "valid" | "replay" | "real", Sent[]> = { bare: [], valid: [], replay: [], real: [] };
  const flood = (async () => {
    const bare = Array.from({ length: 2000 }, (_, i) => () => flooder.post(path, lead("bare", i)));
    const valid = validProofs.map(
      (proof, i) => () => flooder.post(path, { ...lead("valid", i), proof_of_work: proof }),
    );
    // interleave: the valid ones and the replays arrive in the middle of the bare flood
    const [bareResults, validResults] = await Promise.all([pooled(bare, concurrency), pooled(valid, 2)]);
    results.bare = bareResults;
    results.valid = validResults;
  })();
  const replays = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 300)); // after the first valid insert used the solution
    results.replay = await pooled(
      Array.from(
        { length: 200 },
        (_, i) => () => flooder.post(path, { ...lead("replay", i), proof_of_work: validProofs[0] }),
      ),
      concurrency,
    );
  })();
  const real = (async () => {
    for (let i = 0; i < 20; i++) {
      results.real.push(await visitor.post(path, { ...lead("real", i), proof_of_work: realProofs[i] }));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  const floodStarted = performance.now();
  await Promise.all([flood, replays, real]);
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  flooder.close();
  visitor.close();

  // stored rows per kind; then wait until every stored lead has its two mails (or 120 s)
  const { rows: stored } = await db.query(
    "select split_part(email, '-', 1) as kind, count(*)::int as n from public.contact_submissions group by 1",
  );
  const storedOf = (kind: string) => stored.find((row) => row.kind === kind)?.n ?? 0;
  const expectedMails = 2 * stored.reduce((sum, row) => sum + row.n, 0);
  let mails: Mail[] = [];
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()).data;
    if (mails.length >= expectedMails) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000)); // anything sent that should not have been
  mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()).data;
  const kindOf = (address: string | undefined) => /^([a-z]+)-\d+@flood\.example$/.exec(address ?? "")?.[1];
  const mailed = (kind: string) => ({
    replies: mails.filter((mail) => mail.to.some((to) => kindOf(to) === kind)).length,
    notices: mails.filter((mail) => mail.reply_to?.some((to) => kindOf(to) === kind)).length,
  });

  const traffic: [string, string, keyof typeof results][] = [
    ["bare inserts, no proof", FLOODER, "bare"],
    ["replays of one solution", FLOODER, "replay"],
    ["valid solved inserts", FLOODER, "valid"],
    ["real leads", VISITOR, "real"],
  ];
  const rows = traffic.map(([label, address, kind]) => {
    const sent = results[kind];
    const counts: Record<string, number> = {};
    for (const { status } of sent) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
    const byStatus = Object.entries(counts)
      .map(([status, n]) => `${n}×${status}`)
      .join(" ");
    const m = mailed(kind);
    return [
      label,
      address,
      String(sent.length),
      String(sent.filter((r) => (r.status ?? 0) >= 400).length),
      byStatus,
      String(storedOf(kind)),
      `${m.replies} + ${m.notices}`,
    ];
  });
  const header = ["traffic", "client", "sent", "refused", "statuses", "stored", "mailed (reply + notice)"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const latencies = results.real.map((r) => r.ms).sort((a, b) => a - b);
  const {
    rows: [settings],
  } = await db.query(
    "select per_client_max, per_client_window::text, proof_max_number from private.contact_submission_settings",
  );
  console.log(
    `contact intake flood (flood concurrency ${concurrency}, ${floodSeconds.toFixed(1)} s; per-client limit ${settings.per_client_max} per ${settings.per_client_window}, difficulty ${settings.proof_max_number})`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(
    `real leads' insert latency during the flood: p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, max ${pct(latencies, 100)} ms`,
  );
} finally {
  await db.end().catch(() => {});
  await stack.stop();
}
