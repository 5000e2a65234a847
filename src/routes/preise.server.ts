import { pages } from "~/content/pages";
import { availabilityWords } from "~/content/pricing/availability";
import { plans } from "~/content/pricing/plans";
import { offerSettings } from "~/content/pricing/settings";
import { singleServices } from "~/content/pricing/single-services";
import { priceNotice } from "~/content/pricing/terms";

/**
 * What the pricing page shows: its head, the three packages, the single services, the offers' availability (with the
 * page's introduction in its words), the VAT status and the price notice.
 */
export function pricing() {
  const { availability, vatStatus } = offerSettings;
  return {
    page: pages.preise,
    plans,
    singleServices,
    availability,
    vatStatus,
    intro: availabilityWords[availability].intro,
    priceNotice,
  };
}
