import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT } from "~/content/behaviour";
import { allowing } from "./consent";
import { CONSENT_MODE_TYPES, applyConsent, consentModeState, frameUrl, isContainerId, scriptUrl } from "./tag-manager";

const id = "GTM-TEST123";
const ALL = allowing(CONSENT.categories);
const ESSENTIAL = allowing([]);

/** dataLayer entries as plain values: gtag() pushes `arguments` objects, turned into arrays here. */
function dataLayer(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const granted = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};

beforeEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
afterEach(() => vi.restoreAllMocks());

describe("consent mode state", () => {
  it("covers the four Consent Mode v2 types", () => {
    expect([...CONSENT_MODE_TYPES].sort()).toEqual([
      "ad_personalization",
      "ad_storage",
      "ad_user_data",
      "analytics_storage",
    ]);
  });
  it("grants everything when every category is allowed, nothing for 'Nur essenzielle' or no choice", () => {
    expect(consentModeState(ALL)).toEqual(granted);
    expect(consentModeState(ESSENTIAL)).toEqual(denied);
    expect(consentModeState(null)).toEqual(denied);
  });
  it("grants analytics storage for Statistik and the three advertising types for Marketing", () => {
    expect(consentModeState(allowing(["statistics"]))).toEqual({ ...denied, analytics_storage: "granted" });
    expect(consentModeState(allowing(["marketing"]))).toEqual({ ...granted, analytics_storage: "denied" });
    expect(consentModeState(allowing(["media"]))).toEqual(denied);
  });
});

describe("container id", () => {
  it.each(["GTM-ABC1234", "GTM-TEST123", "GTM-K9X2"])("accepts %s", (value) => expect(isContainerId(value)).toBe(true));
  it.each(["", "GTM-", "UA-12345-1", "G-ABCDEF", "GTM-abc1234", 'GTM-1"><script>'])("rejects %j", (value) =>
    expect(isContainerId(value)).toBe(false),
  );
  it("builds Google's script and frame URLs", () => {
    expect(scriptUrl(id)).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
    expect(frameUrl(id)).toBe("https://www.googletagmanager.com/ns.html?id=GTM-TEST123");
  });
});

describe("applyConsent", () => {
  it("with 'all': defaults denied, then granted, then the gtm.js event, then the script and noscript frame", () => {
    vi.spyOn(Date, "now").mockReturnValue(1234);
    applyConsent(id, ALL);
    expect(dataLayer()).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
      { "gtm.start": 1234, event: "gtm.js" },
    ]);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(scriptUrl(id));
    expect(scripts[0]!.async).toBe(true);
    const noscript = document.body.firstElementChild!;
    expect(noscript.tagName).toBe("NOSCRIPT");
    expect(noscript.innerHTML).toContain(`src="${frameUrl(id)}"`);
  });

  it("pushes Arguments objects, as gtag() does (GTM ignores arrays for consent commands)", () => {
    applyConsent(id, ALL);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
  });

  it("with 'essential' (owner switch on): loads with every type denied", () => {
    applyConsent(id, ESSENTIAL);
    expect(dataLayer().slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", denied],
    ]);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("a later withdrawal only updates Consent Mode to denied, without loading again", () => {
    applyConsent(id, ALL);
    applyConsent(id, null);
    expect(dataLayer().at(-1)).toEqual(["consent", "update", denied]);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(document.querySelectorAll("noscript")).toHaveLength(1);
    applyConsent(id, ALL);
    expect(dataLayer().at(-1)).toEqual(["consent", "update", granted]);
    expect(dataLayer().filter((entry) => Array.isArray(entry) && entry[1] === "default")).toHaveLength(1);
  });

  it("keeps an existing dataLayer", () => {
    window.dataLayer = [{ event: "earlier" }];
    applyConsent(id, ALL);
    expect(dataLayer()[0]).toEqual({ event: "earlier" });
    expect(dataLayer()).toHaveLength(4);
  });

  it("loads nothing for an invalid id and says why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    applyConsent('GTM-1"><img src=x>', ALL);
    expect(error).toHaveBeenCalledOnce();
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll("script, noscript")).toHaveLength(0);
  });
});
