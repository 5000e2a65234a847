// Shared helpers of the delivery contract tests: polling, the mail catcher's JSON API and fault modes, inserting
// leads directly (as the database's owner, so no API limit or proof of work is involved), and the delivery rows.
import { sql, stack } from "./stack";

export interface CaughtMail {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  idempotency_key: string | null;
}

export interface CatcherStats {
  requests: number;
  accepted: number;
  replayed: number;
  conflicts: number;
  rate_limited: number;
  errors: number;
  dropped: number;
  max_per_second: number;
}

export interface Faults {
  mode?: "normal" | "down" | "error";
  rate_limit?: number | null;
  delay_ms?: number;
  /** refused: every Resend call answers 401; send_only: only POST /emails is allowed */
  api_key?: "valid" | "refused" | "send_only";
  /** the sender domain's status at Resend (null: verified) */
  domain_status?: "not_started" | "pending" | "failed" | "temporary_failure" | null;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value or the time is up. */
export async function until<T>(
  probe: () => Promise<T>,
  timeoutMs: number,
  what: string,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Waits until no mail is due and no sending slot is handed out ahead. Mail goes out at the provider's pace, so the
 * leads of an earlier test can keep the queue busy for a while; a test that times its own mail waits for them first.
 */
export async function mailIdle(timeoutMs = 120_000) {
  await until(
    async () => {
      const { rows } = await sql<{ n: number }>(
        `select (select count(*) from public.contact_deliveries where status = 'pending' and next_attempt_at <= now())
              + (select count(*) from private.contact_mail_pace where greatest(next_slot, next_owner_slot, paused_until) > now()) as n`,
      );
      return Number(rows[0]!.n) === 0;
    },
    timeoutMs,
    "the mail queue to be idle",
    250,
  );
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.mailUrl}/api/emails`);
  return ((await response.json()) as { data: CaughtMail[] }).data;
}

export const mailsOf = async (submissionId: string) =>
  (await caughtMails()).filter((mail) => mail.idempotency_key?.startsWith(`contact-${submissionId}-`));

export async function setFaults(faults: Faults): Promise<Faults> {
  const response = await fetch(`${stack.mailUrl}/api/faults`, { method: "PUT", body: JSON.stringify(faults) });
  if (!response.ok) throw new Error(`PUT /api/faults: ${response.status} ${await response.text()}`);
  return (await response.json()) as Faults;
}

export const resetFaults = () =>
  fetch(`${stack.mailUrl}/api/faults`, { method: "DELETE" }).then((r) => r.body?.cancel());

export async function catcherStats(): Promise<CatcherStats> {
  return (await (await fetch(`${stack.mailUrl}/api/stats`)).json()) as CatcherStats;
}

/** Inserts `count` leads in one statement, as a burst arrives; returns their ids. */
export async function insertLeads(count: number, tag: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>(
    `insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
     select 'frau', 'Lead ' || i, $1 || '.' || i || '@example.de', 'fragen', 'Eine Frage zu Ihren Angeboten, Nummer ' || i || '.', true
       from generate_series(1, $2::int) i
     returning id`,
    [`${tag}-${Date.now().toString(36)}`, count],
  );
  return rows.map((row) => row.id);
}

export interface DeliveryRow {
  submission_id: string | null;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

export async function deliveriesOf(submissionIds: string[]): Promise<DeliveryRow[]> {
  const { rows } = await sql<DeliveryRow>(
    `select submission_id, kind, status, attempts, last_error, sent_at from public.contact_deliveries
      where submission_id = any($1::uuid[]) order by submission_id, kind`,
    [submissionIds],
  );
  return rows;
}

/** Caught mails per idempotency key of the given leads: exactly-once means every key once, two keys per lead. */
export async function mailCount(submissionIds: string[]) {
  const wanted = new Set(submissionIds);
  const keys = new Map<string, number>();
  for (const mail of await caughtMails()) {
    const match = /^contact-([0-9a-f-]{36})-(autoreply|owner_notice)$/.exec(mail.idempotency_key ?? "");
    if (match && wanted.has(match[1]!)) keys.set(mail.idempotency_key!, (keys.get(mail.idempotency_key!) ?? 0) + 1);
  }
  const total = [...keys.values()].reduce((a, b) => a + b, 0);
  return { keys: keys.size, total, duplicates: total - keys.size };
}
