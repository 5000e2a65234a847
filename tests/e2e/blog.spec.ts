import { expect, test } from "./fixtures";

// A stored consent choice keeps the cookie banner from covering the page's buttons.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
});

test.describe("/blog", () => {
  test("index lists posts newest first, opens a post and returns", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    const list = page.getByRole("list", { name: "Beiträge, neueste zuerst" });
    const dates = await list.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect(dates).toEqual([...dates].sort().reverse());

    const firstLink = list.getByRole("link").first();
    const title = (await firstLink.textContent())!;
    const href = (await firstLink.getAttribute("href"))!;
    await firstLink.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("main h2").first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | KI Marketing Studio`);

    await page.getByRole("link", { name: "Zurück zum Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(list).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a post has article meta and Article JSON-LD in its prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/blog/die-ersten-90-tage")).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain("Warum die ersten 90 Tage über Ihren Marketing-Erfolg entscheiden</h1>");
    expect(html).toContain('rel="canonical" href="https://www.ki-marketing-studio.de/blog/die-ersten-90-tage"');
  });

  test("a post reads in lines of a comfortable length on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog");
    await page.getByRole("list", { name: "Beiträge, neueste zuerst" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/blog\/./);
    const paragraph = page.locator("article header + div p").first();
    await expect(paragraph).toBeVisible();
    const width = (await paragraph.boundingBox())!.width;
    // about 70 characters of the body's size; the page frame is 1216 px here
    expect(width).toBeLessThanOrEqual(720);
    expect(width).toBeGreaterThan(600);
  });

  test("an unknown post shows the 404 page", async ({ page }) => {
    const response = await page.goto("/blog/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("RSS feed and sitemap list the posts", async ({ request }) => {
    const feed = await request.get("/blog/rss.xml");
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(xml).toContain("https://www.ki-marketing-studio.de/blog/500-euro-werbeguthaben");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/500-euro-werbeguthaben</loc>");
  });
});
