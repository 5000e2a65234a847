// Mail that always arrives, through the real local stack (trigger -> pg_net stand-in -> Deno function -> resend SDK
// -> mail catcher, pg_cron running the retry job): a burst against a provider limited to 2 requests per second, a
// 2-hour outage with the time compressed by moving the delivery clock, a configuration change between attempts, and
// the mail catcher's fault modes. Each test prints one line of figures (leads, mails, duplicates, time).
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeSql, component, sql, stack } from "./stack";
import {
  catcherStats,
  caughtMails,
  deliveriesOf,
  insertLeads,
  mailCount,
  mailIdle,
  mailsOf,
  resetFaults,
  setFaults,
  sleep,
  until,
} from "./delivery-helpers";

const report = (line: string) => console.log(`[delivery] ${line}`);

/**
 * Moves the delivery clock of every session (this pool, pg_cron's runs, the Edge Function's calls through the
 * gateway) by `offset`, the way private.contact_delivery_now() reads it: a setting only tests set, written with ALTER
 * SYSTEM and applied with a configuration reload, which sessions pick up before their next statement. ALTER SYSTEM
 * takes a custom setting only in a session that knows it, hence the SET on the same connection first.
 */
let clockClient: pg.Client | undefined;
async function moveDeliveryClock(offset: string) {
  if (!clockClient) {
    clockClient = new pg.Client({ connectionString: stack.dbUrl });
    await clockClient.connect();
    await clockClient.query("set app.test_clock_offset = '0'");
  }
  await clockClient.query(`alter system set app.test_clock_offset = '${offset}'`);
  await clockClient.query("select pg_reload_conf()");
  await until(
    async () =>
      (await sql<{ o: string }>("select current_setting('app.test_clock_offset', true) as o")).rows[0]!.o === offset,
    5_000,
    `the clock offset ${offset}`,
  );
}

// the figures below hold only for this file's own mail
beforeAll(() => mailIdle());

afterEach(async () => {
  await resetFaults();
  await moveDeliveryClock("0");
  await sql(
    "update private.contact_mail_pace set next_slot = '-infinity', next_owner_slot = '-infinity', paused_until = '-infinity'",
  );
});

afterAll(async () => {
  await clockClient?.query("alter system reset app.test_clock_offset").catch(() => {});
  await clockClient?.query("select pg_reload_conf()").catch(() => {});
  await clockClient?.end();
  await component("net-worker", "start").catch(() => {});
  await closeSql();
});

