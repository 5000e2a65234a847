/**
 * The service pages: every catalogue slug renders the shared template in order with its own h1, head and
 * call-to-action label, the FAQ opens and closes by mouse and keyboard, no script carries service texts (each page's
 * record arrives as its prerendered data), and the button leads on: eight pages name their offer and open the contact
 * form about it, the others read 'Preise ansehen'. The same visit first runs the checks every page gets
 * (everyPageChecks: axe, and before consent no third party, no CSP violation, no console error), so a service page is
 * loaded once for both; every-page.spec.ts leaves the service pages to this file.
 */
import type { Page, Response } from "@playwright/test";
import { serviceBySlug, serviceSlugs, type ServiceSlug } from "../../src/content/catalogue";
import {
  askAboutService,
  offerCtaLabel,
  offerCtas,
  serviceCta,
  type OfferCtaSlug,
} from "../../src/content/services/cta-labels";
import { owner } from "../../src/content/owner-site";
import type { ServiceRecord } from "../../src/content/services/schema";
import { withLeadSource } from "../../src/lib/lead-source";
import { everyPageChecks, expect, test } from "./fixtures";

/** The template's section order (footer and floating call-to-action belong to the layout). */
const TEMPLATE_ORDER = [
  "hero",
  "faq",
  "features",
  "frequent-questions",
  "ai-advantages",
  "customer-gift",
  "benefits",
  "process",
  "personal",
  "cta",
];

/** The one record a service page is built from. */
async function serviceRecord(slug: ServiceSlug): Promise<ServiceRecord> {
  return (await import(`../../src/content/services/pages/${slug}.ts`)).default as ServiceRecord;
}

function expectedSections(content: ServiceRecord["content"]): string[] {
  const full = content.variant === "full";
  const present: Record<string, boolean> = {
    hero: true,
    faq: full && !!content.faq,
    features: true,
    "frequent-questions": full && !!content.frequentQuestions,
    "ai-advantages": full && !!content.aiAdvantages,
    "customer-gift": full && !!content.customerGift,
    benefits: true,
    process: true,
    personal: full && !!content.personal,
    cta: true,
  };
  return TEMPLATE_ORDER.filter((name) => present[name]);
}

const sectionOrder = (page: Page) =>
  page.locator("main [data-section]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));

/** Opens the first two FAQ answers by mouse and keyboard: one answer is open at a time, and Space closes it again. */
async function expectFaqOpensAndCloses(page: Page, faq: { answer: string }[]) {
  const items = page.locator('[data-section="faq"] details');
  await expect(items).toHaveCount(faq.length);
  const [first, second] = [items.nth(0), items.nth(1)];
  const answer = (item: typeof first) => item.locator("summary + div");

  await expect(first).not.toHaveAttribute("open");
  await expect(answer(first)).toBeHidden();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(answer(first)).toBeVisible();
  await expect(answer(first)).toContainText(faq[0]!.answer.split("\n")[0]!);

  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await expect(answer(second)).toBeVisible();
  await expect(first).not.toHaveAttribute("open");
  await expect(answer(first)).toBeHidden();

  await page.keyboard.press("Space");
  await expect(second).not.toHaveAttribute("open");
  await expect(answer(second)).toBeHidden();
}

for (const slug of serviceSlugs) {
  test(`/services/${slug}: every page's checks, sections in order, own h1 and head, FAQ, no service texts in scripts, button leads on`, async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    test.setTimeout(60_000); // two tests' worth of checks in one visit
    const record = await serviceRecord(slug);
    const { content } = record;
    const scripts: Promise<string>[] = [];
    const collectScript = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    };
    page.on("response", collectScript);
    const checkPage = await everyPageChecks(page, baseURL!);
    const response = await page.goto(`/services/${slug}`);
    expect(response?.status()).toBe(200);
    await checkPage(`/services/${slug}`, consoleErrors);

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(content.hero.title);
    await expect(page).toHaveTitle(`${record.title} | KI Marketing Studio`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://www.ki-marketing-studio.de/services/${slug}`,
    );
    expect(await sectionOrder(page)).toEqual(expectedSections(content));
    if (content.variant === "full")
      expect(await sectionOrder(page)).toEqual(expect.arrayContaining(["faq", "ai-advantages", "personal"]));

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    const service = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Service");
    expect(service.name).toBe(serviceBySlug(slug)?.name);

    const hero = page.locator('[data-section="hero"] img');
    await expect(hero).toHaveAttribute("src", `/images/services/${slug}.svg`);
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.waitForLoadState("networkidle");
    // this page's scripts only: a body still being read when the test ends (after the click below) would fail it
    page.off("response", collectScript);
    const code = (await Promise.all(scripts)).join("\n");
    expect(code.length).toBeGreaterThan(0);
    expect(code).not.toContain(content.hero.description);
    expect(code).not.toContain(content.process.steps[0]!.description);

    // The simple variant has no FAQ by design.
    if (content.variant === "full" && content.faq) await expectFaqOpensAndCloses(page, content.faq);
    else await expect(page.locator('[data-section="faq"]')).toHaveCount(0);

    const cta = serviceCta(slug);
    const target = withLeadSource(cta.to, { page: `/services/${slug}`, slot: "seitenende" });
    const button = page.locator('[data-section="cta"]').getByRole("link", { name: cta.label });
    await expect(button).toHaveAttribute("href", target);
    await button.click();
    await expect(page).toHaveURL(target);
    expect(consoleErrors).toEqual([]);
  });
}

