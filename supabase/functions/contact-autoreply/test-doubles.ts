/**
 * Test doubles for handler_test.ts: an in-memory delivery store with the same claim rules as the SQL functions in
 * supabase/migrations (leases, send slots, throttled attempts given back, failed once the retry window is over), a
 * fake provider that honours idempotency keys like Resend, a fake check of key and sender domain for dry runs, a fake
 * clock, and a log recorder.
 */
import type { ClaimedDelivery, DeliveryFailure, DeliveryStore, DeliveryTarget } from "./delivery-store.ts";
import type { Logger } from "./log.ts";
import type { MailProviderCheck, ProviderReport } from "./mail-provider-check.ts";
import { classifyProviderError, type MailSender, type OutgoingMail, type SendOutcome } from "./mail-sender.ts";
import type { OwnerSummaryContent } from "./mails/owner-summary.ts";
import { DELIVERY_KINDS, type DeliveryKind, type Submission } from "./submission.ts";

/** The attempt guard of the SQL functions (a runaway guard; the retry window ends deliveries first). */
export const MAX_ATTEMPTS = 100;

export interface MemoryDelivery {
  id: string;
  submission_id: string | null;
  kind: DeliveryKind;
  summary: OwnerSummaryContent | null;
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
  /** What the SQL side decides from the clock: once true, a transient failure ends the delivery failed. */
  windowOver = false;
  /** Distance between send slots handed out by claims (0: all at once). */
  slotMs = 0;
  /** The clock of the slots (the handler's fake clock in tests). */
  now: () => number = Date.now;
  /** Attempts given back because the provider throttled them. */
  throttled: { id: string; retryAfterMs?: number }[] = [];
  private nextSlot = 0;
  private pausedUntil = 0;

  insert(submission: Submission) {
    this.submissions.set(submission.id, submission);
    for (const kind of DELIVERY_KINDS) {
      this.deliveries.push({
        id: crypto.randomUUID(),
        submission_id: submission.id,
        kind,
        summary: null,
        status: "pending",
        attempts: 0,
        last_error: null,
        leased: false,
        sent_at: null,
        provider_message_id: null,
      });
    }
  }

  /** What the owner's delete does in SQL: the lead goes, and its deliveries with it (on delete cascade). */
  remove(submissionId: string) {
    this.submissions.delete(submissionId);
    this.deliveries = this.deliveries.filter((d) => d.submission_id !== submissionId);
  }

  insertSummary(summary: OwnerSummaryContent): MemoryDelivery {
    const delivery: MemoryDelivery = {
      id: crypto.randomUUID(),
      submission_id: null,
      kind: "owner_summary",
      summary,
      status: "pending",
      attempts: 0,
      last_error: null,
      leased: false,
      sent_at: null,
      provider_message_id: null,
    };
    this.deliveries.push(delivery);
    return delivery;
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

  async claimDeliveries(target: DeliveryTarget): Promise<ClaimedDelivery[]> {
    await Promise.resolve();
    const due = this.deliveries.filter((d) =>
      ("submissionId" in target ? d.submission_id === target.submissionId : d.id === target.deliveryId) &&
      d.status === "pending" && d.attempts < MAX_ATTEMPTS && !d.leased
    );
    const now = this.now();
    let slot = Math.max(now, this.nextSlot, this.pausedUntil);
    return due.map((d) => {
      d.leased = true;
      d.attempts += 1;
      const wait_ms = slot - now;
      slot += this.slotMs;
      this.nextSlot = slot;
      return { id: d.id, kind: d.kind, attempts: d.attempts, wait_ms, summary: d.summary };
    });
  }

  async recordSent(id: string, messageId: string | null, note?: string) {
    await Promise.resolve();
    if (this.failNextRecordSent) {
      this.failNextRecordSent = false;
      throw new Error("connection reset while recording");
    }
    const d = this.deliveries.find((x) => x.id === id)!;
    Object.assign(d, {
      status: "sent",
      leased: false,
      sent_at: new Date().toISOString(),
      provider_message_id: messageId,
      last_error: note ?? d.last_error,
    });
  }

  async recordFailure(id: string, failure: DeliveryFailure) {
    await Promise.resolve();
    const d = this.deliveries.find((x) => x.id === id)!;
    d.leased = false;
    d.last_error = failure.error;
    if (failure.outcome === "throttled") {
      d.attempts -= 1;
      this.throttled.push({ id, retryAfterMs: failure.retryAfterMs });
      this.pausedUntil = Math.max(this.pausedUntil, this.now() + (failure.retryAfterMs ?? 1000));
      return;
    }
    d.status = failure.outcome === "failed" || this.windowOver || d.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
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

  /** The clock time of each call, when a clock is given. */
  callTimes: number[] = [];
  clock: (() => number) | null = null;

  async send(mail: OutgoingMail, key: string): Promise<SendOutcome> {
    this.calls.push(key);
    if (this.clock) this.callTimes.push(this.clock());
    await new Promise((r) => setTimeout(r, 2));
    const next = this.script.shift();
    if (next && next !== "delay") return next;
    const body = JSON.stringify(mail);
    const known = this.byKey.get(key);
    if (known) {
      return known.body === body ? { ok: true, messageId: known.id } : classifyProviderError({
        statusCode: 409,
        name: "invalid_idempotent_request",
        message: "Same idempotency key used with a different request payload.",
      });
    }
    const id = crypto.randomUUID();
    this.byKey.set(key, { body, id });
    this.delivered.push({ mail, key, id });
    return { ok: true, messageId: id };
  }
}

/**
 * A clock that moves only when the handler sleeps (send slots, pauses). A sleep also yields for ms/50 real
 * milliseconds, so concurrent sleeps finish in the order of their end times, after a provider answer that comes first.
 */
export class FakeClock {
  t = 1_000_000;
  sleeps: number[] = [];
  now = () => this.t;
  sleep = async (ms: number) => {
    this.sleeps.push(ms);
    const end = this.t + ms;
    await new Promise((resolve) => setTimeout(resolve, ms / 50));
    this.t = Math.max(this.t, end);
  };
}

export class LogRecorder implements Logger {
  lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  info = (message: string, fields?: Record<string, unknown>) =>
    void this.lines.push({ level: "info", message, fields });
  warn = (message: string, fields?: Record<string, unknown>) =>
    void this.lines.push({ level: "warn", message, fields });
  error = (message: string, fields?: Record<string, unknown>) =>
    void this.lines.push({ level: "error", message, fields });
}

/** A check of key and sender domain that answers `report` and records what it was asked. */
export class FakeProviderCheck implements MailProviderCheck {
  asked: { from: string; domain: string }[] = [];
  report: ProviderReport = {
    apiKey: { state: "ok", detail: "von Resend angenommen (voller Zugriff; ein Schlüssel nur zum Senden genügt)" },
    domain: { state: "ok", detail: "Domain example.org bei Resend verifiziert" },
  };

  async check(sender: { from: string; domain: string }): Promise<ProviderReport> {
    await Promise.resolve();
    this.asked.push(sender);
    return this.report;
  }
}
