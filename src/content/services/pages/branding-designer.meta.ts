import type { ServiceMeta } from "../schema";
import { singleServicePrice } from "../../pricing/single-services";

const brandDesignerPrice = singleServicePrice("brand-designer");

export default {
  slug: "branding-designer",
  title: "Branding-Designer: Logo, Farben und Schriften als Kit",
  description: `Ihr Branding-Kit mit Logo, Farbpalette, Schriften und Gestaltungsregeln, damit man Sie überall wiedererkennt. Als Einzelleistung für ${brandDesignerPrice} zzgl. USt.`,
  seoKeywords: [
    "Branding-Designer",
    "Logo erstellen lassen",
    "Branding-Kit",
    "Corporate Design für kleine Unternehmen",
    "Markenauftritt",
  ],
} satisfies ServiceMeta;
