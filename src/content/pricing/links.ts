import { paths } from "~/content/paths";
import type { ContactReason, SingleService } from "./schema";

/** The contact page with a preselected reason (and, for a single service, its slug). */
export function askAnywayHref(reason: ContactReason, service?: SingleService["slug"]): string {
  const query = new URLSearchParams({ grund: reason });
  if (reason === "service-spezifisch" && service) query.set("service", service);
  return `${paths.kontakt}?${query.toString()}`;
}
