// `npm run audit`: Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) on every prerendered route of
// the current build, served exactly as in production by tools/serve.mjs. Writes reports/lighthouse.md (the table)
// and reports/lighthouse.json (the figures), and nothing else: reports/ is a build artefact (ignored by git), and no
// tool writes into the README; an audit worth keeping goes into a record under docs/decisions/ by hand.
// Not part of `npm test`: timings are noisy on a shared 2-core machine.
// Usage: VITE_SUPABASE_URL=http://127.0.0.1:54321 npm run build && npm run audit [-- --only /,/preise] [--runs 3]
// With --runs N each route is measured N times and every figure is the median of the N runs; the table also lists
// each run's TBT, the figure that spreads most from run to run on this machine.
// Before the routes it measures a bare page (a heading and a paragraph, no CSS, no JavaScript), served with the site's
// headers, the same way: what the machine and the headers alone cost a page that does nothing. The table states this
// floor beside the targets.
import { execSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createSiteServer } from "../serve.mjs";

const { values } = parseArgs({
  options: { only: { type: "string" }, port: { type: "string", default: "4599" }, runs: { type: "string", default: "1" } },
});
const runs = Math.max(1, Number(values.runs));
/** @param {number[]} numbers */
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)] ?? NaN;

/**
 * The figures of one route: the four category scores (0–100) and three metrics.
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number,
 *   cls: number, tbtMs: number }} Figures
 */
/** @type {(keyof Figures)[]} */
const figureNames = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "cls", "tbtMs"];

