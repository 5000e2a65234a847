import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";
import type { ClaimedDelivery, DeliveryFailure, DeliveryStore } from "./delivery-store.ts";
import { isDeliveryKind } from "./submission.ts";

type ClaimRow = Database["public"]["Functions"]["claim_contact_deliveries"]["Returns"][number];

/** A claimed row as the handler uses it: its kind one of the four the table allows, its summary the frozen content. */
function claimedDelivery(row: ClaimRow): ClaimedDelivery {
  if (!isDeliveryKind(row.kind)) throw new Error(`claimed a delivery of unknown kind ${row.kind}`);
  return { ...row, kind: row.kind, summary: row.summary as ClaimedDelivery["summary"] };
}

const SUBMISSION_COLUMNS =
  "id, created_at, anrede, name, email, grund, nachricht, datenschutz, source_page, source_cta";

/** The database side through PostgREST with the service role (the key Supabase gives every Edge Function). */
export function supabaseDeliveryStore(url: string, serviceRoleKey: string): DeliveryStore {
  const db: SupabaseClient<Database> = createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  function fail(what: string, error: { message: string; code?: string }): never {
    throw new Error(`${what} failed: ${error.code ?? ""} ${error.message}`.trim());
  }

  /** Parameters left out take their SQL defaults (null). */
  async function record(what: string, args: Database["public"]["Functions"]["record_contact_delivery"]["Args"]) {
    const { error } = await db.rpc("record_contact_delivery", args);
    if (error) fail(what, error);
  }

  return {
    async loadSubmission(submissionId) {
      const { data, error } = await db.from("contact_submissions").select(SUBMISSION_COLUMNS).eq("id", submissionId);
      if (error) fail("loading the submission", error);
      return data?.[0] ?? null;
    },
    async claimDeliveries(target) {
      const { data, error } = await db.rpc(
        "claim_contact_deliveries",
        "submissionId" in target ? { p_submission_id: target.submissionId } : { p_delivery_id: target.deliveryId },
      );
      if (error) fail("claiming deliveries", error);
      return (data ?? []).map(claimedDelivery);
    },
    async recordSent(deliveryId, providerMessageId, note) {
      await record("recording a sent delivery", {
        p_delivery_id: deliveryId,
        p_outcome: "sent",
        p_error: note,
        p_provider_message_id: providerMessageId ?? undefined,
      });
    },
    async recordFailure(deliveryId, failure: DeliveryFailure) {
      await record("recording a failed delivery", {
        p_delivery_id: deliveryId,
        p_outcome: failure.outcome,
        p_error: failure.error,
        p_retry_after_ms: failure.outcome === "throttled" ? failure.retryAfterMs : undefined,
      });
    },
    async deferDeliveries(submissionId, reason) {
      const { error } = await db.rpc("defer_contact_deliveries", { p_submission_id: submissionId, p_reason: reason });
      if (error) fail("deferring deliveries", error);
    },
  };
}
