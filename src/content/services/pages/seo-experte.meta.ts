import { singleServicePrice } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

const price = singleServicePrice("seo-experte");

export default {
  slug: "seo-experte",
  title: "SEO-Experte für bessere Sichtbarkeit bei Google",
  description:
    `Saubere Technik, passende Inhalte und ein gepflegtes Google-Unternehmensprofil für mehr Sichtbarkeit. Der SEO-Experte als Einzelleistung für ${price} zzgl. USt.`,
  seoKeywords: [
    "SEO-Experte",
    "Suchmaschinenoptimierung",
    "Local SEO",
    "Google-Unternehmensprofil",
    "SEO für kleine Unternehmen",
  ],
} satisfies ServiceMeta;
