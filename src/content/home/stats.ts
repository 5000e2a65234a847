import { facts, figures } from "#shared/facts.ts";
import { inPackages } from "../pricing/plans";
import type { Stat } from "./schema";

/** A stat may carry a qualifier printed before its number ("bis zu"); the number itself stays the counter's target. */
export type HomeStat = Stat & { prefix?: string };

/** The package whose monthly contents the counters show: it includes all three figures. */
const COUNTED_PACKAGE = "Start";

/**
 * What a package delivers every month. A counter shows only a figure with a basis the page can name (the packages'
 * contents), and its label names the package, so the counter is true on its own. Savings in percent stand only where
 * their calculation stands beside them (the Über-KI comparison).
 */
export const stats: HomeStat[] = [
  {
    target: facts.posts.perMonth,
    format: "plain",
    label: `Beiträge pro Monat ${inPackages(figures.postsPerMonth, COUNTED_PACKAGE)}`,
    gradient: ["#6d28d9", "#c026d3"],
  },
  {
    target: facts.videos.perMonth,
    format: "plain",
    label: `Videos pro Monat ${inPackages(figures.videosPerMonth, COUNTED_PACKAGE)}`,
    gradient: ["#c026d3", "#ea580c"],
  },
  {
    target: facts.adCampaigns.perMonth,
    format: "plain",
    label: `Werbekampagnen pro Monat ${inPackages(figures.adCampaignsPerMonth, COUNTED_PACKAGE)}`,
    gradient: ["#ea580c", "#6d28d9"],
  },
];
