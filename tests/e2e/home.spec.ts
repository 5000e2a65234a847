import type { Page } from "@playwright/test";
import { facts } from "#shared/facts.ts";
import { COUNTER, GALLERY } from "../../src/content/behaviour";
import { faq } from "../../src/content/home/faq";
import { hero } from "../../src/content/home/hero";
import { stats } from "../../src/content/home/stats";
import { videos, VIDEO_HOST } from "../../src/content/home/videos";
import { chooseConsent, expect, hydrated, test, twoFrames } from "./fixtures";
import { holdScripts, isHydrated } from "./while-loading";

const SECTION_ORDER = ["start", "videos", "zahlen", "leistungen", "bonus", "auswertung", "galerie", "faq"];

/**
 * Scrolls a section into view and waits until React has hydrated it and run its mount effects. It does not wait for
 * the network to go quiet: with videos allowed, five iframes load, and Playwright's network-idle state then
 * sometimes never comes; the assertions that follow wait for what they need.
 */
async function reach(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  // React marks the DOM nodes it has hydrated with a fiber key; until then clicks on the section could be lost.
  await expect
    .poll(() => section.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
  // Two frames later the mount effects (scroll and click listeners) are in place.
  await twoFrames(page);
  return section;
}

test("the sections come in their fixed order, all in the prerendered HTML", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  const positions = SECTION_ORDER.map((id) => html.indexOf(`id="${id}"`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  // Final counter values, every FAQ question and the FAQPage JSON-LD are in the static HTML.
  expect(html).toContain(`${facts.posts.perMonth} Beiträge pro Monat`);
  for (const item of faq) expect(html).toContain(item.question);
  expect(html).toContain('"@type":"FAQPage"');

  await page.goto("/");
  const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(SECTION_ORDER);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Social Media Creator mit KI");
  await expect(page.getByRole("link", { name: "Kostenloses Testvideo anfordern" }).first()).toHaveAttribute(
    "href",
    "/kontakt?grund=gratis-video&seite=%2F&cta=seitenkopf",
  );
});

const HEADLINE_LETTERS = hero.lines.reduce((sum, line) => sum + [...line.text].length, 0);

/**
 * How many letters of the typed headline are showing, how many cursors (a drawn, coloured bar after a letter), and how
 * many of those cursors stand anywhere but after the newest letter shown.
 */
const typedState = (page: Page) =>
  page.locator("h1 .home-typed-letter").evaluateAll((letters) => {
    const shown = letters.map((letter) => getComputedStyle(letter).visibility === "visible");
    const cursorAt = letters.flatMap((letter, index) => {
      const cursor = getComputedStyle(letter, "::after");
      const drawn =
        cursor.content !== "none" && cursor.visibility === "visible" && cursor.backgroundColor !== "rgba(0, 0, 0, 0)";
      return drawn ? [index] : [];
    });
    const newest = shown.lastIndexOf(true);
    return {
      letters: shown.filter(Boolean).length,
      cursors: cursorAt.length,
      strayCursors: cursorAt.filter((index) => index !== newest).length,
    };
  });

type TypedState = Awaited<ReturnType<typeof typedState>>;

/** Some letters show, not all, and one cursor stands after the newest. */
const isTyping = (state: TypedState) => state.letters > 0 && state.letters < HEADLINE_LETTERS && state.cursors === 1;
const TYPED = { letters: HEADLINE_LETTERS, cursors: 0, strayCursors: 0 };

test("the headline types from the first paint, before the scripts run, without moving the layout", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const heading = page.locator("h1");
  // The layout is read at the first paint, not while the page is still arriving.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  // While the page's scripts are held back the headline types, a cursor after the newest letter and never anywhere
  // else, until it stands whole. Every reading on the way is kept.
  const readings: TypedState[] = [];
  await expect
    .poll(() => typedState(page).then((state) => (readings.push(state), state)), { timeout: 8000, intervals: [50] })
    .toEqual(TYPED);
  expect(readings.filter((state) => state.strayCursors > 0)).toEqual([]);
  expect(readings.some(isTyping)).toBe(true);
  expect(await isHydrated(page)).toBe(false);
  expect(await heading.boundingBox()).toEqual(before);
  release();
  await hydrated(page);
  expect(await typedState(page)).toEqual(TYPED);
});

// On a phone the hero's picture is the largest thing of the first screen: it comes inside the page, so it needs no
// request of its own after the HTML.
test("the hero's picture comes inside the page, whole, with no request of its own", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  const picture = page.locator("#start img");
  expect(await picture.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
    hero.image.width,
  );
  expect(requested.filter((path) => path === hero.image.src)).toEqual([]);
});

test("each counter counts up to its target once half of it is visible", async ({ page }) => {
  await page.goto("/");
  const values = page.getByTestId("stat-value");
  await reach(page, "zahlen");
  for (const [index, stat] of stats.entries()) {
    const target =
      stat.format === "plus"
        ? `+${stat.target}`
        : stat.format === "percent"
          ? `${stat.target}\u00a0%`
          : String(stat.target);
    await expect(values.nth(index)).toHaveText(target, { timeout: COUNTER.durationMs + 3000 });
  }
});

