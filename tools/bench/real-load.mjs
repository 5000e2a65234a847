// `npm run bench:real-load -- [--runs 7] [--dir build/client] [--compare name=dir ...] [--static] [--routes /,/preise]
// [--reference URL ...]`: real page
// loads as a visitor on a mid-range phone meets them, in Debian's Chromium: slow 4G through the DevTools protocol
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the CPU slowed 4 times, a phone viewport, each route with a
// cold cache (a new browser context per load) and a warm one (the same context, loaded once before). Read from the page
// itself: largest contentful paint, cumulative layout shift, blocking time (each long task's time over 50 ms after the
// first paint), long-task time in all, the time until React has hydrated the page (the first moment a link carries
// React's props), and the bytes transferred (all, and scripts). Prints medians and p90 per route and cache; writes
// reports/real-load.json. `--compare` serves other builds (e.g. before=/tmp/before/client) and `--static` loads the
// build's own pages with JavaScript off (the same HTML and CSS without hydration: the floor React's work is measured
// against); their loads interleave with the build's, route by route and run by run, so a busy machine slows all
// alike. `--reference` measures other sites the same way, as a yardstick.
/* global window, document, requestAnimationFrame -- the functions handed to the page run in the browser */
import { execSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parse, serialize } from "parse5";
import { chromium } from "playwright-core";
import { createSiteServer } from "../serve.mjs";
import { percentile } from "./percentile.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    dir: { type: "string", default: "build/client" },
    port: { type: "string", default: "4183" },
    routes: { type: "string", default: "/,/services,/services/google-ads,/preise,/kontakt,/legal,/über-ki,/blog" },
    reference: { type: "string", multiple: true, default: [] },
    compare: { type: "string", multiple: true, default: [] },
    static: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);

/** Slow 4G as Lighthouse and DevTools define it; bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** A mid-range Android phone (Lighthouse's Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  locale: "de-DE",
};

/**
 * What the page notes about its own load.
 * @typedef {{ lcp: number, cls: number, fcp: number, longTasks: { start: number, duration: number }[], hydrated: number }} Seen
 * @typedef {{ lcp: number, cls: number, blocking: number, longTasks: number, hydrated: number, kb: number, scriptKb: number }} Load
 * @typedef {{ median: number, p90: number }} Spread
 */

