/**
 * The external services the site may use, with their seat and privacy policy. The Datenschutz text names and links
 * each one. The hosting provider and the mailbox provider are the owner's choice and come from the owner configuration.
 */
export type Processor = {
  id: "supabase" | "resend" | "google" | "youtube" | "whatsapp";
  name: string;
  /** Where the company has its seat, as the Datenschutz text prints it after „Sitz“: „in den USA“, „in Irland“. */
  seat: string;
  privacyUrl: string;
};

export const processors = {
  supabase: { id: "supabase", name: "Supabase Inc.", seat: "in den USA", privacyUrl: "https://supabase.com/privacy" },
  resend: {
    id: "resend",
    name: "Resend (Plus Five Five, Inc.)",
    seat: "in den USA",
    privacyUrl: "https://resend.com/legal/privacy-policy",
  },
  google: {
    id: "google",
    name: "Google Ireland Limited",
    seat: "in Irland",
    privacyUrl: "https://policies.google.com/privacy",
  },
  youtube: {
    id: "youtube",
    name: "YouTube (Google Ireland Limited)",
    seat: "in Irland",
    privacyUrl: "https://policies.google.com/privacy",
  },
  whatsapp: {
    id: "whatsapp",
    name: "WhatsApp Ireland Limited (Meta)",
    seat: "in Irland",
    privacyUrl: "https://www.whatsapp.com/legal/privacy-policy-eea",
  },
} as const satisfies Record<Processor["id"], Processor>;

/** `[Datenschutzerklärung von …](url)` for the rich text. */
export function privacyLink(processor: Processor): string {
  return `[Datenschutzerklärung von ${processor.name}](${processor.privacyUrl})`;
}
