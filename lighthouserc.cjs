// Lighthouse CI for `npx tsx tools/audit/lhci.ts` (which runs `lhci autorun` with this file, then prints the table).
// It audits the current build (build/client, no build of its own) served by tools/serve.ts, which sends the real
// security headers and clean URLs: every page of the build's sitemap, which is written from the route list, 3 runs
// each with Lighthouse's mobile defaults (simulated throttling) in Debian's chromium, and asserts on the median of
// the 3 scores ("median": lhci 0.15 applies "median-run" to category scores as "optimistic", the best run).
// AUDIT_ROUTES=/,/preise limits it to those routes; AUDIT_PORT (default 4391) is the server's port.
const { execSync } = require("node:child_process");
const { readFileSync } = require("node:fs");

const port = Number(process.env.AUDIT_PORT ?? 4391);
const only = process.env.AUDIT_ROUTES?.split(",").map((route) => route.trim());

/** Every route's Performance floor is its median in docs/decisions/appendix-page-load-figures.md: 100, or 99 on these. */
const performance99 = new Set([
  "/services/firmenunterlagen",
  "/services/social-media-creator",
  "/services/website-erstellung",
  "/services/branding-designer",
  "/services/performance-marketing",
  "/services/google-ads",
  "/services/e-commerce",
  "/services/tiktok-shop",
]);

/** The prerendered pages (decoded paths such as /über-ki), from the build's sitemap. */
const routes = [...readFileSync("build/client/sitemap.xml", "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => decodeURI(new URL(loc).pathname))
  .filter((route) => !only || only.includes(route));
if (!routes.length)
  throw new Error(`no route of build/client/sitemap.xml matches AUDIT_ROUTES=${process.env.AUDIT_ROUTES}`);

const urlOf = (/** @type {string} */ route) => `http://127.0.0.1:${port}${encodeURI(route)}`;
const median = (/** @type {number} */ minScore) => ["error", { minScore, aggregationMethod: "median" }];

module.exports = {
  ci: {
    collect: {
      url: routes.map(urlOf),
      startServerCommand: `node --import tsx tools/serve.ts --port ${port} --dir build/client`,
      startServerReadyPattern: "Website:",
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || execSync("command -v chromium", { encoding: "utf8" }).trim(),
      // As in playwright.config.ts; lhci adds --headless=new itself.
      settings: {
        chromeFlags:
          "--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
      },
    },
    assert: {
      assertMatrix: routes.map((route) => ({
        matchingUrlPattern: `^${urlOf(route).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`,
        assertions: {
          "categories:performance": median(performance99.has(route) ? 0.99 : 1),
          "categories:accessibility": median(1),
          "categories:best-practices": median(1),
          "categories:seo": median(1),
        },
      })),
    },
    // The median run of each route as reports/lhci/route-<path>.{html,json}, and manifest.json with every run's scores;
    // lhci keeps every run in .lighthouseci/. Both are ignored by git.
    upload: {
      target: "filesystem",
      outputDir: "reports/lhci",
      reportFilenamePattern: "route-%%PATHNAME%%.%%EXTENSION%%",
    },
  },
};
