// The check's lines: one per checked item, with its symbol, what was found and, for a problem, what to do; then a
// summary. German, for the owner.

/**
 * ok: in order; problem: something is wrong; unchecked: could not be checked (counts against going live, like a
 * problem); skipped: left out on request.
 */
type State = "ok" | "problem" | "unchecked" | "skipped";

export type Result = {
  state: State;
  /** what was checked */
  title: string;
  /** what was found */
  text: string;
  /** what to do */
  fix?: string;
};

const SYMBOLS: Record<State, string> = { ok: "✓", problem: "✗", unchecked: "?", skipped: "–" };

/**
 * One line: symbol, title, finding, and → what to do.
 */
export function formatResult({ state, title, text, fix }: Result): string {
  return `${SYMBOLS[state]} ${title}: ${text}${fix ? ` → ${fix}` : ""}`;
}

/** Whether the results allow going live: nothing wrong, nothing left unchecked (skipped checks aside). */
export const allWell = (results: Result[]): boolean =>
  results.every((result) => result.state !== "problem" && result.state !== "unchecked");

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The closing line, e.g. "Ergebnis: 12 in Ordnung, 1 Problem, 2 nicht prüfbar, 1 übersprungen – nicht bereit."
 */
export function summary(results: Result[]): string {
  const n = (...states: State[]) => results.filter((r) => states.includes(r.state)).length;
  const parts = [
    `${n("ok")} in Ordnung`,
    count(n("problem"), "Problem", "Probleme"),
    ...(n("unchecked") ? [`${n("unchecked")} nicht prüfbar`] : []),
    ...(n("skipped") ? [`${n("skipped")} übersprungen`] : []),
  ];
  return `Ergebnis: ${parts.join(", ")} – ${allWell(results) ? "alles in Ordnung." : "nicht bereit."}`;
}
