import { figures } from "../../../../supabase/functions/_shared/facts";
import { singleServicePrice } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

const price = singleServicePrice("videoeditor");

export default {
  slug: "video-editor",
  title: "Video-Editor für Reels, TikTok und YouTube Shorts",
  description:
    `Kurze, mitreißende Videos mit KI-gestütztem Schnitt: ${figures.videosPerMonth} im Paket Start oder der Videoeditor/Cutter als Einzelleistung für ${price} zzgl. USt.`,
  seoKeywords: [
    "Video-Editor",
    "Videos schneiden lassen",
    "Reels schneiden",
    "TikTok Videos erstellen lassen",
    "Cutter für Social Media",
  ],
} satisfies ServiceMeta;
