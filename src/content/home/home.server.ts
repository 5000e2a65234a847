/**
 * Everything the home page shows, read by its route loader at build time: the page arrives in the browser as its
 * prerendered HTML and data, and its sections' code carries no copy of the texts.
 */
import { analyticsCards } from "./analytics";
import { bonus, bonusAvailability, bonusConditions } from "./bonus";
import { faq } from "./faq";
import { hero } from "./hero";
import { homePage } from "./page";
import { serviceTabs } from "./service-tabs";
import { stats } from "./stats";
import { tiles } from "./tiles";
import { videos } from "./videos";

export function homeContent() {
  return {
    page: homePage,
    hero,
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
