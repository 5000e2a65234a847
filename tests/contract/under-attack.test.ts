// The mail budget, attack mode, spam and the rising difficulty through the real stack: gateway, database, pg_cron's
// retry job, the function and the mail catcher. Each test sets the one setting it is about relative to what the
// suite already sent (the suite runs with the budget and attack mode out of reach: tools/local-stack/suite-settings.ts)
// and puts it back.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { solvedContactProof } from "../../tools/local-stack/contact-proof.ts";
import { SUITE_SETTINGS } from "../../tools/local-stack/suite-settings.ts";
import { caughtMails, until } from "./delivery-helpers";
import { anon, bareAnon, closeSql, fetchFrom, nextClientAddress, sql, stack, submission } from "./stack";

afterAll(closeSql);
afterEach(async () => {
  await sql(
    `update private.contact_delivery_settings
        set reply_budget_per_hour = $1, attack_threshold = $2, attack_reply_wait = interval '1 minute'`,
    [SUITE_SETTINGS.reply_budget_per_hour, SUITE_SETTINGS.attack_threshold],
  );
  await sql("update private.contact_submission_settings set proof_level_thresholds = $1", [
    SUITE_SETTINGS.proof_level_thresholds,
  ]);
});

const OWNER = "inhaberin@example.com";
const mailsTo = async (address: string) => (await caughtMails()).filter((mail) => mail.to.includes(address));
const ownerMailsNaming = async (address: string) =>
  (await caughtMails()).filter((mail) => mail.to.includes(OWNER) && mail.text?.includes(address));
const idOf = async (email: string) =>
  (await sql<{ id: string }>("select id from public.contact_submissions where email = $1", [email])).rows[0]!.id;
const stateOf = async (email: string) =>
  (
    await sql<{
      einstufung: string;
      antwort_zustand: string;
      benachrichtigung_zustand: string;
      antwort_fehler: string | null;
    }>(
      "select einstufung, antwort_zustand, benachrichtigung_zustand, antwort_fehler from public.contact_leads where email = $1",
      [email],
    )
  ).rows[0]!;

/** Automatic replies that count toward the budget of this hour. */
async function repliesThisHour(): Promise<number> {
  const { rows } = await sql<{ n: string }>(
    `select count(*) as n from public.contact_deliveries where kind = 'autoreply' and status in ('pending', 'sent', 'failed')
        and coalesce(released_at, created_at) > now() - interval '1 hour'`,
  );
  return Number(rows[0]!.n);
}

describe("hourly budget for automatic replies", () => {
  it("stores the lead over budget, holds its reply, tells the owner, and sends the reply once released", async () => {
    await sql("update private.contact_delivery_settings set reply_budget_per_hour = $1", [
      (await repliesThisHour()) + 1,
    ]);
    const within = submission();
    const over = submission();
    expect((await anon().from("contact_submissions").insert(within)).status).toBe(201);
    expect((await anon().from("contact_submissions").insert(over)).status).toBe(201);

    await until(async () => (await mailsTo(within.email)).length === 1, 20_000, "the reply within the budget");
    await until(
      async () => (await ownerMailsNaming(over.email)).length === 1,
      20_000,
      "the owner's notice of the lead over budget",
    );
    expect(await mailsTo(over.email)).toEqual([]);
    const held = await stateOf(over.email);
    expect(held.antwort_zustand).toBe("zurückgehalten");
    expect(held.antwort_fehler).toMatch(/Stundenbudget.*release_held_replies/);

    await sql("select private.release_held_replies(array[$1]::uuid[])", [await idOf(over.email)]);
    await until(async () => (await mailsTo(over.email)).length === 1, 30_000, "the released reply");
    await until(
      async () => (await stateOf(over.email)).antwort_zustand === "versendet",
      10_000,
      "the reply recorded as sent",
    );
  });
});

describe("attack mode", () => {
  it("reports the first lead at once in a digest, bundles the next ones into the following digest", async () => {
    const { rows } = await sql<{ n: number }>("select private.recent_contact_leads(interval '10 minutes') as n");
    // the replies wait for their share of the budget; here only a moment, so the retry job run below decides them
    await sql(
      "update private.contact_delivery_settings set attack_threshold = $1, attack_reply_wait = interval '1 millisecond'",
      [rows[0]!.n + 1],
    );
    const [first, ...later] = [submission(), submission(), submission()];
    for (const lead of [first!, ...later])
      expect((await anon().from("contact_submissions").insert(lead)).status).toBe(201);
    for (const lead of [first!, ...later])
      expect((await stateOf(lead.email)).benachrichtigung_zustand).toBe("in Sammelmail");

    const digestOf = async (email: string) =>
      (await ownerMailsNaming(email)).find((mail) =>
        /^\d+ Anfragen? in (den|der) letzten [^,]*(, davon \d+ als Spam erkannt)?$/.test(mail.subject),
      );
    const firstDigest = await until(
      () => digestOf(first!.email),
      20_000,
      "the digest of the first lead (sent from the insert)",
    );
    expect(firstDigest.subject).toBe("1 Anfrage in der letzten Minute");
    // the next digest is due digest_interval (5 minutes) later; the retry job plans it, here run by hand a little early
    await sql("update private.contact_delivery_settings set digest_interval = interval '1 millisecond'");
    try {
      await sql("select private.dispatch_contact_deliveries()");
    } finally {
      await sql("update private.contact_delivery_settings set digest_interval = interval '5 minutes'");
    }
    const secondDigest = await until(() => digestOf(later[0]!.email), 20_000, "the digest of the later leads");
    expect(secondDigest.subject).toMatch(/^2 Anfragen /);
    for (const lead of later) expect(secondDigest.text).toContain(lead.email);
    for (const lead of [first!, ...later]) {
      expect((await ownerMailsNaming(lead.email)).filter((mail) => mail.subject.startsWith("Neue Anfrage"))).toEqual(
        [],
      );
    }
    // their automatic replies waited for their share of the budget and went out: these leads look like people's
    await until(async () => (await mailsTo(later[1]!.email)).length === 1, 20_000, "a reply during attack mode");
  });
});

