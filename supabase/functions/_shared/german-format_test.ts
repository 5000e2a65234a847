import assert from "node:assert/strict";
import { formatEuro, formatLongDate, formatNumber } from "./german-format.ts";

const amounts = [
  0,
  1,
  7.5,
  12.345,
  259.99,
  999.995,
  1000,
  1234.5,
  10_000,
  89_000,
  123_456.785,
  1_000_000,
  2_500_000.4,
  -0,
  -0.001,
  -0.4,
  -1234.5,
  -89_000,
];

Deno.test("formatNumber prints what Intl's de-DE format prints (at most 2 decimals)", () => {
  const intl = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });
  for (const value of [...amounts, 3.4, 0.05, 90, 50]) {
    assert.equal(formatNumber(value), intl.format(value), String(value));
  }
});

Deno.test("formatEuro prints what Intl's de-DE euro format prints, with and without cents", () => {
  const withCents = new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const whole = new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  for (const amount of amounts) {
    assert.equal(formatEuro(amount, { cents: true }), withCents.format(amount), `${amount} with cents`);
    assert.equal(formatEuro(amount, { cents: false }), whole.format(amount), `${amount} whole`);
  }
  assert.equal(formatEuro(259.99), "259,99\u00a0€");
  assert.equal(formatEuro(10_000), "10.000\u00a0€");
});

Deno.test("formatLongDate prints what Intl's de-DE long date prints, for every month", () => {
  const intl = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  for (let month = 1; month <= 12; month++) {
    for (const day of [1, 9, 28]) {
      const iso = `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      assert.equal(formatLongDate(iso), intl.format(new Date(`${iso}T00:00:00Z`)), iso);
    }
  }
  assert.throws(() => formatLongDate("2025-13-01"), RangeError);
  assert.throws(() => formatLongDate("2.6.2025"), RangeError);
});
