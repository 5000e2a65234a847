// The privacy notice states the periods and limits of the contact form's protection from one module
// (supabase/functions/_shared/facts.ts, facts.contactProtection). The database must keep the same figures: its
// settings' defaults (the suites change the values they run with, never the defaults) and its jobs.
import { facts } from "#shared/facts.ts";
import { afterAll, describe, expect, it } from "vitest";
import { closeSql, sql } from "./stack";

const promised = facts.contactProtection;

afterAll(closeSql);

/** The default of a settings column, evaluated. */
async function defaultOf(table: string, column: string): Promise<string> {
  const { rows } = await sql<{ d: string }>(
    `select column_default as d from information_schema.columns where table_schema = 'private' and table_name = $1 and column_name = $2`,
    [table, column],
  );
  const { rows: value } = await sql<{ v: string }>(`select (${rows[0]!.d})::text as v`);
  return value[0]!.v;
}
const functionBody = async (name: string) =>
  (await sql<{ src: string }>("select prosrc as src from pg_proc where proname = $1", [name])).rows[0]!.src;

describe("what the privacy notice promises is what the database does", () => {
  it("spam is deleted after the promised days", async () => {
    expect(await defaultOf("contact_submission_settings", "spam_retention")).toBe(`${promised.spamRetentionDays} days`);
  });
  it("the hourly budget of automatic replies", async () => {
    expect(await defaultOf("contact_delivery_settings", "reply_budget_per_hour")).toBe(
      String(promised.autoRepliesPerHour),
    );
  });
  it("the hourly limit of automatic replies to one domain", async () => {
    expect(await defaultOf("contact_delivery_settings", "reply_domain_max_per_hour")).toBe(
      String(promised.autoRepliesPerDomainPerHour),
    );
  });
  it("leads whose reply was never released are deleted after the promised days", async () => {
    expect(await defaultOf("contact_delivery_settings", "held_retention")).toBe(
      `${promised.heldReplyRetentionDays} days`,
    );
  });
  it("collective mails every few minutes during a wave", async () => {
    expect(await defaultOf("contact_delivery_settings", "digest_interval")).toBe(
      `00:0${promised.waveSummaryMinutes}:00`,
    );
  });
  it("the keyed hash of a sender's network is kept at most the promised hours", async () => {
    expect(await defaultOf("contact_submission_settings", "per_client_window")).toBe(
      `0${promised.networkHashRetentionHours}:00:00`,
    );
  });
  it("summaries and digests, and the scheduled jobs' logs, go after the promised days", async () => {
    expect(await functionBody("dispatch_contact_deliveries")).toContain(
      `interval '${promised.ownerSummaryRetentionDays} days'`,
    );
    const { rows } = await sql<{ command: string }>(
      "select command from cron.job where jobname = 'cron-history-purge'",
    );
    expect(rows[0]!.command).toContain(`interval '${promised.jobLogRetentionDays} days'`);
  });
  it("leads are kept for the promised months", async () => {
    const { rows } = await sql<{ v: string }>(
      "select retention_period::text as v from private.contact_submission_settings",
    );
    expect(rows[0]!.v).toBe(`${facts.leadRetentionMonths / 12} years`);
  });
});
