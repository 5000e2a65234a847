import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { CONSENT } from "~/content/behaviour";
import { onConsent, resetConsent, type ConsentListener } from "~/lib/consent";
import { ConsentBanner } from "./ConsentBanner";

function renderBanner() {
  return render(
    <MemoryRouter>
      <button type="button" onClick={resetConsent}>
        Cookie-Einstellungen
      </button>
      <main id="inhalt" tabIndex={-1} />
      <ConsentBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole("region", { name: "Cookie-Einstellungen" });
let reported: Mock<ConsentListener>;
let stopListening: () => void;

beforeEach(() => {
  localStorage.clear();
  reported = vi.fn<ConsentListener>();
  stopListening = onConsent(reported);
});
afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
});

describe("ConsentBanner", () => {
  it("is not in the prerendered HTML, even with nothing stored (storage is unknown there)", () => {
    expect(renderToString(<MemoryRouter><ConsentBanner /></MemoryRouter>)).toBe("");
  });

  it("shows on a first visit as a labelled region with the cookie policy link and both choices, without taking focus", () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal#cookie-policy");
    expect(screen.getAllByRole("button", { name: /Nur essenzielle|Alle akzeptieren/ }).map((b) => b.textContent)).toEqual([
      "Nur essenzielle",
      "Alle akzeptieren",
    ]);
    expect(banner()).not.toHaveFocus();
    expect(reported).not.toHaveBeenCalled();
  });

  it("gives both buttons the same styling (equal prominence)", () => {
    renderBanner();
    const [essential, all] = screen.getAllByRole("button", { name: /Nur essenzielle|Alle akzeptieren/ });
    expect(essential!.className).toBe(all!.className);
  });

  it.each([
    ["Nur essenzielle", "essential"],
    ["Alle akzeptieren", "all"],
  ] as const)("'%s' stores %s, hides the banner and reports the choice", async (label, value) => {
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: label }));
    expect(localStorage.getItem(CONSENT.storageKey)).toBe(value);
    expect(banner()).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(value);
  });

  it.each(CONSENT.values)("with %s stored: no banner, the stored value is reported", (value) => {
    localStorage.setItem(CONSENT.storageKey, value);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
    expect(reported.mock.calls).toEqual([[value]]);
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
    expect(reported).toHaveBeenCalledWith("essential");
    act(() => resetConsent());
  });

  it("reopens on reset with focus on it, reports the withdrawal, and returns focus after the choice", async () => {
    localStorage.setItem(CONSENT.storageKey, "all");
    renderBanner();
    const settings = screen.getByRole("button", { name: "Cookie-Einstellungen" });
    await userEvent.click(settings);
    expect(localStorage.getItem(CONSENT.storageKey)).toBeNull();
    expect(banner()).toHaveFocus();
    expect(reported).toHaveBeenLastCalledWith(null);
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
      localStorage.setItem(CONSENT.storageKey, "all");
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT.storageKey }));
    });
    expect(banner()).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith("all");
  });
});
