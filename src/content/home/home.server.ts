/**
 * Everything the home page shows, read by its route loader at build time: the page arrives in the browser as its
 * prerendered HTML and data, and its sections' code carries no copy of the texts.
 */
import type { ImageSource } from "../images";
import { analyticsCards } from "./analytics";
import { bonus, bonusAvailability, bonusConditions } from "./bonus";
import { faq } from "./faq";
import { hero } from "./hero";
import { homePage } from "./page";
import { serviceTabs } from "./service-tabs";
import { stats } from "./stats";
import { tiles } from "./tiles";
import { videos } from "./videos";

/** The home page's SVG pictures as text, by their path in the site (read while building). */
const svgs = import.meta.glob<string>("../../../public/images/home/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * A picture that travels inside the page as a data URL. The hero's picture is the largest thing of a phone's first
 * screen; as a file of its own it would wait for one more request after the HTML (on a phone's connection, half a
 * second), and the page's largest paint with it.
 */
function inPage(image: ImageSource): ImageSource {
  const svg = svgs[`../../../public${image.src}`];
  if (svg === undefined) throw new Error(`${image.src} is no SVG under public/images/home/`);
  return { ...image, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
}

export function homeContent() {
  return {
    page: homePage,
    hero: { ...hero, image: inPage(hero.image) },
    videos,
    stats,
    serviceTabs,
    bonus,
    bonusConditions,
    bonusAvailability,
    analyticsCards,
    tiles,
    faq,
  };
}
