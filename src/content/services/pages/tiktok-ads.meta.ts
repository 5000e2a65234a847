import type { ServiceMeta } from "../schema";

export default {
  slug: "tiktok-ads",
  title: "TikTok Ads für kleine Unternehmen",
  description:
    "TikTok-Anzeigen im Stil der Plattform, die Ihre Zielgruppe in Sekunden abholen: Videos, Ausrichtung, Tests und Betreuung in den Paketen Start und Viral.",
  seoKeywords: ["TikTok Ads", "TikTok Werbung", "TikTok Anzeigen schalten", "TikTok Marketing", "Video-Anzeigen"],
} satisfies ServiceMeta;
