import type { ServiceMeta } from "../schema";
import { figures } from "../../../../supabase/functions/_shared/facts";

export default {
  slug: "funnel-spezialist",
  title: "Funnel-Spezialist: Verkaufstrichter mit KI",
  description: `${figures.funnelsPerMonth}, fertig aufgebaut: Landingpage, Einstiegsangebot, E-Mail-Folge und Messung, mit KI erstellt und auf Ihr Angebot zugeschnitten.`,
  seoKeywords: [
    "Funnel-Spezialist",
    "Sales Funnel erstellen lassen",
    "Verkaufstrichter",
    "Landingpage",
    "Leadgenerierung",
  ],
} satisfies ServiceMeta;
