/**
 * Cookie consent store: the visitor's choice under localStorage "cookie-consent" ("essential" | "all").
 * Unreadable storage or an unknown value counts as no choice, never as consent.
 * (Initial version; the consent issue completes banner, tag manager and tests.)
 */
import { useSyncExternalStore } from "react";
import { CONSENT } from "../content/behaviour";

export type ConsentChoice = (typeof CONSENT.values)[number];

/** Fired on window whenever the stored choice changes (set or reset). */
export const CONSENT_CHANGE_EVENT = "cookie-consent:change";

function isChoice(value: unknown): value is ConsentChoice {
  return (CONSENT.values as readonly unknown[]).includes(value);
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT.storageKey);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT.storageKey, choice);
  } catch {
    // Storage unavailable: the choice holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
}

export function resetConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT.storageKey);
  } catch {
    // Storage unavailable: nothing stored, nothing to remove.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: null }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The stored choice; null while prerendering, during hydration and when nothing valid is stored. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
