// `npm run bench -- solve-time [--runs 15] [--throttle 4] [--levels 1,4,16]`: how long the contact form's proof of work
// takes in a browser, at each difficulty level the database hands out under load (private.contact_proof_factor).
// Needs the build (`npm run build` with VITE_SUPABASE_URL=http://127.0.0.1:$E2E_API_PORT). Starts a throwaway
// stack whose gateway listens on that port, serves the build, and opens /kontakt in Debian's Chromium with the CPU
// slowed down through the DevTools protocol (Emulation.setCPUThrottlingRate; 4 = DevTools' "mid-tier mobile").
//
// Chromium applies that throttling to the page's main thread only: sent to the Web Worker's own target it answers
// "Operation is only supported for pages, not workers". So each run measures twice:
//   A. throttled: altcha-lib's solveChallenge (the library the site's worker runs) on a fresh challenge from the
//      stack, on the throttled main thread. This is the figure for a mid-range phone. Measured at every level: the
//      level is set through the settings (one threshold of 1 lead with the level's factor, and one lead stored).
//   B. the real flow: load /kontakt, fill the form (the first focus starts the challenge), send, read the worker's
//      own solve time (`took`) from the proof in the insert request (answered without reaching the database), and
//      the time from the first focus until the insert left.
// Prints the runs and the medians / p90.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.ts";
import { startStack } from "../local-stack/index.ts";
import { createSiteServer } from "../serve.ts";
import { fetchContactChallenge } from "../local-stack/contact-proof.ts";
import { keepNamesInPage } from "./keep-names.ts";
import { percentile } from "./percentile.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "15" },
    throttle: { type: "string", default: "4" },
    levels: { type: "string", default: "1,4,16" },
  },
});
const runs = Number(values.runs);
const levels = values.levels.split(",").map(Number);
const rate = Number(values.throttle);
// the e2e stack's ports (tests/e2e/global-setup.ts): its build has the gateway's address baked in
const apiPort = Number(process.env.E2E_API_PORT ?? 15421);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);

const stack = await startStack({
  ephemeral: true,
  components: ["db", "gateway"],
  ports: { api: apiPort, db: Number(process.env.E2E_DB_PORT ?? 15422) },
  log: () => {},
});
const site = createSiteServer("build/client");
await (new Promise((resolve) => site.listen(sitePort, "127.0.0.1", resolve)) as Promise<void>);
const browser = await chromium.launch(chromiumLaunchOptions);
/** A fresh browser context with one page whose CPU is slowed down `rate` times. */
async function throttledPage() {
  const context = await browser.newContext({ locale: "de-DE" });
  await context.addInitScript(keepNamesInPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { context, page };
}

/**
 * A: altcha-lib's solver on the page's (throttled) main thread, served from node_modules under the site's origin, on
 * a fresh challenge from the stack at the level in force.
 */
async function solveOnMainThread(page: Page) {
  await page.route("**/__altcha/*", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: readFileSync(
        `node_modules/altcha-lib/dist/esm/v1/${new URL(route.request().url()).pathname.split("/").pop()}`,
      ),
    }),
  );
  await page.goto(`http://127.0.0.1:${sitePort}/kontakt`);
  const challenge = await fetchContactChallenge(stack.apiUrl, stack.anonKey);
  return page.evaluate(async (c) => {
    // A URL of the page's origin (routed above), not a module of this repository.
    const altchaUrl = "/__altcha/index.js";
    const { solveChallenge }: typeof import("altcha-lib/v1") = await import(altchaUrl);
    const started = performance.now();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error("The challenge has no solution up to maxnumber.");
    return { ms: performance.now() - started, number: solution.number };
  }, challenge);
}