test("FAQ: one answer open at a time, and the open one closes again", async ({ page }) => {
  await page.goto("/");
  const section = await reach(page, "faq");
  const items = section.locator("details");
  const questions = section.locator("summary");
  await expect(items).toHaveCount(9);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await questions.nth(4).click();
  await expect(section.locator("details[open]")).toHaveCount(1);
  await expect(items.nth(4)).toHaveAttribute("open", "");
  await expect(items.nth(4)).toContainText("500 €");
  await questions.nth(4).click();
  await expect(section.locator("details[open]")).toHaveCount(0);
  // An item's call to action navigates.
  const withCta = faq.findIndex((item) => item.cta?.to === "/kontakt?grund=gratis-video");
  await questions.nth(withCta).click();
  await section.getByRole("link", { name: faq[withCta]!.cta!.label }).click();
  await expect(page).toHaveURL(/\/kontakt\?grund=gratis-video&seite=%2F&cta=haeufige-fragen$/);
});

test("services tabs work by keyboard", async ({ page }) => {
  await page.goto("/");
  const section = await reach(page, "leistungen");
  const tabs = section.getByRole("tab");
  await tabs.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(tabs.nth(5)).toBeFocused();
  await expect(section.getByRole("tabpanel")).toContainText("5 bis 12 Tagen");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(5)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(section.getByRole("tabpanel")).toHaveAccessibleName("E-Commerce");
  await expect(section.getByRole("tabpanel").getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute(
    "href",
    "/services/e-commerce",
  );
});

test("the tile marquee loops, pauses on hover, focus and its own control, and hides its repeated copy", async ({
  page,
}) => {
  await page.goto("/");
  const section = await reach(page, "galerie");
  const track = section.locator(".home-marquee-track");
  const animation = await track.evaluate((element) => {
    const style = getComputedStyle(element);
    return { duration: style.animationDuration, state: style.animationPlayState };
  });
  expect(animation).toEqual({ duration: `${GALLERY.marqueeLoopSeconds}s`, state: "running" });
  const copy = track.locator("ul").nth(1);
  await expect(copy).toHaveAttribute("aria-hidden", "true");
  expect(await copy.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await expect(section.getByRole("link")).toHaveCount(4);
  // The track moves, so point the mouse at the marquee's box instead of waiting for a stable element.
  const box = (await section.locator(".home-marquee").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
  await page.mouse.move(0, 0);
  await section.getByRole("link").first().focus();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
  // a control stops it for good, on touch screens too, and lets it run again
  await page.mouse.move(0, 0);
  await page.locator("body").focus();
  const pause = section.locator("label", { hasText: "Galerie anhalten" });
  await pause.click();
  await expect(section.getByRole("checkbox", { name: "Galerie anhalten" })).toBeChecked();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
  await pause.click();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("running");
  const widths = await track
    .locator("ul")
    .first()
    .locator("li")
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetWidth));
  expect(new Set(widths)).toEqual(new Set([GALLERY.tileWidthsPx.narrow, GALLERY.tileWidthsPx.wide]));
});

// Before consent the home page requests nothing from another host and shows no embed, even scrolled to its end, and
// logs no console error while every section loads: every-page.spec.ts checks that in its visit of every page.

test.describe("video gallery", () => {
  async function fakeHost(page: Page) {
    const requested: string[] = [];
    await page.route(`${VIDEO_HOST.origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title><p>Video</p>" });
    });
    return requested;
  }

  test("a video loads from the host only after its click", async ({ page }) => {
    const requested = await fakeHost(page);
    await page.goto("/");
    const section = await reach(page, "videos");
    await expect(section.getByRole("button")).toHaveCount(videos.length);
    expect(requested).toEqual([]);
    await section.getByRole("button", { name: new RegExp(videos[1]!.title) }).click();
    const frame = section.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", videos[1]!.embedUrl);
    await expect.poll(() => requested).toEqual([videos[1]!.embedUrl]);
  });

  test("all videos load when every category is allowed", async ({ page }) => {
    const requested = await fakeHost(page);
    await chooseConsent(page, "all");
    await page.goto("/");
    const section = await reach(page, "videos");
    await expect(section.locator("iframe")).toHaveCount(videos.length);
    await expect.poll(() => requested.length).toBe(videos.length);
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("no typing, no marquee movement, counters at their final value", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    // The full headline shows at once, without a cursor.
    expect(await typedState(page)).toEqual(TYPED);
    await reach(page, "zahlen");
    await expect(page.getByTestId("stat-value").nth(0)).toHaveText(String(facts.posts.perMonth));
    await expect(page.getByTestId("stat-value").nth(1)).toHaveText(String(facts.videos.perMonth));
    const section = await reach(page, "galerie");
    const track = section.locator(".home-marquee-track");
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await expect(track.locator("ul").nth(1)).toBeHidden();
  });
});
