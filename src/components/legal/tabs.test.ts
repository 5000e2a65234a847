import { afterEach, describe, expect, it } from "vitest";
import { legalTabs } from "~/content/paths";
import { DEFAULT_LEGAL_TAB, EARLY_STYLE_ID, earlyStyleScript, panelId, preHydrationScript, tabAfterKey, tabFromHash, tabId } from "./tabs";

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
    document.body.innerHTML = legalTabs
      .map((tab, i) => `<button id="${tabId(tab)}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}"></button><div id="${panelId(tab)}"${i === 0 ? "" : " hidden"}></div>`)
      .join("");
  }
  const run = () => new Function(preHydrationScript())();

  it("shows the tab named by the hash before React runs", () => {
    prerenderedTabs();
    window.history.replaceState(null, "", "/legal#impressum");
    run();
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("aria-selected", "true");
    expect(document.getElementById(tabId("impressum"))).toHaveAttribute("tabindex", "0");
    expect(document.getElementById(panelId("impressum"))!.hidden).toBe(false);
    expect(document.getElementById(tabId("cookie-policy"))).toHaveAttribute("aria-selected", "false");
    expect(document.getElementById(panelId("cookie-policy"))!.hidden).toBe(true);
  });

  it("leaves the default for an unknown hash", () => {
    prerenderedTabs();
    window.history.replaceState(null, "", "/legal#irgendwas");
    run();
    expect(document.getElementById(panelId("cookie-policy"))!.hidden).toBe(false);
    expect(document.getElementById(panelId("agb"))!.hidden).toBe(true);
  });
});

describe("earlyStyleScript", () => {
  afterEach(() => document.getElementById(EARLY_STYLE_ID)?.remove());
  const run = () => new Function(earlyStyleScript())();

  it("hides every panel but the one the hash names, before the panels are parsed", () => {
    window.history.replaceState(null, "", "/legal#impressum");
    run();
    expect(document.getElementById(EARLY_STYLE_ID)!.textContent).toBe(
      `${legalTabs.filter((tab) => tab !== "impressum").map((tab) => `#${panelId(tab)}`).join(",")}{display:none}`,
    );
  });

  it("keeps the default tab for an unknown hash", () => {
    window.history.replaceState(null, "", "/legal#irgendwas");
    run();
    expect(document.getElementById(EARLY_STYLE_ID)!.textContent).not.toContain(`#${panelId(DEFAULT_LEGAL_TAB)},`);
    expect(document.getElementById(EARLY_STYLE_ID)!.textContent).toContain(`#${panelId("agb")}`);
  });
});
