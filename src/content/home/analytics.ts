import type { AnalyticsCard } from "./schema";

/** Sample figures of a typical campaign month; the section labels them as examples. */
export const analyticsCards: AnalyticsCard[] = [
  { label: "Reichweite", value: "48.200", change: "+64\u00a0%", trend: [22, 30, 28, 41, 47, 58, 66, 80, 92] },
  { label: "Klickrate", value: "3,4\u00a0%", change: "+1,1 Pkt.", trend: [35, 38, 36, 44, 50, 49, 61, 70, 78] },
  { label: "Anfragen", value: "126", change: "+38\u00a0%", trend: [18, 26, 31, 29, 45, 52, 60, 71, 88] },
  {
    label: "Kosten pro Anfrage",
    value: "7,90\u00a0€",
    change: "−22\u00a0%",
    trend: [90, 84, 80, 71, 66, 60, 55, 49, 42],
  },
];
