import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { CONSENT } from "../../src/content/behaviour";
import { VIDEO_HOST } from "../../src/content/home/videos";
import { withLeadSource } from "../../src/lib/lead-source";
import { contentSecurityPolicy, type HeaderOptions } from "../../tools/security-headers.mjs";
import { expect, hydrated, test } from "./fixtures";

/*
 * The tag-manager tests run against the same build as everything else, which has no container id. Instead of a
 * second build with VITE_GTM_ID, `withTagManager` serves that build as a build with a container id would be served:
 * the site configuration's empty `containerId` in the built JavaScript becomes a test id (and, if asked,
 * `loadOnEssential` is switched on), and pages carry the Content-Security-Policy that tools/security-headers.mjs
 * gives a build with a tag manager. Banner, consent callback, gate, dynamic import and loader all run unchanged.
 * Requests to googletagmanager.com are answered by a stub script, so no real network is needed.
 */
const TEST_ID = "GTM-E2ETEST";
const builtHeaders: HeaderOptions = JSON.parse(readFileSync("build/headers.json", "utf8"));

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
    headers["content-security-policy"] = contentSecurityPolicy({ ...builtHeaders, tagManager: true });
    await route.fulfill({ response, headers });
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
    await route.fulfill({ contentType: "text/javascript", body: "window.__gtmStubRuns = (window.__gtmStubRuns || 0) + 1;" });
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
const denied = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };
const granted = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };
const scriptUrl = `https://www.googletagmanager.com/gtm.js?id=${TEST_ID}`;
const json = (statistics: boolean, marketing: boolean, media: boolean) => JSON.stringify({ statistics, marketing, media });

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
  test("is not in the prerendered HTML (storage is unknown there), so hydration cannot disagree", async ({ request }) => {
    for (const path of ["/", "/preise", "/kontakt"]) {
      const html = await (await request.get(encodeURI(path))).text();
      expect(html).not.toContain("Nur essenzielle");
      expect(html).not.toContain("Kontakt aufnehmen");
    }
  });

  test("shows on the first visit at the bottom, with the policy link and two equal buttons, without taking focus", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await banner(page).isVisible(), "the banner is there right after hydration").toBe(true);
    const box = (await banner(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal#cookie-policy");
    await expect(banner(page)).not.toBeFocused();
    // axe checks the banner on every page's first visit (everyPageChecks)
  });

  test("never hides the open mobile menu: its last links stay clickable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakt", exact: true }).click();
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

  test("works by keyboard alone: the last stop of the page, one Shift+Tab away", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const settings = banner(page).getByRole("button", { name: "Einstellungen" });
    await page.keyboard.press("Shift+Tab");
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

  test("the footer's 'Cookie-Einstellungen' removes the choice and reopens the banner with focus on it", async ({ page }) => {
    await page.addInitScript(([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem("seeded", "1");
      }
    }, [CONSENT.storageKey, json(true, true, true)]);
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
    await expect(banner(page).getByRole("switch", { name: /Externe Medien/ }), "settings open at the withdrawn choice").toBeChecked();
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
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStubRuns?: number }).__gtmStubRuns)).toBe(1);
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

  test("'Einstellungen' with Statistik alone grants analytics storage only; the banner then asks for all three categories", async ({
    page,
  }) => {
    const { google } = await withTagManager(page);
    await page.goto("/");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Einstellungen" }).click();
    await expect(banner(page).getByRole("switch")).toHaveCount(4);
    await banner(page).getByRole("switch", { name: /Statistik/ }).check();
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
    await banner(page).getByRole("switch", { name: /Externe Medien/ }).check();
    await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
  });

  test("a stored choice that allows every category loads the container on the next visit, without the banner", async ({ page }) => {
    const { google } = await withTagManager(page);
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [CONSENT.storageKey, json(true, true, true)]);
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
