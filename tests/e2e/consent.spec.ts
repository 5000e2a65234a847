import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { CONSENT } from "../../src/content/behaviour";
import { consentCategoryText } from "../../src/content/consent";
import { VIDEO_HOST } from "../../src/content/home/videos";
import { withLeadSource } from "../../src/lib/lead-source";
import { contentSecurityPolicy, pageHeaderOptions, type SiteHeaderOptions } from "../../tools/security-headers.ts";
import { allPages, chooseConsent, expect, hydrated, test } from "./fixtures";
import { holdScripts, isHydrated, watchBannerPaints } from "./while-loading";

/*
 * The tag-manager tests run against the same build as everything else, which has no container id. Instead of a
 * second build with VITE_GTM_ID, `withTagManager` serves that build as a build with a container id would be served:
 * the site configuration's empty `containerId` in the built JavaScript becomes a test id (and, if asked,
 * `loadOnEssential` is switched on), the prerendered banner offers every category (`offeringEveryCategory`), and
 * each page carries the Content-Security-Policy that tools/security-headers.ts gives it in a build with a tag
 * manager. Banner, consent callback, gate, dynamic import and loader all run unchanged. Requests to
 * googletagmanager.com are answered by a stub script, so no real network is needed.
 */
const TEST_ID = "GTM-E2ETEST";
const builtHeaders: SiteHeaderOptions = JSON.parse(readFileSync("build/headers.json", "utf8"));

/**
 * The server's answer for a routed request, or null when the request was dropped on the way (a reload cancels what the
 * old page still loads); the route is then aborted. A file that really fails to load breaks hydration, which the
 * tests notice on their own.
 */
async function fetchOrAbort(route: Route) {
  try {
    return await route.fetch();
  } catch {
    await route.abort().catch(() => {});
    return null;
  }
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * The prerendered banner of this build (external media only) as a build with a container id prerenders it: every
 * category named in its text, one switch each. Fails the test when the banner's HTML no longer has the expected shape.
 */
function offeringEveryCategory(html: string): string {
  const offered = CONSENT.categories.map((category) => consentCategoryText[category].label);
  const media = consentCategoryText.media;
  const listed = `<!-- -->${escapeHtml(media.label)}<!-- -->.`;
  expect(html.split(listed), "the banner lists the offered categories once").toHaveLength(2);
  const at = html.indexOf('data-consent-category="media"');
  const [start, end] = [html.lastIndexOf("<li", at), html.indexOf("</li>", at) + "</li>".length];
  expect(start >= 0 && end > at, "the banner has a switch for external media").toBe(true);
  const mediaSwitch = html.slice(start, end);
  const switchFor = (category: "statistics" | "marketing") =>
    mediaSwitch
      .replaceAll('-media"', `-${category}"`)
      .replaceAll('-media-text"', `-${category}-text"`)
      .replace('data-consent-category="media"', `data-consent-category="${category}"`)
      .replace(`>${escapeHtml(media.label)}<`, `>${escapeHtml(consentCategoryText[category].label)}<`)
      .replace(`>${escapeHtml(media.description)}<`, `>${escapeHtml(consentCategoryText[category].description)}<`);
  return (
    html.slice(0, start).replace(listed, `<!-- -->${escapeHtml(offered.join(", "))}<!-- -->.`) +
    switchFor("statistics") +
    switchFor("marketing") +
    html.slice(start)
  );
}

async function withTagManager(page: Page, { loadOnEssential = false } = {}) {
  const site = new URL(test.info().project.use.baseURL!).origin;
  const patches = { containerId: 0, loadOnEssential: 0 };
  // Registered first, so the more specific routes below run before it (Playwright runs the latest match first).
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document" || new URL(request.url()).origin !== site) return route.fallback();
    const response = await fetchOrAbort(route);
    if (!response) return;
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    const path = decodeURIComponent(new URL(request.url()).pathname);
    headers["content-security-policy"] = contentSecurityPolicy(
      pageHeaderOptions({ ...builtHeaders, tagManager: true }, path),
    );
    await route.fulfill({ response, headers, body: offeringEveryCategory(await response.text()) });
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await fetchOrAbort(route);
    if (!response) return;
    let body = await response.text();
    body = body.replace(/containerId:(``|""|'')/g, () => {
      patches.containerId++;
      return `containerId:"${TEST_ID}"`;
    });
    if (loadOnEssential) {
      body = body.replace(/loadOnEssential:(!1|false)/g, () => {
        patches.loadOnEssential++;
        return "loadOnEssential:!0";
      });
    }
    await route.fulfill({ response, body });
  });
  const google: string[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
    google.push(route.request().url());
    await route.fulfill({
      contentType: "text/javascript",
      body: "window.__gtmStubRuns = (window.__gtmStubRuns || 0) + 1;",
    });
  });
  return { google, patches };
}

