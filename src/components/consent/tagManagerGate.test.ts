import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TagManagerConfig } from "./tagManagerGate";

const applyConsent = vi.fn();
vi.mock("~/lib/tag-manager", () => ({ applyConsent }));

const withId: TagManagerConfig = { containerId: "GTM-TEST123", loadOnEssential: false };
const withSwitch: TagManagerConfig = { containerId: "GTM-TEST123", loadOnEssential: true };
const withoutId: TagManagerConfig = { containerId: "", loadOnEssential: true };

/** A fresh module per test: "loaded" is per page view. */
async function load() {
  vi.resetModules();
  const gate = await import("./tagManagerGate");
  const consent = await import("~/lib/consent");
  return { ...gate, ...consent };
}

/** Lets the dynamic import and its then() run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  applyConsent.mockReset();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("needsTagManager", () => {
  it("never without a container id", async () => {
    const { needsTagManager } = await load();
    for (const choice of ["all", "essential", null] as const) {
      expect(needsTagManager(choice, withoutId, false)).toBe(false);
      expect(needsTagManager(choice, withoutId, true)).toBe(false);
    }
  });
  it("for 'all'; for 'essential' only with the owner's switch; never for no choice before loading", async () => {
    const { needsTagManager } = await load();
    expect(needsTagManager("all", withId, false)).toBe(true);
    expect(needsTagManager("essential", withId, false)).toBe(false);
    expect(needsTagManager("essential", withSwitch, false)).toBe(true);
    expect(needsTagManager(null, withSwitch, false)).toBe(false);
  });
  it("every change once loaded, so a withdrawal reaches Consent Mode", async () => {
    const { needsTagManager } = await load();
    expect(needsTagManager(null, withId, true)).toBe(true);
    expect(needsTagManager("essential", withId, true)).toBe(true);
  });
  it("reads the site configuration, which ships without a container id", async () => {
    const { tagManagerConfig } = await load();
    expect(tagManagerConfig).toEqual({ containerId: "", loadOnEssential: false });
  });
});

describe("connectTagManager", () => {
  it("loads the tag manager for 'all' and passes a later withdrawal", async () => {
    const { connectTagManager, storeConsent, resetConsent } = await load();
    const disconnect = connectTagManager(withId);
    storeConsent("all");
    await settle();
    expect(applyConsent).toHaveBeenLastCalledWith("GTM-TEST123", "all");
    resetConsent();
    await settle();
    expect(applyConsent).toHaveBeenLastCalledWith("GTM-TEST123", null);
    disconnect();
  });

  it("sends nothing for 'essential' or a withdrawal when the switch is off", async () => {
    const { connectTagManager, storeConsent, resetConsent } = await load();
    const disconnect = connectTagManager(withId);
    storeConsent("essential");
    resetConsent();
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
    disconnect();
  });

  it("loads for 'essential' when the owner switched it on", async () => {
    const { connectTagManager, storeConsent } = await load();
    const disconnect = connectTagManager(withSwitch);
    storeConsent("essential");
    await settle();
    expect(applyConsent).toHaveBeenCalledWith("GTM-TEST123", "essential");
    disconnect();
  });

  it("sends nothing without a container id", async () => {
    const { connectTagManager, storeConsent } = await load();
    const disconnect = connectTagManager(withoutId);
    storeConsent("all");
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
    disconnect();
  });

  it("stops listening after disconnect", async () => {
    const { connectTagManager, storeConsent } = await load();
    connectTagManager(withId)();
    storeConsent("all");
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
  });
});
