/**
 * Cookie consent store: the visitor's choice under localStorage "cookie-consent" ("essential" | "all").
 * Unreadable storage or an unknown value counts as no choice, never as consent. When storage cannot be written
 * (private mode, quota), a choice the visitor makes holds in memory for this page view only.
 * Consent listeners (`onConsent`) hear every choice, every withdrawal and, once per page view, the stored choice.
 */
import { useSyncExternalStore } from "react";
import { CONSENT } from "../content/behaviour";

export type ConsentChoice = (typeof CONSENT.values)[number];
/** A choice, `null` for none, `undefined` while unknown (prerendering and hydration). */
export type ConsentState = ConsentChoice | null | undefined;
export type ConsentListener = (choice: ConsentChoice | null) => void;

/** Fired on window whenever the stored choice changes (set or reset). */
export const CONSENT_CHANGE_EVENT = "cookie-consent:change";

const listeners = new Set<ConsentListener>();
let unstoredChoice: ConsentChoice | null = null;

function isChoice(value: unknown): value is ConsentChoice {
  return (CONSENT.values as readonly unknown[]).includes(value);
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT.storageKey);
    if (isChoice(value)) return value;
  } catch {
    // Unreadable storage: no stored choice.
  }
  return unstoredChoice;
}

/** Registers a consent listener; returns its removal. */
export function onConsent(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every consent listener the current choice (`null`: none or withdrawn). */
export function reportConsent(choice: ConsentChoice | null): void {
  for (const listener of listeners) listener(choice);
}

function changed(choice: ConsentChoice | null): void {
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
  reportConsent(choice);
}

export function storeConsent(choice: ConsentChoice): void {
  unstoredChoice = null;
  try {
    window.localStorage.setItem(CONSENT.storageKey, choice);
  } catch {
    unstoredChoice = choice;
  }
  changed(choice);
}

/** Withdraws the choice: nothing stored, listeners hear `null`, the banner shows again. */
export function resetConsent(): void {
  unstoredChoice = null;
  try {
    window.localStorage.removeItem(CONSENT.storageKey);
  } catch {
    // Storage unavailable: nothing stored, nothing to remove.
  }
  changed(null);
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

/** Like useConsent, but `undefined` while the choice cannot be known yet (prerendering, hydration). */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}
