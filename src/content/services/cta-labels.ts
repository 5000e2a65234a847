/**
 * The call to action at the end of each service page. Most pages lead to the pricing page ("Preise ansehen"). Eight
 * pages advertise one specific offer (a shop, a campaign, a branding kit) and name it on their button, which opens the
 * contact form with the service named. What the button says follows the offers' availability: while they can be
 * booked, the exact label ("Jetzt TikTok-Kampagne starten"); while they cannot, the state first and a request instead
 * of a start ("Ausverkauft – TikTok-Kampagne trotzdem anfragen"), so no button promises a start the owner cannot give.
 */
import { paths } from "../paths";
import type { ServiceSlug } from "../catalogue";
import { availabilityWords, type OfferAvailability } from "../pricing/availability";
import { offerSettings } from "../pricing/settings";
import { serviceRequest } from "./service-requests";

/** @internal (tested directly) */
export const defaultCtaLabel = "Preise ansehen";

/**
 * Where the default button leads.
 * @internal (tested directly)
 */
export const serviceCtaTarget = paths.preise;

/**
 * The pages whose button names their own offer: the exact label while bookable, and the offer it names.
 * @internal (tested directly)
 */
export const offerCtas = {
  "e-commerce-webseite-shopify": { label: "Jetzt Shopify-Shop erstellen lassen", offer: "Shopify-Shop" },
  "branding-designer": { label: "Jetzt Branding-Kit erstellen", offer: "Branding-Kit" },
  "tiktok-ads": { label: "Jetzt TikTok-Kampagne starten", offer: "TikTok-Kampagne" },
  "instagram-ads": { label: "Jetzt Instagram-Kampagne starten", offer: "Instagram-Kampagne" },
  "instagram-shop": { label: "Jetzt Instagram Shop erstellen lassen", offer: "Instagram Shop" },
  "reddit-ads": { label: "Jetzt Reddit-Kampagne starten", offer: "Reddit-Kampagne" },
  "google-ads": { label: "Jetzt Google Ads-Kampagne starten", offer: "Google Ads-Kampagne" },
  "tiktok-shop": { label: "Jetzt TikTok Shop starten", offer: "TikTok Shop" },
} as const satisfies Partial<Record<ServiceSlug, { label: string; offer: string }>>;

/** @internal (tested directly) */
export type OfferCtaSlug = keyof typeof offerCtas;

export type ServiceCtaLink = { label: string; to: string };

function hasOfferCta(slug: ServiceSlug): slug is OfferCtaSlug {
  return Object.hasOwn(offerCtas, slug);
}

/**
 * The contact form with the reason "service-spezifisch" and the service named in the prefilled message, as /preise
 * names its offer where there is one (see ./service-requests.ts).
 * @internal (tested directly)
 */
export function askAboutService(slug: ServiceSlug): string {
  return serviceRequest(slug).to;
}

/**
 * An offer page's button label for an availability: the exact label while bookable, else the state and a request.
 * @internal (tested directly)
 */
export function offerCtaLabel(slug: OfferCtaSlug, availability: OfferAvailability): string {
  const { label, offer } = offerCtas[slug];
  const status = availabilityWords[availability].status;
  return status === null ? label : `${status} – ${offer} trotzdem anfragen`;
}

export function serviceCta(
  slug: ServiceSlug,
  availability: OfferAvailability = offerSettings.availability,
): ServiceCtaLink {
  return hasOfferCta(slug)
    ? { label: offerCtaLabel(slug, availability), to: askAboutService(slug) }
    : { label: defaultCtaLabel, to: serviceCtaTarget };
}
