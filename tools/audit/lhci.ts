// `npx tsx tools/audit/lhci.ts`: `lhci autorun` with lighthouserc.cjs (every prerendered route of the current build, 3
// runs each, assertions on the median), then one line per route with the medians of its runs: the four scores (0–100),
// LCP, TBT, CLS and Lighthouse's benchmark index of the host, and each run's Performance score. Exits with lhci's
// status. Arguments go to lhci (`npx tsx tools/audit/lhci.ts --collect.numberOfRuns=1`); AUDIT_ROUTES=/,/preise limits
// the routes.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";

// The median run of each route is written to reports/lhci (lighthouserc.cjs); no report of an earlier audit stays.
rmSync("reports/lhci", { recursive: true, force: true });
const { status } = spawnSync("lhci", ["autorun", ...process.argv.slice(2)], { stdio: "inherit" });

/** Every run of the last collection, as lhci keeps them (collect deletes the previous ones when it starts). */
const runs = readdirSync(".lighthouseci")
  .filter((file) => /^lhr-\d+\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(`.lighthouseci/${file}`, "utf8")) as import("lighthouse").Result);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const pad = (value: string | number, width: number) => String(value).padStart(width);

console.log("\n Perf A11y   BP  SEO  LCP ms  TBT ms    CLS  bench  Perf per run  route (medians of the runs)");
for (const url of new Set(runs.map((run) => run.requestedUrl ?? ""))) {
  const ofUrl = runs.filter((run) => run.requestedUrl === url);
  const score = (id: string) => median(ofUrl.map((run) => Math.round((run.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => median(ofUrl.map((run) => run.audits[id]?.numericValue ?? NaN));
  console.log(
    `${["performance", "accessibility", "best-practices", "seo"].map((id) => pad(score(id), 5)).join("")}` +
      `${pad(Math.round(metric("largest-contentful-paint")), 8)}${pad(Math.round(metric("total-blocking-time")), 8)}` +
      `${pad(metric("cumulative-layout-shift").toFixed(3), 7)}${pad(Math.round(median(ofUrl.map((run) => run.environment.benchmarkIndex))), 7)}` +
      `  ${ofUrl
        .map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
        .join(" / ")
        .padEnd(12)}  ${decodeURI(new URL(url).pathname)}`,
  );
}
process.exit(status ?? 1);