/** dataLayer with gtag's Arguments objects turned into arrays. */
function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

const storedConsent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CONSENT.storageKey);
const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Einstellungen" });
const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const granted = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};
const scriptUrl = `https://www.googletagmanager.com/gtm.js?id=${TEST_ID}`;
const json = (statistics: boolean, marketing: boolean, media: boolean) =>
  JSON.stringify({ statistics, marketing, media });

// Granting external media loads the home page's videos at once. Their host answers with a stub page, so a test that
// waits for a quiet network never waits on the real internet (which CI may not reach).
test.beforeEach(async ({ page }) =>
  page.route(`${VIDEO_HOST.origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title>" }),
  ),
);

// Route handlers still fetching when a test ends must not fail the next test in the same worker.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test.describe("cookie banner", () => {
  test("is in every prerendered page, before the page's content (so the first frame paints it)", async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const path of allPages) {
      const html = await (await request.get(encodeURI(path))).text();
      const at = html.indexOf('aria-label="Cookie-Einstellungen"');
      if (at < 0 || !html.includes("Nur essenzielle")) problems.push(`${path}: no banner`);
      else if (at > html.indexOf("<main"))
        problems.push(`${path}: the banner comes after the start of the page's content`);
    }
    expect(problems).toEqual([]);
  });

  test("on a first visit it is painted before any script has loaded, at the bottom of the screen", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
    await expect(banner(page)).toBeVisible();
    const box = (await banner(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
    expect(await isHydrated(page)).toBe(false);
  });

  test("a returning visitor never sees it, not even for a frame, and nothing moves", async ({
    page,
    consoleErrors,
  }) => {
    await chooseConsent(page);
    const paints = await watchBannerPaints(page);
    const release = await holdScripts(page);
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-label="Cookie-Einstellungen"]')).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(page.locator('[aria-label="Cookie-Einstellungen"]')).toHaveCount(0);
    const seen = await paints();
    expect(seen.firstContentfulPaint, "the page itself was painted").toBeGreaterThan(0);
    expect(seen.bannerPaints, "paints of the banner").toBe(0);
    expect(seen.shift, "layout shift (the web font's swap may move a line by a pixel)").toBeLessThan(0.01);
    expect(consoleErrors).toEqual([]);
  });

  for (const [label, value] of [
    ["Nur essenzielle", json(false, false, false)],
    ["Alle akzeptieren", json(false, false, true)],
  ] as const) {
    test(`'${label}' pressed before the scripts have loaded is kept: stored, hidden, and hydration keeps it`, async ({
      page,
      consoleErrors,
    }) => {
      const release = await holdScripts(page);
      await page.goto("/preise", { waitUntil: "domcontentloaded" });
      await banner(page).getByRole("button", { name: label }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe(value);
      expect(await isHydrated(page), "chosen before hydration").toBe(false);
      release();
      await hydrated(page);
      await expect(banner(page)).toHaveCount(0);
      expect(await storedConsent(page)).toBe(value);
      expect(consoleErrors, "no hydration error").toEqual([]);
    });
  }

  test("settings opened and switched before the scripts have loaded are taken over by the banner's code", async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const settings = banner(page).getByRole("button", { name: "Einstellungen" });
    await settings.click();
    await expect(settings).toHaveAttribute("aria-expanded", "true");
    await banner(page)
      .getByRole("switch", { name: /Externe Medien/ })
      .check();
    release();
    await hydrated(page);
    await expect(banner(page).getByRole("switch", { name: /Externe Medien/ })).toBeChecked();
    await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe(json(false, false, true));
    expect(consoleErrors).toEqual([]);
  });

  test("shows on the first visit at the bottom, with the policy link and two equal buttons, without taking focus", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await banner(page).isVisible(), "the banner is there right after hydration").toBe(true);
    const box = (await banner(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/legal#cookie-policy",
    );
    await expect(banner(page)).not.toBeFocused();
    // axe checks the banner on every page's first visit (everyPageChecks)
  });

  test("never hides the open mobile menu: its last links stay clickable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Kontakt", exact: true })
      .click();
    await expect(page).toHaveURL(withLeadSource("/kontakt", { page: "/", slot: "menue" }));
    await expect(banner(page)).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`both choices are equally big and equally styled at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/preise");
      const essential = banner(page).getByRole("button", { name: "Nur essenzielle" });
      const all = banner(page).getByRole("button", { name: "Alle akzeptieren" });
      const [a, b] = [(await essential.boundingBox())!, (await all.boundingBox())!];
      expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
      expect(a.height).toBeGreaterThanOrEqual(44);
      const style = (l: typeof all) =>
        l.evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderTopWidth, s.borderTopColor].join();
        });
      expect(await style(essential)).toBe(await style(all));
    });
  }

  // This build configures no tag manager: the banner offers external media only, so "Alle akzeptieren" allows just that.
  for (const [label, value] of [
    ["Nur essenzielle", json(false, false, false)],
    ["Alle akzeptieren", json(false, false, true)],
  ] as const) {
    test(`'${label}' stores ${value}, hides the banner, and a reload skips it`, async ({ page }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: label }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe(value);
      await page.reload();
      await hydrated(page);
      await expect(banner(page)).toHaveCount(0);
      await page.goto("/services");
      await hydrated(page);
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test("works by keyboard alone: its stops come right after the navigation's", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const essential = banner(page).getByRole("button", { name: "Nur essenzielle" });
    const settings = banner(page).getByRole("button", { name: "Einstellungen" });
    const header = page.getByTestId("navbar");
    let step = 0;
    for (; step < 40 && !(await essential.evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
      const inHeader = await header.evaluate((el) => el.contains(document.activeElement));
      const inBanner = await banner(page).evaluate((el) => el.contains(document.activeElement));
      expect(inHeader || inBanner, "nothing between the navigation and the banner").toBe(true);
    }
    await expect(essential).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(settings).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(settings).toHaveAttribute("aria-expanded", "true");
    // The essential switch is always on (disabled, no tab stop); this build offers external media only.
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("switch", { name: /Externe Medien/ })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Auswahl speichern" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe(json(false, false, true));
  });

  test("on a phone, every stop the keyboard reaches on the page stands above the banner, never behind it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto("/");
    await hydrated(page);
    const hidden: string[] = [];
    const movedByBanner: string[] = [];
    for (let step = 0; step < 40; step++) {
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("Tab");
      const seen = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bannerElement = document.querySelector("section[aria-label]:has(#cookie-auswahl)");
        if (!focused || !bannerElement || focused === document.body) return null;
        const name = `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}`;
        if (bannerElement.contains(focused)) return { name, inBanner: true, covered: false, scrollY: window.scrollY };
        const box = focused.getBoundingClientRect();
        const top = bannerElement.getBoundingClientRect().top;
        // a stop that fits above the banner must stand there whole; a taller one (a tab panel) must begin above it
        const fits = box.height < top / 2;
        return {
          name,
          inBanner: false,
          covered: fits ? box.bottom > top + 1 : box.top >= top,
          scrollY: window.scrollY,
        };
      });
      if (seen?.covered) hidden.push(seen.name);
      // the banner's own buttons take focus where they stand: the page does not move
      if (seen?.inBanner && seen.scrollY !== scrollBefore) movedByBanner.push(seen.name);
    }
    expect(hidden).toEqual([]);
    expect(movedByBanner).toEqual([]);
  });

  test("the footer's 'Cookie-Einstellungen' removes the choice and reopens the banner with focus on it", async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem("seeded", "1");
        }
      },
      [CONSENT.storageKey, json(true, true, true)],
    );
    await page.goto("/legal");
    await hydrated(page);
    await expect(banner(page)).toHaveCount(0);
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    expect(await storedConsent(page)).toBeNull();
    // Not a trap: Tab walks on through the banner and beyond.
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toBeFocused();
    await expect(
      banner(page).getByRole("switch", { name: /Externe Medien/ }),
      "settings open at the withdrawn choice",
    ).toBeChecked();
    await banner(page).getByRole("button", { name: "Nur essenzielle" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe(json(false, false, false));
    await expect(settings).toBeFocused();
  });

  test("a corrupt stored value counts as no choice", async ({ page }) => {
    await page.addInitScript(([key]) => localStorage.setItem(key!, "yes-please"), [CONSENT.storageKey]);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
  });

  test("appearing moves nothing on the page (no layout shift), and at the end of the page the footer stays uncovered", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/preise");
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const impressum = page.getByRole("contentinfo").getByRole("link", { name: "Impressum" });
    const [link, bar] = [(await impressum.boundingBox())!, (await banner(page).boundingBox())!];
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y);
    await impressum.click(); // would fail if the banner intercepted the click
    await expect(page).toHaveURL(/\/legal#impressum$/);
  });
});

test.describe("tag manager (Google Consent Mode v2)", () => {
  test("nothing is requested before consent; 'Alle akzeptieren' sets the defaults denied, grants, then loads the container", async ({
    page,
  }) => {
    const { google, patches } = await withTagManager(page);
    await page.goto("/");
    await hydrated(page);
    expect(patches.containerId, "the test id reached the built configuration").toBe(1);
    expect(google).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);

    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(() => google).toEqual([scriptUrl]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtmStubRuns?: number }).__gtmStubRuns))
      .toBe(1);
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
    ]);
    expect(layer[2]).toMatchObject({ event: "gtm.js" });
    expect(await page.locator("noscript").evaluateAll((els) => els.map((el) => el.innerHTML).join())).toContain(
      `ns.html?id=${TEST_ID}`,
    );

    // Withdrawal: Consent Mode goes back to denied at once; the container is not loaded a second time.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(banner(page)).toBeVisible();
    expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", denied]);
    expect(google).toEqual([scriptUrl]);
  });

  test("'Alle akzeptieren' pressed before the scripts have loaded loads the container only once the site's code has read it", async ({
    page,
  }) => {
    const { google } = await withTagManager(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe(json(true, true, true));
    await page.waitForTimeout(300);
    expect(google, "the early script loads nothing").toEqual([]);
    release();
    await expect.poll(() => google).toEqual([scriptUrl]);
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
    ]);
  });

  test("'Einstellungen' with Statistik alone grants analytics storage only; the banner then asks for all three categories", async ({
    page,
  }) => {
    const { google } = await withTagManager(page);
    await page.goto("/");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Einstellungen" }).click();
    await expect(banner(page).getByRole("switch")).toHaveCount(4);
    await banner(page)
      .getByRole("switch", { name: /Statistik/ })
      .check();
    await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect.poll(() => google).toEqual([scriptUrl]);
    expect(await storedConsent(page)).toBe(json(true, false, false));
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", { ...denied, analytics_storage: "granted" }],
    ]);
  });

  test("'Einstellungen' with Externe Medien alone loads no tag manager", async ({ page }) => {
    const { google } = await withTagManager(page);
    await page.goto("/");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Einstellungen" }).click();
    await banner(page)
      .getByRole("switch", { name: /Externe Medien/ })
      .check();
    await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
  });

  test("a stored choice that allows every category loads the container on the next visit, without the banner", async ({
    page,
  }) => {
    const { google } = await withTagManager(page);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT.storageKey, json(true, true, true)],
    );
    await page.goto("/services");
    await expect.poll(() => google).toEqual([scriptUrl]);
    await expect(banner(page)).toHaveCount(0);
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
    ]);
  });

  test("'Nur essenzielle' sends nothing to Google while the owner's switch is off (the default)", async ({ page }) => {
    const { google, patches } = await withTagManager(page);
    await page.goto("/");
    await hydrated(page);
    expect(patches.containerId).toBe(1);
    await banner(page).getByRole("button", { name: "Nur essenzielle" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });

  test("with the switch on, 'Nur essenzielle' loads the container with every consent type denied", async ({ page }) => {
    const { google, patches } = await withTagManager(page, { loadOnEssential: true });
    await page.goto("/");
    await hydrated(page);
    expect(patches).toEqual({ containerId: 1, loadOnEssential: 1 });
    expect(google, "still nothing before a choice").toEqual([]);
    await banner(page).getByRole("button", { name: "Nur essenzielle" }).click();
    await expect.poll(() => google).toEqual([scriptUrl]);
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", denied],
    ]);
    expect(layer.filter((entry) => Array.isArray(entry) && JSON.stringify(entry).includes("granted"))).toEqual([]);
  });
});
