import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT } from "~/content/behaviour";
import {
  CONSENT_CHANGE_EVENT,
  onConsent,
  readConsent,
  reportConsent,
  resetConsent,
  storeConsent,
  useConsent,
  useConsentState,
} from "./consent";

const key = CONSENT.storageKey;

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
  it("uses the spec's key and values", () => {
    expect(key).toBe("cookie-consent");
    expect(CONSENT.values).toEqual(["essential", "all"]);
  });

  it("starts with no choice", () => {
    expect(readConsent()).toBeNull();
  });

  it.each(CONSENT.values)("stores %s under cookie-consent", (choice) => {
    storeConsent(choice);
    expect(localStorage.getItem(key)).toBe(choice);
    expect(readConsent()).toBe(choice);
  });

  it("changes essential → all → essential", () => {
    storeConsent("essential");
    storeConsent("all");
    expect(readConsent()).toBe("all");
    storeConsent("essential");
    expect(readConsent()).toBe("essential");
  });

  it("reset removes the stored value", () => {
    storeConsent("all");
    resetConsent();
    expect(localStorage.getItem(key)).toBeNull();
    expect(readConsent()).toBeNull();
  });

  it.each(["yes", "ALL", "", "true", '"all"', "essential "])("treats the corrupt value %j as no choice", (value) => {
    localStorage.setItem(key, value);
    expect(readConsent()).toBeNull();
  });

  it("treats unreadable storage as no choice, even when a choice is stored", () => {
    localStorage.setItem(key, "all");
    breakStorage("getItem");
    expect(readConsent()).toBeNull();
  });

  it("holds a choice for this page view when storage cannot be written, and forgets it on reset", () => {
    breakStorage("getItem");
    breakStorage("setItem");
    breakStorage("removeItem");
    expect(() => storeConsent("essential")).not.toThrow();
    expect(readConsent()).toBe("essential");
    expect(() => resetConsent()).not.toThrow();
    expect(readConsent()).toBeNull();
  });

  it("prefers a valid stored value to a choice held in memory", () => {
    const setItem = breakStorage("setItem");
    storeConsent("essential");
    setItem.mockRestore();
    localStorage.setItem(key, "all");
    expect(readConsent()).toBe("all");
  });

  it("fires the change event with the choice, and null on reset", () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    storeConsent("all");
    resetConsent();
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(seen).toEqual(["all", null]);
  });
});

describe("consent callback", () => {
  it("tells listeners every choice and withdrawal until removed", () => {
    const listener = vi.fn();
    const remove = onConsent(listener);
    storeConsent("essential");
    storeConsent("all");
    resetConsent();
    reportConsent("all");
    remove();
    storeConsent("essential");
    expect(listener.mock.calls).toEqual([["essential"], ["all"], [null], ["all"]]);
  });

  it("tells the choice even when storage is broken", () => {
    breakStorage("setItem");
    const listener = vi.fn();
    const remove = onConsent(listener);
    storeConsent("all");
    remove();
    expect(listener).toHaveBeenCalledWith("all");
  });
});

describe("useConsent and useConsentState", () => {
  it("follow every transition", () => {
    const { result } = renderHook(() => [useConsent(), useConsentState()]);
    expect(result.current).toEqual([null, null]);
    act(() => storeConsent("essential"));
    expect(result.current).toEqual(["essential", "essential"]);
    act(() => storeConsent("all"));
    expect(result.current).toEqual(["all", "all"]);
    act(() => resetConsent());
    expect(result.current).toEqual([null, null]);
  });

  it("follow a change made in another tab (storage event)", () => {
    const { result } = renderHook(() => useConsentState());
    act(() => {
      localStorage.setItem(key, "all");
      window.dispatchEvent(new StorageEvent("storage", { key }));
    });
    expect(result.current).toBe("all");
  });
});
