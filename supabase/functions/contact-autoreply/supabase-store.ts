import { createClient, type SupabaseClient } from "../_shared/deps.ts";
import type { ClaimedDelivery, DeliveryFailure, DeliveryStore } from "./delivery-store.ts";
import type { Submission } from "./submission.ts";

const SUBMISSION_COLUMNS = "id, created_at, anrede, name, email, grund, nachricht, datenschutz, quelle_seite, quelle_cta";

/** The database side through PostgREST with the service role (the key Supabase gives every Edge Function). */
export function supabaseDeliveryStore(url: string, serviceRoleKey: string): DeliveryStore {
  const db: SupabaseClient = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  function fail(what: string, error: { message: string; code?: string }): never {
    throw new Error(`${what} failed: ${error.code ?? ""} ${error.message}`.trim());
  }

  async function record(what: string, args: Record<string, unknown>) {
    const { error } = await db.rpc("record_contact_delivery", args);
    if (error) fail(what, error);
  }

  return {
    async loadSubmission(submissionId) {
      const { data, error } = await db.from("contact_submissions").select(SUBMISSION_COLUMNS).eq("id", submissionId);
      if (error) fail("loading the submission", error);
      return (data?.[0] as Submission | undefined) ?? null;
    },
    async claimDeliveries(target) {
      const { data, error } = await db.rpc(
        "claim_contact_deliveries",
        "submissionId" in target ? { p_submission_id: target.submissionId } : { p_delivery_id: target.deliveryId },
      );
      if (error) fail("claiming deliveries", error);
      return (data ?? []) as ClaimedDelivery[];
    },
    async recordSent(deliveryId, providerMessageId, note) {
      await record("recording a sent delivery", {
        p_delivery_id: deliveryId,
        p_outcome: "sent",
        p_error: note ?? null,
        p_provider_message_id: providerMessageId,
      });
    },
    async recordFailure(deliveryId, failure: DeliveryFailure) {
      await record("recording a failed delivery", {
        p_delivery_id: deliveryId,
        p_outcome: failure.outcome,
        p_error: failure.error,
        p_provider_message_id: null,
        p_retry_after_ms: failure.outcome === "throttled" ? failure.retryAfterMs ?? null : null,
      });
    },
    async deferDeliveries(submissionId, reason) {
      const { error } = await db.rpc("defer_contact_deliveries", { p_submission_id: submissionId, p_reason: reason });
      if (error) fail("deferring deliveries", error);
    },
  };
}
