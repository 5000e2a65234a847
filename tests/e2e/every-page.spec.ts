import type { Page } from "@playwright/test";
import { allPages, expect, expectNoA11yViolations, test, thirdPartyHosts } from "./fixtures";

/*
 * One load per page serves every per-page check. The hydrated page keeps its head and h1 without a console error, and
 * axe (WCAG 2.x A/AA and best practices) finds nothing. And, as TDDDG § 25 requires, no request leaves for another
 * host before the visitor has chosen: each test starts in a fresh browser context (no stored consent), records every
 * request, and scrolls to the bottom step by step so that lazy sections, images and observers fire.
 */

/** Scrolls down in steps of 80 % of the viewport until the end of the page, then waits for the network to go quiet. */
async function scrollToEnd(page: Page) {
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

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Einstellungen" });

test.describe("every prerendered page", () => {
  for (const path of allPages) {
    test(`${path}: head and h1 after hydration, no console error, no axe violation, no third party before consent`, async ({
      page,
      consoleErrors,
      baseURL,
    }) => {
      const contacted = thirdPartyHosts(page, new URL(baseURL!).origin);
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/ \| KI Marketing Studio$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expectNoA11yViolations(page);

      await expect(banner(page)).toBeVisible();
      await scrollToEnd(page);
      expect(contacted(), `third-party hosts contacted by ${path} before consent`).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("the 404 page has no axe violations and contacts no third party before consent", async ({ page, baseURL }) => {
  const contacted = thirdPartyHosts(page, new URL(baseURL!).origin);
  await page.goto("/gibt-es-nicht");
  await page.getByText("Oops! Page not found").waitFor();
  await expectNoA11yViolations(page);
  await expect(banner(page)).toBeVisible();
  await scrollToEnd(page);
  expect(contacted(), "third-party hosts contacted by the 404 page before consent").toEqual([]);
});
