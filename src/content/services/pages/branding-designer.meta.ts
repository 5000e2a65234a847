import type { ServiceMeta } from "../schema";
import { formatEuro } from "../../pricing/format";
import { singleServices } from "../../pricing/single-services";

const brandDesigner = singleServices.find((service) => service.slug === "brand-designer");
if (!brandDesigner) throw new Error("The single service brand-designer is missing from single-services.ts");

/** The price /preise shows for the single service, so this page never states another one. */
export const brandDesignerPrice = formatEuro(brandDesigner.price, { cents: true });

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
