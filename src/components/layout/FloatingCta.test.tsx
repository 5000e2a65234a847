import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT, FLOATING_CTA } from "~/content/behaviour";
import { whatsappHref } from "~/content/site";
import { resetConsent, storeConsent } from "~/lib/consent";
import { FloatingCta } from "./FloatingCta";

const VIEWPORT = 800;
const PAGE = 4800;

/** jsdom does not lay out: give the page a height and move the scroll position by hand. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderAt(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FloatingCta />
    </MemoryRouter>,
  );
}

const card = () => screen.queryByRole("complementary", { name: "Kontakt aufnehmen" });
const reachAndWait = () => {
  scrollTo((PAGE - VIEWPORT) * FLOATING_CTA.scrollRatio);
  wait(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs);
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(CONSENT.storageKey, "essential");
  Object.defineProperty(window, "innerHeight", { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: PAGE });
  scrollTo(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("FloatingCta", () => {
  it("is hidden until 75 % scrolled, then appears after the debounce and 500 ms", () => {
    renderAt();
    expect(card()).not.toBeInTheDocument();
    scrollTo(2000);
    wait(5000);
    expect(card()).not.toBeInTheDocument();
    scrollTo(3000);
    wait(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs - 1);
    expect(card()).not.toBeInTheDocument();
    wait(1);
    expect(card()).toBeInTheDocument();
  });

  it("offers /services and WhatsApp (new tab, noopener, prefilled German greeting)", () => {
    renderAt();
    reachAndWait();
    expect(screen.getByRole("link", { name: "Services ansehen" })).toHaveAttribute("href", "/services");
    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute("href", whatsappHref());
    expect(whatsapp.getAttribute("href")).toContain("text=Hallo");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
  });

  it("closes with 'Schließen' and stays away for the session", () => {
    const { unmount } = renderAt();
    reachAndWait();
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(card()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(FLOATING_CTA.storageKey)).toBe("1");
    unmount();
    renderAt();
    reachAndWait();
    expect(card()).not.toBeInTheDocument();
  });

  it("waits while the cookie banner is open (no choice yet) and appears once chosen", () => {
    localStorage.clear();
    renderAt();
    reachAndWait();
    expect(card()).not.toBeInTheDocument();
    act(() => storeConsent("all"));
    expect(card()).toBeInTheDocument();
    act(() => resetConsent());
    expect(card()).not.toBeInTheDocument();
  });

  it("is never shown on /kontakt", () => {
    renderAt("/kontakt");
    reachAndWait();
    expect(card()).not.toBeInTheDocument();
  });

  it("still works when sessionStorage is unavailable", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    renderAt();
    reachAndWait();
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(card()).not.toBeInTheDocument();
  });
});
