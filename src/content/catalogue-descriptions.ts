/** The catalogue's descriptions, shown on the services page only (kept out of the module every page loads). */
import { figures, figuresByCase } from "#shared/facts.ts";
import { inPackages } from "./pricing/plans";
import type { GroupId, ServiceSlug } from "./catalogue";

/** One sentence per group, shown on the services page. */
export const groupDescriptions: Record<GroupId, string> = {
  marketing: "Kampagnen, Texte und Abläufe, die mit KI vorbereitet werden und danach zuverlässig von selbst laufen.",
  social: "Regelmäßige, professionelle Inhalte für die Kanäle, auf denen Ihre Kundschaft unterwegs ist.",
  web: "Ein Auftritt, der im Gedächtnis bleibt: von der Website über das Logo bis zur Suchmaschine.",
  ads: "Anzeigen, deren Anfragen und Verkäufe sich messen lassen, mit klarem Budget und laufender Optimierung.",
  ecommerce: "Vom ersten Shop bis zum laufenden Verkauf über Social Media: eingerichtet, gepflegt und beworben.",
};

/** One sentence per service, shown on the services page and used as a fallback description. */
export const serviceDescriptions: Record<ServiceSlug, string> = {
  "e-mail-marketing": "Automatisierte Kampagnen und Newsletter, die Ihre Kundschaft im richtigen Moment erreichen.",
  "digitales-marketing": "Eine Online-Strategie aus einem Guss: Inhalte, Kanäle und Kampagnen aufeinander abgestimmt.",
  firmenunterlagen: "Präsentationen, Angebote und Broschüren im einheitlichen Auftritt Ihrer Marke.",
  "funnel-spezialist": "Verkaufstrichter, die Interessierte Schritt für Schritt zur Anfrage führen.",
  werbetexter: "Texte für Website, Anzeigen und Social Media, die klar sagen, warum man Sie wählen sollte.",
  "chatbot-erstellung": "Ein KI-Chatbot, der häufige Fragen rund um die Uhr beantwortet und Anfragen sammelt.",
  "whatsapp-business":
    "Kundenservice und Angebote direkt im Messenger, mit Katalog, Schnellantworten und Automatisierung.",
  "social-media-creator": "Beiträge, Reels und Storys, mit KI erstellt und auf Ihre Marke abgestimmt.",
  "digitaler-avatar-mit-ki": "Ihr digitaler Sprecher für Videos in vielen Sprachen, ohne Kamera und Studio.",
  "social-media-marketing": `Planung, Gestaltung und Veröffentlichung: ${figures.postsPerMonth} ${inPackages(figures.postsPerMonth)}.`,
  "content-marketing":
    "Inhalte mit Plan: Themen, Formate und Kampagnen, die Vertrauen aufbauen und zur Anfrage hinführen.",
  "video-editor": "Kurze, mitreißende Videos für Reels, TikTok und YouTube Shorts, geschnitten mit KI-Unterstützung.",
  "website-erstellung": `Eine schnelle, moderne Website, online in ${figuresByCase.websiteDelivery.dative}, sobald Ihre Inhalte vorliegen; Pflege nach dem Start auf Anfrage.`,
  "seo-experte": "Saubere Technik, passende Inhalte und lokale Einträge für mehr Sichtbarkeit bei Google.",
  grafikdesigner: "Grafiken für Web, Social Media und Druck, die zu Ihrer Marke passen.",
  "branding-designer": "Logo, Farben und Schriften als Branding-Kit, damit Sie überall wiedererkannt werden.",
  "performance-marketing": `${figures.adCampaignsPerMonth} ${inPackages(figures.adCampaignsPerMonth)}, gesteuert nach Zahlen statt nach Bauchgefühl.`,
  "tiktok-ads": "Anzeigen im Stil der Plattform, die in den ersten Sekunden neugierig machen.",
  "instagram-ads": "Gezielte Anzeigen im Feed, in Storys und Reels, für Reichweite und Anfragen.",
  "reddit-ads": "Anzeigen in thematischen Communitys, die genau Ihre Nische erreichen.",
  "google-ads": "Suchanzeigen für Menschen, die gerade nach Ihrem Angebot suchen.",
  "e-commerce": "Betreuung Ihres Onlineshops: Produkte, Kampagnen und Abläufe aus einer Hand.",
  "tiktok-shop": "Verkaufen direkt in TikTok: Shop einrichten, Produkte zeigen, Videos verknüpfen.",
  "instagram-shop": "Produkte in Beiträgen markieren und direkt aus Instagram heraus verkaufen.",
  "e-commerce-webseite-shopify": "Ein Shopify-Shop, eingerichtet und gestaltet, bereit für die ersten Bestellungen.",
};
