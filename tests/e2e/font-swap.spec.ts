import { expect, test, twoFrames } from "./fixtures";

/** The family name of app.css's Inter faces. */
const INTER_FAMILY = "Inter Variable";

/*
 * The swap from the fallback face to Inter must not move text. The test holds Inter's files back until the fallback
 * has painted, so the swap happens for certain; the pages chosen have long bold headings at phone width, where a
 * fallback with the wrong width wraps a line differently and pushes everything below it.
 */
const routes = ["/", "/services/seo-experte", "/preise", "/blog"];

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const path of routes) {
  test(`${path}: the font swap at phone width shifts the layout by less than 0.01`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    let released = false;
    // The build names each font file after its source with a content hash, under /assets/.
    await page.route(/\/assets\/inter-.+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      released = true;
      await route.continue();
    });
    await page.goto(path);
    await page.waitForFunction(
      // FontFace.family comes back quoted when the name has a space.
      (family) =>
        [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded") &&
        document.fonts.status === "loaded",
      INTER_FAMILY,
    );
    expect(released, "Inter arrived after the first paint").toBe(true);
    await twoFrames(page);
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });
}

test("without JavaScript the page gets Inter too (plain @font-face rules)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const interRequested = page.waitForRequest(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  await page.goto("/");
  await interRequested;
  await context.close();
});