/** The prerendered pages, read from the build's sitemap (which is written from the route list). */
function pagesFromSitemap() {
  const xml = readFileSync("build/client/sitemap.xml", "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => decodeURI(new URL(loc).pathname));
}

const pages = values.only ? values.only.split(",") : pagesFromSitemap();
const port = Number(values.port);
const server = createSiteServer("build/client").listen(port, "127.0.0.1");
// The bare page is served by the same server as the site, with the same headers and compression.
const bareDir = mkdtempSync(join(tmpdir(), "bare-page-"));
mkdirSync(join(bareDir, "client"));
copyFileSync("build/headers.json", join(bareDir, "headers.json"));
writeFileSync(
  join(bareDir, "client", "index.html"),
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Leere Seite</title><meta name="description" content="Eine Seite ohne CSS und ohne JavaScript."></head>' +
    "<body><h1>Leere Seite</h1><p>Eine Überschrift und ein Absatz, ohne CSS und ohne JavaScript.</p></body></html>",
);
const bareServer = createSiteServer(join(bareDir, "client")).listen(port + 1, "127.0.0.1");
const chromePath = process.env.CHROME_PATH || execSync("command -v chromium", { encoding: "utf8" }).trim();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const categories = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse's result for `url`.
 * @param {string} url
 */
async function lighthouseResult(url) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/**
 * How often one run is tried before the audit gives up. Lighthouse sometimes misses the navigation's start in the
 * trace (`NO_NAVSTART`), a few times in a hundred runs here; a run that fails three times means something is broken.
 */
const MAX_ATTEMPTS = 3;

/** The three metrics the targets name; a run that lacks one of them did not finish. */
const metricAudits = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"];

/**
 * Why Lighthouse could not finish this run (an empty string if it did): an error of its own, no performance score, or
 * a metric it could not compute (for example no contentful paint in the trace).
 * @param {import("lighthouse").Result} lhr
 * @returns {string}
 */
function unfinished(lhr) {
  if (lhr.runtimeError) return `runtime error ${lhr.runtimeError.code}`;
  const score = lhr.categories.performance?.score;
  if (score == null || score === 0) return "no performance score";
  const missing = metricAudits.filter((id) => typeof lhr.audits[id]?.numericValue !== "number");
  if (missing.length) return `no value for ${missing.map((id) => `${id} (${lhr.audits[id]?.errorMessage ?? "no message"})`).join(", ")}`;
  return "";
}

/**
 * One Lighthouse run of `url` (a run Lighthouse itself could not finish is tried again, up to MAX_ATTEMPTS times, and
 * marked as retried).
 * @param {string} url
 * @returns {Promise<Figures & { benchmarkIndex: number, retried: boolean, failing: string[] }>}
 */
async function measure(url) {
  let lhr = await lighthouseResult(url);
  let reason = unfinished(lhr);
  const retried = reason !== "";
  for (let attempt = 2; reason; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${MAX_ATTEMPTS} attempts: ${reason}`);
    console.log(`  ${url}: ${reason}; run again`);
    lhr = await lighthouseResult(url);
    reason = unfinished(lhr);
  }
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    retried,
    failing: categories.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id),
    ),
  };
}

/** @typedef {Figures & { path: string, tbtRunsMs: number[], benchmarkIndex: number, retried: boolean, failing: string[] }} Row */

/**
 * `runs` runs of `url`, summed up as medians.
 * @param {string} path
 * @param {string} url
 * @returns {Promise<Row>}
 */
async function measureRuns(path, url) {
  /** @type {Awaited<ReturnType<typeof measure>>[]} */
  const measured = [];
  for (let run = 0; run < runs; run++) measured.push(await measure(url));
  return {
    path,
    .../** @type {Figures} */ (Object.fromEntries(figureNames.map((key) => [key, median(measured.map((m) => m[key]))]))),
    tbtRunsMs: measured.map((m) => m.tbtMs),
    benchmarkIndex: median(measured.map((m) => m.benchmarkIndex)),
    retried: measured.some((m) => m.retried),
    failing: [...new Set(measured.flatMap((m) => m.failing))],
  };
}

/** @type {Row[]} */
const rows = [];
/** @type {Row} */
let floor;
try {
  floor = await measureRuns("(bare page)", `http://127.0.0.1:${port + 1}/`);
  console.log(`floor: Performance ${floor.performance}  LCP ${floor.lcpMs} ms  TBT ${floor.tbtMs} ms (${floor.tbtRunsMs.join(" / ")})  benchmark index ${floor.benchmarkIndex}`);
  for (const path of pages) {
    const row = await measureRuns(path, `http://127.0.0.1:${port}${encodeURI(path)}`);
    rows.push(row);
    console.log(`${String(row.performance).padStart(3)} ${String(row.accessibility).padStart(3)} ${String(row.bestPractices).padStart(3)} ${String(row.seo).padStart(3)}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms${runs > 1 ? ` (${row.tbtRunsMs.join(" / ")})` : ""}  ${path}${row.failing.length ? `  (below 90: ${row.failing.join(", ")})` : ""}`);
  }
} finally {
  await chrome.kill();
  server.close();
  bareServer.close();
  rmSync(bareDir, { recursive: true });
}

/** The targets every route must meet: the four scores, and the three metrics behind a fast, stable page on a phone. */
const meets = (/** @type {Figures} */ r) =>
  r.performance >= 97 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 &&
  r.lcpMs <= 2000 && r.cls <= 0.02 && r.tbtMs <= 100;
const table = [
  `# Lighthouse (mobile) — ${new Date().toISOString().slice(0, 10)}`,
  "",
  `Lighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}, mobile defaults (simulated throttling), Debian Chromium, built site served by tools/serve.mjs, ${runs === 1 ? "one run" : `median of ${runs} runs`} per route (${new Date().toISOString().slice(0, 10)}).`,
  `Target: Performance ≥ 97, Accessibility, Best Practices and SEO 100, LCP ≤ 2000 ms, CLS ≤ 0.02, TBT ≤ 100 ms. Met on ${rows.filter(meets).length} of ${rows.length} routes.`,
  "",
  `Floor of this machine (Lighthouse benchmark index ${floor.benchmarkIndex}): a bare page (one heading and one paragraph, no CSS, no JavaScript, the site's headers) measures Performance ${floor.performance}, LCP ${floor.lcpMs} ms and TBT ${floor.tbtMs} ms${runs > 1 ? ` (runs: ${floor.tbtRunsMs.join(" / ")})` : ""} here: what the machine and the headers alone cost a page that does nothing.`,
  "",
  `| Route | Performance | Accessibility | Best Practices | SEO | LCP (ms) | CLS | TBT (ms) |${runs > 1 ? " TBT per run (ms) |" : ""}`,
  `|---|---:|---:|---:|---:|---:|---:|---:|${runs > 1 ? "---:|" : ""}`,
  ...rows.map((r) => `| \`${r.path}\`${r.retried ? " (2nd run)" : ""} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} |${runs > 1 ? ` ${r.tbtRunsMs.join(" / ")} |` : ""}`),
  "",
];
mkdirSync("reports", { recursive: true });
if (!values.only) {
  writeFileSync("reports/lighthouse.md", table.join("\n"));
  writeFileSync("reports/lighthouse.json", `${JSON.stringify({ floor, routes: rows }, null, 2)}\n`);
  console.log("\nwrote reports/lighthouse.md and reports/lighthouse.json");
} else {
  console.log(table.join("\n"));
}
