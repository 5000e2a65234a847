#!/usr/bin/env node
// Measures the time from an anon insert through the gateway to the caught mails (a benchmark, not a test):
//   node tools/local-stack/measure-delivery.mjs [count=20]
// Starts a throwaway local stack (free ports), inserts `count` submissions one after another as the contact form
// does (POST /rest/v1/contact_submissions with the anon key), and takes each mail's arrival time from the mail
// catcher's own timestamp, so polling does not add to the figures. Prints median and worst for the auto-reply, for
// the owner notice and for both mails.
import pg from "pg";
import { startStack } from "./index.mjs";

const count = Number(process.argv[2] ?? 20);
if (!Number.isInteger(count) || count < 1 || count > 50) {
  console.error("count must be an integer between 1 and 50 (the global submission cap is 60 per 10 minutes)");
  process.exit(2);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

console.log("starting a throwaway local stack ...");
const stack = await startStack({ ephemeral: true, log: () => {} });
const db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
const results = [];
try {
  // one warm-up request so Deno's first-call compilation is not part of the figures
  await fetch(`${stack.apiUrl}/functions/v1/contact-autoreply`, { method: "POST", body: "{}" }).then((r) => r.body?.cancel());

  for (let i = 1; i <= count; i++) {
    const email = `messung.${Date.now().toString(36)}.${i}@example.de`;
    const insertedAt = Date.now();
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        "content-type": "application/json",
        prefer: "return=minimal",
      },
      body: JSON.stringify({
        anrede: "frau",
        name: `Messung ${i}`,
        email,
        grund: "gratis-video",
        nachricht: `Messung der Zustellzeit Nummer ${i}.`,
        datenschutz: true,
      }),
    });
    const insertMs = Date.now() - insertedAt;
    if (response.status !== 201) throw new Error(`insert ${i}: HTTP ${response.status} ${await response.text()}`);
    const { rows } = await db.query("select id from public.contact_submissions where email = $1", [email]);
    const id = rows[0].id;

    let mails = [];
    const deadline = Date.now() + 30_000;
    while (mails.length < 2) {
      if (Date.now() > deadline) throw new Error(`insert ${i}: only ${mails.length} of 2 mails after 30 s`);
      await sleep(20);
      const { data } = await (await fetch(`${stack.mailUrl}/api/emails`)).json();
      mails = data.filter((mail) => mail.idempotency_key?.startsWith(`contact-${id}-`));
    }
    const arrival = (kind) => Date.parse(mails.find((mail) => mail.idempotency_key.endsWith(kind)).created_at) - insertedAt;
    const result = { insertMs, autoreplyMs: arrival("-autoreply"), noticeMs: arrival("-owner_notice") };
    result.bothMs = Math.max(result.autoreplyMs, result.noticeMs);
    results.push(result);
    console.log(
      `#${String(i).padStart(2)}  insert ${String(insertMs).padStart(4)} ms   auto-reply ${String(result.autoreplyMs).padStart(4)} ms` +
        `   owner notice ${String(result.noticeMs).padStart(4)} ms`,
    );
  }
} finally {
  await db.end();
  await stack.stop();
}

const line = (label, key) => {
  const values = results.map((r) => r[key]);
  console.log(`${label.padEnd(28)} median ${String(median(values)).padStart(6)} ms   worst ${String(Math.max(...values)).padStart(6)} ms`);
};
console.log(`\n${results.length} inserts, insert -> caught mail (mail catcher timestamp):`);
line("insert answered (201)", "insertMs");
line("auto-reply caught", "autoreplyMs");
line("owner notice caught", "noticeMs");
line("both mails caught", "bothMs");
