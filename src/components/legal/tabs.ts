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

/** The id of the stylesheet the early script adds (React removes it once it shows the tabs itself). */
export const EARLY_STYLE_ID = "legal-tabs-early";

/**
 * A tiny script placed before the tab list: while the HTML is still being parsed it adds a stylesheet that hides
 * every panel but the one named by the hash (else the default), so a visitor with JavaScript never sees the texts
 * stacked and nothing shifts when React takes over.
 */
export function earlyStyleScript(): string {
  const tabs = JSON.stringify(legalTabs);
  const panelPrefix = panelId("X" as LegalTab).replace("X", "");
  return `(function(){var t=${tabs},h=decodeURIComponent(location.hash.slice(1)).toLowerCase();if(t.indexOf(h)<0)h=${JSON.stringify(DEFAULT_LEGAL_TAB)};var s=document.createElement("style");s.id=${JSON.stringify(EARLY_STYLE_ID)};s.textContent=t.filter(function(x){return x!==h}).map(function(x){return"#${panelPrefix}"+x}).join(",")+"{display:none}";document.head.appendChild(s);})();`;
}

/**
 * A tiny script placed right after the tab panels in the prerendered HTML: it shows the tab named by the hash before React
 * has hydrated (and on later hash changes), by setting the same attributes React sets. Styling follows aria-selected.
 */
export function preHydrationScript(): string {
  const tabs = JSON.stringify(legalTabs);
  return `(function(){var t=${tabs};function s(){var h=decodeURIComponent(location.hash.slice(1)).toLowerCase();if(t.indexOf(h)<0)return;t.forEach(function(x){var b=document.getElementById("${tabId("X" as LegalTab).replace("X", "")}"+x),p=document.getElementById("${panelId("X" as LegalTab).replace("X", "")}"+x);if(!b||!p)return;var on=x===h;b.setAttribute("aria-selected",String(on));b.tabIndex=on?0:-1;p.hidden=!on;});}s();addEventListener("hashchange",s);})();`;
}
