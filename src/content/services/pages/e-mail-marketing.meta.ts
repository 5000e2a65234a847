import type { ServiceMeta } from "../schema";

export default {
  slug: "e-mail-marketing",
  title: "E-Mail-Marketing mit KI: Kampagnen und Newsletter",
  description:
    "3 automatisierte E-Mail-Kampagnen und 4 Newsletter pro Monat, mit KI geschrieben und sauber eingerichtet. Für kleine Unternehmen ohne eigenes Marketingteam.",
  seoKeywords: [
    "E-Mail-Marketing",
    "Newsletter erstellen lassen",
    "E-Mail-Automatisierung",
    "Newsletter für kleine Unternehmen",
    "KI E-Mail-Marketing",
  ],
} satisfies ServiceMeta;
