import type { DeliveryKind, Submission } from "./submission.ts";

/** A delivery this invocation now holds a lease on; nobody else sends it until the lease ends or it is recorded. */
export interface ClaimedDelivery {
  id: string;
  kind: DeliveryKind;
  /** Attempts including this one. */
  attempts: number;
}

export interface DeliveryFailure {
  retryable: boolean;
  error: string;
}

/**
 * What the handler needs from the database. The production implementation (supabase-store.ts) calls Postgres
 * functions through PostgREST with the service role; the claim there is a single UPDATE … FOR UPDATE SKIP LOCKED, so
 * concurrent invocations (trigger and retry job) never hold the same delivery.
 */
export interface DeliveryStore {
  loadSubmission(submissionId: string): Promise<Submission | null>;
  /** Atomically leases the submission's pending deliveries that have attempts left and counts the attempt. */
  claimDeliveries(submissionId: string): Promise<ClaimedDelivery[]>;
  recordSent(deliveryId: string, providerMessageId: string): Promise<void>;
  /** Retryable: stays pending with backoff (failed once the attempts are used up). Permanent: failed. */
  recordFailure(deliveryId: string, failure: DeliveryFailure): Promise<void>;
  /** Notes why nothing was attempted (e.g. missing configuration) without using up an attempt. */
  deferDeliveries(submissionId: string, reason: string): Promise<void>;
}
