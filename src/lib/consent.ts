/**
 * Cookie consent store (initial version; the consent issue completes it).
 * The footer's "Cookie-Einstellungen" button calls resetConsent().
 */
import { CONSENT } from "../content/behaviour";

export type ConsentChoice = (typeof CONSENT.values)[number];

export const CONSENT_RESET_EVENT = "cookie-consent:reset";

export function resetConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT.storageKey);
  } catch {
    // Storage unavailable: nothing stored, nothing to remove.
  }
  window.dispatchEvent(new Event(CONSENT_RESET_EVENT));
}
