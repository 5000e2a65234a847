/**
 * Title (without suffix), description and h1 of the static content pages, read by the route loaders at build time
 * (head and heading). The home page keeps its own in src/content/home/page.ts.
 */
import { paths } from "./paths";
import { pricingPageDescription } from "./pricing/page-description";

export type PageInfo = { path: string; title: string; description: string; heading: string };

export const pages = {
  ueberKi: {
    path: paths.ueberKi,
    title: "Marketing mit KI: was ein Team kostet und was KI kostet",
    // The cost figures stay on the page, beside the note that they are an example with assumed values.
    description:
      "Ein Rechenbeispiel: was vier Fachkräfte und was KI-Werkzeuge im Monat kosten. Dazu, wie ich mit KI Inhalte und Kampagnen für kleine Unternehmen erstelle.",
    heading: "Marketing mit KI für kleine Unternehmen",
  },
  services: {
    path: paths.services,
    title: "Leistungen: KI-Marketing, Social Media, Web und Werbeanzeigen",
    description:
      "Alle Leistungen im Überblick: Marketing und Automatisierung, Social Media, Web und Branding, Performance-Ads und E-Commerce.",
    heading: "Leistungen im Überblick",
  },
  preise: {
    path: paths.preise,
    title: "Preise und Pakete",
    description: pricingPageDescription(),
    heading: "Preise und Pakete",
  },
  kontakt: {
    path: paths.kontakt,
    title: "Kontakt",
    description:
      "Schreiben Sie mir: kostenloses Testvideo, Fragen, Preise oder ein persönlicher Plan. Sie erhalten in Kürze eine automatische Antwort per E-Mail.",
    heading: "Kontakt",
  },
  blog: {
    path: paths.blog,
    title: "Blog: Marketing mit KI für kleine Unternehmen",
    description:
      "Praxiswissen zu Social Media, Werbeanzeigen und Marketing mit KI, verständlich für Inhaberinnen und Inhaber kleiner Unternehmen.",
    heading: "Blog",
  },
  legal: {
    path: paths.legal,
    title: "Rechtliches: Cookie Policy, Datenschutz, AGB und Impressum",
    description:
      "Cookie Policy, Datenschutzerklärung, Allgemeine Geschäftsbedingungen und Impressum von KI Marketing Studio.",
    heading: "Rechtliches",
  },
} satisfies Record<string, PageInfo>;
