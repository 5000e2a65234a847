import { facts } from "#shared/facts.ts";
import type { Stat } from "./schema";

/** A stat may carry a qualifier printed before its number ("bis zu"); the number itself stays the counter's target. */
export type HomeStat = Stat & { prefix?: string };

/**
 * What the packages deliver every month. A counter shows only a figure with a basis the page can name: the packages'
 * contents. Savings in percent stand only where their calculation stands beside them (the Über-KI comparison).
 */
export const stats: HomeStat[] = [
  { target: facts.posts.perMonth, format: "plain", label: "Beiträge pro Monat", gradient: ["#6d28d9", "#c026d3"] },
  { target: facts.videos.perMonth, format: "plain", label: "Videos pro Monat", gradient: ["#c026d3", "#ea580c"] },
  { target: facts.adCampaigns.perMonth, format: "plain", label: "Werbekampagnen pro Monat", gradient: ["#ea580c", "#6d28d9"] },
];
