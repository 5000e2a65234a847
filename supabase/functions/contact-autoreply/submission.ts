import type { Database } from "../_shared/database.types.ts";

type SubmissionRow = Database["public"]["Tables"]["contact_submissions"]["Row"];

/**
 * A row of public.contact_submissions as the function reads it: the six form fields plus id and time, and where the
 * lead came from (page and call to action; null, or absent, when not known).
 */
export type Submission =
  & Pick<SubmissionRow, "id" | "created_at" | "anrede" | "name" | "email" | "grund" | "nachricht" | "datenschutz">
  & Partial<Pick<SubmissionRow, "source_page" | "source_cta">>;

/** The two mails sent for every submission; the same names as the check constraint on public.contact_deliveries. */
export const DELIVERY_KINDS = ["autoreply", "owner_notice"] as const;
export type LeadMailKind = (typeof DELIVERY_KINDS)[number];
/**
 * Lead mails plus the owner's mails without a submission of their own: the summary of mail that could not be
 * delivered, and the digest that replaces single notices while unusually many leads arrive.
 */
export type DeliveryKind = LeadMailKind | "owner_summary" | "owner_digest";

const DELIVERY_KIND_NAMES: readonly string[] = [...DELIVERY_KINDS, "owner_summary", "owner_digest"];

/** Whether a kind read from the database is one the function sends. */
export function isDeliveryKind(kind: string): kind is DeliveryKind {
  return DELIVERY_KIND_NAMES.includes(kind);
}
