import type { ServiceMeta } from "../schema";

export default {
  slug: "e-commerce-webseite-shopify",
  title: "E-Commerce-Webseite (Shopify) erstellen lassen",
  description:
    "Ihr Shopify-Shop, eingerichtet und gestaltet: Design, Produkte, Zahlungen, Versand und automatische E-Mails, bereit für die ersten Bestellungen.",
  seoKeywords: [
    "Shopify Shop erstellen lassen",
    "E-Commerce-Webseite",
    "Onlineshop erstellen",
    "Shopify Einrichtung",
    "Onlineshop für kleine Unternehmen",
  ],
} satisfies ServiceMeta;
