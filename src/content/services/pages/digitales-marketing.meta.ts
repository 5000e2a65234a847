import type { ServiceMeta } from "../schema";

export default {
  slug: "digitales-marketing",
  title: "Digitales Marketing für kleine Unternehmen",
  description:
    "Strategie, Inhalte, E-Mails und Anzeigen aus einer Hand, mit KI umgesetzt. Bis zu 90 % weniger Personalkosten als mit einem eigenen Marketingteam.",
  seoKeywords: [
    "Digitales Marketing",
    "Online-Marketing für kleine Unternehmen",
    "Marketingstrategie",
    "Online-Marketing mit KI",
    "Marketing aus einer Hand",
  ],
} satisfies ServiceMeta;
