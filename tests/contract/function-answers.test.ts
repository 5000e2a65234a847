// A broken way to the function, through the real local stack (trigger -> pg_net stand-in -> gateway -> Deno function,
// pg_cron running the retry job): with a wrong Vault secret and with the function stopped, the reason shows in the
// leads view within a minute, the public health path turns 503 once the way has been broken for 10 minutes (the
// start of the failure is moved back instead of waiting; the owner's uptime monitor polls it), and after the fix all
// of it recovers without a manual step. Each test prints its figures.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeSql, component, sql, stack } from "./stack";
import { deliveriesOf, insertLeads, mailCount, until } from "./delivery-helpers";

const report = (line: string) => console.log(`[function-answers] ${line}`);
const healthUrl = `${stack.apiUrl}/functions/v1/contact-autoreply/health`;

async function setVaultSecret(name: string, value: string) {
  await sql("select vault.update_secret(id, $2) from vault.secrets where name = $1", [name, value]);
}
async function vaultSecret(name: string): Promise<string> {
  const { rows } = await sql<{ value: string }>(
    "select decrypted_secret as value from vault.decrypted_secrets where name = $1",
    [name],
  );
  return rows[0]!.value;
}

/** The leads view's two error columns of a lead. */
async function leadErrors(id: string) {
  const { rows } = await sql<{ antwort_fehler: string | null; benachrichtigung_fehler: string | null }>(
    "select antwort_fehler, benachrichtigung_fehler from public.contact_leads where anfrage_id = $1",
    [id],
  );
  return rows[0]!;
}

/** What the health path answers, polled past its 15-second cache until it says `want`. */
async function healthBecomes(want: number, timeoutMs = 20_000) {
  return until(
    async () => {
      const response = await fetch(healthUrl);
      const body = await response.text();
      return response.status === want ? { status: response.status, body } : null;
    },
    timeoutMs,
    `the health path to answer ${want}`,
    500,
  );
}

/** One run of the retry job, as pg_cron starts it; the answers of the calls it reads must be stored first. */
const retryJob = () => sql("select private.dispatch_contact_deliveries()");
/** The retry job's probe of a broken function, sent now instead of at the next full minute. */
const probe = () => sql(`select private.invoke_contact_mail('{"dry_run": true, "source": "probe"}')`);
const answered = (id: string) =>
  until(
    async () => {
      const { rows } = await sql<{ n: number }>(
        `select count(*)::int as n from private.contact_function_calls c join net._http_response r on r.id = c.request_id
        where c.submission_id = $1`,
        [id],
      );
      return rows[0]!.n > 0;
    },
    30_000,
    "pg_net's answer to the lead's call",
  );

let secret: string | undefined;

afterEach(async () => {
  if (secret) await setVaultSecret("contact_autoreply_secret", secret);
  await component("functions", "start").catch(() => {});
});
afterAll(() => closeSql());

describe("a broken way to the function", () => {
  it("a wrong secret shows in the leads view within a minute, without anyone calling the job by hand", async () => {
    secret = await vaultSecret("contact_autoreply_secret");
    await setVaultSecret("contact_autoreply_secret", "wrong-secret");
    const started = Date.now();
    const [id] = await insertLeads(1, "wrong-secret");
    const errors = await until(
      async () => {
        const row = await leadErrors(id!);
        return row.antwort_fehler && row.benachrichtigung_fehler ? row : null;
      },
      75_000,
      "the reason in the leads view",
      500,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(errors.antwort_fehler).toMatch(/^Funktion antwortet 401: Geheimnis stimmt nicht überein/);
    expect(errors.benachrichtigung_fehler).toBe(errors.antwort_fehler);
    expect(seconds).toBeLessThan(70); // one run of the one-minute job, plus a loaded machine's delay
    const [reply] = (await deliveriesOf([id!])).filter((d) => d.kind === "autoreply");
    expect(reply).toMatchObject({ status: "pending", attempts: 1 });
    report(
      `wrong secret: "${errors.antwort_fehler}" in the leads view after ${seconds.toFixed(1)} s (pg_cron every minute)`,
    );

    // ten minutes later (the failure's start moved back) the health path says so
    await sql("update private.contact_function_state set failing_since = now() - interval '11 minutes'");
    const broken = await healthBecomes(503);
    expect(broken.body).toBe("gestört");

    // the fix: the probe's 200 makes the waiting mail due, and it goes out; health is ok again
    await setVaultSecret("contact_autoreply_secret", secret);
    const fixed = Date.now();
    await probe();
    await until(
      async () => {
        await retryJob();
        return (await mailCount([id!])).keys === 2;
      },
      60_000,
      "both mails after the fix",
      2_000,
    );
    const recovered = (Date.now() - fixed) / 1000;
    expect(await mailCount([id!])).toMatchObject({ keys: 2, duplicates: 0 });
    expect(await healthBecomes(200)).toMatchObject({ body: "ok" });
    const { rows } = await sql<{ failing_since: Date | null }>(
      "select failing_since from private.contact_function_state",
    );
    expect(rows[0]!.failing_since).toBeNull();
    report(`after the fix and a probe: both mails sent ${recovered.toFixed(1)} s later, once each; health 200 ok`);
  }, 240_000);

  it("the function stopped: 'nicht erreichbar' on the lead, and both mails once it runs again", async () => {
    await component("functions", "stop");
    const [id] = await insertLeads(1, "function-stopped");
    await answered(id!);
    await retryJob();
    const errors = await leadErrors(id!);
    expect(errors.antwort_fehler).toMatch(/^Funktion (nicht erreichbar|antwortet 50[234])/);
    report(`function stopped: "${errors.antwort_fehler}"`);

    // the health path is the function's own: a monitor polling it sees the outage at once
    const whileStopped = await fetch(healthUrl);
    expect(whileStopped.status).not.toBe(200);
    report(`function stopped: the health path answers ${whileStopped.status}`);

    await component("functions", "start");
    await probe();
    await until(
      async () => {
        await retryJob();
        return (await mailCount([id!])).keys === 2;
      },
      60_000,
      "both mails after the function is back",
      2_000,
    );
    expect(await mailCount([id!])).toMatchObject({ keys: 2, duplicates: 0 });
    expect(await healthBecomes(200)).toMatchObject({ body: "ok" });
  }, 180_000);
});
