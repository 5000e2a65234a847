// What a page notes about its own load, for `npm run bench -- real-load`. `observeLoad` is handed to the browser
// (`addInitScript`) and runs in the page before any of its scripts; `waitForHydration` waits, from outside, for what
// it notes.
import type { Page } from "@playwright/test";

/**
 * What the page notes.
 */
export interface Seen {
  /** largest contentful paint */
  lcp: number;
  /** layout shift, as the Layout Instability API adds it up */
  cls: number;
  /** first contentful paint */
  fcp: number;
  longTasks: { start: number; duration: number }[];
  /** the first frame in which a link carries React's props (0: never) */
  hydrated: number;
  /** the first paint of the cookie banner's text (0: never painted) */
  banner: number;
  /** the first frame in which the page's form had a visible, enabled send button (0: never) */
  formReady: number;
}

/**
 * Collects the paint, shift and long-task entries; notes when React has hydrated (React puts its props on each
 * element it owns; a prerendered link has none until hydration), when the cookie banner's text was first painted
 * (Element Timing: every element of the banner is marked as it enters the document, before its first paint) and
 * when the send button of the page's form could first be pressed.
 * @param options `banner`: a selector for the cookie banner
 */
export function observeLoad({ banner }: { banner: string }) {
  const seen: Seen = { lcp: 0, cls: 0, fcp: 0, longTasks: [], hydrated: 0, banner: 0, formReady: 0 };
  Object.defineProperty(window, "__realLoad", { value: seen });
  const observe = (
    type: string,
    take: (
      entry: PerformanceEntry & { value?: number; hadRecentInput?: boolean; identifier?: string; renderTime?: number },
    ) => void,
  ) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe("largest-contentful-paint", (entry) => (seen.lcp = entry.startTime));
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) seen.cls += entry.value ?? 0;
  });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  });
  observe("longtask", (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe("element", (entry) => {
    const painted = entry.renderTime || entry.startTime;
    if (entry.identifier === "banner" && (!seen.banner || painted < seen.banner)) seen.banner = painted;
  });

  const mark = (element: Element) => {
    for (const each of [element, ...element.querySelectorAll("*")]) each.setAttribute("elementtiming", "banner");
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = node.closest(banner) ?? node.querySelector(banner);
        if (found) mark(found);
      }
    }
  }).observe(document, { childList: true, subtree: true });

  const hydrated = () => {
    const link = document.querySelector("a[href]");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
  };
  const formReady = () => {
    const button = document.querySelector("form button[type=submit], form input[type=submit]");
    return button instanceof HTMLButtonElement || button instanceof HTMLInputElement
      ? !button.disabled && button.getClientRects().length > 0
      : false;
  };
  const poll = () => {
    const now = performance.now();
    if (!seen.hydrated && hydrated()) seen.hydrated = now;
    if (!seen.formReady && formReady()) seen.formReady = now;
    if (!seen.hydrated || !seen.formReady) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * Waits until a page of this site (observed by observeLoad) has hydrated. A page without module scripts (the
 * script-free copy) never hydrates: nothing to wait for. One that carries them and does not hydrate is broken (say,
 * its policy blocks its scripts): an error, so that no figure is taken from it.
 */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page
    .waitForFunction(
      () =>
        (window as unknown as { __realLoad: Seen }).__realLoad.hydrated > 0 ||
        document.querySelector("script[type=module]") === null,
      null,
      { timeout },
    )
    .catch(() => {
      throw new Error(`${page.url()} did not hydrate within ${timeout / 1000} s`);
    });
}
