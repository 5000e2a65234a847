import { facts, figures } from "#shared/facts.ts";
import { inPackages, packageItems } from "../pricing/plans";
import type { Tile } from "./schema";

const vertical = (n: number, alt: string): Tile => ({
  type: "image-vertical",
  image: { src: `/images/home/tile-v${n}.webp`, alt, width: 288, height: 416 },
});
const square = (n: number, alt: string): Tile => ({
  type: "image-square",
  image: { src: `/images/home/tile-s${n}.webp`, alt, width: 416, height: 416 },
});

export const tiles: Tile[] = [
  vertical(1, "Story-Beitrag mit Produktfoto und Rabattaktion"),
  {
    type: "service",
    title: "Social-Media-Marketing",
    content: `${packageItems.posts}, ${inPackages(figures.postsPerMonth)}`,
    slug: "social-media-marketing",
    gradient: ["#6d28d9", "#c026d3"],
  },
  square(1, "Beitragsraster eines Instagram-Profils"),
  {
    type: "text",
    content: "Von der Idee zum fertigen Beitrag: geplant, gestaltet und von mir geprüft",
    gradient: ["#0f172a", "#4c1d95"],
  },
  vertical(2, "Kurzvideo mit Untertiteln für TikTok"),
  {
    type: "service",
    title: "Video-Editor",
    content: "Schnitt, Untertitel und Musik für Reels und Shorts",
    slug: "video-editor",
    gradient: ["#c026d3", "#ea580c"],
  },
  square(2, "Werbeanzeige mit Angebot und Kaufen-Button"),
  {
    type: "service",
    title: "E-Mail-Marketing",
    content: `${facts.emailCampaigns.perMonth} automatisierte E-Mail-Kampagnen und ${figures.newslettersPerMonth}, ${inPackages(figures.emailCampaignsPerMonth)}`,
    slug: "e-mail-marketing",
    gradient: ["#4c1d95", "#6d28d9"],
  },
  vertical(3, "Karussell-Beitrag mit Tipps für die Kundschaft"),
  {
    type: "service",
    title: "TikTok Ads",
    content: "Anzeigen, die wie Inhalte wirken",
    slug: "tiktok-ads",
    gradient: ["#ea580c", "#c026d3"],
  },
];
