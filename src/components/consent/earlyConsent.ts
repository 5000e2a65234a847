/**
 * The cookie banner before its code has loaded. The prerendered page shows the banner (so it is painted with the
 * page's first frame), and the first script in `<head>` decides at once, before anything is painted:
 * - a valid stored choice marks `<html>` (CHOSEN_ATTRIBUTE), and the prerendered banner stays hidden by CSS: a
 *   returning visitor never sees it, not even for a frame, and nothing moves;
 * - until the banner's code runs, the script answers the banner's buttons itself: a choice is stored exactly as the
 *   banner stores it and the banner hides; "Einstellungen" opens and closes the panel. The banner's code then takes
 *   over what it finds (the stored choice, the open panel, the switches) and from then on answers its own buttons.
 * The script loads nothing: what a choice allows loads only once the site's code has read it.
 */
import { CONSENT } from "~/content/behaviour";
import { EARLY_UNSTORED_CHOICE, isStoredChoice } from "~/lib/consent";
import { inlineCall } from "~/lib/inline-script";

/**
 * On `<html>` while a valid choice is stored (set before the first paint).
 * @internal (tested directly)
 */
export const CHOSEN_ATTRIBUTE = "data-consent-chosen";
/** On the banner while it is the prerendered one (before hydration); hidden by CSS when a choice is stored. */
export const EARLY_BANNER_ATTRIBUTE = "data-consent-early";
/** What a banner button does: one of BANNER_ACTIONS. */
export const ACTION_ATTRIBUTE = "data-consent-action";
/** On each category switch: its category. */
export const CATEGORY_ATTRIBUTE = "data-consent-category";
/** Set on window once the banner's code answers its own buttons. */
export const BANNER_LIVE = "__cookieConsentLive";

export const BANNER_ACTIONS = {
  essential: "essential",
  all: "all",
  selected: "selected",
  settings: "settings",
} as const;

/** The CSS that hides the prerendered banner when a choice is stored. */
export const EARLY_CONSENT_CSS = `html[${CHOSEN_ATTRIBUTE}] [${EARLY_BANNER_ATTRIBUTE}]{display:none}`;

type EarlyConsentOptions = {
  key: string;
  categories: readonly string[];
  chosen: string;
  action: string;
  category: string;
  live: string;
  unstored: string;
  content: string;
  actions: typeof BANNER_ACTIONS;
};

/**
 * The script's code; self-contained, the page carries its source. `isChoice` is ~/lib/consent's isStoredChoice,
 * carried the same way.
 */
function earlyConsent(isChoice: (raw: string | null) => boolean, o: EarlyConsentOptions): void {
  const root = document.documentElement;
  const globals = window as unknown as Record<string, unknown>;
  try {
    if (isChoice(window.localStorage.getItem(o.key))) root.setAttribute(o.chosen, "");
  } catch {
    // unreadable storage: no choice, the banner shows
  }
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest("[" + o.action + "]") : null;
      const banner = button && button.closest("section");
      if (!button || !banner || globals[o.live]) return;
      // Until the banner's code runs, this script alone answers the banner.
      event.stopImmediatePropagation();
      const action = button.getAttribute(o.action);
      if (action === o.actions.settings) {
        const open = button.getAttribute("aria-expanded") !== "true";
        const panel = document.getElementById(button.getAttribute("aria-controls") || "");
        button.setAttribute("aria-expanded", String(open));
        if (panel) panel.hidden = !open;
        return;
      }
      const allowed: string[] = [];
      for (const toggle of banner.querySelectorAll("[" + o.category + "]")) {
        const checked = toggle instanceof HTMLInputElement && toggle.checked;
        if (action === o.actions.all || (action === o.actions.selected && checked))
          allowed.push(toggle.getAttribute(o.category) || "");
      }
      const choice: Record<string, boolean> = {};
      for (const category of o.categories) choice[category] = allowed.indexOf(category) >= 0;
      const raw = JSON.stringify(choice);
      try {
        window.localStorage.setItem(o.key, raw);
      } catch {
        globals[o.unstored] = raw;
      }
      const focusWasInside = banner.contains(document.activeElement);
      root.setAttribute(o.chosen, "");
      if (focusWasInside) document.getElementById(o.content)?.focus({ preventScroll: true });
    },
    true,
  );
}

/** The script as the page carries it. */
export const EARLY_CONSENT_SCRIPT = inlineCall(earlyConsent, isStoredChoice, {
  key: CONSENT.storageKey,
  categories: CONSENT.categories,
  chosen: CHOSEN_ATTRIBUTE,
  action: ACTION_ATTRIBUTE,
  category: CATEGORY_ATTRIBUTE,
  live: BANNER_LIVE,
  unstored: EARLY_UNSTORED_CHOICE,
  content: "inhalt",
  actions: BANNER_ACTIONS,
});
