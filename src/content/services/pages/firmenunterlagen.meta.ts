import type { ServiceMeta } from "../schema";

export default {
  slug: "firmenunterlagen",
  title: "Firmenunterlagen im einheitlichen Markenauftritt",
  description:
    "Präsentationen, Angebote, Broschüren und Vorlagen im Design Ihrer Marke, mit KI vorbereitet und sorgfältig gestaltet. Für einen professionellen ersten Eindruck.",
  seoKeywords: [
    "Firmenunterlagen",
    "Firmenpräsentation erstellen lassen",
    "Angebotsvorlage",
    "Broschüre gestalten",
    "Geschäftsausstattung",
  ],
} satisfies ServiceMeta;
