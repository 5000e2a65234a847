import { facts } from "../../../supabase/functions/_shared/facts";
import type { Stat } from "./schema";

/** A stat may carry a qualifier printed before its number ("bis zu"); the number itself stays the counter's target. */
export type HomeStat = Stat & { prefix?: string };

export const stats: HomeStat[] = [
  { target: facts.timeSavingPercent, format: "percent", label: "Zeitersparnis", gradient: ["#6d28d9", "#c026d3"] },
  { target: facts.posts.perMonth, format: "plain", label: "Beiträge pro Monat", gradient: ["#c026d3", "#ea580c"] },
  { target: facts.personnelCostSavingPercent, format: "percent", prefix: "bis zu", label: "Personalkostenersparnis", gradient: ["#ea580c", "#6d28d9"] },
];
