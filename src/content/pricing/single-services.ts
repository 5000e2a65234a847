import { figures } from "#shared/facts.ts";
import type { ServiceSlug } from "../catalogue";
import type { SingleService } from "./schema";
import { offerSettings, type OfferSettings } from "./settings";
import { priceWithVat } from "./terms";

/**
 * Single services bookable without a package, with their prices in euros (net) and whether each is paid once or
 * monthly. Each is one piece of work delivered once (a branding kit, a website, an SEO optimisation, a chatbot, a
 * video edit), so each price is "einmalig". What each price buys is the owner's statement and comes from the owner
 * configuration (`offers.singleServiceScopes`).
 */
const offers: Omit<SingleService, "scope">[] = [
  {
    slug: "brand-designer",
    service: "branding-designer",
    name: "Brand Designer",
    price: 259.99,
    period: "einmalig",
    description: "Logo, Farbwelt und Schriften als Branding-Kit, damit Ihr Unternehmen überall wiedererkannt wird.",
  },
  {
    slug: "webdesigner",
    service: "website-erstellung",
    name: "Webdesigner",
    price: 469.99,
    period: "einmalig",
    description: `Eine schnelle, moderne Website, die in ${figures.websiteDelivery} online geht und auch auf dem Smartphone gut aussieht.`,
  },
  {
    slug: "seo-experte",
    service: "seo-experte",
    name: "SEO-Experte",
    price: 129.99,
    period: "einmalig",
    description: "Technik, Inhalte und lokale Einträge so optimiert, dass Sie bei Google besser gefunden werden.",
  },
  {
    slug: "chatbot",
    service: "chatbot-erstellung",
    name: "Chatbot",
    price: 219.99,
    period: "einmalig",
    description:
      "Ein KI-Chatbot, der häufige Fragen Ihrer Kundschaft rund um die Uhr beantwortet und Anfragen sammelt.",
  },
  {
    slug: "videoeditor",
    service: "video-editor",
    name: "Videoeditor/Cutter",
    price: 159.99,
    period: "einmalig",
    description: "Kurze, mitreißende Videos für Reels, TikTok und YouTube Shorts, geschnitten und untertitelt.",
  },
];

/** The single services with what each price buys, as the given settings state it. */
export function singleServicesFor(settings: OfferSettings = offerSettings): SingleService[] {
  return offers.map((offer) => ({ ...offer, scope: settings.singleServiceScopes[offer.slug] }));
}

export const singleServices: SingleService[] = singleServicesFor();

/** The single offer that sells a catalogue service, if there is one. */
export function singleServiceOf(
  slug: ServiceSlug,
  services: readonly SingleService[] = singleServices,
): SingleService | undefined {
  return services.find((entry) => entry.service === slug);
}

function offerOf(slug: ServiceSlug, settings: OfferSettings): SingleService {
  const offer = singleServiceOf(slug, singleServicesFor(settings));
  if (!offer) throw new Error(`no single service of ${slug} in the pricing data`);
  return offer;
}

/**
 * The price of a catalogue service's single offer as a phrase: amount, period, VAT and what it buys, e.g.
 * "159,99 € einmalig zzgl. USt. für ein Video von bis zu einer Minute, geschnitten und untertitelt". For a sentence
 * on the service's page; a service without a single offer fails the build instead of printing a wrong price.
 * @internal (tested directly)
 */
export function singleServicePriceFor(slug: ServiceSlug, settings: OfferSettings = offerSettings): string {
  const offer = offerOf(slug, settings);
  return `${priceWithVat(offer, settings.vatStatus)} für ${offer.scope}`;
}

/**
 * The whole offer in one sentence, e.g. "Die Einzelleistung „SEO-Experte“ kostet 129,99 € einmalig zzgl. USt. für die
 * Optimierung von bis zu 5 Seiten Ihrer Website, ohne laufende Betreuung."
 */
export function singleServiceOfferSentence(slug: ServiceSlug, settings: OfferSettings = offerSettings): string {
  return `Die Einzelleistung „${offerOf(slug, settings).name}“ kostet ${singleServicePriceFor(slug, settings)}.`;
}
