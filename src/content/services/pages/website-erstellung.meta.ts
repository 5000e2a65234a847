import { figures } from "../../../../supabase/functions/_shared/facts";
import { singleServicePrice } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

const price = singleServicePrice("webdesigner");

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
