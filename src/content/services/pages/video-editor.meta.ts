import type { ServiceMeta } from "../schema";

export default {
  slug: "video-editor",
  title: "Video-Editor für Reels, TikTok und YouTube Shorts",
  description:
    "Kurze, mitreißende Videos mit KI-gestütztem Schnitt: 10 Videos im Monat für Reels, TikTok und Shorts. Videoschnitt als Einzelleistung für 159,99 €.",
  seoKeywords: [
    "Video-Editor",
    "Videos schneiden lassen",
    "Reels schneiden",
    "TikTok Videos erstellen lassen",
    "Cutter für Social Media",
  ],
} satisfies ServiceMeta;
