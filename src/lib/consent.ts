/**
 * Cookie consent store: the visitor's choice per category under localStorage "cookie-consent".
 *
 * Value format: JSON with one boolean per category, e.g. {"statistics":false,"marketing":false,"media":true}; a
 * category missing from the object counts as not allowed. Unreadable storage or any other value counts as no choice,
 * never as consent. When storage cannot be written (private mode, quota), a choice holds in memory for this page view
 * only.
 * Consent listeners (`onConsent`) hear every choice, every withdrawal and, once per page view, the stored choice.
 */
import { useSyncExternalStore } from "react";
import { CONSENT } from "../content/behaviour";

export type ConsentCategory = (typeof CONSENT.categories)[number];
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;
/** A choice, `null` for none, `undefined` while unknown (prerendering and hydration). */
export type ConsentState = ConsentChoice | null | undefined;
export type ConsentListener = (choice: ConsentChoice | null) => void;

/**
 * Fired on window whenever the stored choice changes (set or reset).
 * @internal (tested directly)
 */
export const CONSENT_CHANGE_EVENT = "cookie-consent:change";

/** A choice that allows exactly the given categories. */
export function allowing(categories: readonly ConsentCategory[]): ConsentChoice {
  return Object.fromEntries(CONSENT.categories.map((c) => [c, categories.includes(c)])) as Record<
    ConsentCategory,
    boolean
  >;
}

/**
 * Whether a stored value is a choice: a JSON object of booleans. Self-contained (it refers to nothing outside itself),
 * because the page's first script carries its very source to decide before the first paint whether the banner shows
 * (components/consent/earlyConsent.ts).
 */
export function isStoredChoice(raw: string | null): boolean {
  if (typeof raw !== "string" || raw.charAt(0) !== "{") return false;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return false;
    return Object.values(value).every((v) => typeof v === "boolean");
  } catch {
    return false;
  }
}

/**
 * Reads a stored value; null for anything that is not a choice.
 * @internal (tested directly)
 */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw || !isStoredChoice(raw)) return null;
  const record = JSON.parse(raw) as Record<string, unknown>;
  return allowing(CONSENT.categories.filter((c) => record[c] === true));
}

function serializeConsent(choice: ConsentChoice): string {
  return JSON.stringify(Object.fromEntries(CONSENT.categories.map((c) => [c, choice[c]])));
}

const listeners = new Set<ConsentListener>();

/**
 * Where the page's first script leaves a choice made before the banner's code ran, when storage could not be
 * written: this page view still holds it.
 */
export const EARLY_UNSTORED_CHOICE = "__cookieConsentUnstored";
let unstoredRaw: string | null =
  typeof window === "undefined"
    ? null
    : ((window as unknown as Record<string, string | undefined>)[EARLY_UNSTORED_CHOICE] ?? null);

function readRaw(): string | null {
  try {
    const value = window.localStorage.getItem(CONSENT.storageKey);
    if (parseConsent(value)) return value;
  } catch {
    // Unreadable storage: no stored choice.
  }
  return unstoredRaw;
}

// useSyncExternalStore needs the same object for the same stored value.
let cached: { raw: string | null; choice: ConsentChoice | null } = { raw: null, choice: null };
export function readConsent(): ConsentChoice | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, choice: parseConsent(raw) };
  return cached.choice;
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
  const raw = serializeConsent(choice);
  unstoredRaw = null;
  try {
    window.localStorage.setItem(CONSENT.storageKey, raw);
  } catch {
    unstoredRaw = raw;
  }
  changed(readConsent());
}

/** The choice withdrawn by "Cookie-Einstellungen": kept in memory so the reopened banner can start from it. */
let withdrawn: ConsentChoice | null = null;
export function lastWithdrawnConsent(): ConsentChoice | null {
  return withdrawn;
}

/** Withdraws the choice: nothing stored, listeners hear `null`, the banner shows again with its settings open. */
export function resetConsent(): void {
  withdrawn = readConsent();
  unstoredRaw = null;
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
