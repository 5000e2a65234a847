import type { Page } from "@playwright/test";

/**
 * Holds every script request until the returned function is called: a visitor on a slow connection acts while the
 * scripts are still on their way, however long the page takes to get there. Released requests go on to any other
 * route the test set up (or to the network).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.fallback().catch(() => {});
  });
  return release;
}

/** Whether React has hydrated the page yet (it marks the nodes it owns with a fiber key). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById("inhalt");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });

/** What the page saw of the cookie banner's paints, the first contentful paint and layout shifts. */
export type PaintsSeen = {
  bannerPaints: number;
  firstBannerPaint: number;
  /** when the last of what the banner shows (its text and its visible buttons) was first painted (0: not all were) */
  wholeBannerPaint: number;
  /** when the banner entered the document (0: never) */
  bannerParsed: number;
  firstContentfulPaint: number;
  shift: number;
};

/**
 * Records every paint of the cookie banner (Element Timing: each element of the banner is marked as it enters the
 * page, before its first paint), the first contentful paint and the layout shift; call before `page.goto`. The
 * returned function reads them from the current document, and when the whole banner, as it shows, was first painted.
 */
export async function watchBannerPaints(page: Page): Promise<() => Promise<PaintsSeen>> {
  const banner = '[aria-label="Cookie-Einstellungen"]';
  await page.addInitScript((banner) => {
    const seen = { bannerPaints: 0, firstBannerPaint: 0, bannerParsed: 0, firstContentfulPaint: 0, shift: 0 };
    const firstPaintOf = new Map<Element, number>();
    Object.assign(window, { __paintsSeen: seen, __firstPaintOf: firstPaintOf });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number; element: Element | null })[]) {
        seen.bannerPaints++;
        const painted = entry.renderTime || entry.startTime;
        if (!seen.firstBannerPaint || painted < seen.firstBannerPaint) seen.firstBannerPaint = painted;
        if (!entry.element) continue;
        const before = firstPaintOf.get(entry.element);
        if (before === undefined || painted < before) firstPaintOf.set(entry.element, painted);
      }
    }).observe({ type: "element", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") seen.firstContentfulPaint = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(`${banner}, ${banner} *`)) {
        seen.bannerParsed ||= performance.now();
        element.setAttribute("elementtiming", "banner");
      }
    }).observe(document, { childList: true, subtree: true });
  }, banner);
  return () =>
    page.evaluate((banner) => {
      const { __paintsSeen: seen, __firstPaintOf: firstPaintOf } = window as unknown as {
        __paintsSeen: Omit<PaintsSeen, "wholeBannerPaint">;
        __firstPaintOf: Map<Element, number>;
      };
      const region = document.querySelector(banner);
      const shown = region ? [...region.querySelectorAll("p, button")].filter((part) => !part.closest("[hidden]")) : [];
      const painted = shown.map((part) => firstPaintOf.get(part) ?? 0);
      const wholeBannerPaint = painted.length && !painted.includes(0) ? Math.max(...painted) : 0;
      return { ...seen, wholeBannerPaint };
    }, banner);
}
