import type { ServiceMeta } from "../schema";

export default {
  slug: "e-commerce",
  title: "E-Commerce-Betreuung mit KI",
  description:
    "Produktpflege, Kampagnen und Abläufe für Ihren Onlineshop aus einer Hand: KI-gestützte E-Commerce-Betreuung für kleine und mittlere Unternehmen.",
  seoKeywords: [
    "E-Commerce Betreuung",
    "Onlineshop Betreuung",
    "Shop-Management",
    "Produktbeschreibungen mit KI",
    "Warenkorbabbrecher zurückgewinnen",
    "E-Commerce Marketing",
  ],
} satisfies ServiceMeta;
