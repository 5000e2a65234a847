import { formatEuro } from "#shared/german-format.ts";
import { owner } from "../../src/content/owner-site";
import { availabilityWords } from "../../src/content/pricing/availability";
import { askAnywayHref, packageRequestHref } from "../../src/content/pricing/links";
import { plans } from "../../src/content/pricing/plans";
import { singleServices } from "../../src/content/pricing/single-services";
import { periodLabels, priceNotice, printedAmount, vatWording } from "../../src/content/pricing/terms";
import { priceSpecificationJsonLd } from "../../src/lib/structured-data";
import { servicePath } from "../../src/content/paths";
import { withLeadSource } from "../../src/lib/lead-source";
import { allPages, chooseConsent, expect, hydrated, test } from "./fixtures";

// A stored consent choice keeps the cookie banner from covering the page's buttons.
test.beforeEach(async ({ page }) => {
  await chooseConsent(page);
});

const planCard = (page: import("@playwright/test").Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

test.describe("/preise", () => {
  test("says at the top that the offers are for businesses only and prices are net", async ({ page }) => {
    await page.goto("/preise");
    await expect(page.locator("section").first().getByText(priceNotice, { exact: true })).toBeVisible();
    await expect(page.locator("section#einzelleistungen").getByText(priceNotice, { exact: true })).toBeVisible();
  });

  test("each plan shows 5 bullets and toggles its own list", async ({ page, consoleErrors }) => {
    await page.goto("/preise");
    await hydrated(page);
    const start = planCard(page, "Start");
    const viral = planCard(page, "Viral");
    await expect(start.locator("li:visible")).toHaveCount(5);
    await expect(viral.locator("li:visible")).toHaveCount(5);

    const startToggle = start.getByRole("button", { name: "Alle anzeigen" });
    await expect(startToggle).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.locator(`#${(await startToggle.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`),
    ).toBeAttached();
    await startToggle.click();
    await expect(start.getByRole("button", { name: "Weniger anzeigen" })).toHaveAttribute("aria-expanded", "true");
    await expect(start.locator("li:visible")).toHaveCount(20);
    // The other plan stays collapsed.
    await expect(viral.locator("li:visible")).toHaveCount(5);
    await expect(viral.getByRole("button", { name: "Alle anzeigen" })).toHaveAttribute("aria-expanded", "false");

    await start.getByRole("button", { name: "Weniger anzeigen" }).click();
    await expect(start.locator("li:visible")).toHaveCount(5);
    await expect(viral.getByText("Beliebt", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the toggle works by keyboard", async ({ page }) => {
    await page.goto("/preise");
    await hydrated(page);
    const ecommerce = planCard(page, "E-Commerce");
    const toggle = ecommerce.getByRole("button", { name: "Alle anzeigen" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(ecommerce.locator("li:visible")).toHaveCount(9);
    await page.keyboard.press("Space");
    await expect(ecommerce.locator("li:visible")).toHaveCount(5);
  });

  test("every purchase button reads what the owner's availability says: disabled 'Ausverkauft' while sold out", async ({
    page,
  }) => {
    await page.goto("/preise");
    const { action } = availabilityWords[owner.offers.availability];
    if (owner.offers.availability === "soldOut") {
      const buttons = page.locator("main").getByRole("button", { name: action });
      await expect(buttons).toHaveCount(plans.length + singleServices.length);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
    } else {
      await expect(page.locator("main").getByRole("link", { name: new RegExp(`^${action}:`) })).toHaveCount(
        plans.length + singleServices.length,
      );
    }
  });

  test("every single offer shows its name, its German price with its period and an ask-anyway link with its slug", async ({
    page,
  }) => {
    await page.goto("/preise");
    for (const offer of singleServices) {
      const card = page.locator(`article#${offer.slug}`);
      await expect(card.getByRole("heading", { name: offer.name })).toBeVisible();
      await expect(card.getByText(formatEuro(offer.price, { cents: true }))).toBeVisible();
      await expect(card.getByText(periodLabels[offer.period], { exact: true })).toBeVisible();
      await expect(card).toContainText(vatWording[owner.identity.vatStatus].short);
      await expect(card).toContainText(`Preis für ${offer.scope}`);
      await expect(
        card.getByRole("link", { name: new RegExp(`: ${offer.name.replace("/", "\\/")}$`) }),
      ).toHaveAttribute(
        "href",
        withLeadSource(askAnywayHref("service-spezifisch", offer.slug), { page: "/preise", slot: "einzelleistung" }),
      );
    }
    await expect(page.locator("main")).not.toContainText(/Start.*\d+,\d\d €/);
  });

  test("plans ask for prices and a personal plan; the links reach the contact page", async ({ page }) => {
    await page.goto("/preise");
    await hydrated(page);
    const availability = owner.offers.availability;
    for (const plan of plans) {
      await expect(
        planCard(page, plan.name).getByRole("link", { name: new RegExp(`: Paket ${plan.name}$`) }),
      ).toHaveAttribute(
        "href",
        withLeadSource(packageRequestHref(plan, availability), { page: "/preise", slot: "paket" }),
      );
    }
    await page.getByRole("link", { name: "Persönlichen Plan erstellen lassen" }).click();
    await expect(page).toHaveURL("/kontakt?grund=plan-personalisiert&seite=%2Fpreise&cta=persoenlicher-plan");
    await page.goBack();
    await planCard(page, "Viral")
      .getByRole("link", { name: /: Paket Viral$/ })
      .click();
    await expect(page).toHaveURL(
      withLeadSource(
        packageRequestHref(
          plans.find((plan) => plan.id === "viral")!,
          availability,
        ),
        { page: "/preise", slot: "paket" },
      ),
    );
  });

  test("carries Offer structured data for the single services", async ({ page }) => {
    await page.goto("/preise");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const catalogue = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "OfferCatalog");
    expect(catalogue.itemListElement).toHaveLength(5);
    expect(catalogue.itemListElement.map((o: { price: string }) => o.price)).toEqual([
      "259.99",
      "469.99",
      "129.99",
      "219.99",
      "159.99",
    ]);
    singleServices.forEach((offer, index) => {
      const item = catalogue.itemListElement[index];
      expect(item.eligibleCustomerType, offer.slug).toBe("http://purl.org/goodrelations/v1#Business");
      expect(item.priceSpecification, offer.slug).toEqual(priceSpecificationJsonLd(offer));
      expect(item.availability, offer.slug).toBe(availabilityWords[owner.offers.availability].schemaOrg);
      expect(item.priceSpecification.referenceQuantity.unitCode, offer.slug).toBe(
        offer.period === "monatlich" ? "MON" : "C62",
      );
    });
  });

  test("each offer's address in the structured data opens the page at that offer, also on a phone", async ({
    page,
  }) => {
    // Search engines link to these addresses: each must load the page with its offer just below the fixed navigation.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/preise");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const catalogue = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "OfferCatalog");
    const urls: string[] = catalogue.itemListElement.map((o: { url: string }) => o.url);
    for (const url of urls) {
      const { pathname, hash } = new URL(url);
      await page.goto("about:blank"); // a full load each time, not a jump within the loaded page
      await page.goto(`${pathname}${hash}`);
      await hydrated(page);
      const top = await page.locator(hash).evaluate((element) => element.getBoundingClientRect().top);
      const padding = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      );
      expect(Math.abs(top - padding), `${hash} lands below the navigation`).toBeLessThanOrEqual(2);
    }
  });
});

/** Where a price shows, and what stands in its section: the notice, and the offer's period right after the amount. */
type PriceFinding = { amount: string; section: string; hasNotice: boolean; hasPeriod: boolean };

test.describe("every page that shows a price", () => {
  const offers = singleServices.map((offer) => ({ amount: printedAmount(offer), period: periodLabels[offer.period] }));
  /** The pages that must show a price: /preise and the page of each single offer's service. */
  const pricedPages = ["/preise", ...new Set(singleServices.map((offer) => servicePath(offer.service)))];

  test("has the businesses-only notice in the same section as the price and prints the price's period", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The prerendered HTML as crawlers and first paint see it; hydration renders the same.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    const found = new Set<string>();
    for (const path of allPages) {
      await page.goto(encodeURI(path), { waitUntil: "domcontentloaded" });
      const findings: PriceFinding[] = await page.evaluate(
        ({ offers, notice }) => {
          const normal = (text: string) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ");
          const results: PriceFinding[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest("script, style, template, noscript")) continue;
            const text = normal(node.textContent ?? "");
            for (const offer of offers) {
              const amount = normal(offer.amount);
              if (!text.includes(amount)) continue;
              const section = parent.closest("section");
              const sectionText = normal(section?.textContent ?? "");
              results.push({
                amount,
                section: section?.getAttribute("data-section") ?? section?.id ?? "(no section)",
                hasNotice: sectionText.includes(normal(notice)),
                // Every occurrence of the amount in the section is followed by its period.
                hasPeriod: sectionText
                  .split(amount)
                  .slice(1)
                  .every((after) => after.trimStart().startsWith(offer.period)),
              });
            }
            // A net price written anywhere else ("zzgl. USt.") needs the notice in its section too.
            if (text.includes("zzgl. USt.") && !text.includes(normal(notice))) {
              const section = parent.closest("section");
              results.push({
                amount: "zzgl. USt.",
                section: section?.getAttribute("data-section") ?? section?.id ?? "(no section)",
                hasNotice: normal(section?.textContent ?? "").includes(normal(notice)),
                hasPeriod: true,
              });
            }
          }
          return results;
        },
        { offers, notice: priceNotice },
      );
      for (const finding of findings) {
        if (finding.amount !== "zzgl. USt.") found.add(path);
        if (!finding.hasNotice)
          problems.push(`${path} [${finding.section}]: ${finding.amount} without the notice in its section`);
        if (!finding.hasPeriod) problems.push(`${path} [${finding.section}]: ${finding.amount} without its period`);
      }
    }
    await context.close();
    expect(problems).toEqual([]);
    expect([...found].sort()).toEqual([...pricedPages].sort());
  });

  test("service pages with a single offer carry it in their structured data: net, for businesses, with its period", async ({
    page,
  }) => {
    for (const offer of singleServices) {
      await page.goto(servicePath(offer.service));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const service = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Service");
      expect(service.offers, offer.slug).toMatchObject({
        "@type": "Offer",
        price: offer.price.toFixed(2),
        priceCurrency: "EUR",
        eligibleCustomerType: "http://purl.org/goodrelations/v1#Business",
        priceSpecification: priceSpecificationJsonLd(offer),
      });
    }
  });
});
