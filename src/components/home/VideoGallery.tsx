import { useEffect, useRef, useState } from "react";
import { VIDEO_HOST } from "~/content/home/videos";
import type { Video } from "~/content/home/schema";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { useConsent } from "~/lib/consent";
import { markLive } from "~/lib/inline-script";
import { legalPath } from "~/content/paths";
import { playIcon } from "~/components/ui/icons";
import { EARLY_PLAY_CSS, EARLY_PLAY_SCRIPT, GALLERY_LIVE, POSTER_ATTRIBUTE, PRESSED_ATTRIBUTE } from "./earlyPlay";

/**
 * Five looping, muted videos from the external host. Until the visitor clicks a poster (or has allowed external
 * media in the banner), nothing is requested from the host: each card is a self-hosted poster with a play button. A
 * poster pressed before the page is hydrated plays once it is (./earlyPlay.ts).
 */
export default function VideoGallery({ videos }: { videos: readonly Video[] }) {
  const consent = useConsent();
  // the cards have taken over the presses kept so far (their effects run first); from now on they answer their own
  useEffect(() => {
    markLive(GALLERY_LIVE);
  }, []);
  return (
    <Section
      id="videos"
      tone="dark"
      eyebrow="Videos mit KI"
      title="Kurzvideos, die im Feed auffallen"
      intro="Beispiele für Reels, Shorts und Anzeigen, wie ich sie für kleine Unternehmen produziere."
    >
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5">
        {videos.map((video) => (
          <li key={video.id} className="w-[70%] shrink-0 snap-center sm:w-auto">
            <VideoCard video={video} autoload={consent?.media === true} />
          </li>
        ))}
      </ul>
      {/* Hoisted into <head> by React (a style sheet belongs there), so it applies from the first paint. */}
      <style href="video-early-play" precedence="default">
        {EARLY_PLAY_CSS}
      </style>
      <script dangerouslySetInnerHTML={{ __html: EARLY_PLAY_SCRIPT }} />
      <p className="mt-6 text-center text-sm text-slate-300">
        Die Videos laden von {VIDEO_HOST.name}, sobald Sie eines anklicken oder unter „Cookie-Einstellungen“ externe
        Medien erlaubt haben; dabei erhält {VIDEO_HOST.name} Daten wie Ihre IP-Adresse. Mehr in der{" "}
        <a href={legalPath("datenschutz")} className="font-semibold text-white underline underline-offset-2">
          Datenschutzerklärung
        </a>
        .
      </p>
    </Section>
  );
}

function VideoCard({ video, autoload }: { video: Video; autoload: boolean }) {
  const [clicked, setClicked] = useState(false);
  const poster = useRef<HTMLButtonElement>(null);
  // a press kept from before hydration (./earlyPlay.ts)
  useEffect(() => {
    if (poster.current?.hasAttribute(PRESSED_ATTRIBUTE)) setClicked(true);
  }, []);
  const frame = "relative block aspect-[9/16] w-full overflow-hidden rounded-card bg-brand-900 shadow-lift";
  if (clicked || autoload) {
    return (
      <iframe
        src={video.embedUrl}
        title={video.title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        className={frame}
      />
    );
  }
  return (
    <button
      ref={poster}
      type="button"
      onClick={() => setClicked(true)}
      className={`group ${frame} text-left`}
      {...{ [POSTER_ATTRIBUTE]: "" }}
      // the early script may have marked it pressed before hydration
      suppressHydrationWarning
    >
      <img
        src={video.poster.src}
        alt=""
        width={video.poster.width}
        height={video.poster.height}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/10 to-transparent" />
      <span className="absolute top-1/2 left-1/2 grid h-14 w-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-brand-800 shadow-lift transition-transform group-hover:scale-110">
        <Icon icon={playIcon} className="h-6 w-6 translate-x-0.5" />
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4">
        <span className="block font-semibold text-white">{video.title}</span>
        <span className="mt-1 block text-xs text-slate-200">Video abspielen · lädt von {VIDEO_HOST.name}</span>
      </span>
    </button>
  );
}
