import { figures } from "../../../../supabase/functions/_shared/facts";
import type { ServiceMeta } from "../schema";

export default {
  slug: "social-media-creator",
  title: "Social Media Creator: Beiträge, Reels und Storys",
  description:
    `Beiträge, Reels und Storys für Ihre Kanäle, mit KI erstellt und auf Ihre Marke abgestimmt: ${figures.postsPerMonth} auf ${figures.channels} Kanälen statt einer teuren Festanstellung.`,
  seoKeywords: [
    "Social Media Creator",
    "Content Creator für Unternehmen",
    "Reels erstellen lassen",
    "Instagram Content",
    "Social Media Inhalte mit KI",
  ],
} satisfies ServiceMeta;
