/** The legal page's tabs: order, ids, hash and keyboard logic (WAI-ARIA tabs with automatic activation). */
import type { LegalTab } from "~/lib/routes";

export const legalTabs: readonly LegalTab[] = ["cookie-policy", "datenschutz", "agb", "impressum"];
export const DEFAULT_LEGAL_TAB: LegalTab = "cookie-policy";

export const tabId = (tab: LegalTab) => `legal-tab-${tab}`;
/** The panel's id is the tab's name, so /legal#impressum is a real in-page anchor to the Impressum text. */
export const panelId = (tab: LegalTab) => tab;

export function isLegalTab(value: string): value is LegalTab {
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

/** The id of the tab list, which the prerendered page carries `hidden` until a script turns the panels into tabs. */
export const TABLIST_ID = "legal-tabs";
export const TABLIST_LABEL = "Rechtliche Texte";

/**
 * A tiny script placed right after the panels in the prerendered HTML. Without JavaScript every document is shown, one
 * after another. With it, this script turns them into tabs while the HTML is still being parsed, before React has
 * hydrated: the tab list appears and only the tab named by the hash (else the default) stays visible, with the same
 * roles and attributes React sets (the prerendered HTML carries no tab roles, as it shows no tabs). Later hash changes that name a tab select it too. Styling follows aria-selected.
 */
export function preHydrationScript(): string {
  const tabs = JSON.stringify(legalTabs);
  const tabPrefix = tabId("X" as LegalTab).replace("X", "");
  const panelPrefix = panelId("X" as LegalTab).replace("X", "");
  return `(function(){var t=${tabs};function s(first){var h=decodeURIComponent(location.hash.slice(1)).toLowerCase();if(t.indexOf(h)<0){if(!first)return;h=${JSON.stringify(DEFAULT_LEGAL_TAB)};}var l=document.getElementById(${JSON.stringify(TABLIST_ID)});if(l){l.setAttribute("role","tablist");l.setAttribute("aria-label",${JSON.stringify(TABLIST_LABEL)});l.hidden=false;}t.forEach(function(x){var b=document.getElementById("${tabPrefix}"+x),p=document.getElementById("${panelPrefix}"+x);if(!b||!p)return;var on=x===h;b.setAttribute("role","tab");b.setAttribute("aria-controls",p.id);b.setAttribute("aria-selected",String(on));b.tabIndex=on?0:-1;p.setAttribute("role","tabpanel");p.setAttribute("aria-labelledby",b.id);p.hidden=!on;});}s(true);addEventListener("hashchange",function(){s(false);});})();`;
}
