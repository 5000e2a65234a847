import type { ServiceMeta } from "../schema";

export default {
  slug: "seo-experte",
  title: "SEO-Experte für bessere Sichtbarkeit bei Google",
  description:
    "Saubere Technik, passende Inhalte und ein gepflegtes Google-Unternehmensprofil für mehr Sichtbarkeit. Der SEO-Experte als Einzelleistung für 129,99 €.",
  seoKeywords: [
    "SEO-Experte",
    "Suchmaschinenoptimierung",
    "Local SEO",
    "Google-Unternehmensprofil",
    "SEO für kleine Unternehmen",
  ],
} satisfies ServiceMeta;
