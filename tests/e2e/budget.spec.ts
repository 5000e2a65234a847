import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/**
 * The home page's JavaScript budget, gzip: its measured size when the budget was set (135.8 KB, React 19 and React
 * Router 7 are 105 KB of it) plus 10 %. Raise it only with a reason in docs/decisions/2026-11-26-home-javascript-and-chunks.md.
 */
const HOME_JS_BUDGET_GZIP = Math.round(135.8 * 1.1 * 1024);
/** Script files the home page may load: 8 since the routes' shared modules form one chunk (they were 20), plus 2. */
const HOME_JS_FILES_BUDGET = 10;

// The JavaScript the home page really loads: every script response until the network is idle (lazy chunks included),
// measured as gzip of the built file, plus the inline bootstrap scripts (they carry the page's prerendered data).
test("the home page loads at most the JS budget (gzip)", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === "script" && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")].map((s) => s.textContent).join("\n"),
  );
  const sizes = [...scripts].map((path) => gzipSync(readFileSync(`build/client${path}`), { level: 9 }).length);
  const total = sizes.reduce((a, b) => a + b, 0) + gzipSync(Buffer.from(inline), { level: 9 }).length;
  console.log(`home page JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files (budget ${(HOME_JS_BUDGET_GZIP / 1024).toFixed(1)} KB in ${HOME_JS_FILES_BUDGET} files)`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  expect(scripts.size, "script files on the home page").toBeLessThanOrEqual(HOME_JS_FILES_BUDGET);
});
