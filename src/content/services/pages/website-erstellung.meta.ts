import { figures } from "../../../../supabase/functions/_shared/facts";
import { formatEuro } from "../../pricing/format";
import { singleServices } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

/** The single service's price as /preise prints it; a missing entry fails loudly instead of printing a wrong price. */
const webService = singleServices.find((service) => service.slug === "webdesigner");
if (!webService) throw new Error("single service webdesigner is missing from the pricing data");
const price = formatEuro(webService.price, { cents: true });

export default {
  slug: "website-erstellung",
  title: `Website-Erstellung in ${figures.websiteDelivery}`,
  description:
    `Schnelle, moderne Website für Ihr Unternehmen, online in ${figures.websiteDelivery}: Gestaltung, Texte und Technik. Als Einzelleistung Webdesigner für ${price} zzgl. USt.`,
  seoKeywords: [
    "Website erstellen lassen",
    "Webdesign für kleine Unternehmen",
    "Homepage erstellen lassen",
    "Website Kosten",
    "Website mit KI",
    "Webdesigner",
  ],
} satisfies ServiceMeta;
