import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { CONSENT } from "../../src/content/behaviour";
import { pagePaths } from "../../src/lib/page-paths";
import { blogSlugsFromDisk } from "../../tools/build/blog-slugs";

/** Every prerendered page, decoded (e.g. "/über-ki"). */
export const allPages: string[] = pagePaths(blogSlugsFromDisk());

/** A cookie choice as the banner stores it (one boolean per category): essential entries only, or every category. */
export function storedChoice(allowed: "essential" | "all"): string {
  return JSON.stringify(Object.fromEntries(CONSENT.categories.map((category) => [category, allowed === "all"])));
}

/** Stores a cookie choice before the page's scripts run, so the banner stays away. */
export async function chooseConsent(page: Page, allowed: "essential" | "all" = "essential") {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [CONSENT.storageKey, storedChoice(allowed)]);
}

/** Runs axe with WCAG 2.x A/AA rules and fails on any violation, listing them readably. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Only violations are read, so axe skips building selectors and HTML for the passes (much of its run time).
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Hosts other than the site itself that the page contacted. */
export function thirdPartyHosts(page: Page, siteOrigin: string): () => string[] {
  const hosts = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== siteOrigin) hosts.add(url.host);
  });
  return () => [...hosts];
}

/** Resolves after the browser has rendered two more frames, so work queued for the next frame has run. */
export async function twoFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until React has hydrated the page (it marks the DOM nodes it owns with a fiber key), the network has gone
 * quiet and two frames have passed, so mount effects (scroll and click listeners) are in place. Input sent before
 * that could be lost, as it would be for a visitor on a slow phone.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("inhalt");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.waitForLoadState("networkidle");
  await twoFrames(page);
}

/** A test whose page fails it on any console error or uncaught exception, unless the test expects it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
