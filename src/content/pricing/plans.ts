import { figures } from "#shared/facts.ts";
import type { Plan } from "./schema";

/** Where a package includes the ad credit, its note states the conditions beside the highlight. */
const adCreditNote = `${figures.adCreditTerm}: ${figures.adCreditConditions}`;

/** The packages Start, Viral (popular) and E-Commerce. Prices are not shown; visitors ask for them. */
export const plans: Plan[] = [
  {
    id: "start",
    name: "Start",
    description: "Der komplette Einstieg in Marketing mit KI: Auftritt, Inhalte, Anzeigen und Automatisierung für Ihr Unternehmen.",
    highlight: `Inklusive ${figures.adCredit}`,
    services: [
      "Auftaktgespräch mit Analyse von Zielgruppe und Wettbewerb",
      "Content-Plan für die Mindestlaufzeit",
      `Einrichtung oder Optimierung von bis zu ${figures.channels} Social-Media-Kanälen`,
      "Branding-Kit mit Logo-Feinschliff, Farben und Schriften",
      figures.postsPerMonth,
      `${figures.videosPerMonth} für Reels, TikTok und YouTube Shorts`,
      figures.strategicCampaignsPerMonth,
      `${figures.adCampaignsPerMonth} auf Google, Meta oder TikTok`,
      "Landingpage für Ihre Kampagnen",
      "SEO-Grundoptimierung Ihrer Website",
      "Google-Unternehmensprofil einrichten und pflegen",
      figures.emailCampaignsPerMonth,
      figures.newslettersPerMonth,
      "WhatsApp Business mit Katalog und Schnellantworten",
      "KI-Chatbot für häufige Fragen",
      "Digitaler Avatar für Erklärvideos",
      "Werbetexte für Website und Anzeigen",
      "Monatlicher Bericht mit den wichtigsten Kennzahlen",
      `Auswertung und Neuausrichtung nach den ersten ${figures.learningPeriodDays} Tagen`,
      "Persönliche Betreuung per E-Mail und WhatsApp",
    ],
    note: `Mindestlaufzeit ${figures.startTerm}, danach mit einer Frist von ${figures.noticePeriod} kündbar. Die Leistungen werden in Phasen geliefert: zuerst Analyse und Einrichtung, dann Inhalte und Kampagnen, zuletzt Automatisierung und Optimierung. ${adCreditNote}`,
    popular: false,
    askReason: "preise",
  },
  {
    id: "viral",
    name: "Viral",
    description: "Für Unternehmen, die schnell sichtbar werden wollen: regelmäßige Inhalte, Kampagnen und Newsletter jeden Monat.",
    highlight: `Inklusive ${figures.adCredit}`,
    services: [
      "Ein Content-Plan für Ihre Kanäle",
      figures.strategicCampaignsPerMonth,
      figures.adCampaignsPerMonth,
      figures.postsPerMonth,
      figures.emailCampaignsPerMonth,
      figures.newslettersPerMonth,
    ],
    note: adCreditNote,
    popular: true,
    askReason: "preise",
  },
  {
    id: "ecommerce",
    name: "E-Commerce",
    description: "Für Onlineshops: Einrichtung, Pflege und Vermarktung Ihres Shops und Ihrer Social-Media-Shops aus einer Hand.",
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
    note: "Umfang und Werbebudget stimme ich mit Ihnen auf Ihr Sortiment ab.",
    popular: false,
    askReason: "plan-personalisiert",
  },
];
