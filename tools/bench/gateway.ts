// `npm run bench -- gateway --n 500 --c 10 [--role anon|service_role]`: N contact inserts through the gateway with
// concurrency C against a throwaway stack (db + gateway on free ports); prints throughput and latency percentiles.
//
// The abuse limits (3 per address and 5 per client per hour, all requests come from one client here) would answer
// almost every request with 429 and make the figures meaningless. The benchmark therefore raises the numbers in the
// throwaway database's settings row (private.contact_submission_settings, the one place they are named), sets the
// proof-of-work difficulty to its minimum (the solving happens in the client, outside the measured request) and sends
// each request with its own address, message and solved challenge. The verification and the limits trigger still
// run in full (HMAC, spent-challenge insert, advisory locks, counts), so the figures include their cost; no bypass
// exists in the product code. `--role service_role` measures the path without RLS, proof and limits.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { solvedContactProof } from "../local-stack/contact-proof.ts";
import { startStack } from "../local-stack/index.ts";
import { percentile } from "./percentile.ts";

const { values } = parseArgs({
  options: {
    n: { type: "string", default: "500" },
    c: { type: "string", default: "10" },
    role: { type: "string", default: "anon" },
    warmup: { type: "string", default: "20" },
  },
});
const total = Number(values.n);
const concurrency = Number(values.c);
const warmup = Number(values.warmup);
if (!(total > 0 && concurrency > 0) || !["anon", "service_role"].includes(values.role)) {
  console.error("Usage: npm run bench -- gateway --n 500 --c 10 [--role anon|service_role] [--warmup 20]");
  process.exit(2);
}

const stack = await startStack({ ephemeral: true, components: ["db", "gateway"], log: () => {} });
// Ctrl-C must not leave a throwaway cluster running
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stack.stop().finally(() => process.exit(130)));
try {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(
    "update private.contact_submission_settings set per_email_max = 1000000, per_client_max = 1000000, proof_max_number = 1",
  );
  await db.end();

  const key = values.role === "anon" ? stack.anonKey : stack.serviceRoleKey;
  const url = `${stack.apiUrl}/rest/v1/contact_submissions`;
  const headers = {
    apikey: key,
    authorization: `Bearer ${key}`,
    "content-type": "application/json",
    prefer: "return=minimal",
  };
  let sequence = 0;
  const insert = async () => {
    const i = ++sequence;
    const proof =
      values.role === "anon" ? { proof_of_work: await solvedContactProof(stack.apiUrl, stack.anonKey) } : {};
    const body = JSON.stringify({
      anrede: "frau",
      name: "Bench Mark",
      email: `bench${i}@example.de`,
      grund: "fragen",
      nachricht: `Benchmark-Nachricht Nummer ${i}.`,
      datenschutz: true,
      ...proof,
    });
    const started = performance.now();
    const response = await fetch(url, { method: "POST", headers, body });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const runAll = async (count: number) => {
    const results: { ms: number; status: number }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        results.push(await insert());
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    return results;
  };

  await runAll(warmup);
  const started = performance.now();
  const results = await runAll(total);
  const seconds = (performance.now() - started) / 1000;

  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const ms = (value: number | undefined) => (value ?? NaN).toFixed(2);
  const pct = (p: number) => ms(percentile(sorted, p));
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  const statuses = Object.entries(counts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `gateway insert benchmark (role ${values.role}, ${total} requests, concurrency ${concurrency}, warm-up ${warmup})`,
  );
  console.log(`  statuses    ${statuses}`);
  console.log(`  throughput  ${(total / seconds).toFixed(1)} req/s (${seconds.toFixed(2)} s)`);
  console.log(
    `  latency ms  p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  min ${ms(sorted[0])}  max ${ms(sorted.at(-1))}`,
  );
  if (results.some((r) => r.status !== 201)) process.exitCode = 1;
} finally {
  await stack.stop();
}
