import { figures } from "#shared/facts.ts";
import type { ServiceSlug } from "../catalogue";
import type { SingleService } from "./schema";
import { printedPrice } from "./terms";

/**
 * Single services bookable without a package, with their prices in euros (net) and whether each is paid once or
 * monthly. Each is one piece of work delivered once (a branding kit, a website, an SEO optimisation, a chatbot, a
 * video edit), so each price is "einmalig".
 */
export const singleServices: SingleService[] = [
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
    description: "Ein KI-Chatbot, der häufige Fragen Ihrer Kundschaft rund um die Uhr beantwortet und Anfragen sammelt.",
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

/** The cheapest single service: the "ab …" price wherever the single services are summed up. */
export const lowestSingleServicePrice = Math.min(...singleServices.map((service) => service.price));

/** The single offer that sells a catalogue service, if there is one. */
export function singleServiceOf(slug: ServiceSlug): SingleService | undefined {
  return singleServices.find((entry) => entry.service === slug);
}

/**
 * The price of a catalogue service's single offer with its period, as /preise prints it (e.g. "129,99 € einmalig"),
 * for the service's page. A service without a single offer fails the build instead of printing a wrong price.
 */
export function singleServicePrice(slug: ServiceSlug): string {
  const service = singleServiceOf(slug);
  if (!service) throw new Error(`no single service of ${slug} in the pricing data`);
  return printedPrice(service);
}
