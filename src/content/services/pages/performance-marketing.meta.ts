import type { ServiceMeta } from "../schema";

export default {
  slug: "performance-marketing",
  title: "Performance-Marketing: bis zu 3 Kampagnen im Monat",
  description:
    "Anzeigen auf Google, Meta und TikTok, gesteuert nach Zahlen: bis zu 3 Kampagnen im Monat und 500 Euro Werbebudget als Willkommensgeschenk.",
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
