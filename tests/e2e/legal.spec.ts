import { chooseConsent, expect, hydrated, test } from "./fixtures";

// A stored consent choice keeps the cookie banner from covering the page's buttons.
test.beforeEach(async ({ page }) => {
  await chooseConsent(page);
});

const tab = (page: import("@playwright/test").Page, name: string | RegExp) => page.getByRole("tab", { name });

test.describe("/legal", () => {
  test("the prerendered HTML shows all four texts; a no-script rule leaves out the tab list", async ({ request }) => {
    const html = await (await request.get("/legal")).text();
    for (const heading of [
      "Cookie Policy",
      "Datenschutzerklärung",
      "Allgemeine Geschäftsbedingungen (AGB)",
      "Impressum",
    ])
      expect(html).toContain(heading);
    expect(html.match(/role="tabpanel"[^>]*hidden/g)).toBeNull();
    expect(html).toMatch(/<noscript><style>\.js-only\{display:none!important\}[^<]*<\/style><\/noscript>/);
    expect(html).toMatch(/role="tablist"[^>]*class="js-only /);
  });

  test("starts on the Cookie Policy and switches by click without a route change", async ({ page, consoleErrors }) => {
    await page.goto("/legal");
    await hydrated(page);
    await expect(tab(page, "Cookie Policy")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Cookie Policy");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await tab(page, "Datenschutz").click();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Datenschutz");
    await expect(page.getByRole("heading", { name: "Datenschutzerklärung", exact: true })).toBeVisible();
    await expect(page).toHaveURL("/legal#datenschutz");
    await tab(page, /AGB/).click();
    await expect(page).toHaveURL("/legal#agb");
    // Same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test("the hash opens a tab", async ({ page, consoleErrors }) => {
    await page.goto("/legal#impressum");
    await expect(tab(page, "Impressum")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Impressum");
    await hydrated(page);
    await expect(tab(page, "Impressum")).toHaveAttribute("aria-selected", "true");
    expect(consoleErrors).toEqual([]);
  });

  test("the hash works before JavaScript bundles run", async ({ page }) => {
    await page.route(/\/assets\/(?!inline\/).*\.js$/, (route) => route.abort());
    await page.goto("/legal#agb");
    await expect(page.locator("#agb")).toBeVisible();
    await expect(page.locator("#cookie-policy")).toBeHidden();
    // The tab of the text shown has the selected look (the look aria-selected gives it once hydrated). Its colour
    // fades in (transition-colors) once the hash's target is matched, so the look is read once the fade is over.
    const background = (id: string) =>
      page.locator(id).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(() => background("#legal-tab-agb")).toBe("rgb(109, 40, 217)");
    await expect.poll(() => background("#legal-tab-cookie-policy")).toBe("rgb(255, 255, 255)");
    // A tab is an in-page link until then: it shows its text without any script.
    await page.locator("#legal-tab-impressum").click();
    await expect(page.locator("#impressum")).toBeVisible();
    await expect(page.locator("#agb")).toBeHidden();
  });

  test("hydration keeps the text chosen while the scripts loaded", async ({ page, consoleErrors }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto("/legal", { waitUntil: "domcontentloaded" });
    await page.locator("#legal-tab-impressum").click();
    await expect(page.locator("#impressum")).toBeVisible();
    expect(await page.locator("#legal-tab-impressum").getAttribute("aria-selected"), "not yet hydrated").toBeNull();
    release();
    await hydrated(page);
    await expect(tab(page, "Impressum")).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#impressum")).toBeVisible();
    await expect(page.locator("#cookie-policy")).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("arrow keys, Home and End move between tabs", async ({ page }) => {
    await page.goto("/legal");
    await hydrated(page);
    await tab(page, "Cookie Policy").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Datenschutz")).toBeFocused();
    await expect(tab(page, "Datenschutz")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, "Impressum")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Cookie Policy")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Impressum")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(page, "Cookie Policy")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/legal#cookie-policy");
    // Only the selected tab is in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).not.toHaveAttribute("role", "tab");
  });

  test("footer links land on the right tab, also while already on the page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL("/legal#impressum");
    await expect(tab(page, "Impressum")).toHaveAttribute("aria-selected", "true");
    await page.locator("footer").getByRole("link", { name: "AGB" }).click();
    await expect(tab(page, /AGB/)).toHaveAttribute("aria-selected", "true");
  });

  test("the Cookie Policy links to the Datenschutz tab; processors' policies open externally", async ({ page }) => {
    await page.goto("/legal");
    await hydrated(page);
    const panel = page.getByRole("tabpanel");
    for (const key of ["cookie-consent", "floating-cta-dismissed"])
      await expect(panel.getByText(key, { exact: true })).toBeVisible();
    await panel.getByRole("link", { name: "Datenschutzerklärung" }).first().click();
    await expect(tab(page, "Datenschutz")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/legal#datenschutz");
    const external = page.getByRole("tabpanel").locator('a[href^="https://"]');
    expect(await external.count()).toBeGreaterThanOrEqual(5);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    for (const host of ["supabase.com", "resend.com", "policies.google.com", "whatsapp.com"]) {
      await expect(page.getByRole("tabpanel").locator(`a[href*="${host}"]`).first()).toBeVisible();
    }
  });
});