/** The eight offer labels, each on the page of the offer it names. */
const offerButtons: [ServiceSlug, string][] = [
  ["e-commerce-webseite-shopify", "Jetzt Shopify-Shop erstellen lassen"],
  ["branding-designer", "Jetzt Branding-Kit erstellen"],
  ["tiktok-ads", "Jetzt TikTok-Kampagne starten"],
  ["instagram-ads", "Jetzt Instagram-Kampagne starten"],
  ["instagram-shop", "Jetzt Instagram Shop erstellen lassen"],
  ["reddit-ads", "Jetzt Reddit-Kampagne starten"],
  ["google-ads", "Jetzt Google Ads-Kampagne starten"],
  ["tiktok-shop", "Jetzt TikTok Shop starten"],
];

test("the eight offer pages name their offer on the button, which opens the contact form about that service", async ({
  page,
}) => {
  for (const [slug, bookableLabel] of offerButtons) {
    // The exact label while the offers can be booked; while not, the owner's availability and a request for the offer.
    const label =
      owner.offers.availability === "bookable"
        ? bookableLabel
        : offerCtaLabel(slug as OfferCtaSlug, owner.offers.availability);
    expect(offerCtas[slug as OfferCtaSlug].label, slug).toBe(bookableLabel);
    await page.goto(`/services/${slug}`);
    const button = page.locator('[data-section="cta"]').getByRole("link", { name: label, exact: true });
    await expect(button, slug).toHaveCount(1);
    const url = new URL((await button.getAttribute("href"))!, "http://localhost");
    expect(url.pathname, slug).toBe("/kontakt");
    expect(url.searchParams.get("grund"), slug).toBe("service-spezifisch");
    // the service as the contact page names it (the single offer's slug where /preise sells one, else the page's name)
    expect(url.searchParams.get("service"), slug).toBe(
      new URL(askAboutService(slug), "http://localhost").searchParams.get("service"),
    );
    // the page it stands on and its slot, for the owner's view of where leads come from
    expect(url.searchParams.get("seite"), slug).toBe(`/services/${slug}`);
    expect(url.searchParams.get("cta"), slug).toBe("seitenende");
  }
});

test("every other service page reads 'Preise ansehen' and leads to /preise", async ({ page }) => {
  const offerSlugs = new Set(offerButtons.map(([slug]) => slug));
  for (const slug of serviceSlugs.filter((slug) => !offerSlugs.has(slug))) {
    await page.goto(`/services/${slug}`);
    await expect(
      page.locator('[data-section="cta"]').getByRole("link", { name: "Preise ansehen", exact: true }),
      slug,
    ).toHaveAttribute("href", "/preise");
  }
});

test("client-side navigation to a service page loads its content", async ({ page, consoleErrors }) => {
  const { content } = await serviceRecord("website-erstellung");
  await page.goto("/services/performance-marketing");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Services" }).click();
  await page.getByRole("link", { name: "Website-Erstellung" }).first().click();
  await expect(page).toHaveURL("/services/website-erstellung");
  await expect(page.locator("h1")).toHaveText(content.hero.title);
  expect(await sectionOrder(page)).toEqual(expectedSections(content));
  expect(consoleErrors).toEqual([]);
});
