import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { CONSENT } from "~/content/behaviour";
import { allowing, onConsent, resetConsent, type ConsentCategory, type ConsentListener } from "~/lib/consent";
import { NO_SCRIPT } from "~/components/ui/no-script";
import { ConsentBanner } from "./ConsentBanner";
import { ACTION_ATTRIBUTE, BANNER_LIVE, CATEGORY_ATTRIBUTE, EARLY_BANNER_ATTRIBUTE } from "./earlyConsent";

const ALL = allowing(CONSENT.categories);
const ESSENTIAL = allowing([]);
const ALL_JSON = '{"statistics":true,"marketing":true,"media":true}';
const ESSENTIAL_JSON = '{"statistics":false,"marketing":false,"media":false}';

function renderBanner(categories: ConsentCategory[] = [...CONSENT.categories]) {
  return render(
    <MemoryRouter>
      <button type="button" onClick={resetConsent}>
        Cookie-Einstellungen
      </button>
      <main id="inhalt" tabIndex={-1} />
      <ConsentBanner categories={categories} />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole("region", { name: "Cookie-Einstellungen" });

/** Hydrated trees, unmounted and removed after each test. */
const hydratedTrees: { root: Root; container: HTMLElement }[] = [];
/** The prerendered HTML of `tree` in the document; `beforeHydration` acts on it as the page's first script would; then hydrated. */
async function prerenderAndHydrate(tree: ReactElement, beforeHydration: (container: HTMLElement) => void = () => {}) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  const root = await act(async () => hydrateRoot(container, tree));
  hydratedTrees.push({ root, container });
}
let reported: Mock<ConsentListener>;
let stopListening: () => void;

beforeEach(() => {
  localStorage.clear();
  reported = vi.fn<ConsentListener>();
  stopListening = onConsent(reported);
});
afterEach(() => {
  for (const { root, container } of hydratedTrees.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  stopListening();
  vi.restoreAllMocks();
});

describe("ConsentBanner", () => {
  it("is in the prerendered HTML, even with a choice stored (storage is unknown there): early, left out without scripts, each button marked with what it does", () => {
    localStorage.setItem(CONSENT.storageKey, ALL_JSON);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <MemoryRouter>
        <ConsentBanner categories={["statistics", "media"]} />
      </MemoryRouter>,
    );
    const region = container.querySelector("section");
    expect(region).toHaveAttribute("aria-label", "Cookie-Einstellungen");
    expect(region).toHaveAttribute(EARLY_BANNER_ATTRIBUTE);
    expect(region).toHaveClass(NO_SCRIPT.hide);
    // The page's first paint waits for the element the link names (React moves the link into <head>). Chromium
    // stops waiting when that element enters the document, so it must come after everything the banner shows.
    const expectLink = container.querySelector('link[rel="expect"]');
    expect(expectLink).toHaveAttribute("blocking", "render");
    const awaited = container.querySelector(expectLink?.getAttribute("href") ?? "#");
    expect(awaited?.closest("section")).toBe(region);
    const shown = [region!.querySelector("p")!, ...container.querySelectorAll(`[${ACTION_ATTRIBUTE}]`)].filter(
      (element) => !element.closest("[hidden]"),
    );
    expect(shown).toHaveLength(4);
    for (const element of shown)
      expect(
        element.compareDocumentPosition(awaited!) & Node.DOCUMENT_POSITION_FOLLOWING,
        element.outerHTML,
      ).toBeTruthy();
    expect(
      [...container.querySelectorAll(`[${ACTION_ATTRIBUTE}]`)].map((b) => [
        b.textContent,
        b.getAttribute(ACTION_ATTRIBUTE),
      ]),
    ).toEqual([
      ["Nur essenzielle", "essential"],
      ["Alle akzeptieren", "all"],
      ["Einstellungen", "settings"],
      ["Auswahl speichern", "selected"],
    ]);
    expect(
      [...container.querySelectorAll(`[${CATEGORY_ATTRIBUTE}]`)].map((s) => s.getAttribute(CATEGORY_ATTRIBUTE)),
    ).toEqual(["statistics", "media"]);
  });

  it("hydrated, takes over the open panel and the switches as the visitor left them, and answers its buttons itself", async () => {
    const tree = (
      <MemoryRouter>
        <main id="inhalt" tabIndex={-1} />
        <ConsentBanner categories={["statistics", "media"]} />
      </MemoryRouter>
    );
    const errors = vi.spyOn(console, "error");
    // what the page's first script does with the visitor's clicks before hydration
    await prerenderAndHydrate(tree, (container) => {
      const settings = container.querySelector<HTMLButtonElement>(`[${ACTION_ATTRIBUTE}="settings"]`)!;
      settings.setAttribute("aria-expanded", "true");
      document.getElementById(settings.getAttribute("aria-controls")!)!.hidden = false;
      container.querySelector<HTMLInputElement>(`[${CATEGORY_ATTRIBUTE}="media"]`)!.checked = true;
    });
    expect(errors, "no hydration warning").not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[BANNER_LIVE]).toBe(true);
    expect(banner()).not.toHaveAttribute(EARLY_BANNER_ATTRIBUTE);
    const toggle = screen.getByRole("button", { name: "Einstellungen" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("switch", { name: /Externe Medien/ })).toBeChecked();
    // the banner's own state is the open panel: one press closes it, the next opens it again
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("switch", { name: /Statistik/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("switch", { name: /Statistik/ }));
    await userEvent.click(screen.getByRole("button", { name: "Auswahl speichern" }));
    expect(localStorage.getItem(CONSENT.storageKey)).toBe('{"statistics":true,"marketing":false,"media":true}');
    expect(reported).toHaveBeenCalledWith(allowing(["statistics", "media"]));
  });

  it("hydrated after a choice made before, shows nothing and reports that choice", async () => {
    const tree = (
      <MemoryRouter>
        <ConsentBanner categories={["media"]} />
      </MemoryRouter>
    );
    await prerenderAndHydrate(tree, () =>
      localStorage.setItem(CONSENT.storageKey, '{"statistics":false,"marketing":false,"media":true}'),
    );
    expect(banner()).not.toBeInTheDocument();
    expect(document.querySelector('link[rel="expect"]'), "nothing left to wait for").toBeNull();
    expect(reported.mock.calls).toEqual([[allowing(["media"])]]);
  });

  it("shows on a first visit as a labelled region with the cookie policy link and both choices, without taking focus", () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal#cookie-policy");
    expect(
      screen
        .getAllByRole("button", { name: /Nur essenzielle|Alle akzeptieren|Einstellungen/ })
        .map((b) => b.textContent),
    ).toEqual(["Cookie-Einstellungen", "Nur essenzielle", "Alle akzeptieren", "Einstellungen"]);
    expect(banner()).toHaveTextContent(/^Ohne Ihre Zustimmung lädt diese Website nichts von Drittanbietern/);
    expect(banner()).not.toHaveFocus();
    expect(reported).not.toHaveBeenCalled();
  });

  it("gives both buttons the same styling (equal prominence)", () => {
    renderBanner();
    const [essential, all] = screen.getAllByRole("button", { name: /Nur essenzielle|Alle akzeptieren/ });
    expect(essential!.className).toBe(all!.className);
  });

  it.each([
    ["Nur essenzielle", ESSENTIAL_JSON, ESSENTIAL],
    ["Alle akzeptieren", ALL_JSON, ALL],
  ] as const)("'%s' stores %s, hides the banner and reports the choice", async (label, stored, choice) => {
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: label }));
    expect(localStorage.getItem(CONSENT.storageKey)).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(choice);
  });

  it("'Alle akzeptieren' allows only the categories offered", async () => {
    renderBanner(["media"]);
    expect(banner()).toHaveTextContent("Mit „Alle akzeptieren“ erlauben Sie: Externe Medien.");
    await userEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(localStorage.getItem(CONSENT.storageKey)).toBe('{"statistics":false,"marketing":false,"media":true}');
  });

  it("'Einstellungen' opens one switch per offered category; 'Auswahl speichern' stores exactly the switched ones", async () => {
    renderBanner();
    const settings = screen.getByRole("button", { name: "Einstellungen" });
    expect(settings).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("switch", { name: /Statistik/ })).not.toBeInTheDocument();
    await userEvent.click(settings);
    expect(settings).toHaveAttribute("aria-expanded", "true");
    const switches = screen.getAllByRole("switch");
    expect(
      switches.map(
        (s) => s.getAttribute("aria-describedby") && ((s as HTMLInputElement).labels?.[0]?.textContent ?? ""),
      ),
    ).toEqual(["Essenziell", "Statistik", "Marketing", "Externe Medien"]);
    expect(switches[0]).toBeChecked();
    expect(switches[0]).toBeDisabled();
    expect(switches.slice(1).every((s) => !(s as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole("switch", { name: /Statistik/ }));
    await userEvent.click(screen.getByRole("switch", { name: /Externe Medien/ }));
    await userEvent.click(screen.getByRole("button", { name: "Auswahl speichern" }));
    expect(localStorage.getItem(CONSENT.storageKey)).toBe('{"statistics":true,"marketing":false,"media":true}');
    expect(reported).toHaveBeenCalledWith(allowing(["statistics", "media"]));
    expect(banner()).not.toBeInTheDocument();
  });

  it("offers no category whose service is not configured, and shows nothing when none is", () => {
    renderBanner(["media"]);
    expect(banner()).not.toHaveTextContent("Statistik");
    expect(banner()).not.toHaveTextContent("Marketing");
    renderBanner([]);
    expect(screen.getAllByRole("region", { name: "Cookie-Einstellungen" })).toHaveLength(1);
  });

  it.each([
    ['{"statistics":false,"marketing":false,"media":false}', ESSENTIAL],
    ['{"statistics":true,"marketing":true,"media":true}', ALL],
    ['{"statistics":false,"marketing":false,"media":true}', allowing(["media"])],
  ] as const)("with %s stored: no banner, the stored choice is reported", (value, choice) => {
    localStorage.setItem(CONSENT.storageKey, value);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
    expect(reported.mock.calls).toEqual([[choice]]);
  });

  it("treats a corrupt value as no choice", () => {
    localStorage.setItem(CONSENT.storageKey, "maybe");
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(reported).not.toHaveBeenCalled();
  });

  it("treats unreadable storage as no choice, and still hides after a choice", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    renderBanner();
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Nur essenzielle" }));
    expect(banner()).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(ESSENTIAL);
    act(() => resetConsent());
  });

  it("reopens on reset with its settings open at the withdrawn choice, focus on it, and returns focus after the choice", async () => {
    localStorage.setItem(CONSENT.storageKey, '{"statistics":false,"marketing":true,"media":false}');
    renderBanner();
    const settings = screen.getByRole("button", { name: "Cookie-Einstellungen" });
    await userEvent.click(settings);
    expect(localStorage.getItem(CONSENT.storageKey)).toBeNull();
    expect(banner()).toHaveFocus();
    expect(reported).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: "Einstellungen" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("switch", { name: /Marketing/ })).toBeChecked();
    expect(screen.getByRole("switch", { name: /Statistik/ })).not.toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Nur essenzielle" }));
    expect(banner()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it("after a choice on first load, focus moves to the main content instead of being lost", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(document.getElementById("inhalt")).toHaveFocus();
  });

  it("reports a choice made in another tab", () => {
    renderBanner();
    act(() => {
      localStorage.setItem(CONSENT.storageKey, ALL_JSON);
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT.storageKey }));
    });
    expect(banner()).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(ALL);
  });
});
