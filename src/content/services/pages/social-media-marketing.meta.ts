import { figures } from "../../../../supabase/functions/_shared/facts";
import type { ServiceMeta } from "../schema";

export default {
  slug: "social-media-marketing",
  title: `Social-Media-Marketing mit KI: ${figures.postsPerMonth}`,
  description:
    `${figures.postsPerMonth} auf ${figures.channels} Kanälen: Planung, Gestaltung und Veröffentlichung mit KI, zu einem Bruchteil der Kosten einer eigenen Stelle.`,
  seoKeywords: [
    "Social-Media-Marketing",
    "Social Media Betreuung",
    "Social Media Agentur Alternative",
    "Instagram Beiträge erstellen lassen",
    "Redaktionsplan Social Media",
    "KI Social Media",
  ],
} satisfies ServiceMeta;
