import { figures } from "../../../../supabase/functions/_shared/facts";
import { formatEuro } from "../../pricing/format";
import { singleServices } from "../../pricing/single-services";
import type { ServiceMeta } from "../schema";

/** The single service's price as /preise prints it; a missing entry fails loudly instead of printing a wrong price. */
const videoService = singleServices.find((service) => service.slug === "videoeditor");
if (!videoService) throw new Error("single service videoeditor is missing from the pricing data");
const price = formatEuro(videoService.price, { cents: true });

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
