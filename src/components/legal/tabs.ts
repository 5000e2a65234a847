/** The legal page's tabs: order, ids, hash and keyboard logic (WAI-ARIA tabs with automatic activation). */
import { legalTabs, type LegalTab } from "~/content/paths";

export const DEFAULT_LEGAL_TAB: LegalTab = legalTabs[0];

export const tabId = (tab: LegalTab) => `legal-tab-${tab}`;
/** The panel's id is the tab's name, so /legal#impressum is a real in-page anchor to the Impressum text. */
export const panelId = (tab: LegalTab) => tab;

function isLegalTab(value: string): value is LegalTab {
  return (legalTabs as readonly string[]).includes(value);
}

/** "#impressum" → "impressum"; anything else → null (the page keeps its tab). */
export function tabFromHash(hash: string): LegalTab | null {
  const value = decodeURIComponent(hash.replace(/^#/, "")).toLowerCase();
  return isLegalTab(value) ? value : null;
}

/** The tab a key moves to from `current`: arrows wrap around, Home and End jump; other keys → null. */
export function tabAfterKey(current: LegalTab, key: string): LegalTab | null {
  const index = legalTabs.indexOf(current);
  const last = legalTabs.length - 1;
  switch (key) {
    case "ArrowRight":
      return legalTabs[index === last ? 0 : index + 1]!;
    case "ArrowLeft":
      return legalTabs[index === 0 ? last : index - 1]!;
    case "Home":
      return legalTabs[0]!;
    case "End":
      return legalTabs[last]!;
    default:
      return null;
  }
}

/** A legal text as the page receives it: the tab's name and label, and the text rendered to HTML at build time. */
export type LegalPanel = { tab: LegalTab; label: string; title: string; html: string };

/** The tab's look when selected, in app.css's theme colours. */
const SELECTED_LOOK = "border-color:var(--color-brand-700);background-color:var(--color-brand-700);color:#fff";

/**
 * While the page's scripts load, app.css shows the panel the address's hash targets (else the first) through
 * `:target`; these rules give that panel's tab its selected look, one rule per tab, as CSS cannot match a link to the
 * element its href targets. Once hydrated, the tabs carry aria-selected and these rules no longer apply.
 */
export function selectedWhileLoadingCss(): string {
  const loading = '[data-legal-tabs="loading"]';
  const rules = legalTabs.map((tab) => `${loading}:has(#${panelId(tab)}:target) [role="tab"][href="#${panelId(tab)}"]`);
  rules.push(`${loading}:not(:has([role="tabpanel"]:target)) [role="tab"][href="#${panelId(DEFAULT_LEGAL_TAB)}"]`);
  return `${rules.join(",")}{${SELECTED_LOOK}}`;
}
