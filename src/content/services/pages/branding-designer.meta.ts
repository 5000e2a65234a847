import type { ServiceMeta } from "../schema";

export default {
  slug: "branding-designer",
  title: "Branding-Designer: Logo, Farben und Schriften als Kit",
  description:
    "Ihr Branding-Kit mit Logo, Farbpalette, Schriften und Gestaltungsregeln, damit Sie überall wiedererkannt werden. Als Einzelleistung für 259,99 €.",
  seoKeywords: [
    "Branding-Designer",
    "Logo erstellen lassen",
    "Branding-Kit",
    "Corporate Design für kleine Unternehmen",
    "Markenauftritt",
  ],
} satisfies ServiceMeta;
