/**
 * A row of public.contact_submissions as the function reads it: the six form fields plus id and time, and where the
 * lead came from (page and call to action; null, or absent, when not known).
 */
export interface Submission {
  id: string;
  created_at: string;
  anrede: string;
  name: string;
  email: string;
  grund: string;
  nachricht: string;
  datenschutz: boolean;
  quelle_seite?: string | null;
  quelle_cta?: string | null;
}

/** The two mails sent for every submission; the same names as the check constraint on public.contact_deliveries. */
export const DELIVERY_KINDS = ["autoreply", "owner_notice"] as const;
export type LeadMailKind = (typeof DELIVERY_KINDS)[number];
/**
 * Lead mails plus the owner's mails without a submission of their own: the summary of mail that could not be
 * delivered, and the digest that replaces single notices while unusually many leads arrive.
 */
export type DeliveryKind = LeadMailKind | "owner_summary" | "owner_digest";
