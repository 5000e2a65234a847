import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT } from "~/content/behaviour";
import { allowing } from "~/lib/consent";
import { needsTagManager, type TagManagerConfig } from "./tagManagerGate";

const ALL = allowing(CONSENT.categories);
const ESSENTIAL = allowing([]);
const STATISTICS = allowing(["statistics"]);
const MARKETING = allowing(["marketing"]);
const MEDIA = allowing(["media"]);

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
  it("never without a container id", () => {
    for (const choice of [ALL, ESSENTIAL, null]) {
      expect(needsTagManager(choice, withoutId, false)).toBe(false);
      expect(needsTagManager(choice, withoutId, true)).toBe(false);
    }
  });
  it("for statistics or marketing; for any other choice only with the owner's switch; never for no choice before loading", () => {
    expect(needsTagManager(ALL, withId, false)).toBe(true);
    expect(needsTagManager(STATISTICS, withId, false)).toBe(true);
    expect(needsTagManager(MARKETING, withId, false)).toBe(true);
    expect(needsTagManager(MEDIA, withId, false)).toBe(false);
    expect(needsTagManager(ESSENTIAL, withId, false)).toBe(false);
    expect(needsTagManager(ESSENTIAL, withSwitch, false)).toBe(true);
    expect(needsTagManager(null, withSwitch, false)).toBe(false);
  });
  it("every change once loaded, so a withdrawal reaches Consent Mode", () => {
    expect(needsTagManager(null, withId, true)).toBe(true);
    expect(needsTagManager(ESSENTIAL, withId, true)).toBe(true);
  });
  it("reads the site configuration, which ships without a container id", async () => {
    const { tagManagerConfig } = await load();
    expect(tagManagerConfig).toEqual({ containerId: "", loadOnEssential: false });
  });
});

describe("connectTagManager", () => {
  it("loads the tag manager for statistics and passes a later withdrawal", async () => {
    const { connectTagManager, storeConsent, resetConsent } = await load();
    const disconnect = connectTagManager(withId);
    storeConsent(STATISTICS);
    await settle();
    expect(applyConsent).toHaveBeenLastCalledWith("GTM-TEST123", STATISTICS);
    resetConsent();
    await settle();
    expect(applyConsent).toHaveBeenLastCalledWith("GTM-TEST123", null);
    disconnect();
  });

  it("sends nothing for 'Nur essenzielle', external media only, or a withdrawal when the switch is off", async () => {
    const { connectTagManager, storeConsent, resetConsent } = await load();
    const disconnect = connectTagManager(withId);
    storeConsent(ESSENTIAL);
    storeConsent(MEDIA);
    resetConsent();
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
    disconnect();
  });

  it("loads for 'essential' when the owner switched it on", async () => {
    const { connectTagManager, storeConsent } = await load();
    const disconnect = connectTagManager(withSwitch);
    storeConsent(ESSENTIAL);
    await settle();
    expect(applyConsent).toHaveBeenCalledWith("GTM-TEST123", ESSENTIAL);
    disconnect();
  });

  it("sends nothing without a container id", async () => {
    const { connectTagManager, storeConsent } = await load();
    const disconnect = connectTagManager(withoutId);
    storeConsent(ALL);
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
    disconnect();
  });

  it("stops listening after disconnect", async () => {
    const { connectTagManager, storeConsent } = await load();
    connectTagManager(withId)();
    storeConsent(ALL);
    await settle();
    expect(applyConsent).not.toHaveBeenCalled();
  });
});
