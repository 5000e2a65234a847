import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT } from "~/content/behaviour";
import {
  CONSENT_CHANGE_EVENT,
  allowing,
  lastWithdrawnConsent,
  parseConsent,
  onConsent,
  readConsent,
  reportConsent,
  resetConsent,
  storeConsent,
  useConsent,
  useConsentState,
} from "./consent";

const key = CONSENT.storageKey;
const ALL = allowing(CONSENT.categories);
const ESSENTIAL = allowing([]);
const ALL_JSON = '{"statistics":true,"marketing":true,"media":true}';

function breakStorage(method: "getItem" | "setItem" | "removeItem") {
  return vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  resetConsent();
});

describe("consent store", () => {
  it("uses the key cookie-consent", () => {
    expect(key).toBe("cookie-consent");
  });

  it("stores one boolean per category as JSON", () => {
    storeConsent(allowing(["media"]));
    expect(localStorage.getItem(key)).toBe('{"statistics":false,"marketing":false,"media":true}');
    expect(readConsent()).toEqual({ statistics: false, marketing: false, media: true });
  });

  it("counts a category missing from the stored object as not allowed", () => {
    expect(parseConsent('{"media":true}')).toEqual({ statistics: false, marketing: false, media: true });
  });

  it("returns the same object while the stored value is unchanged (a stable snapshot for React)", () => {
    storeConsent(ALL);
    expect(readConsent()).toBe(readConsent());
  });

  it("remembers the withdrawn choice so the reopened banner can start from it", () => {
    storeConsent(allowing(["statistics"]));
    resetConsent();
    expect(lastWithdrawnConsent()).toEqual(allowing(["statistics"]));
  });

  it("starts with no choice", () => {
    expect(readConsent()).toBeNull();
  });

  it("changes essential → all → essential", () => {
    storeConsent(ESSENTIAL);
    storeConsent(ALL);
    expect(readConsent()).toEqual(ALL);
    storeConsent(ESSENTIAL);
    expect(readConsent()).toEqual(ESSENTIAL);
  });

  it("reset removes the stored value", () => {
    storeConsent(ALL);
    resetConsent();
    expect(localStorage.getItem(key)).toBeNull();
    expect(readConsent()).toBeNull();
  });

  it.each(["yes", "ALL", "", "true", '"all"', "essential ", "[true]", '{"media":"yes"}', "{broken"])(
    "treats the corrupt value %j as no choice",
    (value) => {
      localStorage.setItem(key, value);
      expect(readConsent()).toBeNull();
    },
  );

  it("treats unreadable storage as no choice, even when a choice is stored", () => {
    localStorage.setItem(key, ALL_JSON);
    breakStorage("getItem");
    expect(readConsent()).toBeNull();
  });

  it("holds a choice for this page view when storage cannot be written, and forgets it on reset", () => {
    breakStorage("getItem");
    breakStorage("setItem");
    breakStorage("removeItem");
    expect(() => storeConsent(ESSENTIAL)).not.toThrow();
    expect(readConsent()).toEqual(ESSENTIAL);
    expect(() => resetConsent()).not.toThrow();
    expect(readConsent()).toBeNull();
  });

  it("prefers a valid stored value to a choice held in memory", () => {
    const setItem = breakStorage("setItem");
    storeConsent(ESSENTIAL);
    setItem.mockRestore();
    localStorage.setItem(key, ALL_JSON);
    expect(readConsent()).toEqual(ALL);
  });

  it("fires the change event with the choice, and null on reset", () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    storeConsent(ALL);
    resetConsent();
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(seen).toEqual([ALL, null]);
  });
});

describe("consent callback", () => {
  it("tells listeners every choice and withdrawal until removed", () => {
    const listener = vi.fn();
    const remove = onConsent(listener);
    storeConsent(ESSENTIAL);
    storeConsent(ALL);
    resetConsent();
    reportConsent(ALL);
    remove();
    storeConsent(ESSENTIAL);
    expect(listener.mock.calls).toEqual([[ESSENTIAL], [ALL], [null], [ALL]]);
  });

  it("tells the choice even when storage is broken", () => {
    breakStorage("setItem");
    const listener = vi.fn();
    const remove = onConsent(listener);
    storeConsent(ALL);
    remove();
    expect(listener).toHaveBeenCalledWith(ALL);
  });
});

describe("useConsent and useConsentState", () => {
  it("follow every transition", () => {
    const { result } = renderHook(() => [useConsent(), useConsentState()]);
    expect(result.current).toEqual([null, null]);
    act(() => storeConsent(ESSENTIAL));
    expect(result.current).toEqual([ESSENTIAL, ESSENTIAL]);
    act(() => storeConsent(ALL));
    expect(result.current).toEqual([ALL, ALL]);
    act(() => resetConsent());
    expect(result.current).toEqual([null, null]);
  });

  it("follow a change made in another tab (storage event)", () => {
    const { result } = renderHook(() => useConsentState());
    act(() => {
      localStorage.setItem(key, ALL_JSON);
      window.dispatchEvent(new StorageEvent("storage", { key }));
    });
    expect(result.current).toEqual(ALL);
  });
});