describe("spam", () => {
  it("a lead whose hidden field is filled and whose form was sent at once is stored as spam and mails nobody, until the owner confirms it", async () => {
    const from = fetchFrom(nextClientAddress());
    const lead = submission();
    // either alone stays below the threshold (no value a client reports decides spam alone); together they are spam
    const proof = await solvedContactProof(stack.apiUrl, stack.anonKey, {
      request: from,
      honeypot: "https://bot.example",
      formMs: 1500,
    });
    const sent = await bareAnon()
      .from("contact_submissions")
      .insert({ ...lead, proof_of_work: proof });
    expect(sent.status).toBe(201);
    expect(await stateOf(lead.email)).toMatchObject({
      einstufung: "Spam",
      antwort_zustand: "zurückgehalten",
      benachrichtigung_zustand: "in Sammelmail",
    });

    // a lead sent right after it is mailed within seconds; the spam lead still has no mail
    const control = submission();
    expect((await anon().from("contact_submissions").insert(control)).status).toBe(201);
    await until(async () => (await mailsTo(control.email)).length === 1, 20_000, "the control lead's reply");
    expect(await mailsTo(lead.email)).toEqual([]);
    expect((await ownerMailsNaming(lead.email)).filter((mail) => mail.subject.startsWith("Neue Anfrage"))).toEqual([]);

    await sql("select private.mark_contact_not_spam($1)", [await idOf(lead.email)]);
    // the training the cron job would start within the minute, here rather than while the next test measures
    await sql("select private.train_spam_model()");
    await until(async () => (await mailsTo(lead.email)).length === 1, 20_000, "the reply after confirming");
    await until(
      async () => (await ownerMailsNaming(lead.email)).some((mail) => mail.subject.startsWith("Neue Anfrage")),
      20_000,
      "the owner's notice after confirming",
    );
  }, 90_000); // the spam text model's training after the mark: 15–25 s on two cores

  it("a script that posts without the form's timing is answered 201 and stored as spam, not refused", async () => {
    const from = fetchFrom(nextClientAddress());
    const lead = submission();
    const proof = await solvedContactProof(stack.apiUrl, stack.anonKey, { request: from, formMs: null });
    const sent = await bareAnon()
      .from("contact_submissions")
      .insert({ ...lead, proof_of_work: proof });
    expect(sent.status).toBe(201);
    const { rows } = await sql<{ status: string; spam_signals: string[] }>(
      "select status, spam_signals from public.contact_submissions where email = $1",
      [lead.email],
    );
    expect(rows[0]!.status).toBe("spam");
    expect(rows[0]!.spam_signals).toContain("no_browser_timing");
  });
});

describe("difficulty by load", () => {
  it("challenges get 4 times harder once the threshold of recent leads is reached, and the solution still counts", async () => {
    const base = Number(
      (await sql<{ p: number }>("select proof_max_number as p from private.contact_submission_settings")).rows[0]!.p,
    );
    const challenge = async () => (await bareAnon().rpc("create_contact_challenge")).data as { maxnumber: number };
    expect((await challenge()).maxnumber).toBe(base);
    const { rows } = await sql<{ n: number }>("select private.recent_contact_leads(interval '10 minutes') as n");
    await sql("update private.contact_submission_settings set proof_level_thresholds = $1", [
      [rows[0]!.n, rows[0]!.n + 100_000],
    ]);
    expect((await challenge()).maxnumber).toBe(4 * base);
    const lead = submission();
    expect((await anon().from("contact_submissions").insert(lead)).status).toBe(201);
  });
});

describe("internationalised addresses", () => {
  it("a lead from anna@пример.рф is stored and answered at its punycode address", async () => {
    const lead = submission({ email: `anna.${Date.now().toString(36)}@пример.рф` });
    expect((await anon().from("contact_submissions").insert(lead)).status).toBe(201);
    const ascii = lead.email.replace("пример.рф", "xn--e1afmkfd.xn--p1ai");
    await until(async () => (await mailsTo(ascii)).length === 1, 20_000, "the reply to the punycode address");
  });
});
