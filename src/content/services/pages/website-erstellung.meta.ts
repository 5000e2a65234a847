import type { ServiceMeta } from "../schema";

export default {
  slug: "website-erstellung",
  title: "Website-Erstellung in 5 bis 12 Tagen",
  description:
    "Schnelle, moderne Website für Ihr Unternehmen, fertig in 5 bis 12 Tagen: Gestaltung, Texte, Technik und laufende Betreuung zu einem festen Monatsbetrag.",
  seoKeywords: [
    "Website erstellen lassen",
    "Webdesign für kleine Unternehmen",
    "Homepage erstellen lassen",
    "Website Kosten",
    "Website mit KI",
    "Webdesigner",
  ],
} satisfies ServiceMeta;
