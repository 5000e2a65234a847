import type { Locator, Page } from "@playwright/test";
import { serviceSlugs } from "../../src/content/catalogue";
import { formText } from "../../src/content/contact";
import { faq as homeFaq } from "../../src/content/home/faq";
import { hero } from "../../src/content/home/hero";
import { legalDocuments } from "../../src/content/legal/documents";
import seoExperte from "../../src/content/services/pages/seo-experte";
import { site } from "../../src/content/site";
import { closing as ueberKiClosing } from "../../src/content/ueber-ki/content";
import { pages } from "../../src/content/pages";
import { navItems, paths, servicePath } from "../../src/content/paths";
import { withLeadSource } from "../../src/lib/lead-source";
import { allPages, chooseConsent, expect, hydrated, test } from "./fixtures";
import { holdScripts, isHydrated } from "./while-loading";

/*
 * The site is HTML first: every page reads, navigates and opens its menus, legal texts and FAQ answers as plain HTML,
 * before its scripts arrive and when they never run. Once React has hydrated, the same controls behave as before,
 * and nothing the visitor did in the meantime (scrolling, an opened answer, a clicked link) is lost.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const servicePaths = serviceSlugs.map(servicePath);

/** The popover a button opens: the element named by its `popovertarget` (or, failing that, its `aria-controls`). */
async function popoverOf(page: Page, button: Locator): Promise<Locator> {
  const id = (await button.getAttribute("popovertarget")) ?? (await button.getAttribute("aria-controls"));
  expect(id, "the button names the element it opens").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Waits until the native popover is showing (or, with `open: false`, hidden). */
async function expectPopover(popover: Locator, open: boolean, message?: string) {
  await expect(popover, message).toBeAttached();
  await expect.poll(() => popover.evaluate((element) => element.matches(":popover-open")), { message }).toBe(open);
}

/** The hrefs of every link inside `scope`, in document order. */
function hrefsIn(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** The `<details>` whose `<summary>` reads `question`. */
function faqItem(page: Page, question: string): Locator {
  return page.locator("details").filter({ has: page.locator("summary", { hasText: question }) });
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One page walks every route (a fresh context per route would cost more than the checks); problems are collected
  // per route so one run names every page that falls short.
  test("every prerendered page shows one visible h1 and its main text, and links every service from its header", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const expected = [paths.services, ...servicePaths];
    const problems: string[] = [];
    for (const path of allPages) {
      const response = await page.goto(encodeURI(path));
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      const headings = page.locator("h1");
      const count = await headings.count();
      if (count !== 1) problems.push(`${path}: ${count} h1`);
      else if (!(await headings.isVisible())) problems.push(`${path}: the h1 is hidden`);
      const main = page.locator("#inhalt");
      const text = (await main.count()) ? (await main.innerText()).replace(/\s+/g, " ").trim() : "";
      if (text.length <= 200) problems.push(`${path}: ${text.length} characters of main text`);
      const hrefs = await hrefsIn(page.locator("header"));
      const missing = expected.filter((href) => !hrefs.includes(href));
      if (missing.length)
        problems.push(
          `${path}: ${missing.length} of ${expected.length} services missing from the header, e.g. ${missing[0]}`,
        );
    }
    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("home: the headline types in CSS and ends whole", async ({ page }) => {
    await page.goto("/");
    const letters = page.locator("h1 .home-typed-letter");
    await expect(letters).toHaveCount(hero.lines.reduce((sum, line) => sum + [...line.text].length, 0));
    await expect
      .poll(
        () => letters.evaluateAll((all) => all.every((letter) => getComputedStyle(letter).visibility === "visible")),
        {
          timeout: 8000,
        },
      )
      .toBe(true);
  });

  test("home: the gallery's control stops its movement", async ({ page }) => {
    await page.goto("/");
    const track = page.locator("#galerie .home-marquee-track");
    // a tap on the control (its label; the box itself is drawn by the label)
    await page.locator("label", { hasText: "Galerie anhalten" }).click();
    await expect(page.getByRole("checkbox", { name: "Galerie anhalten" })).toBeChecked();
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
  });

  test("pricing and home: every plan's whole list and every service panel show, without the buttons that need scripts", async ({
    page,
  }) => {
    await page.goto(paths.preise);
    const items = page.locator("article li");
    expect(await items.count()).toBeGreaterThan(20);
    for (const item of await items.all()) await expect(item).toBeVisible();
    await expect(page.getByRole("button", { name: "Alle anzeigen" })).toHaveCount(0);

    await page.goto(paths.home);
    const panels = page.locator("#leistungen [role='tabpanel']");
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(page.locator("#leistungen [role='tablist']")).toBeHidden();
  });

  test("desktop: the Services button opens a native popover with every service", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const button = page.locator("header").getByRole("button", { name: "Services", exact: true });
    await expect(button).toHaveAttribute("popovertarget", /.+/);
    const popover = await popoverOf(page, button);
    await expect(popover).toHaveAttribute("popover");
    expect(await hrefsIn(popover)).toEqual(expect.arrayContaining([paths.services, ...servicePaths]));
    await expectPopover(popover, false);
    await expect(popover.locator(`a[href="${servicePaths[0]}"]`)).toBeHidden();

    await button.click();
    await expectPopover(popover, true);
    for (const href of servicePaths) await expect(popover.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(popover.locator(`a[href="${paths.services}"]`)).toBeVisible();

    // A plain link: choosing a service loads its page.
    await popover.locator(`a[href="${servicePath("google-ads")}"]`).click();
    await expect(page).toHaveURL(servicePath("google-ads"));
  });

  test("mobile: the menu button opens a native popover with every item and every service", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menü öffnen" });
    await expect(button).toHaveAttribute("popovertarget", /.+/);
    const popover = await popoverOf(page, button);
    await expect(popover).toHaveAttribute("popover");
    await expectPopover(popover, false);

    await button.click();
    await expectPopover(popover, true);
    // the contact item names the page it stands on and its slot
    for (const item of navItems) {
      const href = withLeadSource(item.href, { page: paths.home, slot: "menue" });
      await expect(popover.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    for (const href of servicePaths) await expect(popover.locator(`a[href="${href}"]`)).toBeVisible();

    await popover.locator(`a[href="${paths.preise}"]`).first().click();
    await expect(page).toHaveURL(paths.preise);
  });

  test("legal: all four texts are shown one after another", async ({ page }) => {
    await page.goto(paths.legal);
    let previousBottom = -Infinity;
    for (const document of legalDocuments) {
      const panel = page.locator(`[id="${document.tab}"]`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("heading", { name: document.title, exact: true })).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.y, `${document.tab} comes after the text before it`).toBeGreaterThanOrEqual(previousBottom);
      previousBottom = box.y + box.height;
    }
  });

  test("legal: /legal#impressum scrolls to the Impressum", async ({ page }) => {
    await page.goto(`${paths.legal}#impressum`);
    await expect(page.locator("#impressum")).toBeVisible();
    await expect(page.locator("#impressum")).toBeInViewport();
  });

  test("the cookie banner is left out (nothing that needs consent can load), and the footer's links are free", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(paths.home);
    await expect(page.getByRole("region", { name: "Cookie-Einstellungen" })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const impressum = page.getByRole("contentinfo").getByRole("link", { name: "Impressum" });
    await impressum.click();
    await expect(page).toHaveURL(/\/legal#impressum$/);
  });

  test("an unknown path gives the 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", paths.home);
    await home.click();
    await expect(page).toHaveURL(paths.home);
  });

  const faqPages = [
    { path: paths.home, items: homeFaq },
    { path: servicePath("seo-experte"), items: seoExperte.content.faq ?? [] },
  ];
  for (const { path, items } of faqPages) {
    test(`FAQ on ${path}: a question opens its answer`, async ({ page }) => {
      expect(items.length, "the page has FAQ items").toBeGreaterThan(1);
      await page.goto(path);
      for (const { question } of items) await expect(faqItem(page, question), question).toHaveCount(1);
      // The second question: the first may start open.
      const item = items[1]!;
      const details = faqItem(page, item.question);
      const answer = details.getByText(item.answer.split("\n")[0]!);
      await expect(details).not.toHaveAttribute("open");
      await expect(answer).toBeHidden();
      await details.locator("summary").click();
      await expect(details).toHaveAttribute("open");
      await expect(answer).toBeVisible();
    });
  }

  test("contact: the form would post, but its send button stays disabled; a note offers e-mail and WhatsApp instead", async ({
    page,
  }) => {
    await page.goto(paths.kontakt);
    const form = page.getByRole("form", { name: formText.formLabel });
    await expect(form).toHaveAttribute("method", "post");
    await expect(
      form.getByRole("button", { name: formText.submit }),
      "nothing can be posted without scripts",
    ).toBeDisabled();
    const note = page.locator("noscript");
    const mail = note.locator('a[href^="mailto:"]');
    const whatsapp = note.locator('a[href^="https://wa.me/"]');
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute("href", `mailto:${site.owner.email}`);
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${site.whatsapp.number}(\\?|$)`));
  });
});

test.describe("with JavaScript", () => {
  // A stored consent choice keeps the cookie banner from covering controls in the tests that run scripts.
  test.beforeEach(async ({ page }) => chooseConsent(page));

  // Text-only pages arrive as HTML rendered while prerendering: hydration leaves it alone (React owns none of its
  // elements), and its links still navigate on the client.
  for (const path of [paths.services, servicePath("seo-experte"), paths.ueberKi, paths.legal]) {
    test(`${path}: the page's text is not hydrated, only the controls around it`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const owned = await page
        .locator("main h2")
        .evaluateAll((headings) =>
          headings.map((heading) => Object.keys(heading).some((key) => key.startsWith("__reactFiber$"))),
        );
      expect(owned.length, "the page has section headings").toBeGreaterThan(0);
      expect(owned.filter(Boolean), "headings React rendered").toEqual([]);
      expect(await isHydrated(page), "the page itself is hydrated").toBe(true);
    });
  }

  test("a link inside build-time HTML navigates on the client, without a reload", async ({ page, consoleErrors }) => {
    await page.goto(paths.services);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .locator(`main a[href="${servicePath("seo-experte")}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(servicePath("seo-experte"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), "same document").toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  // The site's styles come in the page's <head>, not in the scripts. When hydration fails (here the h1's text differs
  // from what the scripts render, as when a browser extension rewrites a page), React renders the document anew in the
  // browser; the page must keep its styles then.
  test("a page React has to render anew in the browser keeps the site's styles", async ({ page }) => {
    let changed = false;
    await page.route(/\/preise\/?$/, async (route) => {
      const response = await route.fetch();
      const served = await response.text();
      const heading = `>${pages.preise.heading}<`;
      const html = served.replace(heading, heading.replace("<", " (geändert)<"));
      changed = html !== served;
      await route.fulfill({ response, body: html });
    });
    await page.goto(paths.preise);
    expect(changed, "the served h1 was changed").toBe(true);
    // the h1 as the scripts render it: React has thrown the served document away
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.preise.heading);
    const styled = await page.evaluate(() => ({
      styles: [...document.querySelectorAll("head style")].map((style) => style.textContent?.length ?? 0),
      font: getComputedStyle(document.body).fontFamily,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(Math.max(...styled.styles), "the site's styles are in <head>").toBeGreaterThan(10_000);
    expect(styled.font).toContain("Inter Variable");
    expect(styled.background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("desktop Services menu: opens by click, closes on Escape and outside click", async ({ page, consoleErrors }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const button = page.locator("header").getByRole("button", { name: "Services", exact: true });
    const popover = await popoverOf(page, button);
    const someService = popover.locator(`a[href="${servicePaths[0]}"]`);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(someService).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(someService).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await button.click();
    await expect(someService).toBeVisible();
    const box = (await popover.boundingBox())!;
    await page.mouse.click(DESKTOP.width / 2, Math.min(box.y + box.height + 40, DESKTOP.height - 5));
    await expect(someService).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("mobile menu: opens by click and closes on Escape", async ({ page, consoleErrors }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await hydrated(page);
    const button = page.locator("header").getByRole("button", { name: /^Menü (öffnen|schließen)$/ });
    const popover = await popoverOf(page, button);
    const someService = popover.locator(`a[href="${servicePaths[0]}"]`);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(someService).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(someService).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("legal: a tablist with one visible panel", async ({ page, consoleErrors }) => {
    await page.goto(paths.legal);
    await hydrated(page);
    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.locator(`[id="${legalDocuments[0]!.tab}"]`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("legal: arriving at /legal#impressum selects the Impressum tab", async ({ page, consoleErrors }) => {
    await page.goto(`${paths.legal}#impressum`);
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Impressum" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.locator("#impressum")).toBeVisible();
    for (const document of legalDocuments.filter((doc) => doc.tab !== "impressum")) {
      await expect(page.locator(`[id="${document.tab}"]`)).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("with JavaScript, the legal texts' links", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`${viewport.width} px: a footer link lands at the start of its text, from another page and from here`, async ({
      page,
      consoleErrors,
    }) => {
      await chooseConsent(page);
      await page.setViewportSize(viewport);
      await page.goto(paths.preise);
      await hydrated(page);
      const footer = page.locator("footer");
      /** The text's heading stands in the upper part of the window. */
      const expectAtStart = async (tab: string) => {
        await expect(page).toHaveURL(new RegExp(`${paths.legal}#${tab}$`));
        const title = legalDocuments.find((document) => document.tab === tab)!.title;
        const heading = page.locator(`[id="${tab}"]`).getByRole("heading", { name: title, exact: true });
        await expect(heading).toBeInViewport();
        const top = (await heading.boundingBox())!.y;
        expect(top, `${tab}: its heading's top`).toBeLessThan(viewport.height / 2);
      };
      await footer.getByRole("link", { name: "Impressum", exact: true }).click();
      await expectAtStart("impressum");
      await footer.getByRole("link", { name: "Datenschutz", exact: true }).click();
      await expectAtStart("datenschutz");
      await footer.getByRole("link", { name: "AGB", exact: true }).click();
      await expectAtStart("agb");
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("while the scripts are still loading", () => {
  /** Lets the held scripts through (set up for each test). */
  let releaseScripts = () => {};

  test.beforeEach(async ({ page }) => {
    await chooseConsent(page);
    releaseScripts = await holdScripts(page);
  });

  for (const path of [paths.home, paths.preise, servicePath("seo-experte")]) {
    test(`${path}: the Services menu opens before hydration, and hydration keeps the scroll position`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // Web fonts arriving reflow the page and scroll anchoring may then move it; they do not wait for scripts.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.evaluate(() => window.scrollTo(0, 900));
      await nextFrame(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(900);

      const button = page.locator("header").getByRole("button", { name: "Services", exact: true });
      await expect(button).toHaveAttribute("popovertarget", /.+/);
      const popover = await popoverOf(page, button);
      await button.click();
      await expectPopover(popover, true, "open before the scripts ran");
      await page.keyboard.press("Escape");
      await expectPopover(popover, false);
      expect(await isHydrated(page), "all of this happened before hydration").toBe(false);

      releaseScripts();
      await hydrated(page);
      expect(
        Math.abs((await page.evaluate(() => window.scrollY)) - 900),
        "scroll position after hydration",
      ).toBeLessThanOrEqual(2);
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(popover.locator(`a[href="${servicePaths[0]}"]`)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the mobile menu opens before hydration", async ({ page, consoleErrors }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(paths.preise, { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Menü öffnen" });
    await expect(button).toHaveAttribute("popovertarget", /.+/);
    const popover = await popoverOf(page, button);
    await button.click();
    await expectPopover(popover, true, "open before the scripts ran");
    await expect(popover.locator(`a[href="${servicePaths[0]}"]`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expectPopover(popover, false);
    expect(await isHydrated(page), "all of this happened before hydration").toBe(false);
    releaseScripts();
    await hydrated(page);
    expect(consoleErrors).toEqual([]);
  });

  test("an FAQ answer opened before hydration stays open", async ({ page, consoleErrors }) => {
    await page.goto(paths.home, { waitUntil: "domcontentloaded" });
    const item = homeFaq[1]!;
    const details = faqItem(page, item.question);
    await expect(details).toHaveCount(1);
    await details.locator("summary").click();
    await expect(details).toHaveAttribute("open");
    expect(await isHydrated(page), "opened before hydration").toBe(false);
    releaseScripts();
    await hydrated(page);
    // The FAQ's code loads as it nears the viewport; wait until React owns the section too.
    const section = page.locator("#faq");
    await expect
      .poll(() => section.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), {
        timeout: 15_000,
      })
      .toBe(true);
    await nextFrame(page);
    await expect(details).toHaveAttribute("open");
    await expect(details.getByText(item.answer.split("\n")[0]!)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test("a link clicked as soon as the HTML is there navigates, every time", async ({ page }) => {
  // Hydration races the click, so one load proves little: the same click on twenty fresh loads must all arrive.
  const ATTEMPTS = 20;
  test.setTimeout(150_000);
  await chooseConsent(page);
  const lost: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await page.goto(encodeURI(paths.ueberKi), { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: ueberKiClosing.button, exact: true }).click();
    const arrived = await page.waitForURL(paths.preise, { timeout: 6_000 }).then(
      () => true,
      () => false,
    );
    if (!arrived) lost.push(`attempt ${attempt}: still at ${decodeURI(new URL(page.url()).pathname)}`);
  }
  expect(lost, `clicks that did not reach ${paths.preise} (${ATTEMPTS - lost.length} of ${ATTEMPTS} arrived)`).toEqual(
    [],
  );
});

test("a video poster pressed while the page's scripts are still loading plays its video once they run, and only then asks the host", async ({
  page,
  consoleErrors,
}) => {
  const asked: string[] = [];
  // the video host is not reachable here: its embed is answered locally
  await page.route(/youtube-nocookie\.com/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Video</title>" });
  });
  // no stored choice (an init script that stores one would run in the video's frame too, where storage is closed)
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const posters = page.locator("#videos").getByRole("button");
  await posters.nth(1).scrollIntoViewIfNeeded();
  await posters.nth(1).click();
  expect(await isHydrated(page), "pressed before hydration").toBe(false);
  await page.waitForTimeout(300);
  expect(asked, "nothing from the host before the gallery's code runs").toEqual([]);

  release();
  await hydrated(page);
  const frames = page.locator("#videos iframe");
  await expect(frames).toHaveCount(1);
  await expect(page.locator("#videos li").nth(1).locator("iframe")).toBeAttached();
  expect(asked).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
