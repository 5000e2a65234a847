/** German currency formatting (e.g. 259,99 € or 10.000 €), one formatter per precision. */
const withCents = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeEuros = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Formats an amount in euros; whole amounts drop the cents unless `cents` is set. */
export function formatEuro(amount: number, { cents = !Number.isInteger(amount) }: { cents?: boolean } = {}): string {
  return (cents ? withCents : wholeEuros).format(amount);
}

/** The amount as schema.org expects it: a dot as decimal separator, two decimals ("259.99"). */
export function schemaPrice(amount: number): string {
  return amount.toFixed(2);
}
