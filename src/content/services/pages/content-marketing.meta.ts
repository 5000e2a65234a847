import type { ServiceMeta } from "../schema";

export default {
  slug: "content-marketing",
  title: "Content-Marketing mit Plan und KI",
  description:
    "Content-Marketing mit System: 32 Posts und eine strategische Kampagne pro Monat, dazu die Automatisierung von 30 Inhalten. Für Vertrauen und Anfragen.",
  seoKeywords: [
    "Content-Marketing",
    "Content-Strategie",
    "Redaktionsplan",
    "Content Marketing für kleine Unternehmen",
    "Inhalte automatisieren",
  ],
} satisfies ServiceMeta;
