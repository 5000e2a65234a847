import { paths } from "~/content/paths";
import type { OfferAvailability } from "./availability";
import type { ContactReason, Plan, SingleService } from "./schema";

/** The contact page with a preselected reason (and, for a single service, its slug). */
export function askAnywayHref(reason: ContactReason, service?: SingleService["slug"]): string {
  const query = new URLSearchParams({ grund: reason });
  if (reason === "service-spezifisch" && service) query.set("service", service);
  return `${paths.kontakt}?${query.toString()}`;
}

/** The name a package goes by in a request: „Paket Viral“. */
export const packageRequestName = (plan: Pick<Plan, "name">) => `Paket ${plan.name}`;

/**
 * Where a package's button on /preise leads. While sold out, the link beside the disabled button asks for prices (its
 * reason as given); otherwise the button opens the contact form with the package named.
 */
export function packageRequestHref(plan: Pick<Plan, "name" | "askReason">, availability: OfferAvailability): string {
  if (availability === "soldOut") return askAnywayHref(plan.askReason);
  return `${paths.kontakt}?${new URLSearchParams({ grund: "service-spezifisch", service: packageRequestName(plan) })}`;
}
