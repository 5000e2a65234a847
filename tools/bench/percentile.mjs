/**
 * The p-th percentile (nearest rank) of numbers sorted ascending; NaN for an empty list.
 * @param {readonly number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
