/**
 * The call to action at the end of each service page. Most pages lead to the pricing page ("Preise ansehen"). Eight
 * pages advertise one specific offer (a shop, a campaign, a branding kit) and name it on their button; while every
 * offer on /preise is sold out, that button opens the contact form with the service named, so the visitor starts
 * with a request instead of a purchase.
 */
import { paths } from "../paths";
import { serviceBySlug, type ServiceSlug } from "../catalogue";

export const defaultCtaLabel = "Preise ansehen";

/** Where the default button leads. */
export const serviceCtaTarget = paths.preise;

/** The pages whose button names their own offer, with the exact label of each. */
export const offerCtaLabels = {
  "e-commerce-webseite-shopify": "Jetzt Shopify-Shop erstellen lassen",
  "branding-designer": "Jetzt Branding-Kit erstellen",
  "tiktok-ads": "Jetzt TikTok-Kampagne starten",
  "instagram-ads": "Jetzt Instagram-Kampagne starten",
  "instagram-shop": "Jetzt Instagram Shop erstellen lassen",
  "reddit-ads": "Jetzt Reddit-Kampagne starten",
  "google-ads": "Jetzt Google Ads-Kampagne starten",
  "tiktok-shop": "Jetzt TikTok Shop starten",
} as const satisfies Partial<Record<ServiceSlug, string>>;

export type OfferCtaSlug = keyof typeof offerCtaLabels;

export type ServiceCtaLink = { label: string; to: string };

function hasOfferCta(slug: ServiceSlug): slug is OfferCtaSlug {
  return Object.hasOwn(offerCtaLabels, slug);
}

/** The contact form with the reason "service-spezifisch" and the service's name in the prefilled message. */
export function askAboutService(slug: ServiceSlug): string {
  const name = serviceBySlug(slug)!.name;
  return `${paths.kontakt}?${new URLSearchParams({ grund: "service-spezifisch", service: name })}`;
}

export function serviceCta(slug: ServiceSlug): ServiceCtaLink {
  return hasOfferCta(slug)
    ? { label: offerCtaLabels[slug], to: askAboutService(slug) }
    : { label: defaultCtaLabel, to: serviceCtaTarget };
}

export function ctaLabel(slug: ServiceSlug): string {
  return serviceCta(slug).label;
}
