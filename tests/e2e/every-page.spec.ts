import type { Page } from "@playwright/test";
import { serviceSlugs } from "../../src/content/catalogue";
import { servicePath } from "../../src/content/paths";
import {
  allPages,
  everyPageChecks,
  expect,
  expectNoA11yViolations,
  scrollToEnd,
  test,
  thirdPartyHosts,
  watchCsp,
} from "./fixtures";

/*
 * One load per page serves every per-page check (everyPageChecks in ./fixtures.ts): head and h1 after hydration, no
 * axe violation, and before consent no third-party request, no external embed, no Content-Security-Policy violation
 * and no console error. Each test starts in a fresh browser context, so nothing is stored. The service pages get the
 * same checks in service-pages.spec.ts, in the one visit that also checks their template.
 */

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Einstellungen" });
/** Visited by service-pages.spec.ts, which loops over the same serviceSlugs. */
const servicePages = new Set(serviceSlugs.map(servicePath));

test.describe("every prerendered page", () => {
  for (const path of allPages.filter((path) => !servicePages.has(path))) {
    test(`${path}: head and h1 after hydration, no console error, no axe violation, no third party or CSP violation before consent`, async ({
      page,
      consoleErrors,
      baseURL,
    }) => {
      const checkPage = await everyPageChecks(page, baseURL!);
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(200);
      await checkPage(path, consoleErrors);
    });
  }
});

test("the 404 page has no axe or CSP violations and contacts no third party before consent", async ({
  page,
  baseURL,
}) => {
  const contacted = thirdPartyHosts(page, new URL(baseURL!).origin);
  const violations = await watchCsp(page);
  await page.goto("/gibt-es-nicht");
  await page.getByText("Oops! Page not found").waitFor();
  await expectNoA11yViolations(page);
  await expect(banner(page)).toBeVisible();
  await scrollToEnd(page);
  expect(contacted(), "third-party hosts contacted by the 404 page before consent").toEqual([]);
  expect(await violations(), "Content-Security-Policy violations on the 404 page before consent").toEqual([]);
});
