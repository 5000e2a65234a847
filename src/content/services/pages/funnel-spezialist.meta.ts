import type { ServiceMeta } from "../schema";

export default {
  slug: "funnel-spezialist",
  title: "Funnel-Spezialist: Verkaufstrichter mit KI",
  description:
    "Ein fertiger Verkaufstrichter pro Monat: Landingpage, Einstiegsangebot, E-Mail-Folge und Messung, mit KI erstellt und auf Ihr Angebot zugeschnitten.",
  seoKeywords: [
    "Funnel-Spezialist",
    "Sales Funnel erstellen lassen",
    "Verkaufstrichter",
    "Landingpage",
    "Leadgenerierung",
  ],
} satisfies ServiceMeta;
