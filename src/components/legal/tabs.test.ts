import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LEGAL_TAB, legalTabs, panelId, preHydrationScript, TABLIST_ID, tabAfterKey, tabFromHash, tabId } from "./tabs";

describe("legal tab logic", () => {
  it("orders the tabs with the Cookie Policy first and as default", () => {
    expect(legalTabs).toEqual(["cookie-policy", "datenschutz", "agb", "impressum"]);
    expect(DEFAULT_LEGAL_TAB).toBe("cookie-policy");
  });

  it("reads a tab from the hash and ignores anything else", () => {
    expect(tabFromHash("#impressum")).toBe("impressum");
    expect(tabFromHash("#AGB")).toBe("agb");
    expect(tabFromHash("datenschutz")).toBe("datenschutz");
    expect(tabFromHash("")).toBeNull();
    expect(tabFromHash("#inhalt")).toBeNull();
  });

  it("moves with arrows (wrapping), Home and End", () => {
    expect(tabAfterKey("cookie-policy", "ArrowRight")).toBe("datenschutz");
    expect(tabAfterKey("impressum", "ArrowRight")).toBe("cookie-policy");
    expect(tabAfterKey("cookie-policy", "ArrowLeft")).toBe("impressum");
    expect(tabAfterKey("agb", "ArrowLeft")).toBe("datenschutz");
    expect(tabAfterKey("agb", "Home")).toBe("cookie-policy");
    expect(tabAfterKey("datenschutz", "End")).toBe("impressum");
    expect(tabAfterKey("agb", "Enter")).toBeNull();
  });
});

describe("pre-hydration script", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  function prerenderedTabs() {
    // as prerendered: the tab list hidden, every panel shown
    document.body.innerHTML =
      `<div id="${TABLIST_ID}" hidden>` +
      legalTabs.map((tab) => `<button id="${tabId(tab)}"></button>`).join("") +
      "</div>" +
      legalTabs.map((tab) => `<div id="${panelId(tab)}"></div>`).join("");
  }
  const run = () => new Function(preHydrationScript())();

  it("shows the tab named by the hash before React runs", () => {
    prerenderedTabs();
    window.history.replaceState(null, "", "/legal#impressum");
    run();
    expect(document.getElementById(TABLIST_ID)).toHaveAttribute("role", "tablist");
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("role", "tab");
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("aria-controls", panelId("impressum"));
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("aria-selected", "true");
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("tabindex", "0");
    expect(document.getElementById(panelId("impressum"))!.hidden).toBe(false);
    expect(document.getElementById(panelId("impressum"))).toHaveAttribute("role", "tabpanel");
    expect(document.getElementById(panelId("impressum"))).toHaveAttribute("aria-labelledby", tabId("impressum"));
    expect(document.getElementById(tabId("cookie-policy"))).toHaveAttribute("aria-selected", "false");
    expect(document.getElementById(panelId("cookie-policy"))!.hidden).toBe(true);
  });

  it("turns the documents into tabs on the default for an unknown hash", () => {
    prerenderedTabs();
    window.history.replaceState(null, "", "/legal#irgendwas");
    run();
    expect(document.getElementById(TABLIST_ID)!.hidden).toBe(false);
    expect(document.getElementById(panelId("cookie-policy"))!.hidden).toBe(false);
    expect(document.getElementById(panelId("agb"))!.hidden).toBe(true);
  });
});
