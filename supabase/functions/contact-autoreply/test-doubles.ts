/**
 * Test doubles for handler_test.ts: an in-memory delivery store with the same claim rules as the SQL functions in
 * supabase/migrations/*_deliveries.sql, a fake provider that honours idempotency keys like Resend, and a log recorder.
 */
import type { ClaimedDelivery, DeliveryFailure, DeliveryStore } from "./delivery-store.ts";
import type { Logger } from "./log.ts";
import type { MailSender, OutgoingMail, SendOutcome } from "./mail-sender.ts";
import { DELIVERY_KINDS, type DeliveryKind, type Submission } from "./submission.ts";

export const MAX_ATTEMPTS = 5;

export interface MemoryDelivery {
  id: string;
  submission_id: string;
  kind: DeliveryKind;
  status: "pending" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  leased: boolean;
  sent_at: string | null;
  provider_message_id: string | null;
}

export class MemoryStore implements DeliveryStore {
  submissions = new Map<string, Submission>();
  deliveries: MemoryDelivery[] = [];
  /** Set to make the next recordSent throw (the provider accepted, the database write failed). */
  failNextRecordSent = false;

  insert(submission: Submission) {
    this.submissions.set(submission.id, submission);
    for (const kind of DELIVERY_KINDS) {
      this.deliveries.push({
        id: crypto.randomUUID(),
        submission_id: submission.id,
        kind,
        status: "pending",
        attempts: 0,
        last_error: null,
        leased: false,
        sent_at: null,
        provider_message_id: null,
      });
    }
  }

  of(submissionId: string, kind: DeliveryKind): MemoryDelivery {
    return this.deliveries.find((d) => d.submission_id === submissionId && d.kind === kind)!;
  }

  /** What the lease expiry does in SQL after its interval. */
  expireLeases() {
    for (const d of this.deliveries) d.leased = false;
  }

  async loadSubmission(id: string) {
    await Promise.resolve();
    return this.submissions.get(id) ?? null;
  }

  async claimDeliveries(submissionId: string): Promise<ClaimedDelivery[]> {
    await Promise.resolve();
    const due = this.deliveries.filter((d) =>
      d.submission_id === submissionId && d.status === "pending" && d.attempts < MAX_ATTEMPTS && !d.leased
    );
    for (const d of due) {
      d.leased = true;
      d.attempts += 1;
    }
    return due.map((d) => ({ id: d.id, kind: d.kind, attempts: d.attempts }));
  }

  async recordSent(id: string, messageId: string) {
    await Promise.resolve();
    if (this.failNextRecordSent) {
      this.failNextRecordSent = false;
      throw new Error("connection reset while recording");
    }
    const d = this.deliveries.find((x) => x.id === id)!;
    Object.assign(d, { status: "sent", leased: false, sent_at: new Date().toISOString(), provider_message_id: messageId });
  }

  async recordFailure(id: string, failure: DeliveryFailure) {
    await Promise.resolve();
    const d = this.deliveries.find((x) => x.id === id)!;
    d.leased = false;
    d.last_error = failure.error;
    d.status = !failure.retryable || d.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  }

  async deferDeliveries(submissionId: string, reason: string) {
    await Promise.resolve();
    for (const d of this.deliveries) {
      if (d.submission_id === submissionId && d.status === "pending") d.last_error = reason;
    }
  }
}

/** A provider that delivers like Resend: the same key and body return the first id and deliver nothing new. */
export class FakeProvider implements MailSender {
  delivered: { mail: OutgoingMail; key: string; id: string }[] = [];
  calls: string[] = [];
  /** Scripted answers for the next calls (consumed in order); then every call succeeds. */
  script: (SendOutcome | "delay")[] = [];
  private byKey = new Map<string, { body: string; id: string }>();

  async send(mail: OutgoingMail, key: string): Promise<SendOutcome> {
    this.calls.push(key);
    await new Promise((r) => setTimeout(r, 5));
    const next = this.script.shift();
    if (next && next !== "delay") return next;
    const body = JSON.stringify(mail);
    const known = this.byKey.get(key);
    if (known) {
      return known.body === body
        ? { ok: true, messageId: known.id }
        : { ok: false, retryable: false, error: "409 invalid_idempotent_request" };
    }
    const id = crypto.randomUUID();
    this.byKey.set(key, { body, id });
    this.delivered.push({ mail, key, id });
    return { ok: true, messageId: id };
  }
}

export class LogRecorder implements Logger {
  lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  info = (message: string, fields?: Record<string, unknown>) => void this.lines.push({ level: "info", message, fields });
  warn = (message: string, fields?: Record<string, unknown>) => void this.lines.push({ level: "warn", message, fields });
  error = (message: string, fields?: Record<string, unknown>) =>
    void this.lines.push({ level: "error", message, fields });
}
