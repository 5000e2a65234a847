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
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [CONSENT.storageKey, storedChoice(allowed)],
  );
}

/**
 * Runs axe with WCAG 2.x A/AA rules and fails on any violation, listing them readably. `include` limits it to the
 * parts a test has just changed (the rest of the page is checked on its first visit, in everyPageChecks).
 */
export async function expectNoA11yViolations(page: Page, options: { include?: string[] } = {}) {
  // Only violations are read, so axe skips building selectors and HTML for the passes (much of its run time).
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
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

/**
 * Records every Content-Security-Policy violation from the page's first script on (call before `page.goto`); the
 * returned function reads them from the current document.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Scrolls down in steps of 80 % of the viewport until the end of the page, then waits for the network to go quiet. */
export async function scrollToEnd(page: Page) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

/**
 * The checks every prerendered page gets in one visit, before any consent (a fresh browser context stores none).
 * Call before `page.goto`: it starts recording requests and Content-Security-Policy violations, and returns the check
 * to run on the loaded page. The hydrated page keeps its head and h1, and axe (WCAG 2.x A/AA and best practices)
 * finds nothing, cookie banner included. The page is then scrolled to the bottom step by step, so that lazy sections,
 * images and observers fire; by then, as TDDDG § 25 requires, no request has left for another host and no external
 * embed is on the page, the policy has blocked nothing, and no console error has come.
 */
export async function everyPageChecks(page: Page, baseURL: string) {
  const contacted = thirdPartyHosts(page, new URL(baseURL).origin);
  const violations = await watchCsp(page);
  return async (path: string, consoleErrors: string[]) => {
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page).toHaveTitle(/ \| KI Marketing Studio$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // the cookie banner of a first visit is on the page, so axe checks it on every route too
    await expect(page.getByRole("region", { name: "Cookie-Einstellungen" })).toBeVisible();
    await expectNoA11yViolations(page);

    await scrollToEnd(page);
    expect(contacted(), `third-party hosts contacted by ${path} before consent`).toEqual([]);
    await expect(page.locator("iframe"), `external embeds on ${path} before consent`).toHaveCount(0);
    expect(await violations(), `Content-Security-Policy violations on ${path} before consent`).toEqual([]);
    expect(consoleErrors).toEqual([]);
  };
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
