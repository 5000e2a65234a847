import { figures } from "#shared/facts.ts";
import type { SingleService } from "./schema";
import { offerSettings, type OfferSettings } from "./settings";
import { singleServicesFor } from "./single-services";
import { businessOnlyShort, priceWithVat } from "./terms";

/**
 * The pricing page's description for search results and link previews. It names the lowest single price, and like
 * every price of the business it says the period, how VAT applies and that the offers are for businesses only.
 */
export function pricingPageDescription(settings: OfferSettings = offerSettings): string {
  const cheapest = singleServicesFor(settings).reduce((low: SingleService, offer) =>
    offer.price < low.price ? offer : low,
  );
  return (
    `Pakete Start, Viral und E-Commerce, Einzelleistungen ab ${priceWithVat(cheapest, settings.vatStatus)}, ${businessOnlyShort}. ` +
    `Start und Viral mit ${figures.adCredit} für die erste Kampagne.`
  );
}
