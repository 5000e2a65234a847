import { figures } from "../../../../supabase/functions/_shared/facts";
import type { ServiceMeta } from "../schema";

export default {
  slug: "performance-marketing",
  title: `Performance-Marketing: ${figures.adCampaignsPerMonth}`,
  description:
    `Anzeigen auf Google, Meta und TikTok, gesteuert nach Zahlen: ${figures.adCampaignsPerMonth} in den Paketen Start und Viral, mit Tests, Erfolgsmessung und Berichten.`,
  seoKeywords: [
    "Performance-Marketing",
    "Online-Werbung",
    "Google Ads Betreuung",
    "Meta Ads",
    "TikTok Ads",
    "Werbebudget",
    "Kampagnenoptimierung",
  ],
} satisfies ServiceMeta;
