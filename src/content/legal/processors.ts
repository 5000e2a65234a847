/** The external services the site may use, with their privacy policies. The Datenschutz text links each one. */
export type Processor = { id: "supabase" | "resend" | "google" | "youtube" | "whatsapp"; name: string; privacyUrl: string };

export const processors = {
  supabase: { id: "supabase", name: "Supabase Inc.", privacyUrl: "https://supabase.com/privacy" },
  resend: { id: "resend", name: "Resend (Plus Five Five, Inc.)", privacyUrl: "https://resend.com/legal/privacy-policy" },
  google: { id: "google", name: "Google Ireland Limited", privacyUrl: "https://policies.google.com/privacy" },
  youtube: { id: "youtube", name: "YouTube (Google Ireland Limited)", privacyUrl: "https://policies.google.com/privacy" },
  whatsapp: { id: "whatsapp", name: "WhatsApp Ireland Limited (Meta)", privacyUrl: "https://www.whatsapp.com/legal/privacy-policy-eea" },
} as const satisfies Record<Processor["id"], Processor>;

/** `[Datenschutzerklärung von …](url)` for the rich text. */
export function privacyLink(processor: Processor): string {
  return `[Datenschutzerklärung von ${processor.name}](${processor.privacyUrl})`;
}
