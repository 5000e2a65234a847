import type { OwnerDigestContent } from "./mails/owner-digest.ts";
import type { OwnerSummaryContent } from "./mails/owner-summary.ts";
import type { DeliveryKind, Submission } from "./submission.ts";

/** A delivery this invocation now holds a lease on; nobody else sends it until the lease ends or it is recorded. */
export interface ClaimedDelivery {
  id: string;
  kind: DeliveryKind;
  /** Attempts including this one. */
  attempts: number;
  /** The send slot: wait this long before calling the provider, so mail goes out no faster than the set rate. */
  wait_ms: number;
  /** Only for an owner summary or digest: its frozen content (which of the two, `kind` says). */
  summary: OwnerSummaryContent | OwnerDigestContent | null;
}

/** Which deliveries a call is about: the two mails of a submission, or one delivery (an owner summary). */
export type DeliveryTarget = { submissionId: string } | { deliveryId: string };

/**
 * retry: transient failure, backoff. throttled: the provider said 429; the attempt does not count and sending
 * pauses for retryAfterMs. failed: permanent.
 */
export type DeliveryFailure =
  | { outcome: "retry" | "failed"; error: string }
  | { outcome: "throttled"; error: string; retryAfterMs?: number };

/**
 * What the handler needs from the database. The production implementation (supabase-store.ts) calls Postgres
 * functions through PostgREST with the service role; the claim there locks the pace row and the deliveries
 * (FOR UPDATE SKIP LOCKED), so concurrent invocations never hold the same delivery nor the same send slot.
 */
export interface DeliveryStore {
  loadSubmission(submissionId: string): Promise<Submission | null>;
  /** Atomically leases the target's pending deliveries that have attempts left, with their send slots. */
  claimDeliveries(target: DeliveryTarget): Promise<ClaimedDelivery[]>;
  /** messageId is null when the provider had accepted the mail earlier; note says why. */
  recordSent(deliveryId: string, providerMessageId: string | null, note?: string): Promise<void>;
  recordFailure(deliveryId: string, failure: DeliveryFailure): Promise<void>;
  /** Notes why nothing was attempted (e.g. missing configuration) without using up an attempt. */
  deferDeliveries(submissionId: string, reason: string): Promise<void>;
}