describe("mail catcher fault modes (Resend stand-in)", () => {
  const send = (key: string) =>
    fetch(`${stack.mailUrl}/emails`, {
      method: "POST",
      headers: { authorization: "Bearer re_test", "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ from: "a@example.org", to: "b@example.org", subject: "Hallo", text: key }),
    });

  it("down drops the connection, error answers 500, slow answers late, and 429 above N per second", async () => {
    const tag = `faults-${Date.now()}`;
    await setFaults({ mode: "down" });
    await expect(send(`${tag}-down`)).rejects.toThrow();

    await setFaults({ mode: "error" });
    const error = await send(`${tag}-error`);
    expect(error.status).toBe(500);
    expect(await error.json()).toMatchObject({ statusCode: 500, name: "internal_server_error" });

    await setFaults({ mode: "normal", delay_ms: 300 });
    const started = Date.now();
    expect((await send(`${tag}-slow`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await setFaults({ delay_ms: 0, rate_limit: 2 });
    await sleep(1_100);
    const burst = await Promise.all([1, 2, 3, 4].map((i) => send(`${tag}-rate-${i}`)));
    // at most 2 within the second (other tests' mail may take a share of it), the rest refused as Resend does
    const accepted = burst.filter((r) => r.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(2);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(4 - accepted);
    const limited = burst.find((r) => r.status === 429)!;
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("ratelimit-limit")).toBe("2");
    expect(await limited.json()).toMatchObject({ statusCode: 429, name: "rate_limit_exceeded" });
    await sleep(1_100);
    expect((await send(`${tag}-rate-5`)).status).toBe(200);

    const caught = (await caughtMails()).filter((m) => m.idempotency_key?.startsWith(tag)).map((m) => m.text);
    expect(caught).toHaveLength(2 + accepted); // slow, the accepted of the burst, and the one after the second passed
    expect(caught).not.toContain(`${tag}-down`);
    expect(caught).not.toContain(`${tag}-error`);
    const bad = await fetch(`${stack.mailUrl}/api/faults`, { method: "PUT", body: JSON.stringify({ mode: "broken" }) });
    expect(bad.status).toBe(422);
  });
});

describe("exactly once under the provider's rate limit and a long outage", () => {
  it("30 leads at once against 2 requests/s: one reply and one owner notice each within 5 minutes, real pg_cron", async () => {
    const {
      rows: [job],
    } = await sql<{ schedule: string; active: boolean }>(
      "select schedule, active from cron.job where jobname = 'contact-deliveries-retry'",
    );
    expect(job).toMatchObject({ active: true });
    await setFaults({ rate_limit: 2 });
    await sleep(1_100);
    const before = await catcherStats();
    const started = Date.now();
    const ids = await insertLeads(30, "burst");

    // nothing forced: the trigger's calls and pg_cron's retry job do everything
    await until(async () => (await mailCount(ids)).keys === 60, 300_000, "60 mails of 30 leads", 1_000);
    const seconds = (Date.now() - started) / 1000;
    await until(async () => (await deliveriesOf(ids)).every((d) => d.status === "sent"), 10_000, "all deliveries sent");
    await sleep(2_000);

    const counted = await mailCount(ids);
    const after = await catcherStats();
    const rows = await deliveriesOf(ids);
    // the most of these mails the provider accepted within any one second (its own timestamps)
    const times = (await caughtMails())
      .filter((m) => ids.some((id) => m.idempotency_key?.startsWith(`contact-${id}-`)))
      .map((m) => Date.parse(m.created_at))
      .sort((a, b) => a - b);
    const perSecond = Math.max(...times.map((t, i) => times.slice(i).filter((u) => u - t < 1000).length));
    report(
      `burst: 30 leads, ${counted.total} mails caught, ${counted.duplicates} duplicates, ` +
        `${after.rate_limited - before.rate_limited} answered 429, max ${perSecond} accepted/s, ` +
        `max ${Math.max(...rows.map((d) => d.attempts))} attempts, ${seconds.toFixed(1)} s (cron ${job!.schedule})`,
    );
    expect(counted).toEqual({ keys: 60, total: 60, duplicates: 0 });
    expect(perSecond).toBeLessThanOrEqual(2);
    expect(rows).toHaveLength(60);
    expect(rows.every((d) => d.status === "sent")).toBe(true);
    expect(seconds).toBeLessThan(300);
  }, 330_000);

  it("a mail API down for 2 hours (simulated): nothing lost, nothing doubled, one owner summary", async () => {
    const summaries = async () =>
      (await caughtMails()).filter((m) => m.idempotency_key?.startsWith("contact-owner-summary-"));
    const summariesBefore = (await summaries()).length;
    await setFaults({ mode: "down" });
    const ids = await insertLeads(3, "outage");
    await until(
      async () => (await deliveriesOf(ids)).every((d) => d.attempts >= 1 && d.last_error !== null),
      10_000,
      "the first attempts to fail",
    );

    let calls = 0;
    /** Moves the delivery clock to `minutes` after the inserts and runs the retry job once, as pg_cron would. */
    async function at(minutes: number) {
      await moveDeliveryClock(`${minutes} minutes`);
      const responses = (await sql<{ c: number }>("select count(*)::int as c from net._http_response")).rows[0]!.c;
      const n = (await sql<{ n: number }>("select private.dispatch_contact_deliveries() as n")).rows[0]!.n;
      calls += n;
      if (n > 0) {
        await until(
          async () => {
            const {
              rows: [row],
            } = await sql<{ c: number }>("select count(*)::int as c from net._http_response");
            return row!.c >= responses + n;
          },
          20_000,
          `the ${n} call(s) at minute ${minutes}`,
        );
      }
    }

    const started = Date.now();
    for (let minute = 2; minute <= 120; minute += 2) await at(minute);
    const during = await deliveriesOf(ids);
    expect(during.every((d) => d.status === "pending")).toBe(true);
    expect(await mailCount(ids)).toEqual({ keys: 0, total: 0, duplicates: 0 });
    const attemptsDuringOutage = Math.max(...during.map((d) => d.attempts));
    expect(attemptsDuringOutage).toBeGreaterThanOrEqual(6); // 1, 2, 4, ... 32, 60 minutes apart, with jitter
    expect(attemptsDuringOutage).toBeLessThanOrEqual(10);

    await resetFaults(); // the API is back
    let minute = 120;
    while ((await mailCount(ids)).keys < 6 || (await summaries()).length === summariesBefore) {
      minute += 2;
      if (minute > 240) throw new Error("not delivered within 2 simulated hours after the outage");
      await at(minute);
    }
    const deliveredAt = minute;
    // two more simulated hours: nothing is sent again, no second summary
    for (let later = minute + 10; later <= minute + 130; later += 10) await at(later);
    await sleep(1_000);

    const counted = await mailCount(ids);
    const summaryMails = (await summaries()).slice(summariesBefore);
    const rows = await deliveriesOf(ids);
    report(
      `outage: 3 leads, 120 simulated minutes down, ${counted.total} mails caught, ${counted.duplicates} duplicates, ` +
        `${summaryMails.length} owner summary, delivered at simulated minute ${deliveredAt}, ` +
        `${Math.max(...rows.map((d) => d.attempts))} attempts, ${calls} calls, ${((Date.now() - started) / 1000).toFixed(1)} s real`,
    );
    expect(counted).toEqual({ keys: 6, total: 6, duplicates: 0 });
    expect(rows.every((d) => d.status === "sent")).toBe(true);
    expect(summaryMails).toHaveLength(1);
    const summary = summaryMails[0]!;
    expect(summary.to).toEqual(["inhaberin@example.com"]);
    // it names the mails that went wrong and what happened to them, never the inquiries (they are stored)
    expect(summary.subject).toMatch(
      /^(?:Automatische Antworten?|Benachrichtigungen? an Sie|E-Mails) zu \d+ Anfragen? (?:noch nicht|verspätet|nicht rechtzeitig) zugestellt$/,
    );
    expect(summary.text).toMatch(/Die Anfragen? selbst (?:sind|ist) gespeichert/);
    const { rows: leads } = await sql<{ name: string; email: string }>(
      "select name, email from public.contact_submissions where id = any($1::uuid[])",
      [ids],
    );
    for (const lead of leads) expect(summary.text).toContain(`${lead.name} <${lead.email}>`);
    expect(summary.text).toContain("contact_delivery_problems");
  }, 240_000);

  it("a configuration change between attempts (Resend 409 on the reused key) is recorded as sent, not failed", async () => {
    await component("net-worker", "stop");
    let id = "";
    try {
      id = (await insertLeads(1, "config-change"))[0]!;
      // the reply was accepted earlier with the old configuration, but its answer never got recorded
      const earlier = await fetch(`${stack.mailUrl}/emails`, {
        method: "POST",
        headers: {
          authorization: "Bearer re_local_mail_catcher",
          "content-type": "application/json",
          "idempotency-key": `contact-${id}-autoreply`,
        },
        body: JSON.stringify({
          from: "Alter Absender <alt@example.org>",
          to: "x@example.de",
          subject: "Alt",
          text: "alt",
        }),
      });
      expect(earlier.status).toBe(200);
    } finally {
      await component("net-worker", "start");
    }
    await until(async () => (await deliveriesOf([id])).every((d) => d.status !== "pending"), 10_000, "both recorded");
    const rows = await deliveriesOf([id]);
    expect(rows.map((d) => [d.kind, d.status])).toEqual([
      ["autoreply", "sent"],
      ["owner_notice", "sent"],
    ]);
    expect(rows[0]!.last_error).toMatch(
      /accepted earlier under the same idempotency key \(409 invalid_idempotent_request/,
    );
    const mails = await mailsOf(id);
    expect(mails.filter((m) => m.idempotency_key === `contact-${id}-autoreply`)).toHaveLength(1);
    expect(mails.filter((m) => m.idempotency_key === `contact-${id}-owner_notice`)).toHaveLength(1);
    report(`config change: 1 lead, 409 on the reused key -> sent (not failed), ${mails.length} mails, 0 duplicates`);
  });
});
