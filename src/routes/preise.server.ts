import { pages } from "~/content/pages";
import { plans } from "~/content/pricing/plans";
import { singleServices } from "~/content/pricing/single-services";

/** What the pricing page shows: its head, the three packages and the single services. */
export function pricing() {
  return { page: pages.preise, plans, singleServices };
}
