/**
 * The video posters before the gallery's code has loaded. A poster is a button that puts its video in place once the
 * page is hydrated; pressed before that, it would do nothing and the press would be lost. The script after the
 * posters (inline, so it runs as soon as the parser has read them) keeps such a press: it marks the poster
 * (PRESSED_ATTRIBUTE, shown as busy by CSS), and the gallery's code, once it runs, plays every marked video. The
 * script loads nothing: the video host is asked only by the gallery's code, as after any press.
 */
import { inlineCall } from "~/lib/inline-script";

/** On each poster button. */
export const POSTER_ATTRIBUTE = "data-video-poster";
/** On a poster pressed before the gallery's code ran. */
export const PRESSED_ATTRIBUTE = "data-video-pressed";
/** Set on window once the gallery's code answers its own posters. */
export const GALLERY_LIVE = "__videoGalleryLive";

type EarlyPlayOptions = { poster: string; pressed: string; live: string };

/** The script's code; self-contained, the page carries its source. */
function earlyPlay(o: EarlyPlayOptions): void {
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const poster = target instanceof Element ? target.closest("[" + o.poster + "]") : null;
      if (poster && !(window as unknown as Record<string, unknown>)[o.live]) poster.setAttribute(o.pressed, "");
    },
    true,
  );
}

/** The script as the page carries it. */
export const EARLY_PLAY_SCRIPT = inlineCall(earlyPlay, {
  poster: POSTER_ATTRIBUTE,
  pressed: PRESSED_ATTRIBUTE,
  live: GALLERY_LIVE,
});

/** A kept press shows: the poster looks busy until its video is in place. */
export const EARLY_PLAY_CSS = `[${PRESSED_ATTRIBUTE}]{cursor:progress;opacity:.75}`;
