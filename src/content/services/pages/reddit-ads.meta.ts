import { figures } from "../../../../supabase/functions/_shared/facts";
import type { ServiceMeta } from "../schema";

export default {
  slug: "reddit-ads",
  title: "Reddit Ads: Anzeigen in thematischen Communitys",
  description:
    `Reddit-Anzeigen, die genau Ihre Nische erreichen: passende Communitys, ehrliche Botschaften und laufende Betreuung, ab ${figures.adBudgetSocialFrom} eigenem Werbebudget im Monat.`,
  seoKeywords: ["Reddit Ads", "Reddit Werbung", "Reddit Anzeigen schalten", "Nischen-Marketing", "Community-Marketing"],
} satisfies ServiceMeta;
