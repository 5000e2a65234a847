/**
 * The gallery's five videos. Their ids are the owner's (owner configuration; the launch check flags placeholder ids);
 * the embed host is named once here and shown in the consent note.
 */
import { owner } from "../owner-site";
import type { Video } from "./schema";

export const VIDEO_HOST = { name: "YouTube", origin: "https://www.youtube-nocookie.com" } as const;

/**
 * Muted, looping, autoplaying embed without related videos (loop needs the playlist parameter).
 * @internal (tested directly)
 */
export function embedUrl(id: string): string {
  return `${VIDEO_HOST.origin}/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&rel=0`;
}

const video = (id: string, title: string, n: number): Video => ({
  id,
  title,
  embedUrl: embedUrl(id),
  poster: { src: `/images/home/video-${n}.webp`, alt: "", width: 360, height: 640 },
});

export const videos: Video[] = [
  video(owner.videoIds[0]!, "Produktvideo für einen Onlineshop", 1),
  video(owner.videoIds[1]!, "Reel für ein Café", 2),
  video(owner.videoIds[2]!, "Angebot eines Friseursalons", 3),
  video(owner.videoIds[3]!, "KI-Avatar stellt ein Unternehmen vor", 4),
  video(owner.videoIds[4]!, "Kurzclip für eine TikTok-Anzeige", 5),
];
