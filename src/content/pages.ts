/**
 * Title (without suffix), description and h1 of the static content pages, read by the route loaders at build time
 * (head and heading). The home page keeps its own in src/content/home/page.ts.
 */
import { figures } from "#shared/facts.ts";
import { paths } from "./paths";
import { formatEuro } from "#shared/german-format.ts";
import { lowestSingleServicePrice } from "./pricing/single-services";
import { compareCosts } from "./ueber-ki/cost";

/** The team-against-tools figures of the Über-KI page, computed from its cost data. */
const costs = compareCosts();

export type PageInfo = { path: string; title: string; description: string; heading: string };

export const pages = {
  ueberKi: {
    path: paths.ueberKi,
    title: "Marketing mit KI: was ein Team kostet und was KI kostet",
    description: `Vier Fachkräfte kosten über ${formatEuro(costs.salariesOver)} im Monat, vier KI-Werkzeuge unter ${formatEuro(costs.toolsUnder)}. So funktioniert Marketing mit KI für kleine Unternehmen.`,
    heading: "Marketing mit KI: mehr Wirkung, weniger Kosten",
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
    description: `Die Pakete Start, Viral und E-Commerce sowie Einzelleistungen ab ${formatEuro(lowestSingleServicePrice)} zzgl. USt. im Vergleich. Start und Viral enthalten ${figures.adCredit} für die erste Kampagne.`,
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
    description: "Praxiswissen zu Social Media, Werbeanzeigen und Marketing mit KI, verständlich für Inhaberinnen und Inhaber kleiner Unternehmen.",
    heading: "Blog",
  },
  legal: {
    path: paths.legal,
    title: "Rechtliches: Cookie Policy, Datenschutz, AGB und Impressum",
    description: "Cookie Policy, Datenschutzerklärung, Allgemeine Geschäftsbedingungen und Impressum von KI Marketing Studio.",
    heading: "Rechtliches",
  },
} satisfies Record<string, PageInfo>;
