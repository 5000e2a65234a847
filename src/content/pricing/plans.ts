import { figures } from "#shared/facts.ts";
import type { Plan } from "./schema";
import { offerSettings, type OfferSettings } from "./settings";

/**
 * The packages Start, Viral (popular, as the owner configuration says) and E-Commerce: the one list of what each
 * package includes. /preise prints these lists; the services overview, the home page and the service pages name the
 * packages that include an item through `inPackages`, so no page can promise an item to a package that lacks it.
 * Prices are not shown; visitors ask for them.
 */

/** The items other pages name too, each worded once. A monthly figure opens its item, so `inPackages(figure)` finds it. */
export const packageItems = {
  /** The 32 posts are the total for the three channels together, not 32 on each. */
  posts: `${figures.postsPerMonth} insgesamt, verteilt auf ${figures.channelNames}`,
  videos: `${figures.videosPerMonth} für Reels, TikTok und YouTube Shorts`,
  strategicCampaigns: figures.strategicCampaignsPerMonth,
  /** Three campaigns a month in all, each on one of the platforms. */
  adCampaigns: `${figures.adCampaignsPerMonth}, jede auf Google, Meta oder TikTok`,
  emailCampaigns: figures.emailCampaignsPerMonth,
  newsletters: figures.newslettersPerMonth,
} as const;

/** Where a package includes the ad credit, its note states the conditions beside the highlight. */
const adCreditNote = `${figures.adCreditTerm}: ${figures.adCreditConditions}`;

/** The AGB set a minimum term for Start only; any other package's term comes from its offer (AGB § 10). */
const termByOffer = "Laufzeit nach Angebot";

/**
 * The packages as the given settings state them (which one is „Beliebt“, Viral's term).
 * @internal (tested with other offer settings)
 */
export function packagesFor(settings: OfferSettings = offerSettings): Plan[] {
  return [
    {
      id: "start",
      name: "Start",
      description:
        "Der komplette Einstieg in Marketing mit KI: Auftritt, Inhalte, Anzeigen und Automatisierung für Ihr Unternehmen.",
      highlight: `Inklusive ${figures.adCredit}`,
      services: [
        "Auftaktgespräch mit Analyse von Zielgruppe und Wettbewerb",
        "Content-Plan für die Mindestlaufzeit",
        `Einrichtung oder Optimierung von bis zu ${figures.channels} Social-Media-Kanälen`,
        "Branding-Kit mit Logo-Feinschliff, Farben und Schriften",
        packageItems.posts,
        packageItems.videos,
        packageItems.strategicCampaigns,
        packageItems.adCampaigns,
        "Landingpage für Ihre Kampagnen",
        "SEO-Grundoptimierung Ihrer Website",
        "Google-Unternehmensprofil einrichten und pflegen",
        packageItems.emailCampaigns,
        packageItems.newsletters,
        "WhatsApp Business mit Katalog und Schnellantworten",
        "KI-Chatbot für häufige Fragen",
        "Digitaler Avatar für Erklärvideos",
        "Werbetexte für Website und Anzeigen",
        "Monatlicher Bericht mit den wichtigsten Kennzahlen",
        `Auswertung und Neuausrichtung nach den ersten ${figures.learningPeriodDays} Tagen`,
        "Persönliche Betreuung per E-Mail und WhatsApp",
      ],
      note: `Mindestlaufzeit ${figures.startTerm}, danach mit einer Frist von ${figures.noticePeriod} kündbar. Die Leistungen werden in Phasen geliefert: zuerst Analyse und Einrichtung, dann Inhalte und Kampagnen, zuletzt Automatisierung und Optimierung. ${adCreditNote}`,
      popular: settings.popularPackage === "start",
      askReason: "preise",
    },
    {
      id: "viral",
      name: "Viral",
      description:
        "Für Unternehmen, die schnell sichtbar werden wollen: regelmäßige Inhalte, Kampagnen und Newsletter jeden Monat.",
      highlight: `Inklusive ${figures.adCredit}`,
      services: [
        "Ein Content-Plan für Ihre Kanäle",
        packageItems.strategicCampaigns,
        packageItems.adCampaigns,
        packageItems.posts,
        packageItems.emailCampaigns,
        packageItems.newsletters,
      ],
      note: `${settings.viralTerm}. ${adCreditNote}`,
      popular: settings.popularPackage === "viral",
      askReason: "preise",
    },
    {
      id: "ecommerce",
      name: "E-Commerce",
      description:
        "Für Onlineshops: Einrichtung, Pflege und Vermarktung Ihres Shops und Ihrer Social-Media-Shops aus einer Hand.",
      services: [
        "Einrichtung oder Überarbeitung Ihres Shopify-Shops",
        "Produktseiten mit verkaufsstarken Texten",
        "Instagram Shop einrichten und mit dem Katalog verbinden",
        "TikTok Shop einrichten",
        "Produktbilder und -videos für Social Media aufbereiten",
        "Automatisierte E-Mails bei abgebrochenen Warenkörben",
        "Werbekampagnen für Ihre meistverkauften Produkte",
        "Pflege von Produkten, Preisen und Aktionen",
        "Monatlicher Verkaufsbericht mit Empfehlungen",
      ],
      note: `${termByOffer}. Umfang und Werbebudget stimme ich mit Ihnen auf Ihr Sortiment ab.`,
      popular: settings.popularPackage === "ecommerce",
      askReason: "plan-personalisiert",
    },
  ];
}

export const plans: Plan[] = packagesFor();

/**
 * The names of the packages whose list includes `item` (an entry that begins with it), in the order of /preise.
 * @internal (tested with other offer settings)
 */
export function packagesIncluding(item: string, packages: readonly Plan[] = plans): string[] {
  return packages.filter((plan) => plan.services.some((service) => service.startsWith(item))).map((plan) => plan.name);
}

/**
 * "im Paket Start" or "in den Paketen Start und Viral": the packages that include `item`, or only `only` of them.
 * Throws when no package (or not the one named) includes it, so a page cannot promise an item no package delivers.
 */
export function inPackages(item: string, only?: string): string {
  const names = packagesIncluding(item).filter((name) => only === undefined || name === only);
  if (names.length === 0) throw new Error(`No package${only ? ` named ${only}` : ""} includes «${item}»`);
  if (names.length === 1) return `im Paket ${names[0]}`;
  return `in den Paketen ${names.slice(0, -1).join(", ")} und ${names.at(-1)}`;
}
