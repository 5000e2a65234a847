import { describe, expect, it } from "vitest";
import { legalTabs } from "~/content/paths";
import { DEFAULT_LEGAL_TAB, panelId, selectedWhileLoadingCss, tabAfterKey, tabFromHash } from "./tabs";

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

describe("selectedWhileLoadingCss", () => {
  it("gives each tab its selected look while its text is the target, and the default tab when none is", () => {
    const css = selectedWhileLoadingCss();
    for (const tab of legalTabs)
      expect(css).toContain(`:has(#${panelId(tab)}:target) [role="tab"][href="#${panelId(tab)}"]`);
    expect(css).toContain(`:not(:has([role="tabpanel"]:target)) [role="tab"][href="#${panelId(DEFAULT_LEGAL_TAB)}"]`);
    expect(css.match(/\{/g), "one rule").toHaveLength(1);
  });
});
