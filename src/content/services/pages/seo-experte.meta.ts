import { formatEuro } from "../../pricing/format";
import { singleServices } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

/** The single service's price as /preise prints it; a missing entry fails loudly instead of printing a wrong price. */
const seoService = singleServices.find((service) => service.slug === "seo-experte");
if (!seoService) throw new Error("single service seo-experte is missing from the pricing data");
const price = formatEuro(seoService.price, { cents: true });

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
