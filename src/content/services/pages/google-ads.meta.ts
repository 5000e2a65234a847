import type { ServiceMeta } from "../schema";

export default {
  slug: "google-ads",
  title: "Google Ads: Suchanzeigen für Ihr Angebot",
  description:
    "Google-Suchanzeigen für Menschen, die gerade nach Ihrem Angebot suchen: passende Suchbegriffe, Anzeigentexte, Erfolgsmessung und laufende Optimierung.",
  seoKeywords: [
    "Google Ads",
    "Google Werbung",
    "Suchmaschinenwerbung",
    "Google Ads Betreuung",
    "SEA für kleine Unternehmen",
  ],
} satisfies ServiceMeta;
