import { useLocation } from "react-router";
import { withLeadSource, type CtaSlot } from "~/lib/lead-source";

/**
 * Links from the current page: a link to the contact page gets the page it stands on (from the router, so the
 * prerendered HTML already carries it) and its call-to-action slot; any other link stays as it is.
 */
export function useLeadSourceLink(): (to: string, slot: CtaSlot) => string {
  const { pathname } = useLocation();
  return (to, slot) => withLeadSource(to, { page: pathname, slot });
}
