// `npm run bench -- real-load [--runs 7] [--dir build/client] [--compare name=dir ...] [--static] [--routes /,/preise]
// [--site name=dir --map /=/,/preise=/pricing ... [--stand-ins]] [--visits first,return] [--caches cold,warm]
// [--reference URL ...]`: real page loads as a
// visitor on a mid-range phone meets them, in Debian's Chromium: slow 4G through the DevTools protocol (562.5 ms per
// request, 1.44 Mbit/s down, 675 kbit/s up), the CPU slowed 4 times, a phone viewport, each route with a cold cache (a new
// browser context per load) and a warm one (the same context, loaded once before), as a first visit (nothing stored)
// and as a return visit (a cookie choice stored). Read from the page itself (./page-observer.ts): largest and first
// contentful paint, layout shift, blocking time (each long task's time over 50 ms after the first paint), long-task
// time in all, the time until React has hydrated, the first paint of the cookie banner, the first moment the page's
// form could be sent, and the bytes transferred (all, and scripts). Prints medians and p90 per route, visit and cache;
// writes reports/real-load.json.
//
// `--compare` serves other builds of this site (e.g. before=/tmp/before/client) and `--static` loads the build's own
// pages with JavaScript off (the floor React's work is measured against). `--site` serves another site's static build
// (e.g. astrowind=/tmp/astrowind/dist, with its own `_headers`, see ./static-host.ts) and `--map` names, per route
// of this site, the route of the other site it is set against; the routes are then the map's. All loads of a route
// interleave, variant by variant and run by run, so a busy machine slows all alike; a side-by-side table closes the
// report. Hosts other than the local servers are unreachable (the browser resolves no other name), so a site that
// links images from elsewhere loads without them, the same in every run; with `--stand-ins` a local host answers for
// them instead, through the same throttled connection (./stand-in-host.ts). `--reference` measures any URL the same
// way.
/* global window -- the functions handed to the page run in the browser */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parse, serialize, type DefaultTreeAdapterMap } from "parse5";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.ts";
import { createSiteServer } from "../serve.ts";
import { keepNamesInPage } from "./keep-names.ts";
import { observeLoad, type Seen, waitForHydration } from "./page-observer.ts";
import { percentile } from "./percentile.ts";
import { startStandInHost } from "./stand-in-host.ts";
import { createStaticHost } from "./static-host.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    dir: { type: "string", default: "build/client" },
    port: { type: "string", default: "4183" },
    routes: { type: "string", default: "/,/services,/services/google-ads,/preise,/kontakt,/legal,/über-ki,/blog" },
    reference: { type: "string", multiple: true, default: [] },
    compare: { type: "string", multiple: true, default: [] },
    static: { type: "boolean", default: false },
    "stand-ins": { type: "boolean", default: false },
    site: { type: "string", multiple: true, default: [] },
    map: { type: "string", default: "" },
    visits: { type: "string", default: "first,return" },
    caches: { type: "string", default: "cold,warm" },
    // the region the cookie banner is (src/content/consent.ts names it), and the choice a returning visitor has stored
    banner: { type: "string", default: 'section[aria-label="Cookie-Einstellungen"]' },
    stored: { type: "string", default: 'cookie-consent={"statistics":false,"marketing":false,"media":false}' },
  },
});
const runs = Number(values.runs);
const visits = values.visits.split(",") as Visit[];
const caches = values.caches.split(",") as Cache[];

/**
 * Slow 4G as DevTools' preset and Lighthouse's DevTools throttling set it through the protocol: a 150 ms round trip
 * and 1.6 Mbit/s, with the latency taken 3.75 times and the throughput 0.9 times. The protocol adds its latency once
 * per request, where a real connection pays round trips for the handshake and for TCP's slow start, so the bare
 * 150 ms would make every request on the phone cheaper than it is. Bytes per second.
 */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
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

export type Visit = "first" | "return";

export type Cache = "cold" | "warm";

export type Load = {
  lcp: number;
  fcp: number;
  cls: number;
  blocking: number;
  longTasks: number;
  hydrated: number;
  banner: number;
  bannerAfterFcp: number;
  bannerShown: number;
  formReady: number;
  kb: number;
  scriptKb: number;
};

