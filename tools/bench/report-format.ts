// How the benchmarks print their figures: spreads of numbers, durations and markdown tables.
import { percentile } from "./percentile.ts";

export const pad = (n: number, width = 4) => String(n).padStart(width, "0");

export function summary(values: number[]): { n: number; median: number; p90: number; max: number; min: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? NaN,
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    max: sorted.at(-1) ?? NaN,
  };
}
/** Most events within any window of `windowMs` (times in ms). */
export function maxInWindow(times: number[], windowMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let lo = 0, hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] ?? 0) - (sorted[lo] ?? 0) >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}
export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–");
/** "1m20s", "45s", "0.3s": a duration, to the second from a minute on. */
export const minutesSeconds = (ms: number) => {
  if (!Number.isFinite(ms)) return "–";
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)}s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${pad(s % 60, 2)}s`;
};
export const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${pad(Math.floor(s / 60), 2)}:${pad(s % 60, 2)}`;
};
export const na = (value: unknown) => (value === undefined || value === null ? "n/a" : String(value));

/**
 * A markdown table.
 */
export function table(header: string[], rows: unknown[][]) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? "")));
  const widths = header.map((h, i) => Math.max(h.length, 3, ...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}
