import { PRICING } from "~/content/behaviour";

/** Whether a plan needs the show-all toggle, and how many bullets show in each state. */
export function bulletState(total: number, expanded: boolean, collapsed: number = PRICING.collapsedBullets) {
  const collapsible = total > collapsed;
  return { collapsible, visible: collapsible && !expanded ? collapsed : total };
}
