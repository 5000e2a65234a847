import type { ServiceMeta } from "../schema";

export default {
  slug: "tiktok-shop",
  title: "TikTok Shop einrichten und Produkte verkaufen",
  description:
    "Verkaufen direkt in TikTok: Shop einrichten, Produkte anlegen, Videos verknüpfen, Creator gewinnen. Begleitung von der Anmeldung bis zur ersten Bestellung.",
  seoKeywords: ["TikTok Shop", "TikTok Shop einrichten", "Social Commerce", "Verkaufen auf TikTok", "TikTok Affiliate"],
} satisfies ServiceMeta;