export type Spread = { median: number; p90: number };

export type Variant = { name: string; url: string; react: boolean; site: string; route: string };

// Only the local servers answer: another host's images or fonts fail at once, in every run alike, or come from the
// stand-in host.
const standIns = values["stand-ins"] ? await startStandInHost() : null;
const browser = await chromium.launch({
  executablePath: chromiumLaunchOptions.executablePath,
  args: [
    ...chromiumLaunchOptions.args,
    ...(standIns
      ? [`--host-resolver-rules=MAP * 127.0.0.1:${standIns.port}, EXCLUDE 127.0.0.1`, "--ignore-certificate-errors"]
      : ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]),
  ],
});

const [storageKey = "", storedValue = ""] = [
  values.stored.slice(0, values.stored.indexOf("=")),
  values.stored.slice(values.stored.indexOf("=") + 1),
];

/**
 * A phone context whose every page is throttled; counts the bytes each load transfers. A return visit has the cookie
 * choice stored before the page's first script runs.
 */
async function phoneContext(visit: Visit) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: !!standIns });
  await context.addInitScript(keepNamesInPage);
  await context.addInitScript(observeLoad, { banner: values.banner });
  if (visit === "return") {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [storageKey, storedValue],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const bytes = { all: 0, script: 0 };
  const types: Map<string, string> = new Map();
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    bytes.all += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") bytes.script += event.encodedDataLength;
  });
  return { context, page, cdp, bytes };
}

/**
 * One load of a variant: waits for the load event, for hydration (when the page hydrates at all) and a quiet second,
 * then reads the figures. The CPU is slowed for this load only: Chromium's throttling keeps a renderer busy (about
 * 40 % of a core, measured on an idle blank page), so the warm contexts waiting for their turn would take the CPU
 * from the load being measured.
 */
async function load({ page, cdp, bytes }: Awaited<ReturnType<typeof phoneContext>>, variant: Variant): Promise<Load> {
  bytes.all = 0;
  bytes.script = 0;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(variant.url, { waitUntil: "load", timeout: 120_000 });
  if (variant.react) await waitForHydration(page);
  await page.waitForTimeout(1_000);
  const seen = await page.evaluate(() => (window as unknown as { __realLoad: Seen }).__realLoad);
  // Leave the page, keeping the context's cache: an open page (the home page's marquee runs for ever) would take CPU
  // from the loads of the other variants.
  await page.goto("about:blank");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const afterPaint = seen.longTasks.filter((task) => task.start >= seen.fcp);
  return {
    lcp: seen.lcp,
    fcp: seen.fcp,
    cls: seen.cls,
    blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: seen.longTasks.reduce((sum, task) => sum + task.duration, 0),
    hydrated: seen.hydrated || NaN,
    banner: seen.banner || NaN,
    bannerAfterFcp: seen.banner ? seen.banner - seen.fcp : NaN,
    bannerShown: seen.banner ? 1 : 0,
    formReady: seen.formReady || NaN,
    kb: bytes.all / 1024,
    scriptKb: bytes.script / 1024,
  };
}

/**
 * Loads one route in every variant, interleaved: cold run 1 of each variant, cold run 2 of each, …; then the same
 * warm (each variant in its own context, loaded once before).
 */
async function measure(variants: Variant[], visit: Visit): Promise<Record<Cache, Load[]>[]> {
  const loads = variants.map(() => ({ cold: [] as Load[], warm: [] as Load[] }));
  if (caches.includes("cold")) {
    for (let run = 0; run < runs; run++) {
      for (const [i, variant] of variants.entries()) {
        const phone = await phoneContext(visit);
        loads[i]?.cold.push(await load(phone, variant));
        await phone.context.close();
      }
    }
  }
  if (caches.includes("warm")) {
    const warm = await Promise.all(variants.map(() => phoneContext(visit)));
    for (const [i, variant] of variants.entries()) await load(warm[i] as (typeof warm)[number], variant);
    for (let run = 0; run < runs; run++) {
      for (const [i, variant] of variants.entries()) {
        loads[i]?.warm.push(await load(warm[i] as (typeof warm)[number], variant));
      }
    }
    await Promise.all(warm.map(({ context }) => context.close()));
  }
  return loads;
}

