import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT, FLOATING_CTA } from "~/content/behaviour";
import { whatsappHref } from "~/content/site";
import { allowing, resetConsent, storeConsent } from "~/lib/consent";
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

/** Advances the fake clock. */
async function wait(ms: number) {
  await act(async () => {
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
const reachAndWait = async () => {
  scrollTo((PAGE - VIEWPORT) * FLOATING_CTA.scrollRatio);
  await wait(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs);
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(CONSENT.storageKey, '{"statistics":false,"marketing":false,"media":false}');
  Object.defineProperty(window, "innerHeight", { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: PAGE });
  scrollTo(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("FloatingCta", () => {
  it("is hidden until 75 % scrolled, then appears after the debounce and 500 ms", async () => {
    renderAt();
    expect(card()).not.toBeInTheDocument();
    scrollTo(2000);
    await wait(5000);
    expect(card()).not.toBeInTheDocument();
    scrollTo(3000);
    await wait(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs - 1);
    expect(card()).not.toBeInTheDocument();
    await wait(1);
    expect(card()).toBeInTheDocument();
  });

  it("appears without a further scroll when the page is already past the point as it mounts", async () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 3600 });
    renderAt();
    await wait(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs);
    expect(card()).toBeInTheDocument();
  });

  it("offers /services and WhatsApp (new tab, noopener, prefilled German greeting)", async () => {
    renderAt();
    await reachAndWait();
    expect(screen.getByRole("link", { name: "Services ansehen" })).toHaveAttribute("href", "/services");
    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute("href", whatsappHref());
    expect(whatsapp.getAttribute("href")).toContain("text=Hallo");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
  });

  it("closes with 'Schließen' and stays away for the session", async () => {
    const { unmount } = renderAt();
    await reachAndWait();
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(card()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(FLOATING_CTA.storageKey)).toBe("1");
    unmount();
    renderAt();
    await reachAndWait();
    expect(card()).not.toBeInTheDocument();
  });

  it("waits while the cookie banner is open (no choice yet) and appears once chosen", async () => {
    localStorage.clear();
    renderAt();
    await reachAndWait();
    expect(card()).not.toBeInTheDocument();
    act(() => storeConsent(allowing(["media"])));
    expect(card()).toBeInTheDocument();
    act(() => resetConsent());
    expect(card()).not.toBeInTheDocument();
  });

  it("is never shown on /kontakt", async () => {
    renderAt("/kontakt");
    await reachAndWait();
    expect(card()).not.toBeInTheDocument();
  });

  it("still works when sessionStorage is unavailable", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    renderAt();
    await reachAndWait();
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(card()).not.toBeInTheDocument();
  });
});