/** The page's record of its first focus (set by the init script below). */
export type PageGlobal = typeof globalThis & { __firstFocus?: number };
try {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const {
    rows: [settings],
  } = await db.query("select proof_max_number from private.contact_submission_settings");
  await db.query(`insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
                  values ('frau', 'Last', 'last@example.de', 'fragen', 'Eine Anfrage, damit die Last zählt.', true)`);
  const levelTimes: Map<number, number[]> = new Map();
  for (const factor of levels) {
    await db.query(
      "update private.contact_submission_settings set proof_level_thresholds = $1, proof_level_factors = $2",
      [[factor === 1 ? 100_000 : 1], [factor]],
    );
    const times: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const { context, page } = await throttledPage();
      times.push((await solveOnMainThread(page)).ms);
      await context.close();
    }
    levelTimes.set(
      factor,
      times.sort((a, b) => a - b),
    );
    console.log(`level x${factor}: ${times.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  }
  await db.query(
    "update private.contact_submission_settings set proof_level_thresholds = '{100000}', proof_level_factors = '{1}'",
  );
  await db.end();

  const throttledTimes: number[] = [];
  const solveTimes: number[] = [];
  const readyTimes: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const { context, page } = await throttledPage();
    await page.addInitScript(() => {
      const page = globalThis as PageGlobal;
      page.addEventListener("focusin", () => (page.__firstFocus ??= performance.now()), { capture: true });
    });
    const throttled = await solveOnMainThread(page);
    throttledTimes.push(throttled.ms);

    // B: the real flow
    let proof: { took: number; number: number } | undefined;
    await page.route("**/rest/v1/contact_submissions*", async (route) => {
      proof = JSON.parse(
        Buffer.from(JSON.parse(route.request().postData() ?? "{}").proof_of_work, "base64").toString(),
      );
      const since = await page.evaluate(() => performance.now() - ((globalThis as PageGlobal).__firstFocus ?? NaN));
      readyTimes.push(since);
      await route.fulfill({ status: 201, body: "" });
    });
    await page.goto(`http://127.0.0.1:${sitePort}/kontakt`);
    await page.waitForFunction(
      () => !globalThis.document.querySelector("form button[type=submit]")?.hasAttribute("disabled"),
    );
    await page.getByRole("textbox", { name: "Name" }).fill("Erika Mustermann");
    await page.getByRole("combobox", { name: "Anrede" }).selectOption("frau");
    await page.getByRole("textbox", { name: "E-Mail" }).fill("erika@example.de");
    await page.getByRole("combobox", { name: "Grund" }).selectOption("fragen");
    await page.getByRole("textbox", { name: "Nachricht" }).fill("Was kostet ein Werbevideo?");
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await page.getByRole("button", { name: /senden/ }).click();
    await page.getByRole("status").waitFor({ timeout: 120_000 });
    if (!proof) throw new Error("The form sent no insert.");
    solveTimes.push(proof.took);
    console.log(
      `run ${String(run).padStart(2)}: A throttled main thread ${throttled.ms.toFixed(0).padStart(5)} ms (number ${throttled.number}); ` +
        `B worker ${String(proof.took).padStart(5)} ms (number ${proof.number}), first focus -> insert sent ${(readyTimes.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    await context.close();
  }
  console.log(`\nLevels: altcha-lib solve on the main thread, CPU throttled ${rate}x, ${runs} runs each`);
  console.log("| level | maxnumber | median | p90 | max |\n|---|---:|---:|---:|---:|");
  for (const [factor, times] of levelTimes) {
    const s = (ms = NaN) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `| x${factor} | ${settings.proof_max_number * factor} | ${s(percentile(times, 50))} | ${s(percentile(times, 90))} | ${s(times.at(-1))} |`,
    );
  }
  const mainThread = [...throttledTimes].sort((a, b) => a - b);
  const solve = [...solveTimes].sort((a, b) => a - b);
  const ready = [...readyTimes].sort((a, b) => a - b);
  console.log(`\nChromium, CPU throttling ${rate}x, difficulty (maxnumber) ${settings.proof_max_number}, ${runs} runs`);
  console.log(
    `A altcha-lib solve, main thread throttled ${rate}x: median ${percentile(mainThread, 50).toFixed(0)} ms, p90 ${percentile(mainThread, 90).toFixed(0)} ms, max ${(mainThread.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  console.log(
    `B worker solve time (not throttled): median ${percentile(solve, 50)} ms, p90 ${percentile(solve, 90)} ms, max ${solve.at(-1)} ms`,
  );
  console.log(
    `B first focus -> insert sent:       median ${percentile(ready, 50).toFixed(0)} ms, p90 ${percentile(ready, 90).toFixed(0)} ms (includes filling the form)`,
  );
} finally {
  await browser.close();
  site.close();
  await stack.stop();
}
