import type { ServiceMeta } from "../schema";

export default {
  slug: "instagram-ads",
  title: "Instagram Ads: Anzeigen in Feed, Storys und Reels",
  description:
    "Gezielte Instagram-Anzeigen im Feed, in Storys und Reels für mehr Reichweite und Anfragen: Motive, Texte, Zielgruppen, Messung und laufende Optimierung.",
  seoKeywords: [
    "Instagram Ads",
    "Instagram Werbung",
    "Meta Ads",
    "Instagram Anzeigen schalten",
    "Social Media Werbung",
  ],
} satisfies ServiceMeta;
