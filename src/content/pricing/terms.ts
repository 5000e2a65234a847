/**
 * The words that stand beside every price of the business: who may buy (businesses only) and that prices are net,
 * in one wording for every page, plus how each price period is printed. Pages, cards and tests read them from here.
 */
import { formatEuro } from "#shared/german-format.ts";
import type { PricePeriod, SingleService } from "./schema";

/** Who the offers are for; the contact form shows this sentence too. */
export const businessOnlyNotice = "Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.";

/** The notice that stands in the same card or section as every price. */
export const priceNotice = `${businessOnlyNotice} Alle Preise zzgl. USt.`;

/** How a period is printed right after the amount: "259,99 € einmalig", "129,99 € pro Monat". */
export const periodLabels: Record<PricePeriod, string> = {
  einmalig: "einmalig",
  monatlich: "pro Monat",
};

/** The amount in German format with cents, e.g. "259,99 €". */
export function printedAmount(offer: Pick<SingleService, "price">): string {
  return formatEuro(offer.price, { cents: true });
}

/** The amount followed by its period, e.g. "259,99 € einmalig". */
export function printedPrice(offer: Pick<SingleService, "price" | "period">): string {
  return `${printedAmount(offer)} ${periodLabels[offer.period]}`;
}
