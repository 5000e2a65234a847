import { serviceGroups } from "../../src/content/catalogue";
import { footerServices } from "../../src/content/catalogue";
import { NAVBAR } from "../../src/content/behaviour";
import { expect, hydrated, test } from "./fixtures";

test("the umlaut route answers its percent-encoded form", async ({ page }) => {
  const response = await page.goto("/%C3%BCber-ki");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toContainText("Marketing mit KI");
});

test.describe("not found", () => {
  for (const path of ["/gibt-es-nicht", "/services/unbekannter-service", "/preise/extra"]) {
    test(`${path} gives the 404 page with status 404 and logs the path`, async ({ page }) => {
      const logs: string[] = [];
      page.on("console", (message) => logs.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect.poll(() => logs.some((line) => line.includes(path))).toBe(true);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("h1")).toContainText("Social Media Creator mit KI");
    });
  }
});

test.describe("navigation bar", () => {
  test("hides when scrolling down past the threshold and returns on scrolling up", async ({ page }) => {
    await page.goto("/legal");
    await hydrated(page);
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    const navbar = page.getByTestId("navbar");
    await expect(navbar).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, NAVBAR.hideAfterPx + 400);
    await expect(navbar).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -100);
    await expect(navbar).toHaveAttribute("data-hidden", "false");
  });

  test("the services mega menu opens, lists every group and closes on outside click, Escape and link choice", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const group of serviceGroups) await expect(page.getByText(group.title, { exact: true }).first()).toBeVisible();

    await page.mouse.click(640, 700);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("E-Mail-Marketing");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole("link", { name: "Google Ads" }).click();
    await expect(page).toHaveURL("/services/google-ads");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile menu toggles with German labels and lists every service", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Menü öffnen" });
    await toggle.click();
    const close = page.getByRole("button", { name: "Menü schließen" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    const serviceCount = serviceGroups.reduce((sum, group) => sum + group.services.length, 0);
    await expect(menu.locator('a[href^="/services/"]')).toHaveCount(serviceCount);
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/services");
    await menu.getByRole("link", { name: "Preise" }).click();
    await expect(page).toHaveURL("/preise");
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("links services, legal tabs, WhatsApp, e-mail and the cookie settings", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const { slug, name } of footerServices)
      await expect(footer.locator(`a[href="/services/${slug}"]`)).toHaveText(name);
    for (const tab of ["cookie-policy", "datenschutz", "agb", "impressum"]) {
      await expect(footer.locator(`a[href="/legal#${tab}"]`)).toHaveCount(1);
    }
    const whatsapp = footer.locator('a[href^="https://wa.me/"]');
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    expect(decodeURIComponent((await whatsapp.getAttribute("href"))!.split("text=")[1]!)).toMatch(/^Hallo/);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toBeVisible();
    // Social profiles are empty in the configuration: no dead links.
    await expect(footer.locator('a[href=""], a[href="#"]')).toHaveCount(0);
  });
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("footer").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator("footer").getByRole("link", { name: "Preise" }).click();
  await expect(page).toHaveURL("/preise");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
