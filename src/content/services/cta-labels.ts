/**
 * The call to action at the end of each service page. Most pages lead to the pricing page ("Preise ansehen"). Eight
 * pages advertise one specific offer (a shop, a campaign, a branding kit); while every offer on /preise is sold out,
 * their button invites a question about that offer instead of asking the visitor to start or buy it.
 */
import { paths } from "../paths";
import { serviceBySlug, type ServiceSlug } from "../catalogue";

export const defaultCtaLabel = "Preise ansehen";
export const askCtaLabel = "Jetzt anfragen";

/** Where the default button leads. */
export const serviceCtaTarget = paths.preise;

/** The services whose button asks about their specific offer. */
export const askingServices = [
  "e-commerce-webseite-shopify",
  "branding-designer",
  "tiktok-ads",
  "instagram-ads",
  "instagram-shop",
  "reddit-ads",
  "google-ads",
  "tiktok-shop",
] as const satisfies readonly ServiceSlug[];

export type ServiceCtaLink = { label: string; to: string };

/** The contact form with the reason "service-spezifisch" and the service's name in the prefilled message. */
export function askAboutService(slug: ServiceSlug): string {
  const name = serviceBySlug(slug)!.name;
  return `${paths.kontakt}?${new URLSearchParams({ grund: "service-spezifisch", service: name })}`;
}

export function serviceCta(slug: ServiceSlug): ServiceCtaLink {
  return (askingServices as readonly string[]).includes(slug)
    ? { label: askCtaLabel, to: askAboutService(slug) }
    : { label: defaultCtaLabel, to: serviceCtaTarget };
}

export function ctaLabel(slug: ServiceSlug): string {
  return serviceCta(slug).label;
}
