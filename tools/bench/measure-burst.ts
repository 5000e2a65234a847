#!/usr/bin/env node
// Measures a burst of leads against a rate-limited provider (a benchmark, not a test):
//   npm run bench -- measure-burst [leads=30] [provider limit per second=2]
// Starts a throwaway local stack, lets the mail catcher answer 429 above the limit, inserts all leads in one
// statement (as the database owner: no API limits) and waits, with nothing forced (the trigger's calls and pg_cron's
// retry job do everything), until every lead has its reply and owner notice. Prints mails, duplicates, 429 answers,
// the most mails accepted within one second and the time.
import pg from "pg";
import { startStack } from "../local-stack/index.ts";
import type { Mail } from "../local-stack/mail-catcher.ts";

const leads = Number(process.argv[2] ?? 30);
const limit = Number(process.argv[3] ?? 2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stack = await startStack({ ephemeral: true, log: () => {} });
const db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
try {
  await fetch(`${stack.mailUrl}/api/faults`, { method: "PUT", body: JSON.stringify({ rate_limit: limit }) });
  const started = Date.now();
  const { rows } = await db.query(
    `insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
     select 'frau', 'Lead ' || i, 'burst.' || i || '@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten.', true
       from generate_series(1, $1::int) i returning id`,
    [leads],
  );
  const ids = new Set(rows.map((row) => row.id));
  let mails: Mail[] = [];
  while (Date.now() - started < 600_000) {
    const { data }: { data: Mail[] } = await (await fetch(`${stack.mailUrl}/api/emails`)).json();
    mails = data.filter((mail) => ids.has(/^contact-(.{36})-/.exec(mail.idempotency_key ?? "")?.[1]));
    if (new Set(mails.map((mail) => mail.idempotency_key)).size === leads * 2) break;
    await sleep(500);
  }
  const seconds = (Date.now() - started) / 1000;
  const keys = new Set(mails.map((mail) => mail.idempotency_key)).size;
  const times = mails.map((mail) => Date.parse(mail.created_at)).sort((a, b) => a - b);
  const perSecond = Math.max(0, ...times.map((t, i) => times.slice(i).filter((u) => u - t < 1000).length));
  const stats = await (await fetch(`${stack.mailUrl}/api/stats`)).json();
  const {
    rows: [state],
  } = await db.query(
    `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
            max(attempts)::int as attempts from public.contact_deliveries where submission_id = any($1::uuid[])`,
    [[...ids]],
  );
  console.log(
    `${leads} leads, provider limit ${limit}/s: ${keys}/${leads * 2} mails delivered, ${mails.length - keys} duplicates, ` +
      `${state.failed} failed, ${stats.rate_limited} answered 429, max ${perSecond} accepted/s, ` +
      `max ${state.attempts} attempts, ${seconds.toFixed(1)} s`,
  );
} finally {
  await db.end();
  await stack.stop();
}
