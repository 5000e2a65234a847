import type { ServiceMeta } from "../schema";

export default {
  slug: "instagram-shop",
  title: "Instagram Shop erstellen lassen: Produkte direkt zeigen",
  description:
    "Produkte in Beiträgen, Storys und Reels markieren und Käufer direkt zum Angebot führen. Ich richte Ihren Instagram Shop ein und bringe ihn in Schwung.",
  seoKeywords: [
    "Instagram Shop",
    "Instagram Shopping einrichten",
    "Produkte markieren Instagram",
    "Social Commerce",
    "Instagram Shop erstellen lassen",
  ],
} satisfies ServiceMeta;
