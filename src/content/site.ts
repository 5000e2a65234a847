/**
 * The provider's identity and the site's settings: one place for every fact that the owner changes.
 * Values in «…» are placeholders; a production build lists any that are still in use (tools/build/placeholders).
 */
export const PLACEHOLDER = /«[^»]+»/;

export const site = {
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: "https://www.ki-marketing-studio.de",
  name: "KI Marketing Studio",
  /** Appended to every page title. */
  titleSuffix: " | KI Marketing Studio",
  tagline: "Social Media Creator mit KI",
  /** The offer is for businesses only; said wherever prices are shown and where a request is sent. */
  b2bNotice: "Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.",
  foundingYear: 2025,
  locale: "de_DE",
  defaultImage: "/og/default.png",
  owner: {
    name: "«Vorname Nachname»",
    street: "«Straße Hausnummer»",
    postalCode: "«PLZ»",
    city: "«Ort»",
    country: "Deutschland",
    email: "kontakt@ki-marketing-studio.de",
    phone: "«+49 000 0000000»",
    vatId: "«USt-IdNr. DE000000000»",
    /** Person responsible for content (§ 18 Abs. 2 MStV). */
    responsible: "«Vorname Nachname»",
    portrait: { src: "/images/portrait.svg", alt: "Illustriertes Porträt der Inhaberin von KI Marketing Studio" },
  },
  whatsapp: {
    /** International number without + or spaces. */
    number: "4915112345678",
    greeting: "Hallo! Ich interessiere mich für Ihre KI-Marketing-Services und hätte gern mehr Informationen.",
  },
  /** Social profiles; an empty URL renders no link. */
  social: {
    instagram: "",
    youtube: "",
    tiktok: "",
    x: "",
  },
  tagManager: {
    /** Google Tag Manager container id, e.g. "GTM-XXXXXXX"; empty loads nothing. */
    containerId: "",
    /** The spec loads the tag manager after either consent choice; off by default so 'essential' sends nothing. */
    loadOnEssential: false,
  },
} as const;

export type Site = typeof site;

export function whatsappHref(greeting: string = site.whatsapp.greeting): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(greeting)}`;
}

export function postalLine(): string {
  const o = site.owner;
  return `${o.street}, ${o.postalCode} ${o.city}`;
}
