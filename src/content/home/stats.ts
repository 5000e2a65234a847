import type { Stat } from "./schema";

export const stats: Stat[] = [
  { target: 90, format: "percent", label: "Zeitersparnis", gradient: ["#6d28d9", "#c026d3"] },
  { target: 30, format: "plus", label: "Posts pro Monat", gradient: ["#c026d3", "#ea580c"] },
  { target: 99, format: "percent", label: "Personalkostenersparnis", gradient: ["#ea580c", "#6d28d9"] },
];
