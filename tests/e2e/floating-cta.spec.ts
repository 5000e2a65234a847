import type { Page } from "@playwright/test";
import { FLOATING_CTA } from "../../src/content/behaviour";
import { chooseConsent, expect, expectNoA11yViolations, hydrated, test } from "./fixtures";

const card = (page: Page) => page.getByRole("complementary", { name: "Kontakt aufnehmen" });
const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Einstellungen" });
const LONG_PAGE = "/services";

/** Scrolls to a share of the scrollable distance; resolves to the page's clock at that moment. */
function scrollToShare(page: Page, share: number) {
  return page.evaluate((s) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.ceil(scrollable * s));
    return performance.now();
  }, share);
}

/** Records when the card first appears, on the page's own clock. */
async function watchAppearance(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __cardShownAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('aside[aria-label="Kontakt aufnehmen"]')) {
        w.__cardShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cardShownAt?: number }).__cardShownAt);
}

test.describe("floating call-to-action", () => {
  test("stays hidden below 75 % and appears 500 ms after a debounced check at 75 %", async ({ page }) => {
    await chooseConsent(page);
    await page.goto(LONG_PAGE);
    await hydrated(page);
    const shownAt = await watchAppearance(page);

    await scrollToShare(page, 0.5);
    await page.waitForTimeout(1500);
    await expect(card(page)).toHaveCount(0);

    const scrolledAt = await scrollToShare(page, FLOATING_CTA.scrollRatio + 0.01);
    await expect(card(page)).toBeVisible();
    const elapsed = (await shownAt())! - scrolledAt;
    expect(elapsed).toBeGreaterThanOrEqual(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs - 20);
    expect(elapsed).toBeLessThan(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs + 1000);

    const box = (await card(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);

    await expect(card(page).getByRole("link", { name: "Services ansehen" })).toHaveAttribute("href", "/services");
    const whatsapp = card(page).getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hallo/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    await expectNoA11yViolations(page, { include: ['aside[aria-label="Kontakt aufnehmen"]'] });
  });

  test("'Schließen' hides it for the rest of the session, not for a new one", async ({ page, browser, baseURL }) => {
    await chooseConsent(page);
    await page.goto(LONG_PAGE);
    await hydrated(page);
    await scrollToShare(page, 0.9);
    await card(page).getByRole("button", { name: "Schließen" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLOATING_CTA.storageKey)).not.toBeNull();

    for (const path of [LONG_PAGE, "/preise"]) {
      await page.goto(path);
      await hydrated(page);
      await scrollToShare(page, 1);
      await page.waitForTimeout(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs + 800);
      await expect(card(page), `still dismissed on ${path}`).toHaveCount(0);
    }

    const freshContext = await browser.newContext({ baseURL });
    const fresh = await freshContext.newPage();
    await chooseConsent(fresh);
    await fresh.goto(LONG_PAGE);
    await hydrated(fresh);
    await scrollToShare(fresh, 0.9);
    await expect(card(fresh)).toBeVisible();
    await freshContext.close();
  });

  test("never covers the cookie banner: waits while it is open and comes after the choice", async ({ page }) => {
    await page.goto(LONG_PAGE);
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await scrollToShare(page, 0.9);
    await page.waitForTimeout(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs + 800);
    await expect(card(page)).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Nur essenzielle" }).click();
    await expect(card(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Reopening the banner from the footer puts the card away again.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });

  test("at the end of the page it docks below the footer instead of covering its links", async ({ page }) => {
    await chooseConsent(page);
    await page.goto(LONG_PAGE);
    await hydrated(page);
    await scrollToShare(page, 0.9);
    await expect(card(page)).toBeVisible();
    await scrollToShare(page, 1);
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    const box = (await card(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
  });

  test("stays off /kontakt, so the form's submit button is never covered", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await chooseConsent(page);
    await page.goto("/kontakt");
    await hydrated(page);
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable, "the page must be scrollable for this test to mean anything").toBeGreaterThan(200);
    await scrollToShare(page, 1);
    await page.waitForTimeout(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs + 800);
    await expect(card(page)).toHaveCount(0);
  });

  test("animates in, and appears without animation under reduced motion", async ({ browser, baseURL }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ baseURL, reducedMotion });
      const page = await context.newPage();
      await chooseConsent(page);
      await page.goto(LONG_PAGE);
      await hydrated(page);
      await scrollToShare(page, 0.9);
      await expect(card(page)).toBeVisible();
      const seconds = await card(page).evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
      if (reducedMotion === "reduce") expect(seconds).toBeLessThan(0.001);
      else expect(seconds).toBeGreaterThan(0.1);
      await context.close();
    }
  });
});
