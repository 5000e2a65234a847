// Every route under the production headers: before consent, after each consent choice and after loading a video,
// no Content-Security-Policy violation and no console error. Before consent, every route is checked in the visit
// that every-page.spec.ts (and, for the service pages, service-pages.spec.ts) makes anyway (everyPageChecks).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONSENT } from "../../src/content/behaviour";
import {
  cloudflareHeaders,
  netlifyHeaders,
  parseHeadersFile,
  vercelHeaders,
} from "../../tools/build/host-header-rules";
import { pageInlineScriptHashes } from "../../tools/build/inline-script-hashes";
import { NOT_FOUND_PAGE } from "../../tools/security-headers.ts";
import { allPages, expect, hydrated, test, watchCsp } from "./fixtures";

test("the server sends the strict policy and the other security headers", async ({ request }) => {
  for (const path of ["/", "/kontakt", "/gibt-es-nicht"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
  }
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

/** The hashes a policy allows for inline scripts, sorted. */
const hashesIn = (csp = ""): string[] => (csp.match(/script-src[^;]*/)?.[0].match(/'sha256-[^']+'/g) ?? []).sort();

test("each page's policy allows exactly its own inline scripts, here, in _headers and in vercel.json", async ({
  request,
}) => {
  // Read afresh from the built HTML, not from what the build wrote into the headers.
  const client = "build/client";
  const pages = pageInlineScriptHashes(client);
  expect(Object.keys(pages), "every prerendered page and the 404 page").toEqual(
    expect.arrayContaining([...allPages, NOT_FOUND_PAGE]),
  );
  const rules = parseHeadersFile(readFileSync(join(client, "_headers"), "utf8"));
  const vercel = JSON.parse(readFileSync(join(client, "vercel.json"), "utf8"));
  const problems: string[] = [];
  for (const [page, own] of Object.entries(pages)) {
    expect(own.length, `${page} has the router's inline scripts`).toBeGreaterThan(0);
    // The 404 page is what every unknown path is answered with, under the path that was asked for.
    const path = page === NOT_FOUND_PAGE ? "/gibt-es-nicht" : encodeURI(page);
    const policies: Record<string, string | undefined> = {
      "tools/serve.ts": (await request.get(path, { maxRedirects: 0 })).headers()["content-security-policy"],
      // Cloudflare Pages serves `preise/index.html` at `/preise/`, Netlify at `/preise` and `/preise/`, Vercel at `/preise`.
      "Cloudflare Pages": cloudflareHeaders(rules, path === "/" || page === NOT_FOUND_PAGE ? path : `${path}/`)[
        "content-security-policy"
      ],
      Netlify: netlifyHeaders(rules, path)["content-security-policy"],
      "Netlify (trailing slash)": netlifyHeaders(rules, path === "/" ? path : `${path}/`)["content-security-policy"],
      Vercel: vercelHeaders(vercel, path)["content-security-policy"],
    };
    for (const [host, csp] of Object.entries(policies)) {
      const listed = hashesIn(csp);
      const foreign = listed.filter((hash) => !own.includes(hash));
      const missing = own.filter((hash) => !listed.includes(hash));
      if (foreign.length || missing.length)
        problems.push(`${host} ${page}: ${foreign.length} foreign, ${missing.length} missing`);
    }
  }
  expect(problems).toEqual([]);
});

test("moving between pages in the browser needs no other page's hashes (React runs no inline script it renders)", async ({
  page,
  consoleErrors,
}) => {
  const violations = await watchCsp(page);
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  for (const path of ["/preise", "/über-ki", "/blog", allPages.find((p) => p.startsWith("/blog/"))!, "/services"]) {
    await page
      .locator(`a[href="${path}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(encodeURI(path));
    await page.waitForLoadState("networkidle");
  }
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    "no full page load",
  ).toBe(true);
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/*
 * A consent choice changes only what the shared layout and the home page load: the banner goes, the floating
 * call-to-action may come, the home page's videos load once external media are allowed, and in a build with a tag
 * manager the layout loads its container, alike on every route. The routes' policies differ only in the hashes of
 * each page's own inline scripts, which consent does not change, and what a route adds of its own does not depend on
 * consent (that is checked on every route before consent). So after a choice one page per route module is enough:
 * each top-level page, and the first page under each parent (one service page, one blog post).
 */
const parent = (path: string) => path.slice(0, path.lastIndexOf("/"));
const onePagePerRouteModule = allPages.filter(
  (path, index) => parent(path) === "" || allPages.findIndex((other) => parent(other) === parent(path)) === index,
);

const states: { name: string; choice: { button: string; stored: string } }[] = [
  {
    name: "after 'Nur essenzielle'",
    choice: { button: "Nur essenzielle", stored: '{"statistics":false,"marketing":false,"media":false}' },
  },
  // This build configures no tag manager, so the banner offers external media only.
  {
    name: "after 'Alle akzeptieren'",
    choice: { button: "Alle akzeptieren", stored: '{"statistics":false,"marketing":false,"media":true}' },
  },
];

for (const state of states) {
  test(`one page per route module ${state.name}: no CSP violation, no console error`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await page.goto("/");
    await page.getByRole("button", { name: state.choice.button }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT.storageKey)).toBe(state.choice.stored);
    for (const path of onePagePerRouteModule) {
      await page.goto(encodeURI(path));
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test("loading a video causes no CSP violation", async ({ page, consoleErrors }) => {
  // The video host is not reachable here: answer its embed locally, so only the policy is under test.
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Video</title>" }),
  );
  const violations = await watchCsp(page);
  await page.goto("/");
  // pressed once React owns the poster (a press before that is kept and played at hydration: html-first.spec.ts), so
  // the press and the embed it loads are what is under test
  await hydrated(page);
  const play = page.locator("#videos").getByRole("button").first();
  await play.scrollIntoViewIfNeeded();
  const embedLoaded = page.waitForResponse(/youtube-nocookie\.com/);
  await play.click();
  await expect(page.locator('#videos iframe[src*="youtube-nocookie.com"]').first()).toBeAttached();
  await embedLoaded;
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
