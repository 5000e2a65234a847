/**
 * The words that stand beside every price of the business: who may buy (businesses only), how VAT applies (net prices
 * plus VAT, or none under § 19 UStG, as the owner configuration says), and how each price period is printed. Pages,
 * cards, the structured data and tests read them from here; no other file writes „zzgl. USt.“.
 */
import { formatEuro } from "#shared/german-format.ts";
import type { VatStatus } from "../owner-site";
import type { PricePeriod, SingleService } from "./schema";
import { offerSettings } from "./settings";

/** Who the offers are for; the contact form shows this sentence too. */
export const businessOnlyNotice = "Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.";

/** The same in the few words that fit beside a price in a search result: „nur für Unternehmen“. */
export const businessOnlyShort = "nur für Unternehmen";

/**
 * How VAT is stated: `short` right after a price, `notice` as the sentence of the price notice, `terms` as the
 * sentence of the AGB on prices.
 */
export const vatWording: Record<VatStatus, { short: string; notice: string; terms: string }> = {
  standard: {
    short: "zzgl. USt.",
    notice: "Alle Preise zzgl. USt.",
    terms: "Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.",
  },
  smallBusiness: {
    short: "ohne USt. (§ 19 UStG)",
    notice: "Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet.",
    terms: "Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet; die Preise sind Endpreise.",
  },
};

/**
 * The notice that stands in the same card or section as every price, for a VAT status.
 * @internal (tested directly)
 */
export function priceNoticeFor(vatStatus: VatStatus): string {
  return `${businessOnlyNotice} ${vatWording[vatStatus].notice}`;
}

/** The price notice of the site as built. */
export const priceNotice = priceNoticeFor(offerSettings.vatStatus);

/** How a period is printed right after the amount: "259,99 € einmalig", "129,99 € pro Monat". */
export const periodLabels: Record<PricePeriod, string> = {
  einmalig: "einmalig",
  monatlich: "pro Monat",
};

/** The amount in German format with cents, e.g. "259,99 €". */
export function printedAmount(offer: Pick<SingleService, "price">): string {
  return formatEuro(offer.price, { cents: true });
}

/**
 * The amount followed by its period, e.g. "259,99 € einmalig".
 * @internal (tested directly)
 */
export function printedPrice(offer: Pick<SingleService, "price" | "period">): string {
  return `${printedAmount(offer)} ${periodLabels[offer.period]}`;
}

/** The amount, its period and how VAT applies, e.g. "259,99 € einmalig zzgl. USt.". */
export function priceWithVat(
  offer: Pick<SingleService, "price" | "period">,
  vatStatus: VatStatus = offerSettings.vatStatus,
): string {
  return `${printedPrice(offer)} ${vatWording[vatStatus].short}`;
}
