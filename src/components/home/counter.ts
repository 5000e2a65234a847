import type { StatFormat } from "~/content/home/schema";
import { COUNTER } from "~/content/behaviour";

/** The value shown after `step` of `steps` steps when counting from 0 to `target`. */
export function countStep(target: number, step: number, steps: number = COUNTER.steps): number {
  return Math.round((target * Math.min(step, steps)) / steps);
}

/** "+30", "90 %" (with a no-break space) or "30". */
export function formatStat(value: number, format: StatFormat): string {
  if (format === "plus") return `+${value}`;
  if (format === "percent") return `${value}\u00a0%`;
  return String(value);
}
