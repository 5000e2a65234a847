import { allPages, expect, test } from "./fixtures";

/*
 * TDDDG § 25: before the visitor has chosen, no request may leave for another host. Every prerendered route (and the
 * 404 page) is loaded in a fresh browser context (no stored consent), hydrated, scrolled to the bottom step by step so
 * that lazy sections, images and observers fire, and every request is recorded. Prints the hosts per route.
 */
const routes = [...allPages, "/gibt-es-nicht"];

test.describe("no third-party request before consent", () => {
  for (const path of routes) {
    test(`${path} contacts only the site`, async ({ page, baseURL }) => {
      const site = new URL(baseURL!);
      const hosts = new Map<string, number>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        hosts.set(url.host, (hosts.get(url.host) ?? 0) + 1);
      });

      await page.goto(encodeURI(path));
      await expect(page.getByRole("region", { name: "Cookie-Einstellungen" })).toBeVisible();
      for (let step = 0; step < 60; step++) {
        const atBottom = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(120);
        if (atBottom) break;
      }
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);

      const contacted = [...hosts.entries()].map(([host, count]) => `${host} (${count})`).join(", ");
      console.log(`privacy ${path}: ${contacted}`);
      expect([...hosts.keys()], `hosts contacted by ${path} before consent`).toEqual([site.host]);
    });
  }
});
