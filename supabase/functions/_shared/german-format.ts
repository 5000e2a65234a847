/**
 * German number, euro and date formatting, written out instead of taken from `Intl`: a page's first `Intl` formatter
 * loads the locale data, 38–65 ms of main-thread time in Chromium on a desktop processor (several times that on a
 * phone), and every page prints euros or dates while it hydrates. The output is identical to `Intl`'s "de-DE" format;
 * `german-format_test.ts` compares the two.
 */

const nonBreakingSpace = "\u00a0";

/** 1234567.891 → "1.234.567,89": thousands grouped with dots, a decimal comma, at most `fractionDigits` decimals. */
export function formatNumber(
  value: number,
  { fractionDigits = 2, fixed = false }: { fractionDigits?: number; fixed?: boolean } = {},
): string {
  const [whole = "0", decimals = ""] = Math.abs(value).toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const shownDecimals = fixed ? decimals : decimals.replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${shownDecimals ? `,${shownDecimals}` : ""}`;
}

/** An amount in euros: "259,99 €", "10.000 €". Whole amounts drop the cents unless `cents` is set. */
export function formatEuro(amount: number, { cents = !Number.isInteger(amount) }: { cents?: boolean } = {}): string {
  return `${formatNumber(amount, { fractionDigits: cents ? 2 : 0, fixed: cents })}${nonBreakingSpace}€`;
}

const monthNames = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

/** "2025-06-02" → "2. Juni 2025". */
export function formatLongDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = monthNames[Number(match?.[2]) - 1];
  if (!match || !month) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${isoDay}`);
  return `${Number(match[3])}. ${month} ${match[1]}`;
}