const METRICS = [
  "lcp",
  "fcp",
  "cls",
  "blocking",
  "longTasks",
  "hydrated",
  "banner",
  "bannerAfterFcp",
  "bannerShown",
  "formReady",
  "kb",
  "scriptKb",
] as const;
function summary(loads: Load[]): Record<keyof Load, Spread> {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const sorted = loads
        .map((l) => l[metric])
        .filter((v) => !Number.isNaN(v))
        .sort((a, b) => a - b);
      return [metric, { median: percentile(sorted, 50), p90: percentile(sorted, 90) }];
    }),
  ) as Record<keyof Load, Spread>;
}

/**
 * A copy of the build whose pages carry no script and no module preload (JSON-LD stays): what the page costs as
 * HTML and CSS alone.
 */
function staticCopy(dir: string) {
  const copy = join(mkdtempSync(join(tmpdir(), "real-load-static-")), "client");
  cpSync(dir, copy, { recursive: true });
  cpSync(join(dir, "..", "headers.json"), join(copy, "..", "headers.json"));
  const strip = (node: DefaultTreeAdapterMap["parentNode"]) => {
    node.childNodes = node.childNodes.filter((child) => {
      if (!("tagName" in child)) return true;
      const attr = (name: string) => child.attrs.find((a) => a.name === name)?.value ?? "";
      if (child.tagName === "script" && !attr("type").includes("json")) return false;
      if (child.tagName === "link" && attr("rel") === "modulepreload") return false;
      return true;
    });
    for (const child of node.childNodes) if ("childNodes" in child) strip(child);
  };
  const pages = (readdirSync(copy, { recursive: true, encoding: "utf8" }) as string[]).filter((name) =>
    name.endsWith(".html"),
  );
  for (const file of pages.map((name) => join(copy, name))) {
    const document = parse(readFileSync(file, "utf8"));
    strip(document);
    writeFileSync(file, serialize(document));
  }
  return copy;
}

/** `name=value` → [name, value] */
const pair = (entry: string) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)];
/** This site's route → the other sites' route set against it. */
const routeMap = new Map(
  values.map
    ? values.map
        .split(",")
        .map(pair)
        .map(([ours = "", theirs = ""]) => [ours, theirs])
    : [],
);
if (values.site.length && routeMap.size === 0)
  throw new Error("--site needs --map (this site's route=the other site's route, comma-separated)");
const routes = routeMap.size ? [...routeMap.keys()] : values.routes.split(",");

