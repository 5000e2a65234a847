import type { ServiceMeta } from "../schema";

export default {
  slug: "tiktok-ads",
  title: "TikTok Ads für kleine Unternehmen",
  description:
    "TikTok-Anzeigen im Stil der Plattform, die eine junge Zielgruppe in Sekunden abholen. Mit 500 € Werbebudget als Willkommensgeschenk für Ihre erste Kampagne.",
  seoKeywords: ["TikTok Ads", "TikTok Werbung", "TikTok Anzeigen schalten", "TikTok Marketing", "Video-Anzeigen"],
} satisfies ServiceMeta;
