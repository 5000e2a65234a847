// The check's lines: one per checked item, with its symbol, what was found and, for a problem, what to do; then a
// summary. German, for the owner.

/**
 * ok: in order; problem: something is wrong; unchecked: could not be checked (counts against going live, like a
 * problem); skipped: left out on request.
 * @typedef {"ok" | "problem" | "unchecked" | "skipped"} State
 */
/**
 * @typedef {object} Result
 * @property {State} state
 * @property {string} title what was checked
 * @property {string} text what was found
 * @property {string} [fix] what to do
 */

/** @type {Record<State, string>} */
const SYMBOLS = { ok: "✓", problem: "✗", unchecked: "?", skipped: "–" };

/**
 * One line: symbol, title, finding, and → what to do.
 * @param {Result} result
 */
export function formatResult({ state, title, text, fix }) {
  return `${SYMBOLS[state]} ${title}: ${text}${fix ? ` → ${fix}` : ""}`;
}

/** Whether the results allow going live: nothing wrong, nothing left unchecked (skipped checks aside). */
export const allWell = (/** @type {Result[]} */ results) =>
  results.every((result) => result.state !== "problem" && result.state !== "unchecked");

/**
 * @param {number} n
 * @param {string} one
 * @param {string} many
 */
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * The closing line, e.g. "Ergebnis: 12 in Ordnung, 1 Problem, 2 nicht prüfbar, 1 übersprungen – nicht bereit."
 * @param {Result[]} results
 */
export function summary(results) {
  const n = (/** @type {State[]} */ ...states) => results.filter((r) => states.includes(r.state)).length;
  const parts = [
    `${n("ok")} in Ordnung`,
    count(n("problem"), "Problem", "Probleme"),
    ...(n("unchecked") ? [`${n("unchecked")} nicht prüfbar`] : []),
    ...(n("skipped") ? [`${n("skipped")} übersprungen`] : []),
  ];
  return `Ergebnis: ${parts.join(", ")} – ${allWell(results) ? "alles in Ordnung." : "nicht bereit."}`;
}