/** The builds under test: this one, each `--compare`, the static copy, then each `--site`; each on its own port. */
const builds = [
  { name: "", dir: values.dir, react: true, own: true },
  ...values.compare.map((entry) => ({ name: pair(entry)[0] ?? "", dir: pair(entry)[1] ?? "", react: true, own: true })),
  ...(values.static ? [{ name: "ohne JS", dir: staticCopy(values.dir), react: false, own: true }] : []),
  ...values.site.map((entry) => ({ name: pair(entry)[0] ?? "", dir: pair(entry)[1] ?? "", react: false, own: false })),
];
const servers = await Promise.all(
  builds.map(async (build, i) => {
    const server = build.own ? createSiteServer(build.dir) : createStaticHost(build.dir);
    const port = Number(values.port) + i;
    await (new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)) as Promise<void>);
    return { ...build, server, origin: `http://127.0.0.1:${port}` };
  }),
);
const targets: { name: string; variants: Variant[]; visits: Visit[] }[] = [
  ...routes.map((route) => ({
    name: route,
    visits,
    variants: servers.map(({ name, origin, react, own }) => {
      const path = own ? route : (routeMap.get(route) ?? route);
      return {
        name: name ? `${route} (${name}${own ? "" : `: ${path}`})` : route,
        url: `${origin}${encodeURI(path)}`,
        react,
        site: own ? "" : name,
        route,
      };
    }),
  })),
  ...values.reference.map((url) => ({
    name: url,
    visits: ["first"] as Visit[],
    variants: [{ name: url, url, react: false, site: url, route: url }],
  })),
];
const results: {
  name: string;
  site: string;
  route: string;
  visit: Visit;
  cold: Record<keyof Load, Spread>;
  warm: Record<keyof Load, Spread>;
}[] = [];
try {
  for (const target of targets) {
    for (const visit of target.visits) {
      // Another site stores no cookie choice of this site's: its return visit is its first.
      const variants = visit === "first" ? target.variants : target.variants.filter((variant) => !variant.site);
      const loads = await measure(variants, visit);
      variants.forEach((variant, i) => {
        const { cold = [], warm = [] } = loads[i] ?? {};
        results.push({
          name: variant.name,
          site: variant.site,
          route: variant.route,
          visit,
          cold: summary(cold),
          warm: summary(warm),
        });
      });
      process.stderr.write(`measured ${target.name} (${visit} visit)\n`);
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
  standIns?.server.close();
}

const ms = (v: Spread) => (Number.isNaN(v.median) ? "–" : `${Math.round(v.median)} (${Math.round(v.p90)})`);
const shift = (v: Spread) => `${v.median.toFixed(3)} (${v.p90.toFixed(3)})`;
const kb = (v: Spread) => `${Math.round(v.median)}`;
console.log(
  `\nReal loads: slow 4G (562.5 ms, 1.44 Mbit/s), CPU ×${CPU_SLOWDOWN}, 412×823 phone; ${runs} loads each; median (p90), ms unless noted`,
);
console.log(
  "banner: first paint of the cookie banner, and how long after the first contentful paint; form: the send button can first be pressed\n",
);
console.log(
  "| route | visit | cache | largest paint | first paint | layout shift | blocking | long tasks | hydrated | banner (after first paint) | form | KB (scripts) |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const result of results) {
  for (const cache of caches) {
    const s = result[cache];
    const banner = Number.isNaN(s.banner.median) ? "–" : `${ms(s.banner)} (+${Math.round(s.bannerAfterFcp.median)})`;
    console.log(
      `| ${result.name} | ${result.visit} | ${cache} | ${ms(s.lcp)} | ${ms(s.fcp)} | ${shift(s.cls)} | ${ms(s.blocking)} | ${ms(s.longTasks)} | ${ms(s.hydrated)} | ${banner} | ${ms(s.formReady)} | ${kb(s.kb)} (${kb(s.scriptKb)}) |`,
    );
  }
}

// Side by side with each other site: this build's first visit against the other site's route, per cache measured.
for (const { name: site } of builds.filter((build) => !build.own)) {
  const med = (v: Spread) => (Number.isNaN(v.median) ? "–" : String(Math.round(v.median)));
  for (const cache of caches) {
    console.log(`\nFirst visit, ${cache} cache, medians: this site / ${site}\n`);
    console.log(
      `| route (${site}) | largest paint, ms | ratio | blocking, ms | KB (scripts) | banner after first paint, ms | form can be sent, ms | hydrated, ms |`,
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const route of routes) {
      const ours = results.find((r) => r.route === route && r.visit === "first" && !r.site && r.name === route)?.[
        cache
      ];
      const theirs = results.find((r) => r.route === route && r.visit === "first" && r.site === site)?.[cache];
      if (!ours || !theirs) continue;
      console.log(
        `| ${route} (${routeMap.get(route)}) | ${med(ours.lcp)} / ${med(theirs.lcp)} | ${(ours.lcp.median / theirs.lcp.median).toFixed(2)} | ${med(ours.blocking)} / ${med(theirs.blocking)} | ${kb(ours.kb)} / ${kb(theirs.kb)} (${kb(ours.scriptKb)} / ${kb(theirs.scriptKb)}) | ${med(ours.bannerAfterFcp)} | ${med(ours.formReady)} / ${med(theirs.formReady)} | ${med(ours.hydrated)} |`,
      );
    }
  }
}
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/real-load.json",
  JSON.stringify({ runs, network: NETWORK, cpu: CPU_SLOWDOWN, results }, null, 2),
);