// Runs in the page before any of its scripts: collects the paint, shift and long-task entries and notes when React
// has hydrated (React puts its props on each element it owns; a prerendered link has none until hydration).
const OBSERVE = () => {
  /** @type {Seen} */
  const seen = { lcp: 0, cls: 0, fcp: 0, longTasks: [], hydrated: 0 };
  Object.defineProperty(window, "__realLoad", { value: seen });
  /**
   * @param {string} type
   * @param {(entry: PerformanceEntry & { value?: number, hadRecentInput?: boolean }) => void} take
   */
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe("largest-contentful-paint", (entry) => (seen.lcp = entry.startTime));
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) seen.cls += entry.value ?? 0;
  });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  });
  observe("longtask", (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  const hydrated = () => {
    const link = document.querySelector("a[href]");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
  };
  const poll = () => {
    if (hydrated()) seen.hydrated = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || execSync("command -v chromium", { encoding: "utf8" }).trim(),
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** A phone context whose every page is throttled; counts the bytes each load transfers. */
async function phoneContext() {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const bytes = { all: 0, script: 0 };
  /** @type {Map<string, string>} */
  const types = new Map();
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    bytes.all += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") bytes.script += event.encodedDataLength;
  });
  return { context, page, cdp, bytes };
}

/**
 * One load of `url` in `page`: waits for the load event, for hydration (when the page hydrates at all) and a quiet
 * second, then reads the figures. The CPU is slowed for this load only: Chromium's throttling keeps a renderer busy
 * (about 40 % of a core, measured on an idle blank page), so the warm contexts waiting for their turn would take
 * the CPU from the load being measured.
 * @param {{ page: import("playwright-core").Page, cdp: import("playwright-core").CDPSession, bytes: { all: number, script: number } }} phone
 * @param {string} url
 * @returns {Promise<Load>}
 */
async function load({ page, cdp, bytes }, url) {
  bytes.all = 0;
  bytes.script = 0;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // a page without module scripts (the script-free copy) never hydrates: nothing to wait for
  await page.waitForFunction(() => /** @type {{ __realLoad: Seen }} */ (/** @type {unknown} */ (window)).__realLoad.hydrated > 0
    || document.querySelector("script[type=module]") === null, null, { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(1_000);
  const seen = await page.evaluate(() => /** @type {{ __realLoad: Seen }} */ (/** @type {unknown} */ (window)).__realLoad);
  // Leave the page, keeping the context's cache: an open page (the home page's marquee runs for ever) would take CPU
  // from the loads of the other variants.
  await page.goto("about:blank");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const afterPaint = seen.longTasks.filter((task) => task.start >= seen.fcp);
  return {
    lcp: seen.lcp,
    cls: seen.cls,
    blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: seen.longTasks.reduce((sum, task) => sum + task.duration, 0),
    hydrated: seen.hydrated || NaN,
    kb: bytes.all / 1024,
    scriptKb: bytes.script / 1024,
  };
}

/**
 * Loads one route in every variant, interleaved: cold run 1 of each variant, cold run 2 of each, …; then the same
 * warm (each variant in its own context, loaded once before).
 * @param {{ name: string, url: string }[]} variants
 * @returns {Promise<{ cold: Load[], warm: Load[] }[]>}
 */
async function measure(variants) {
  const loads = variants.map(() => ({ cold: /** @type {Load[]} */ ([]), warm: /** @type {Load[]} */ ([]) }));
  for (let run = 0; run < runs; run++) {
    for (const [i, variant] of variants.entries()) {
      const phone = await phoneContext();
      loads[i]?.cold.push(await load(phone, variant.url));
      await phone.context.close();
    }
  }
  const warm = await Promise.all(variants.map(() => phoneContext()));
  for (const [i, variant] of variants.entries()) {
    await load(/** @type {Awaited<ReturnType<typeof phoneContext>>} */ (warm[i]), variant.url);
  }
  for (let run = 0; run < runs; run++) {
    for (const [i, variant] of variants.entries()) {
      loads[i]?.warm.push(await load(/** @type {Awaited<ReturnType<typeof phoneContext>>} */ (warm[i]), variant.url));
    }
  }
  await Promise.all(warm.map(({ context }) => context.close()));
  return loads;
}

const METRICS = /** @type {const} */ (["lcp", "cls", "blocking", "longTasks", "hydrated", "kb", "scriptKb"]);
/**
 * @param {Load[]} loads
 * @returns {Record<keyof Load, Spread>}
 */
function summary(loads) {
  return /** @type {Record<keyof Load, Spread>} */ (Object.fromEntries(METRICS.map((metric) => {
    const sorted = loads.map((l) => l[metric]).filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
    return [metric, { median: percentile(sorted, 50), p90: percentile(sorted, 90) }];
  })));
}

/**
 * A copy of the build whose pages carry no script and no module preload (JSON-LD stays): what the page costs as
 * HTML and CSS alone.
 * @param {string} dir
 */
function staticCopy(dir) {
  const copy = join(mkdtempSync(join(tmpdir(), "real-load-static-")), "client");
  cpSync(dir, copy, { recursive: true });
  /** @param {import("parse5").DefaultTreeAdapterMap["parentNode"]} node */
  const strip = (node) => {
    node.childNodes = node.childNodes.filter((child) => {
      if (!("tagName" in child)) return true;
      const attr = (/** @type {string} */ name) => child.attrs.find((a) => a.name === name)?.value ?? "";
      if (child.tagName === "script" && !attr("type").includes("json")) return false;
      if (child.tagName === "link" && attr("rel") === "modulepreload") return false;
      return true;
    });
    for (const child of node.childNodes) if ("childNodes" in child) strip(child);
  };
  const pages = /** @type {string[]} */ (readdirSync(copy, { recursive: true, encoding: "utf8" })).filter((name) => name.endsWith(".html"));
  for (const file of pages.map((name) => join(copy, name))) {
    const document = parse(readFileSync(file, "utf8"));
    strip(document);
    writeFileSync(file, serialize(document));
  }
  return copy;
}

/** The builds under test: this one first, then each `--compare name=dir`, then the static copy; each on its own port. */
const builds = [{ name: "", dir: values.dir }, ...values.compare.map((entry) => {
  const [name = "", dir = ""] = entry.split("=");
  return { name, dir };
}), ...(values.static ? [{ name: "ohne JS", dir: staticCopy(values.dir) }] : [])];
const servers = await Promise.all(builds.map(async (build, i) => {
  const server = createSiteServer(build.dir);
  const port = Number(values.port) + i;
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)));
  return { ...build, server, origin: `http://127.0.0.1:${port}` };
}));
/** @type {{ name: string, variants: { name: string, url: string }[] }[]} */
const targets = [
  ...values.routes.split(",").map((route) => ({
    name: route,
    variants: [
      ...servers.map(({ name, origin }) => ({ name: name ? `${route} (${name})` : route, url: `${origin}${encodeURI(route)}` })),
    ],
  })),
  ...values.reference.map((url) => ({ name: url, variants: [{ name: url, url }] })),
];
/** @type {{ name: string, cold: Record<keyof Load, Spread>, warm: Record<keyof Load, Spread> }[]} */
const results = [];
try {
  for (const target of targets) {
    const loads = await measure(target.variants);
    target.variants.forEach((variant, i) => {
      const { cold = [], warm = [] } = loads[i] ?? {};
      results.push({ name: variant.name, cold: summary(cold), warm: summary(warm) });
    });
    process.stderr.write(`measured ${target.name}\n`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}

const ms = (/** @type {Spread} */ v) => `${Math.round(v.median)} (${Math.round(v.p90)})`;
const shift = (/** @type {Spread} */ v) => `${v.median.toFixed(3)} (${v.p90.toFixed(3)})`;
const kb = (/** @type {Spread} */ v) => `${Math.round(v.median)}`;
console.log(`\nReal loads: slow 4G (150 ms, 1.6 Mbit/s), CPU ×${CPU_SLOWDOWN}, 412×823 phone; ${runs} loads each; median (p90), ms unless noted\n`);
console.log("| route | cache | largest paint | layout shift | blocking | long tasks | hydrated | KB (scripts) |");
console.log("|---|---|---|---|---|---|---|---|");
for (const result of results) {
  for (const cache of /** @type {const} */ (["cold", "warm"])) {
    const s = result[cache];
    console.log(`| ${result.name} | ${cache} | ${ms(s.lcp)} | ${shift(s.cls)} | ${ms(s.blocking)} | ${ms(s.longTasks)} | ${ms(s.hydrated)} | ${kb(s.kb)} (${kb(s.scriptKb)}) |`);
  }
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/real-load.json", JSON.stringify({ runs, network: NETWORK, cpu: CPU_SLOWDOWN, results }, null, 2));
