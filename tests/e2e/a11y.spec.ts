import { allPages, expectNoA11yViolations, test } from "./fixtures";

test.describe("axe on every prerendered page", () => {
  for (const path of allPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(encodeURI(path));
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
    });
  }
});

test("the 404 page has no axe violations", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await page.getByText("Oops! Page not found").waitFor();
  await expectNoA11yViolations(page);
});
