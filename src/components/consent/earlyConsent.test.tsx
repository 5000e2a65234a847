import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT } from "~/content/behaviour";
import { allowing, parseConsent, type ConsentCategory } from "~/lib/consent";
import { ConsentBanner } from "./ConsentBanner";
import {
  ACTION_ATTRIBUTE,
  BANNER_LIVE,
  CATEGORY_ATTRIBUTE,
  CHOSEN_ATTRIBUTE,
  EARLY_CONSENT_SCRIPT,
} from "./earlyConsent";

const root = document.documentElement;
const stored = () => localStorage.getItem(CONSENT.storageKey);
const globals = window as unknown as Record<string, unknown>;
let listeners: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the script as the page's `<head>` does: its own text, in the global scope. */
function runScript() {
  const add = vi.spyOn(window, "addEventListener");
  new Function(EARLY_CONSENT_SCRIPT)();
  listeners.push(
    ...add.mock.calls.map(([type, listener]) => [type, listener] as [string, EventListenerOrEventListenerObject]),
  );
  add.mockRestore();
}

/** The prerendered banner (as every page carries it) after the main content, then the script. */
function prerenderedPage(categories: ConsentCategory[] = ["statistics", "media"]) {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <main id="inhalt" tabIndex={-1} />
      <ConsentBanner categories={categories} />
    </MemoryRouter>,
  );
  runScript();
}
const button = (action: string) => document.querySelector<HTMLButtonElement>(`[${ACTION_ATTRIBUTE}="${action}"]`)!;
const toggle = (category: string) => document.querySelector<HTMLInputElement>(`[${CATEGORY_ATTRIBUTE}="${category}"]`)!;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(CHOSEN_ATTRIBUTE);
  delete globals[BANNER_LIVE];
});
afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  listeners = [];
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the page's first script", () => {
  it.each([
    '{"statistics":false,"marketing":false,"media":false}',
    '{"media":true}',
    "{}",
    '{"media":"yes"}',
    '{"media":true',
    " {}",
    "[true]",
    "null",
    "essential",
    "",
  ])("marks <html> for %j exactly when the store reads a choice in it", (value) => {
    localStorage.setItem(CONSENT.storageKey, value);
    runScript();
    expect(root.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(parseConsent(value) !== null);
  });

  it("marks nothing when nothing is stored or storage cannot be read (the banner shows)", () => {
    runScript();
    expect(root.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(false);
    localStorage.setItem(CONSENT.storageKey, "{}");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    runScript();
    expect(root.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ["essential", [], []],
    ["all", [], ["statistics", "media"]],
    ["selected", ["media"], ["media"]],
  ] as const)(
    "'%s' before hydration stores what the banner would store, hides it and moves focus to the content",
    (action, switched, allowed) => {
      prerenderedPage();
      for (const category of switched) toggle(category).checked = true;
      button(action).focus();
      button(action).click();
      expect(stored()).toBe(JSON.stringify(allowing(allowed)));
      expect(parseConsent(stored())).toEqual(allowing(allowed));
      expect(root.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(true);
      expect(document.getElementById("inhalt")).toHaveFocus();
    },
  );

  it("'Einstellungen' opens and closes the panel before hydration", () => {
    prerenderedPage();
    const settings = button("settings");
    const panel = document.getElementById(settings.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    settings.click();
    expect(settings).toHaveAttribute("aria-expanded", "true");
    expect(panel.hidden).toBe(false);
    settings.click();
    expect(settings).toHaveAttribute("aria-expanded", "false");
    expect(panel.hidden).toBe(true);
    expect(stored()).toBeNull();
  });

  it("answers the banner alone until the banner's code runs, then stands aside", () => {
    prerenderedPage();
    const pageHandler = vi.fn();
    document.addEventListener("click", pageHandler);
    button("essential").click();
    expect(pageHandler).not.toHaveBeenCalled();
    localStorage.clear();
    globals[BANNER_LIVE] = true;
    button("all").click();
    expect(pageHandler).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    document.removeEventListener("click", pageHandler);
  });

  it("leaves a choice it cannot store where the store finds it, for this page view", async () => {
    prerenderedPage();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "QuotaExceededError");
    });
    button("all").click();
    expect(root.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(true);
    vi.resetModules();
    const store = await import("~/lib/consent");
    expect(store.readConsent()).toEqual(allowing(["statistics", "media"]));
  });
});
