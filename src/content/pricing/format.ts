/** The amount as schema.org expects it: a dot as decimal separator, two decimals ("259.99"). */
export function schemaPrice(amount: number): string {
  return amount.toFixed(2);
}
