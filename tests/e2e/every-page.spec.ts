import { allPages, expect, expectNoA11yViolations, test } from "./fixtures";

// One load per page serves both checks: the hydrated page keeps its head and h1 without a console error, and axe
// (WCAG 2.x A/AA and best practices) finds nothing.
test.describe("every prerendered page", () => {
  for (const path of allPages) {
    test(`${path}: one h1, title and canonical after hydration, no console error, no axe violation`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/ \| KI Marketing Studio$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      expect(consoleErrors).toEqual([]);
      await expectNoA11yViolations(page);
    });
  }
});

test("the 404 page has no axe violations", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await page.getByText("Oops! Page not found").waitFor();
  await expectNoA11yViolations(page);
});
