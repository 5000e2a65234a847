// What the real-load benchmark reads of a page, on small pages in Debian's Chromium: hydration as React shows it,
// the form's send button, the cookie banner's paint, and a page that carries scripts but never hydrates.
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../chromium.ts";
import { keepNamesInPage } from "./keep-names.ts";
import { observeLoad, type Seen, waitForHydration } from "./page-observer.ts";

const banner = "#cookie-banner";
let browser: Browser;
let context: BrowserContext;

/** a page at http://pages.test/<name> with the given body, observed as the benchmark observes its pages */
async function open(name: string, body: string) {
  const page = await context.newPage();
  await page.route(`http://pages.test/${name}`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><html lang="de"><body>${body}</body></html>` }),
  );
  await page.goto(`http://pages.test/${name}`, { waitUntil: "load" });
  return page;
}

const seenOn = (page: Awaited<ReturnType<typeof open>>) =>
  page.evaluate(() => (window as unknown as { __realLoad: Seen }).__realLoad);

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  context = await browser.newContext();
  await context.addInitScript(keepNamesInPage);
  await context.addInitScript(observeLoad, { banner });
});

afterAll(async () => {
  await browser?.close();
});

describe("the page observer", () => {
  it("notes hydration when React's props reach a link, and the form once its send button can be pressed", async () => {
    // what React does when it hydrates: its props on the elements it owns; the page enables its own send button
    const page = await open(
      "hydrates",
      `<a href="/preise">Preise</a><form><button type="submit" disabled>Senden</button></form>
       <script type="module">
         setTimeout(() => {
           document.querySelector("a").__reactProps$test = {};
           document.querySelector("button").disabled = false;
         }, 300);
       </script>`,
    );
    await waitForHydration(page, 5_000);
    await page.waitForFunction(() => (window as unknown as { __realLoad: Seen }).__realLoad.formReady > 0);
    const seen = await seenOn(page);
    expect(seen.hydrated).toBeGreaterThanOrEqual(300);
    expect(seen.formReady).toBeGreaterThanOrEqual(300);
    expect(seen.fcp).toBeGreaterThan(0);
    await page.close();
  });

  it("takes a page that carries module scripts and never hydrates for a broken one", async () => {
    const page = await open("never-hydrates", `<a href="/preise">Preise</a><script type="module">void 0;</script>`);
    await expect(waitForHydration(page, 1_000)).rejects.toThrow(
      "http://pages.test/never-hydrates did not hydrate within 1 s",
    );
    expect((await seenOn(page)).hydrated).toBe(0);
    await page.close();
  });

  it("does not wait for a page without module scripts (the script-free copy)", async () => {
    const page = await open("static", `<a href="/preise">Preise</a><p>Ohne JavaScript</p>`);
    const started = Date.now();
    await waitForHydration(page, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await seenOn(page)).hydrated).toBe(0);
    await page.close();
  });

  it("notes the first paint of the cookie banner, and none on a page without it", async () => {
    const page = await open(
      "banner",
      `<main><h1>Willkommen</h1></main><section id="cookie-banner"><p>Wir fragen vor jedem Cookie.</p></section>`,
    );
    await page.waitForFunction(() => (window as unknown as { __realLoad: Seen }).__realLoad.banner > 0);
    const seen = await seenOn(page);
    expect(seen.banner).toBeGreaterThanOrEqual(seen.fcp);
    const without = await open("no-banner", `<main><h1>Willkommen</h1></main>`);
    await without.waitForFunction(() => (window as unknown as { __realLoad: Seen }).__realLoad.fcp > 0);
    expect((await seenOn(without)).banner).toBe(0);
    await page.close();
    await without.close();
  });
});
