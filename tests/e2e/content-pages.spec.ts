import { serviceGroups } from "../../src/content/catalogue";
import { chooseConsent, expect, test } from "./fixtures";

// A stored consent choice keeps the cookie banner from covering the page's buttons.
test.beforeEach(async ({ page }) => {
  await chooseConsent(page);
});

test.describe("/über-ki", () => {
  test("shows the computed cost comparison, the sections and leads to the plans", async ({ page, consoleErrors }) => {
    await page.goto("/%C3%BCber-ki");
    const comparison = page.locator("#kostenvergleich");
    await expect(comparison.getByText("über 10.000 €")).toBeVisible();
    await expect(comparison.getByText("unter 150 €")).toBeVisible();
    await expect(comparison.getByText("Die KI-Werkzeuge kosten über 98 % weniger als die vier Gehälter")).toBeVisible();
    // The figures are the owner's example with assumed values, and say so under the table.
    await expect(comparison.getByText(/^Rechenbeispiel mit angenommenen Werten/)).toBeVisible();
    for (const amount of ["2.800 €", "2.400 €", "3.200 €", "2.500 €", "35 €", "31 €", "26 €"]) {
      await expect(comparison.getByText(amount, { exact: true }).first()).toBeVisible();
    }
    for (const heading of [
      "Meine Methode in drei Schritten",
      "Die Werkzeuge hinter Ihren Inhalten",
      "So starten Sie in drei Schritten",
      "Ihre Vorteile",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    // Both illustrations are self-hosted, sized and described.
    const images = page.locator('main img[src^="/images/ueber-ki/"]');
    await expect(images).toHaveCount(2);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      expect((await img.getAttribute("alt"))!.length).toBeGreaterThan(20);
    }
    await page.getByRole("link", { name: "Pläne ansehen" }).click();
    await expect(page).toHaveURL("/preise");
    await expect(page.locator("h1")).toHaveText("Preise und Pakete");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/services", () => {
  test("bento cards link to their service pages and every catalogue service is listed", async ({ page }) => {
    await page.goto("/services");
    const bento = page.locator("#schwerpunkte");
    const expected = [
      ["Video-Content-Creator", "/services/video-editor"],
      ["Automatisiertes E-Mail-Marketing", "/services/e-mail-marketing"],
      ["E-Commerce-Management", "/services/e-commerce"],
      ["Content plus Kampagnen", "/services/content-marketing"],
    ] as const;
    await expect(bento.getByRole("link")).toHaveCount(4);
    for (const [title, href] of expected) {
      const card = bento.getByRole("link", { name: new RegExp(title) });
      await expect(card).toHaveAttribute("href", href);
      await expect(card.locator("img")).toHaveAttribute("alt", /.{10,}/);
    }
    const catalogue = page.locator("#katalog");
    for (const group of serviceGroups) {
      await expect(catalogue.getByRole("heading", { name: group.title })).toBeVisible();
      for (const service of group.services)
        await expect(catalogue.locator(`a[href="/services/${service.slug}"]`)).toHaveCount(1);
    }
    await bento.getByRole("link", { name: /Video-Content-Creator/ }).click();
    await expect(page).toHaveURL("/services/video-editor");
  });
});
