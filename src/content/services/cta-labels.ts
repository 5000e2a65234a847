/**
 * The label of each service page's call-to-action button. Every button leads to the pricing page; most say
 * "Preise ansehen", eight services have their own wording (spec, section 2).
 */
import { paths } from "../../lib/routes";

export const defaultCtaLabel = "Preise ansehen";

/** Where every service page's call-to-action button leads. */
export const serviceCtaTarget = paths.preise;

const specificCtaLabels: Readonly<Record<string, string>> = {
  "e-commerce-webseite-shopify": "Jetzt Shopify-Shop erstellen lassen",
  "branding-designer": "Jetzt Branding-Kit erstellen",
  "tiktok-ads": "Jetzt TikTok-Kampagne starten",
  "instagram-ads": "Jetzt Instagram-Kampagne starten",
  "instagram-shop": "Jetzt Instagram Shop erstellen lassen",
  "reddit-ads": "Jetzt Reddit-Kampagne starten",
  "google-ads": "Jetzt Google Ads-Kampagne starten",
  "tiktok-shop": "Jetzt TikTok Shop starten",
};

export function ctaLabel(slug: string): string {
  return specificCtaLabels[slug] ?? defaultCtaLabel;
}
