// `npm run bench -- botnet [--calm-minutes 1] [--attack-minutes 8] [--drain-minutes 6] [--attackers 200] [--real-every 5]
//    [--concurrency 8] [--solvers <cores - 1>] [--pages 3] [--bot-mix mixed|spam-filler] [--bot-leads <n>]
//    [--throughput <inserts per block>] [--throughput-rounds 3]`
//    (needs the build: `npm run build`)
// What a botnet does to the contact intake and to real visitors: a benchmark with printed tables, not a test.
//
// Everything runs on this machine against a throwaway local stack (database, gateway, functions, pg_net worker, mail
// catcher) and a copy of the built site; all traffic goes to loopback addresses only.
//   - Real leads: from the start until the attack ends, every --real-every seconds a visitor opens /kontakt in Debian's
//     Chromium, fills the form as a person would (typing with pauses, aiming at 6 to 10 s in all; a busy machine
//     stretches it, the report shows how long it took), sends it and waits for the thank-you block. Chromium always
//     connects from 127.0.0.1, so every call the page makes to the API is taken over by page.route and made from Node
//     with the visitor's own client address (127.200.x.y), then answered back to the page with the gateway's status,
//     headers and body.
//   - The botnet, during the attack phase: --attackers client addresses (127.1.x.y) taking turns, --concurrency at
//     once; a turn fetches a challenge, solves it (in worker threads; the difficulty is read from every challenge) and
//     inserts one lead. An address the API refuses as a client (429) rests a minute before it tries again, so every
//     address is used early and each one keeps sending until it is refused. With --bot-mix mixed (the default) a lead
//     is spam (40 %), a subscription bomb on one of five victim mailboxes written in many forms (30 %), or a plausible
//     inquiry meant to use up the mail budget (30 %); with --bot-mix spam-filler it is a spam text of the corpus (half)
//     or a short filler such as "Bitte um Rückruf" or "hi" (half). --bot-leads spreads that many inserts evenly over
//     the attack instead of sending as fast as the proofs are solved.
//     The wave of one measured attack: --attackers 25 --bot-mix spam-filler --bot-leads 375 --real-every 48 (about 10
//     real leads during 8 minutes of attack).
//   - After the attack the mail keeps being watched for --drain-minutes.
//   - Then what the spam scoring costs (scoring-cost.ts): the scoring time of every lead stored in the run, timed one
//     by one inside the database as the attack left it, with the text model (the rules as migrated) and without it
//     (the rules before the model); the mean time per call the insert trigger spent in flight, from
//     pg_stat_user_functions (track_functions = 'pl' is set before the calm phase); the sizes of the model's and
//     the contact tables.
//   - With --throughput N: the intake's throughput with and without the text model, in 2 × --throughput-rounds
//     blocks of N inserts that alternate the two (see measureThroughput).
// Then it prints what the owner, the real visitors and the victims got, what the attackers achieved, what was
// stored and what the scoring cost, and writes the raw numbers to .local/bench-botnet.json. Columns and tables the
// schema does not have (yet) are shown as "n/a".
//
// The site is served from a copy of build/client taken at the start, so a rebuild during the run changes nothing.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.ts";
import { startStack } from "../local-stack/index.ts";
import { contactProofPayload, solveContactChallenge } from "../local-stack/contact-proof.ts";
import { LOCAL_OWNER_EMAIL } from "../local-stack/functions.ts";
import { createSiteServer } from "../serve.ts";
import { keepNamesInPage } from "./keep-names.ts";
import { percentile } from "./percentile.ts";
import {
  fillerText,
  pick,
  POLITE_TEXTS,
  randomAddress,
  randomInt,
  randomPerson,
  realMessage,
  REASONS,
  SALUTATIONS,
  victimVariant,
  VICTIMS,
} from "./botnet-people.ts";
import { clock, maxInWindow, minutesSeconds, na, pad, seconds, summary, table } from "./report-format.ts";
import { answerClass, errorBody, httpCall, isLoopbackHost, loopbackAddress } from "./loopback-http.ts";
import { createSolverPool } from "./solver-pool.ts";
import {
  countFunctionCalls,
  countsBetween,
  functionCounts,
  migratedRuleWeights,
  RULES_WITHOUT_MODEL,
  scoringTimes,
  SCORING_FUNCTIONS,
  tableSizes,
  TIMING_SIGNALS,
  setSpamModel,
} from "./scoring-cost.ts";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Locator, Page, Route } from "@playwright/test";
import type { Stack } from "../local-stack/index.ts";
import type { RuleWeights } from "./scoring-cost.ts";
import type { Mail } from "../local-stack/mail-catcher.ts";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(rootDir);

// ------------------------------------------------------------------------------------------------------ options
const { values: options } = parseArgs({
  // `npm run bench -- botnet -- --attackers 25` hands the second "--" on: it ends nothing here
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === "--")),
  options: {
    "calm-minutes": { type: "string", default: "1" },
    "attack-minutes": { type: "string", default: "8" },
    "drain-minutes": { type: "string", default: "6" },
    attackers: { type: "string", default: "200" },
    "real-every": { type: "string", default: "5" },
    // attackers working at the same time, and threads solving their challenges (one core is left to the stack and
    // the browser, so the real visitors are slowed by the backend's design rather than by this benchmark)
    concurrency: { type: "string", default: "8" },
    solvers: { type: "string", default: String(Math.max(1, os.availableParallelism() - 1)) },
    // browser contexts filling the form at the same time
    pages: { type: "string", default: "3" },
    // what the botnet sends (mixed: spam, subscription bombs, plausible inquiries; spam-filler: spam and short filler)
    "bot-mix": { type: "string", default: "mixed" },
    // inserts the botnet spreads evenly over the attack (0: as fast as it can)
    "bot-leads": { type: "string", default: "0" },
    // inserts per block of the throughput measurement after the drain (0: none), and its rounds (one block with
    // the text model and one without each)
    throughput: { type: "string", default: "0" },
    "throughput-rounds": { type: "string", default: "3" },
  },
});

const BOT_MIXES = ["mixed", "spam-filler"] as const;
type BotMix = (typeof BOT_MIXES)[number];

/**
 * A positive number from an option, or exit with a message.
 */
function numberOption(name: string, { integer = false, min = 0 }: { integer?: boolean; min?: number } = {}) {
  const raw = (options as Record<string, string | undefined>)[name];
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    console.error(`--${name} must be ${integer ? "an integer" : "a number"} >= ${min}, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return value;
}
const params = {
  calmMinutes: numberOption("calm-minutes"),
  attackMinutes: numberOption("attack-minutes"),
  drainMinutes: numberOption("drain-minutes"),
  attackers: numberOption("attackers", { integer: true, min: 1 }),
  realEverySeconds: numberOption("real-every", { min: 1 }),
  concurrency: numberOption("concurrency", { integer: true, min: 1 }),
  solvers: numberOption("solvers", { integer: true, min: 1 }),
  pages: numberOption("pages", { integer: true, min: 1 }),
  botMix: options["bot-mix"] as BotMix,
  botLeads: numberOption("bot-leads", { integer: true }),
  throughput: numberOption("throughput", { integer: true }),
  throughputRounds: numberOption("throughput-rounds", { integer: true, min: 1 }),
};
if (!BOT_MIXES.includes(params.botMix)) {
  console.error(`--bot-mix must be one of ${BOT_MIXES.join(", ")}, got ${JSON.stringify(options["bot-mix"])}`);
  process.exit(1);
}
if (params.attackers > 250 * 250) {
  console.error("--attackers: at most 62500 client addresses");
  process.exit(1);
}
if (params.throughput * 2 * params.throughputRounds > 250 * 250) {
  console.error("--throughput × 2 × --throughput-rounds: at most 62500 inserts (one client address each)");
  process.exit(1);
}

const MINUTE = 60_000;
const startedAt = Date.now();
// The whole run, setup and report included, must end within the three phases plus two minutes, plus a minute for
// the scoring cost and the throughput blocks at 5 inserts a second (challenges included).
const costMinutes = 1 + (params.throughput * 2 * params.throughputRounds) / 5 / 60;
const deadline =
  startedAt + (params.calmMinutes + params.attackMinutes + params.drainMinutes + 2 + costMinutes) * MINUTE;

if (!fs.existsSync("build/client/kontakt/index.html")) {
  console.error("No build of the site found (build/client/kontakt/index.html). Make one first:\n\n  npm run build\n");
  process.exit(1);
}

// ----------------------------------------------------------------------------------------------- fixed values
const OWNER_EMAIL = (process.env.OWNER_EMAIL || LOCAL_OWNER_EMAIL).toLowerCase();
const API_KEY_HEADERS = (key: string) => ({ apikey: key, authorization: `Bearer ${key}` });
const CONSENT_STORAGE = { key: "cookie-consent", value: "essential" };
const FORM = {
  submit: "Nachricht senden",
  thanks: "Vielen Dank!",
  failed: "Es gab ein Problem beim Senden",
};
// the owner's digest: "N Anfragen in den letzten 5 Minuten, davon M als Spam erkannt" (or "… in der letzten Minute …")
const isDigestMail = (mail: { subject: string; idempotency_key: string | null }) =>
  /digest/i.test(mail.idempotency_key ?? "") || /Anfragen? in de[nr] letzten/.test(mail.subject);
const DEFAULT_REPLY_BUDGET_PER_HOUR = 30;
const VICTIM_LIMIT_PER_HOUR = 3;
/** Idle connections are closed by the client after this long, before a server's usual 5 s keep-alive timeout. */
const KEEP_ALIVE_MS = 4_000;
// a lead sent in the first seconds of the drain (its visitor began during the attack) is held to the attack's target
const OWNER_TARGET_MS = { calm: 10_000, attack: 6 * MINUTE, drain: 6 * MINUTE };
/** Real leads sent during the attack: at least this share gets its automatic reply within REPLY_TARGET_MS. */
const REPLY_TARGET = { share: 0.8, ms: 6 * MINUTE };

// ----------------------------------------------------------------------------------------------------- helpers
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ------------------------------------------------------------------------------------------------ the corpus
// The spam model's written corpus (supabase/tests/fixtures/spam-corpus.json): the botnet sends its spam texts, and its
// inquiries stand for the plausible ones a script writes to use up the replies.
const corpusFile = "supabase/tests/fixtures/spam-corpus.json";
const corpus = (() => {
  type Example = { name: string; nachricht: string };
  const json = JSON.parse(fs.readFileSync(corpusFile, "utf8")) as { spam: Example[]; inquiries: Example[] };
  const texts = (list: Example[]) => list.map((example) => ({ text: example.nachricht, name: example.name }));
  return { source: corpusFile, spam: texts(json.spam), inquiries: texts(json.inquiries) };
})();

// ---------------------------------------------------------------------------------------- cleanup and limits
let stack: Stack | null = null;
let stackStarting: Promise<Stack> | null = null;
let site: http.Server | null = null;
let browser: Browser | null = null;
let solvers: ReturnType<typeof createSolverPool> | null = null;
let db: pg.Client | null = null;
const agents: http.Agent[] = [];
let stopping = false;
let tempDir = "";
let cleaning: Promise<void> | null = null;
let progressTimer: NodeJS.Timeout | null = null;

function cleanup() {
  cleaning ??= (async () => {
    stopping = true;
    if (progressTimer) clearInterval(progressTimer);
    await solvers?.close().catch(() => {});
    for (const agent of agents) agent.destroy();
    await browser?.close().catch(() => {});
    if (site) {
      site.closeAllConnections();
      await new Promise((resolve) => site?.close(() => resolve(undefined)));
    }
    await db?.end().catch(() => {});
    const running = stack ?? (stackStarting ? await stackStarting.catch(() => null) : null);
    await running?.stop().catch((error) => console.error(`stopping the stack failed: ${error.message}`));
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}
/** Stops everything, waiting at most `ms`, then exits with `code`. */
async function stopAndExit(code: number, ms = 20_000) {
  const force = setTimeout(() => process.exit(code), ms);
  force.unref();
  await cleanup().catch(() => {});
  process.exit(code);
}
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error) => {
    if (cleaning) return; // already stopping: whatever fails now is a consequence
    console.error(`\nbench botnet failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    void stopAndExit(1);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (cleaning) process.exit(130); // a second signal: leave at once
    console.error(`\n${signal}: stopping browser, site server and stack … (again to leave at once)`);
    void stopAndExit(130);
  });
}
const hardTimer = setTimeout(
  () => {
    console.error(`\nHard time limit reached (${clock(deadline - startedAt)}): stopping.`);
    void stopAndExit(2, 15_000);
  },
  deadline - startedAt - 20_000,
);
hardTimer.unref();

// --------------------------------------------------------------------------------------------------- setup
fs.mkdirSync(".local", { recursive: true });
const stackLog = ".local/bench-botnet-stack.log";
fs.writeFileSync(stackLog, `bench botnet stack, ${new Date().toISOString()}\n`);

// a private copy of the build and of the header options it was made with (serve.ts serves none without them)
tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-botnet-"));
const siteDir = path.join(tempDir, "client");
fs.cpSync("build/client", siteDir, { recursive: true });
fs.copyFileSync("build/headers.json", path.join(tempDir, "headers.json"));
/** The API origin the built site calls. */
const apiOriginOfBuild = new URL(
  (JSON.parse(fs.readFileSync(path.join(tempDir, "headers.json"), "utf8")) as { supabaseUrl: string }).supabaseUrl,
).origin;

const machine = {
  nproc: os.availableParallelism(),
  cpu: (() => {
    try {
      return (
        /model name\s*:\s*(.+)/.exec(fs.readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ??
        os.cpus()[0]?.model ??
        "unknown"
      );
    } catch {
      return os.cpus()[0]?.model ?? "unknown";
    }
  })(),
  memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
  // other work on the machine slows the browser and the stack: the 1-minute load average at the start and at the end
  loadAtStart: Number(os.loadavg()[0]?.toFixed(1)),
  loadAtEnd: NaN,
  node: process.version,
  chromium: "",
};

console.log(`bench botnet — ${new Date().toISOString()}`);
console.log(
  `machine: ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAtStart}`,
);
console.log(
  `parameters: calm ${params.calmMinutes} min, attack ${params.attackMinutes} min, drain ${params.drainMinutes} min, ` +
    `${params.attackers} attacker addresses (${params.concurrency} at once, ${params.solvers} solver thread(s), mix ${params.botMix}` +
    `${params.botLeads ? `, ${params.botLeads} inserts spread over the attack` : ""}), ` +
    `a real lead every ${params.realEverySeconds} s (${params.pages} browser pages)` +
    `${params.throughput ? `; throughput: ${2 * params.throughputRounds} blocks of ${params.throughput} inserts` : ""}`,
);
console.log(`texts: ${corpus.source}; the built site calls ${apiOriginOfBuild}`);
console.log("starting the stack …");

stackStarting = startStack({
  ephemeral: true,
  log: (...args) => fs.appendFileSync(stackLog, `${args.map(String).join(" ")}\n`),
});
stack = await stackStarting;
/** Stopped during the setup: go no further, the exit waits for the cleanup. */
const haltIfStopping = () => (stopping ? new Promise(() => {}) : Promise.resolve());
await haltIfStopping();
const theStack = stack;

site = createSiteServer(siteDir);
await new Promise((resolve, reject) => {
  site?.once("error", reject);
  site?.listen(0, "127.0.0.1", () => resolve(undefined));
});
await haltIfStopping();
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

browser = await chromium.launch({
  ...chromiumLaunchOptions,
  // the signals are handled above, so the stack is stopped too (Playwright would otherwise exit on its own)
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
});
if (stopping) await browser.close();
await haltIfStopping();
machine.chromium = browser.version();
const theBrowser = browser;

db = new pg.Client({ connectionString: theStack.dbUrl, application_name: "bench-botnet" });
await db.connect();
const theDb = db;
// the scoring's cost: the rule weights as migrated, and the scoring functions counted from here on
const migratedWeights = await migratedRuleWeights(theDb);
const trackFunctions = await countFunctionCalls(theDb);
const countsAtStart = await functionCounts(theDb);
const runStartedInDb = new Date((await theDb.query("select now() as now")).rows[0].now);

solvers = createSolverPool(params.solvers);
const theSolvers = solvers;

const mailStats = async () => {
  const response = await fetch(`${theStack.mailUrl}/api/stats`, { signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as Record<string, number>;
};

console.log(
  `stack up (${clock(Date.now() - startedAt)} after start): api ${theStack.apiUrl}, mail ${theStack.mailUrl}; site ${siteUrl}; Chromium ${machine.chromium}`,
);

// ------------------------------------------------------------------------------------------------ the phases
const t0 = Date.now();
const calmEnd = t0 + params.calmMinutes * MINUTE;
const attackEnd = calmEnd + params.attackMinutes * MINUTE;
const drainEnd = attackEnd + params.drainMinutes * MINUTE;
const phaseAt = (t: number) => (t < calmEnd ? "calm" : t < attackEnd ? "attack" : "drain");

/** Every challenge seen: when, by whom, its difficulty. */
const difficulty: { t: number; by: "real" | "attacker"; maxnumber: number }[] = [];

// ------------------------------------------------------------------------------------------------ real leads
type RealLead = {
  index: number;
  /** the client address its API calls came from */
  address: string;
  email: string;
  /** calm, attack or drain: when it was sent (when it started, if it never was) */
  phase: string;
  startedAt: number;
  /** when the send button was clicked */
  sentAt: number | null;
  /** from the first choice to the click */
  fillMs: number | null;
  /** "cut-off": still busy when the drain ended */
  outcome: "thanks" | "error-toast" | "timeout" | "error" | "cut-off" | null;
  /** from the click to the thank-you block or the error toast */
  outcomeMs: number | null;
  /** what the API answered to its inserts */
  inserts: { status: number; code: string; message: string; at: number }[];
  error: string | null;
  /** the gateway's answer had no CORS headers for the site's origin, so they were added */
  corsAdded: boolean;
  /**
   * what the browser's proof of work said: its solve time, the form time it reported (form_ms, if the build sends
   * one), the difficulty
   */
  proof: { took: number | null; formMs: number | null; maxnumber: number | null } | null;
};
const realLeads: RealLead[] = [];
let realSkipped = 0;
const openContexts = new Set<BrowserContext>();
/** set when the drain ends: visitors still busy are cut off */
let realCutOff = false;

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
  "trailer",
  "host",
  "content-length",
  "accept-encoding",
]);

/**
 * The browser's proof of work in an insert body: solve time, reported form time, difficulty (null when absent).
 */
function proofDetails(body: string | null): RealLead["proof"] {
  try {
    const payload = JSON.parse(
      Buffer.from(String(JSON.parse(body ?? "{}").proof_of_work ?? ""), "base64").toString("utf8"),
    );
    const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
    const maxnumber = Number(/maxnumber=(\d+)/.exec(String(payload.salt ?? ""))?.[1]);
    return {
      took: num(payload.took),
      formMs: num(payload.form_ms),
      maxnumber: Number.isFinite(maxnumber) ? maxnumber : null,
    };
  } catch {
    return null;
  }
}

/**
 * Performs one of the page's API calls from the lead's own client address and answers the page with the result.
 */
async function forwardApiCall(route: Route, agent: http.Agent, lead: RealLead) {
  const request = route.request();
  const url = new URL(request.url());
  const target = new URL(url.pathname + url.search, theStack.apiUrl);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) {
    if (!HOP_BY_HOP.has(name) && !name.startsWith(":")) headers[name] = value;
  }
  try {
    const answer = await httpCall({
      url: target,
      method: request.method(),
      headers,
      body: request.postDataBuffer(),
      agent,
    });
    if (url.pathname.endsWith("/rpc/create_contact_challenge") && answer.status === 200) {
      const maxnumber = Number(JSON.parse(answer.body.toString("utf8")).maxnumber);
      if (Number.isFinite(maxnumber)) difficulty.push({ t: Date.now(), by: "real", maxnumber });
    }
    if (url.pathname.endsWith("/contact_submissions") && request.method() === "POST") {
      lead.proof = proofDetails(request.postData());
      lead.inserts.push({
        status: answer.status,
        ...(answer.status >= 400 ? errorBody(answer.body) : { code: "", message: "" }),
        at: Date.now(),
      });
    }
    const responseHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name))
        responseHeaders[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const origin = headers.origin;
    if (origin && !responseHeaders["access-control-allow-origin"]) {
      lead.corsAdded = true;
      Object.assign(responseHeaders, {
        "access-control-allow-origin": origin,
        "access-control-allow-credentials": "true",
        "access-control-expose-headers":
          "content-range, content-location, content-profile, preference-applied, location",
      });
      if (request.method() === "OPTIONS") {
        Object.assign(responseHeaders, {
          "access-control-allow-methods": "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS",
          "access-control-allow-headers":
            headers["access-control-request-headers"] ?? "authorization, apikey, content-type, x-client-info, prefer",
        });
      }
    }
    await route.fulfill({ status: answer.status, headers: responseHeaders, body: answer.body });
  } catch (error) {
    lead.error ??= `API call ${request.method()} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`;
    await route.abort("failed").catch(() => {});
  }
}

/**
 * Types a message like a person within the time left: with pauses while there is time, the rest pasted at once.
 * msPerChar: how long one typed character took so far (the 40 ms pause plus the browser's own time).
 */
async function typeWithin(field: Locator, page: Page, text: string, msLeft: number, msPerChar: number) {
  const typable = Math.max(20, Math.floor(msLeft / msPerChar));
  await field.click();
  await field.pressSequentially(text.slice(0, typable), { delay: 40 });
  if (text.length > typable) await page.keyboard.insertText(text.slice(typable));
}

/** One visitor: open /kontakt, fill the form in 6 to 10 s, send, wait for the thank-you block. */
async function realLead(index: number) {
  const lead: RealLead = {
    // each real lead writes from its own business domain, as real prospects do
    index,
    address: loopbackAddress(200, index),
    email: `real-${pad(index)}@kunde-${pad(index)}.example`,
    phase: phaseAt(Date.now()),
    startedAt: Date.now(),
    sentAt: null,
    fillMs: null,
    outcome: null,
    outcomeMs: null,
    inserts: [],
    error: null,
    corsAdded: false,
    proof: null,
  };
  realLeads.push(lead);
  const agent = new http.Agent({ keepAlive: true, timeout: KEEP_ALIVE_MS, maxSockets: 4, localAddress: lead.address });
  agents.push(agent);
  let context: BrowserContext | null = null;
  try {
    context = await theBrowser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    openContexts.add(context);
    await context.addInitScript(keepNamesInPage);
    await context.addInitScript(({ key, value }) => globalThis.localStorage.setItem(key, value), CONSENT_STORAGE);
    // nothing leaves loopback: any other host is refused; the API's origin is answered from the lead's address
    await context.route(
      (url) => !isLoopbackHost(url.hostname),
      (route) => route.abort("blockedbyclient"),
    );
    await context.route(
      (url) => url.origin === apiOriginOfBuild,
      (route) => forwardApiCall(route, agent, lead),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${siteUrl}/kontakt`, { waitUntil: "load" });
    await page.waitForFunction(() => {
      const button = globalThis.document.querySelector("form button[type=submit]");
      return button !== null && !button.hasAttribute("disabled");
    });

    const fillTarget = randomInt(6_000, 10_000);
    const fillStarted = performance.now();
    const left = () => fillTarget - (performance.now() - fillStarted);
    await page.getByRole("combobox", { name: "Anrede" }).selectOption(pick(SALUTATIONS));
    const name = page.getByRole("textbox", { name: "Name" });
    const person = randomPerson();
    const typingStarted = performance.now();
    await name.click();
    await name.pressSequentially(person, { delay: 40 });
    const email = page.getByRole("textbox", { name: "E-Mail" });
    await email.click();
    await email.pressSequentially(lead.email, { delay: 40 });
    const msPerChar = (performance.now() - typingStarted) / (person.length + lead.email.length);
    await page.getByRole("combobox", { name: "Grund" }).selectOption(pick(REASONS));
    await typeWithin(
      page.getByRole("textbox", { name: "Nachricht" }),
      page,
      realMessage(person.split(" ")[0] ?? person),
      left() - 800,
      msPerChar,
    );
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await sleep(left());
    lead.fillMs = performance.now() - fillStarted;

    const thanks = page.getByRole("status").filter({ hasText: FORM.thanks });
    const failed = page.getByRole("listitem").filter({ hasText: FORM.failed });
    await page.getByRole("button", { name: FORM.submit }).click();
    lead.sentAt = Date.now();
    lead.phase = phaseAt(lead.sentAt);
    const clicked = performance.now();
    try {
      await thanks.or(failed).first().waitFor({ state: "visible", timeout: 90_000 });
      lead.outcome = (await thanks.isVisible()) ? "thanks" : "error-toast";
    } catch {
      lead.outcome = realCutOff ? "cut-off" : "timeout";
    }
    lead.outcomeMs = performance.now() - clicked;
  } catch (error) {
    lead.outcome ??= realCutOff ? "cut-off" : "error";
    lead.error ??= error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
  } finally {
    if (context) openContexts.delete(context);
    await context?.close().catch(() => {});
    agent.destroy();
  }
}

async function realLeadsLoop() {
  const inFlight = new Set<Promise<void>>();
  for (let slot = 0; !stopping; slot++) {
    const at = t0 + slot * params.realEverySeconds * 1000;
    while (!stopping && Date.now() < at) await sleep(Math.min(500, at - Date.now()));
    if (stopping || Date.now() >= attackEnd) break;
    if (inFlight.size >= params.pages) {
      realSkipped++; // every page still busy with an earlier visitor
      continue;
    }
    const run = realLead(realLeads.length).finally(() => inFlight.delete(run));
    inFlight.add(run);
  }
  await Promise.allSettled(inFlight);
}

// ------------------------------------------------------------------------------------------------ the botnet
type Attacker = {
  index: number;
  address: string;
  agent: http.Agent;
  /** turns this address had */
  uses: number;
  /** inserts sent */
  sent: number;
  /** inserts stored */
  accepted: number;
  /** times the API refused this client (429 per client, on the challenge or the insert) */
  blocked: number;
  /** inserts stored before the first refusal */
  acceptedBeforeBlock: number | null;
};
const attackers: Attacker[] = Array.from({ length: params.attackers }, (_, index) => {
  const address = loopbackAddress(1, index);
  const agent = new http.Agent({ keepAlive: true, timeout: KEEP_ALIVE_MS, maxSockets: 2, localAddress: address });
  agents.push(agent);
  return { index, address, agent, uses: 0, sent: 0, accepted: 0, blocked: 0, acceptedBeforeBlock: null };
});
type AttackKind = "spam" | "bombing" | "plausible" | "filler";
const attackRequests: {
  t: number;
  kind: AttackKind;
  email: string;
  status: number;
  class: string;
  code: string;
  message: string;
}[] = [];
const challengeRefusals: { t: number; status: number; message: string }[] = [];
const solveTimes: number[] = [];
/** the e-mail address of every attacker lead, to tell the kinds apart in the database */
const attackKindOf = new Map<string, AttackKind>();
/** inserts a paced botnet (--bot-leads) has scheduled so far */
let botTurns = 0;

function attackLead(): { kind: AttackKind; row: Record<string, unknown> } {
  const roll = Math.random();
  const base = { anrede: pick(SALUTATIONS), grund: pick(REASONS), datenschutz: true };
  if (params.botMix === "spam-filler") {
    if (roll < 0.5) {
      const text = pick(corpus.spam);
      return {
        kind: "spam",
        row: { ...base, name: text.name ?? randomPerson(), email: randomAddress(), nachricht: text.text },
      };
    }
    return {
      kind: "filler",
      row: { ...base, name: randomPerson(), email: randomAddress(), nachricht: fillerText() },
    };
  }
  if (roll < 0.4) {
    const text = pick(corpus.spam);
    return {
      kind: "spam",
      row: { ...base, name: text.name ?? randomPerson(), email: randomAddress(), nachricht: text.text },
    };
  }
  if (roll < 0.7) {
    return {
      kind: "bombing",
      row: { ...base, name: randomPerson(), email: victimVariant(pick(VICTIMS)), nachricht: pick(POLITE_TEXTS) },
    };
  }
  const text = pick(corpus.inquiries);
  return {
    kind: "plausible",
    row: { ...base, name: text.name ?? randomPerson(), email: randomAddress(), nachricht: text.text },
  };
}

/**
 * One turn of one attacker address: a challenge, its solution, one insert. Resolves to "blocked" when the API refused
 * this client, "done" otherwise.
 */
async function attackOnce(attacker: Attacker): Promise<"blocked" | "done"> {
  attacker.uses++;
  const api = new URL(theStack.apiUrl);
  const jsonHeaders = { ...API_KEY_HEADERS(theStack.anonKey), "content-type": "application/json" };
  let challenge: Record<string, unknown>;
  try {
    const answer = await httpCall({
      url: new URL("/rest/v1/rpc/create_contact_challenge", api),
      method: "POST",
      headers: jsonHeaders,
      body: "{}",
      agent: attacker.agent,
      timeoutMs: 30_000,
    });
    if (answer.status !== 200) {
      challengeRefusals.push({ t: Date.now(), status: answer.status, message: errorBody(answer.body).message });
      if (answer.status === 429) return "blocked";
      await sleep(500);
      return "done";
    }
    challenge = JSON.parse(answer.body.toString("utf8"));
  } catch (error) {
    challengeRefusals.push({
      t: Date.now(),
      status: 0,
      message: error instanceof Error ? error.message : String(error),
    });
    await sleep(500);
    return "done";
  }
  difficulty.push({ t: Date.now(), by: "attacker", maxnumber: Number(challenge.maxnumber) });
  let solution: { number: number; took: number };
  try {
    solution = await theSolvers.solve(challenge);
  } catch {
    return "done"; // stopped, or a challenge without a solution
  }
  solveTimes.push(solution.took);
  if (stopping || Date.now() >= attackEnd) return "done";
  // a paced botnet sends its next insert only when its turn in the even spread over the attack has come
  if (params.botLeads > 0) {
    const at = calmEnd + (botTurns++ * params.attackMinutes * MINUTE) / params.botLeads;
    if (at >= attackEnd) return "done";
    while (!stopping && Date.now() < at) await sleep(Math.min(500, at - Date.now()));
    if (stopping) return "done";
  }
  const { algorithm, salt, signature } = challenge as Record<string, string>;
  const proof = Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt,
      signature,
      took: solution.took,
    }),
  ).toString("base64");
  const { kind, row } = attackLead();
  const email = String(row.email);
  attackKindOf.set(email.toLowerCase(), kind);
  attacker.sent++;
  let status = 0;
  let code = "";
  let message = "";
  try {
    const answer = await httpCall({
      url: new URL("/rest/v1/contact_submissions", api),
      method: "POST",
      agent: attacker.agent,
      timeoutMs: 30_000,
      headers: { ...jsonHeaders, prefer: "return=minimal" },
      body: JSON.stringify({ ...row, proof_of_work: proof }),
    });
    status = answer.status;
    if (status >= 400) ({ code, message } = errorBody(answer.body));
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  const cls = answerClass(status, message);
  attackRequests.push({ t: Date.now(), kind, email, status, class: cls, code, message });
  if (status === 201) attacker.accepted++;
  if (cls === "429 per client") return "blocked";
  if (status === 0 || status >= 500) await sleep(250);
  return "done";
}

/** A refused address tries again after this long (a botnet comes back; the answer shows whether the block holds). */
const RETRY_BLOCKED_AFTER_MS = 60_000;

/**
 * The attack phase: `concurrency` workers take the addresses in turn, one insert per turn, so every address is used
 * early; an address the API refused waits RETRY_BLOCKED_AFTER_MS before its next turn.
 */
async function botnet() {
  while (!stopping && Date.now() < calmEnd) await sleep(Math.min(500, calmEnd - Date.now()));
  const ready: number[] = attackers.map((attacker) => attacker.index);
  const blocked: { index: number; at: number }[] = [];
  const take = async () => {
    while (!stopping && Date.now() < attackEnd && !(params.botLeads > 0 && botTurns >= params.botLeads)) {
      const next = ready.shift();
      if (next !== undefined) return attackers[next];
      const first = blocked[0];
      if (first && first.at <= Date.now() - RETRY_BLOCKED_AFTER_MS) {
        blocked.shift();
        return attackers[first.index];
      }
      await sleep(250);
    }
    return undefined;
  };
  await Promise.all(
    Array.from({ length: params.concurrency }, async () => {
      for (let attacker = await take(); attacker; attacker = await take()) {
        const outcome = await attackOnce(attacker);
        if (outcome === "blocked") {
          if (attacker.blocked++ === 0) attacker.acceptedBeforeBlock = attacker.accepted;
          blocked.push({ index: attacker.index, at: Date.now() });
        } else ready.push(attacker.index);
      }
    }),
  );
  await theSolvers.close();
}

// ------------------------------------------------------------------------------------------------ throughput
type ThroughputBlock = {
  withModel: boolean;
  inserts: number;
  accepted: number;
  seconds: number;
  perSecond: number;
  /** each insert's request → answer, ms */
  latencyMs: { median: number; p95: number };
  statuses: Record<string, number>;
};

/**
 * The intake's throughput with the spam text model and without it. The botnet's rate is set by its proofs of work,
 * so it says nothing about what the database can take; here every proof is solved before its block starts and only
 * the inserts are timed. A block sends `--throughput` inserts through the gateway, `--concurrency` at once, each from
 * a client address of its own (127.2.x.y, so no per-client limit refuses one) and to a mailbox of its own; its rate
 * is the inserts accepted over the time from its first request to its last answer. Blocks with and without the model
 * alternate (with, without, without, with, with, without, …), so a drift or other work on the machine falls on both;
 * a mode's rate is the median of its blocks. After a block its leads are deleted again, and a block starts once
 * pg_net's queue of the one before is empty (at most 30 s), so no block inherits work or rows from the one before.
 * The proof's difficulty is set to its minimum first: the database checks a solution with one hash whatever the
 * difficulty, only the client's search gets shorter. The texts are the botnet's mix, every third one a real
 * visitor's message instead.
 */
async function measureThroughput(migrated: RuleWeights): Promise<ThroughputBlock[]> {
  await theDb.query("update private.contact_submission_settings set proof_max_number = 1");
  const api = new URL(theStack.apiUrl);
  const jsonHeaders = { ...API_KEY_HEADERS(theStack.anonKey), "content-type": "application/json" };
  const challengeAgent = new http.Agent({ keepAlive: true, timeout: KEEP_ALIVE_MS, localAddress: "127.3.0.1" });
  agents.push(challengeAgent);
  const blocks: ThroughputBlock[] = [];
  let addresses = 0;
  for (let b = 0; b < 2 * params.throughputRounds && !stopping; b++) {
    const withModel = b % 2 === Math.floor(b / 2) % 2;
    await setSpamModel(theDb, withModel, migrated);
    for (const waitUntil = Date.now() + 30_000; Date.now() < waitUntil; await sleep(500)) {
      const { rows } = await theDb.query("select count(*)::int as n from net.http_request_queue");
      if (rows[0]?.n === 0) break;
    }
    const ready: { agent: http.Agent; body: string }[] = [];
    for (let i = 0; i < params.throughput; i++) {
      const answer = await httpCall({
        url: new URL("/rest/v1/rpc/create_contact_challenge", api),
        method: "POST",
        headers: jsonHeaders,
        body: "{}",
        agent: challengeAgent,
      });
      if (answer.status !== 200) throw new Error(`create_contact_challenge: ${answer.status} ${answer.body}`);
      const challenge = JSON.parse(answer.body.toString("utf8"));
      const proof = contactProofPayload(challenge, solveContactChallenge(challenge));
      const person = randomPerson();
      const row =
        i % 3 === 2 ? { name: person, nachricht: realMessage(person.split(" ")[0] ?? person) } : attackLead().row;
      const agent = new http.Agent({ localAddress: loopbackAddress(2, addresses++) });
      agents.push(agent);
      ready.push({
        agent,
        body: JSON.stringify({
          anrede: pick(SALUTATIONS),
          grund: pick(REASONS),
          datenschutz: true,
          ...row,
          email: randomAddress(),
          proof_of_work: proof,
        }),
      });
    }
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const blockStart = (await theDb.query("select clock_timestamp() as t")).rows[0].t;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(params.concurrency, ready.length) }, async () => {
        for (let item = ready[next++]; item; item = ready[next++]) {
          const sent = performance.now();
          let status = 0;
          try {
            const answer = await httpCall({
              url: new URL("/rest/v1/contact_submissions", api),
              method: "POST",
              agent: item.agent,
              headers: { ...jsonHeaders, prefer: "return=minimal" },
              body: item.body,
            });
            status = answer.status;
          } catch {
            // counted as status 0
          }
          latencies.push(performance.now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    for (const { agent } of ready) agent.destroy();
    // the block's leads go again, with their mail and client counts (digests planned meanwhile stay), so every block
    // starts from the state the attack left: each lead waiting for a digest makes the next insert slower
    await theDb.query("delete from public.contact_submissions where created_at >= $1", [blockStart]);
    await theDb.query("delete from private.contact_client_submissions where created_at >= $1", [blockStart]);
    await theDb.query(
      "vacuum public.contact_submissions, public.contact_deliveries, private.contact_reply_shares, private.contact_client_submissions",
    );
    const sorted = latencies.sort((x, y) => x - y);
    const block = {
      withModel,
      inserts: ready.length,
      accepted: statuses[201] ?? 0,
      seconds,
      perSecond: (statuses[201] ?? 0) / seconds,
      latencyMs: { median: percentile(sorted, 50), p95: percentile(sorted, 95) },
      statuses,
    };
    blocks.push(block);
    console.log(
      `  throughput block ${b + 1} of ${2 * params.throughputRounds}, ${withModel ? "with" : "without"} the model: ` +
        `${block.perSecond.toFixed(1)} inserts/s (${block.accepted} of ${block.inserts} accepted in ${seconds.toFixed(1)} s)`,
    );
  }
  await setSpamModel(theDb, true, migrated);
  return blocks;
}

// --------------------------------------------------------------------------------------------------- progress
let lastProgressAt = 0;
async function progress() {
  const now = Date.now();
  lastProgressAt = now;
  const accepted = attackRequests.filter((r) => r.status === 201).length;
  const refused = attackRequests.length - accepted;
  const lastDifficulty = difficulty.at(-1)?.maxnumber;
  const stats: Record<string, number> | null = await mailStats().catch(() => null);
  console.log(
    `[${clock(now - t0)} ${phaseAt(now)}] real ${realLeads.length} started, ${realLeads.filter((l) => l.outcome === "thanks").length} thanked | ` +
      `botnet ${attackRequests.length} sent, ${accepted} accepted, ${refused} refused | mails accepted ${na(stats?.accepted)} | maxnumber ${na(lastDifficulty)}`,
  );
}

// -------------------------------------------------------------------------------------------------- run it
console.log(
  `\nphases from ${new Date(t0).toISOString()}: calm until ${clock(calmEnd - t0)}, attack until ${clock(attackEnd - t0)}, drain until ${clock(drainEnd - t0)}`,
);
progressTimer = setInterval(() => void progress(), 30_000);
progressTimer.unref();
const realRun = realLeadsLoop();
await botnet();
const attackSeconds = (Math.min(Date.now(), attackEnd) - calmEnd) / 1000;
// visitors who began before the drain may finish during it; whoever is still busy when it ends is cut off
while (!stopping && Date.now() < drainEnd) await sleep(Math.min(1000, drainEnd - Date.now()));
realCutOff = true;
await Promise.all([...openContexts].map((context) => context.close().catch(() => {})));
await realRun;
// stopped by a signal or the time limit: no report, the exit waits for the cleanup
if (stopping) await new Promise(() => {});
clearInterval(progressTimer);
if (Date.now() - lastProgressAt > 5_000) await progress();
const reportAt = Date.now();
machine.loadAtEnd = Number(os.loadavg()[0]?.toFixed(1));

// ----------------------------------------------------------------------------------------------------- report
const mails: Mail[] = (
  await (await fetch(`${theStack.mailUrl}/api/emails`, { signal: AbortSignal.timeout(60_000) })).json()
).data;
const providerStats = await mailStats();
const mailTime = (mail: { created_at: string }) => Date.parse(mail.created_at);
const recipients = (mail: { to: string[] }) =>
  mail.to.map((to) =>
    to
      .toLowerCase()
      .replace(/^.*<([^>]+)>.*$/, "$1")
      .trim(),
  );
const ownerMails = mails.filter((mail) => recipients(mail).includes(OWNER_EMAIL));
const otherMails = mails.filter((mail) => !recipients(mail).includes(OWNER_EMAIL));

/** Columns of a table in the database, empty when the table does not exist. */
async function columnsOf(schema: string, name: string) {
  const { rows } = await theDb.query(
    "select column_name from information_schema.columns where table_schema = $1 and table_name = $2",
    [schema, name],
  );
  return new Set(rows.map((row) => String(row.column_name)));
}
const submissionColumns = await columnsOf("public", "contact_submissions");
const deliveryColumns = await columnsOf("public", "contact_deliveries");
const {
  rows: [statusCheck],
} = await theDb.query(
  "select coalesce(string_agg(pg_get_constraintdef(oid), ' '), '') as def from pg_constraint where conrelid = 'public.contact_deliveries'::regclass and contype = 'c'",
);
const deliveriesKnow = (word: string) => String(statusCheck?.def ?? "").includes(`'${word}'`);

/** The reply budget per hour, if a private settings column names one (…budget…hour…); otherwise the default. */
async function replyBudget() {
  const { rows } = await theDb.query(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'private' and column_name ~ 'budget' and data_type in ('integer', 'numeric', 'bigint', 'smallint')
      order by column_name ~ 'reply' desc, column_name ~ 'hour' desc, 1, 2`,
  );
  for (const { table_name: name, column_name: column } of rows) {
    const {
      rows: [row],
    } = await theDb.query(
      `select ${pg.escapeIdentifier(String(column))}::numeric as value from private.${pg.escapeIdentifier(String(name))} limit 1`,
    );
    if (row && row.value !== null) return { perHour: Number(row.value), source: `private.${name}.${column}` };
  }
  return { perHour: DEFAULT_REPLY_BUDGET_PER_HOUR, source: "default; no budget setting in the database" };
}
const budget = await replyBudget();

const optionalColumns = ["status", "spam_score", "spam_signals"].filter((c) => submissionColumns.has(c));
const { rows: submissionRows } = await theDb.query(
  `select id, email, extract(epoch from created_at) * 1000 as created_ms${optionalColumns.map((c) => `, ${c}`).join("")}
     from public.contact_submissions`,
);
const holdReason = deliveryColumns.has("hold_reason") ? ", hold_reason" : "";
const { rows: deliveryRows } = await theDb.query(
  `select submission_id, kind, status${holdReason} from public.contact_deliveries`,
);

// The mailbox each address reaches, as the database folds it: the limit per mailbox counts by the same rule.
const { rows: mailboxRows } = await theDb.query<{ address: string; mailbox: string }>(
  "select address, private.normalised_mailbox(address) as mailbox from unnest($1::text[]) as address",
  [
    [
      ...new Set([
        ...attackRequests.map((request) => request.email),
        ...mails.flatMap(recipients),
        ...submissionRows.map((row) => String(row.email)),
      ]),
    ],
  ],
);
const mailboxes = new Map(mailboxRows.map((row) => [row.address, row.mailbox]));
const mailbox = (address: string) => mailboxes.get(address) ?? address;

/** What a stored row is: a real lead, a victim's bomb, or the kind the botnet sent it as. */
const rowKind = (email: string) => {
  if (/^real-\d+@kunde-\d+\.example$/i.test(email)) return "real";
  if (VICTIMS.includes(mailbox(email))) return "bombing";
  return attackKindOf.get(email.toLowerCase()) ?? "other";
};
const submissionsByEmail = new Map(submissionRows.map((row) => [String(row.email).toLowerCase(), row]));
const deliveriesBySubmission = new Map<string, typeof deliveryRows>();
for (const row of deliveryRows) {
  const list = deliveriesBySubmission.get(row.submission_id) ?? [];
  list.push(row);
  deliveriesBySubmission.set(row.submission_id, list);
}
const deliveriesOf = (id: string) => deliveriesBySubmission.get(id) ?? [];

// real leads: owner mail naming them, automatic reply
const realResults = realLeads.map((lead) => {
  const row = submissionsByEmail.get(lead.email);
  const insertedMs = row ? Number(row.created_ms) : null;
  const named =
    insertedMs === null
      ? undefined
      : ownerMails
          .filter(
            (mail) =>
              (mail.text ?? "").toLowerCase().includes(lead.email) ||
              (mail.html ?? "").toLowerCase().includes(lead.email),
          )
          .map(mailTime)
          .sort((a, b) => a - b)[0];
  const reply =
    insertedMs === null
      ? undefined
      : otherMails
          .filter((mail) => recipients(mail).includes(lead.email))
          .map(mailTime)
          .sort((a, b) => a - b)[0];
  const replyDelivery = row ? deliveriesOf(row.id).find((d) => d.kind === "autoreply") : undefined;
  return {
    ...lead,
    stored: Boolean(row),
    insertedAt: insertedMs,
    ownerNamedMs: named !== undefined && insertedMs !== null ? Math.max(0, named - insertedMs) : null,
    replyMs: reply !== undefined && insertedMs !== null ? Math.max(0, reply - insertedMs) : null,
    replyStatus: replyDelivery?.status ?? null,
    holdReason: replyDelivery?.hold_reason ?? null,
    spamStatus: row?.status ?? null,
    spamScore: row?.spam_score ?? null,
  };
});

const lines: string[] = [];
const out = (text = "") => lines.push(text);
/** Real leads sent during the attack and their automatic replies (filled in by the report). */
let replyUnderAttack: Record<string, number | boolean> = {};
out();
out(`## bench botnet (${new Date(reportAt).toISOString()})`);
out();
out(
  `machine: ${machine.nproc} cores, ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, Chromium ${machine.chromium}; ` +
    `load average ${machine.loadAtStart} at the start, ${machine.loadAtEnd} at the end`,
);
out(
  `parameters: calm ${params.calmMinutes} min, attack ${params.attackMinutes} min, drain ${params.drainMinutes} min; ${params.attackers} attacker addresses, ` +
    `${params.concurrency} at once, ${params.solvers} solver thread(s), mix ${params.botMix}` +
    `${params.botLeads ? `, ${params.botLeads} inserts spread over the attack` : ""}; a real lead every ${params.realEverySeconds} s on up to ${params.pages} pages; texts: ${corpus.source}`,
);
out(`owner: ${OWNER_EMAIL}; reply budget ${budget.perHour}/h (${budget.source})`);

// ---- real leads per phase
out();
out("### Real leads (browser form, each from its own client address; phase = when the form was sent)");
out();
const reportedPhases = ["calm", "attack", "drain"].filter(
  (phase) => phase !== "drain" || realResults.some((lead) => lead.phase === "drain"),
);
{
  const rows = [];
  for (const phase of reportedPhases) {
    const leads = realResults.filter((lead) => lead.phase === phase);
    const named = leads.filter((lead) => lead.ownerNamedMs !== null).map((lead) => lead.ownerNamedMs as number);
    const s = summary(named);
    const neverNamed = leads.filter((lead) => lead.stored && lead.ownerNamedMs === null).length;
    const target = OWNER_TARGET_MS[phase as "calm" | "attack" | "drain"];
    const met = leads.some((lead) => lead.stored) ? (neverNamed === 0 && !(s.max > target) ? "yes" : "no") : "–";
    const statuses = leads.flatMap((lead) => lead.inserts.map((i) => i.status));
    const byStatus: Record<string, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    rows.push([
      phase,
      leads.length,
      leads.filter((l) => l.outcome === "thanks").length,
      leads.filter((l) => l.stored).length,
      Object.entries(byStatus)
        .map(([k, v]) => `${v}×${k}`)
        .join(" ") || "–",
      submissionColumns.has("status") ? leads.filter((l) => l.spamStatus === "spam").length : "n/a",
      seconds(s.median),
      seconds(s.p90),
      seconds(s.max),
      neverNamed,
      `≤ ${seconds(target)}`,
      met,
    ]);
  }
  out(
    table(
      [
        "phase",
        "sent",
        "thank-you shown",
        "stored",
        "insert answers",
        "marked spam",
        "owner told: median",
        "p90",
        "max",
        "never named",
        "target",
        "met",
      ],
      rows,
    ),
  );
  const fills = summary(realResults.filter((l) => l.fillMs !== null).map((l) => l.fillMs as number));
  const answers = summary(realResults.filter((l) => l.outcomeMs !== null).map((l) => l.outcomeMs as number));
  out();
  out(
    `filling took median ${seconds(fills.median)}, max ${seconds(fills.max)}; click → thank-you/error median ${seconds(answers.median)}, ` +
      `p90 ${seconds(answers.p90)}, max ${seconds(answers.max)}; ${realSkipped} visitor slot(s) skipped because every page was busy`,
  );
  const proofs = realResults.map((l) => l.proof).filter((p) => p !== null);
  const took = summary(proofs.map((p) => p.took).filter((v) => v !== null));
  const withFormMs = proofs.filter((p) => p.formMs !== null).length;
  out(
    `the browser's proof of work: solve time median ${seconds(took.median)}, p90 ${seconds(took.p90)}, max ${seconds(took.max)}; ` +
      `difficulty ${[...new Set(proofs.map((p) => p.maxnumber))].sort((a, b) => Number(a) - Number(b)).join(", ") || "–"}; form_ms reported by ${withFormMs} of ${proofs.length} inserts` +
      (proofs.length && !withFormMs ? " (this build sends no form time with the proof)" : ""),
  );
  const failures = realResults.filter((l) => l.outcome !== "thanks");
  if (failures.length) {
    out(
      `not thanked: ${failures.map((l) => `${l.email} (${l.outcome}${l.inserts.length ? `, insert ${l.inserts.map((i) => `${i.status} ${i.message}`.trim()).join("/")}` : ""}${l.error ? `, ${l.error}` : ""})`).join("; ")}`,
    );
  }
  if (realResults.some((l) => l.corsAdded))
    out("note: the gateway sent no CORS headers for the site's origin; the benchmark added them.");

  out();
  out("Automatic reply to real leads (insert → mail to the lead):");
  out();
  const replyRows = [];
  for (const phase of reportedPhases) {
    const leads = realResults.filter((lead) => lead.phase === phase && lead.stored);
    const s = summary(leads.filter((l) => l.replyMs !== null).map((l) => l.replyMs as number));
    const held = deliveriesKnow("held") ? leads.filter((l) => l.replyStatus === "held").length : "n/a";
    const reasons = [...new Set(leads.map((l) => l.holdReason).filter(Boolean))].join(", ");
    replyRows.push([
      phase,
      leads.length,
      s.n,
      seconds(s.median),
      seconds(s.p90),
      seconds(s.max),
      held,
      reasons || (deliveryColumns.has("hold_reason") ? "–" : "n/a"),
      leads.filter((l) => l.replyMs === null && l.replyStatus !== "held").length,
    ]);
  }
  out(
    table(
      ["phase", "stored", "replied", "median", "p90", "max", "held", "hold reasons", "neither (pending/failed)"],
      replyRows,
    ),
  );
  // every real lead sent during the attack counts, stored or not: one that is lost got no reply either
  const underAttack = realResults.filter((lead) => lead.phase === "attack" && lead.sentAt !== null);
  const replyTimes = underAttack.filter((l) => l.replyMs !== null).map((l) => l.replyMs as number);
  const inTime = replyTimes.filter((ms) => ms <= REPLY_TARGET.ms).length;
  const s = summary(replyTimes);
  replyUnderAttack = {
    sent: underAttack.length,
    replied: replyTimes.length,
    withinTarget: inTime,
    medianMs: s.median,
    maxMs: s.max,
    met: underAttack.length > 0 && inTime >= REPLY_TARGET.share * underAttack.length,
  };
  out();
  out(
    `real leads sent during the attack: ${inTime} of ${underAttack.length} got their automatic reply within ` +
      `${minutesSeconds(REPLY_TARGET.ms)} (${replyTimes.length} in all); median ${minutesSeconds(s.median)}, ` +
      `max ${minutesSeconds(s.max)}; target at least ${REPLY_TARGET.share * 100} % within ${minutesSeconds(REPLY_TARGET.ms)}: ` +
      `${underAttack.length ? (replyUnderAttack.met ? "met" : "not met") : "–"}`,
  );
}

// ---- victims
out();
out(`### Subscription bombing: automatic replies per victim mailbox (target ≤ ${VICTIM_LIMIT_PER_HOUR} per hour)`);
out();
{
  const rows = VICTIMS.map((victim) => {
    const sent = attackRequests.filter((r) => r.kind === "bombing" && mailbox(r.email) === victim);
    const received = otherMails.filter((mail) => recipients(mail).some((to) => mailbox(to) === victim)).map(mailTime);
    const perHour = maxInWindow(received, 60 * MINUTE);
    const stored = submissionRows.filter((row) => mailbox(String(row.email)) === victim);
    const held = deliveriesKnow("held")
      ? stored.filter((row) => deliveriesOf(row.id).some((d) => d.kind === "autoreply" && d.status === "held")).length
      : "n/a";
    return [
      victim,
      sent.length,
      sent.filter((r) => r.status === 201).length,
      sent.filter((r) => r.class === "429 per mailbox").length,
      held,
      received.length,
      perHour,
      perHour <= VICTIM_LIMIT_PER_HOUR ? "yes" : "no",
    ];
  });
  out(
    table(
      [
        "victim mailbox",
        "leads sent",
        "accepted",
        "429 per mailbox",
        "replies held",
        "replies received",
        "max in any 60 min",
        `≤ ${VICTIM_LIMIT_PER_HOUR}/h`,
      ],
      rows,
    ),
  );
}

// ---- provider and owner
out();
out(`### Mail to the provider (target: automatic replies ≤ ${budget.perHour} per hour, plus the owner's mails)`);
out();
{
  const attackFrom = calmEnd;
  const inAttack = (t: number) => t >= attackFrom;
  const attackHours = Math.max((reportAt - attackFrom) / (60 * MINUTE), 1e-9);
  const realEmails = new Set(realLeads.map((l) => l.email));
  const groups = [
    ["owner (notices, digests, summaries)", ownerMails],
    ["  of which digests", ownerMails.filter(isDigestMail)],
    ["automatic replies, all", otherMails],
    ["  to real leads", otherMails.filter((mail) => recipients(mail).some((to) => realEmails.has(to)))],
    ["  to the victims", otherMails.filter((mail) => recipients(mail).some((to) => VICTIMS.includes(mailbox(to))))],
    [
      "  to other attacker addresses",
      otherMails.filter((mail) =>
        recipients(mail).every((to) => !realEmails.has(to) && !VICTIMS.includes(mailbox(to))),
      ),
    ],
  ];
  const rows = groups.map(([label, list]) => {
    const times = (list as typeof mails).map(mailTime);
    const fromAttack = times.filter(inAttack).length;
    return [label, times.length, fromAttack, (fromAttack / attackHours).toFixed(0), maxInWindow(times, 60 * MINUTE)];
  });
  out(table(["mails", "total", "since attack start", "per hour since attack start", "max in any 60 min"], rows));
  const replies = maxInWindow(otherMails.map(mailTime), 60 * MINUTE);
  out();
  out(
    `provider calls (mail catcher /api/stats): ${providerStats.requests} requests, ${providerStats.accepted} accepted, ${providerStats.rate_limited} rate-limited, ` +
      `${providerStats.replayed} replayed, max ${providerStats.max_per_second}/s; automatic replies in any 60 min: ${replies} ` +
      `(budget ${budget.perHour}: ${replies <= budget.perHour ? "kept" : "exceeded"}); the run since the attack started is ${(attackHours * 60).toFixed(1)} min`,
  );
}

// ---- the botnet
out();
out("### The botnet");
out();
{
  const classes = [
    ...new Set([
      "201 accepted",
      "429 per client",
      "429 per mailbox",
      "400",
      "403",
      ...attackRequests.map((r) => r.class),
    ]),
  ].sort();
  const kinds: AttackKind[] = params.botMix === "spam-filler" ? ["spam", "filler"] : ["spam", "bombing", "plausible"];
  const rows = [
    ...kinds.map((kind) => {
      const list = attackRequests.filter((r) => r.kind === kind);
      return [kind, list.length, ...classes.map((c) => list.filter((r) => r.class === c).length)];
    }),
    ["all", attackRequests.length, ...classes.map((c) => attackRequests.filter((r) => r.class === c).length)],
  ];
  out(table(["kind", "sent", ...classes], rows));
  const accepted = attackRequests.filter((r) => r.status === 201).length;
  const used = attackers.filter((a) => a.uses > 0).length;
  const blockedAddresses = attackers.filter((a) => a.blocked > 0);
  const beforeBlock = summary(blockedAddresses.map((a) => a.acceptedBeforeBlock as number));
  const solve = summary(solveTimes);
  out();
  out(
    `achieved: ${(attackRequests.length / attackSeconds).toFixed(1)} inserts/s sent, ${(accepted / attackSeconds).toFixed(1)}/s accepted over ${attackSeconds.toFixed(0)} s; ` +
      `${used} of ${attackers.length} addresses used, ${blockedAddresses.length} refused as a client` +
      (blockedAddresses.length
        ? ` (after median ${beforeBlock.median}, max ${beforeBlock.max} stored leads); `
        : "; ") +
      `solve time median ${solve.median} ms, p90 ${solve.p90} ms, max ${solve.max} ms on ${params.solvers} thread(s); challenge refusals: ${challengeRefusals.length}`,
  );
  const messages = new Map<string, number>();
  for (const r of attackRequests.filter((x) => x.status !== 201)) {
    const key = `${r.status} ${r.code} ${r.message}`.trim();
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  if (messages.size) {
    out();
    out(
      table(
        ["refusal (status code message)", "count"],
        [...messages.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12),
      ),
    );
  }

  out();
  out("Proof-of-work difficulty (maxnumber) per minute:");
  out();
  const minutes = Math.ceil((Math.max(attackEnd, ...difficulty.map((d) => d.t)) - t0) / MINUTE);
  const diffRows = [];
  for (let m = 0; m < minutes; m++) {
    const inMinute = difficulty.filter((d) => d.t >= t0 + m * MINUTE && d.t < t0 + (m + 1) * MINUTE);
    if (!inMinute.length) continue;
    const s = summary(inMinute.map((d) => d.maxnumber));
    const sent = attackRequests.filter((r) => r.t >= t0 + m * MINUTE && r.t < t0 + (m + 1) * MINUTE);
    const phases = [
      ...new Set([phaseAt(t0 + m * MINUTE), phaseAt(Math.min(t0 + (m + 1) * MINUTE - 1, drainEnd - 1))]),
    ].join("→");
    diffRows.push([
      `${m}–${m + 1}`,
      phases,
      inMinute.length,
      s.min,
      s.median,
      s.max,
      summary(inMinute.filter((d) => d.by === "real").map((d) => d.maxnumber)).median,
      sent.length,
      sent.filter((r) => r.status === 201).length,
    ]);
  }
  out(
    table(
      ["minute", "phase", "challenges", "min", "median", "max", "real leads' median", "botnet inserts", "accepted"],
      diffRows.map((r) => r.map((c) => (typeof c === "number" && Number.isNaN(c) ? "–" : c))),
    ),
  );
}

// ---- storage
out();
out("### Stored (after the drain; pg_total_relation_size: table, indexes and TOAST)");
out();
const storage = await tableSizes(theDb);
out(
  table(
    ["table", "rows", "pg_total_relation_size"],
    storage.map((t) => [t.table, t.rows, t.pretty]),
  ),
);

// ---- spam and held
out();
out("### Spam scoring and held mail");
out();
const spamReport: Record<string, unknown> = {};
{
  const kinds = ["real", "spam", "bombing", "plausible", "filler", "other"];
  const rows = kinds.map((kind) => {
    const list = submissionRows.filter((row) => rowKind(String(row.email)) === kind);
    const scores = summary(list.map((row) => Number(row.spam_score)).filter(Number.isFinite));
    const entry = {
      stored: list.length,
      markedSpam: submissionColumns.has("status") ? list.filter((row) => row.status === "spam").length : null,
      spamScoreMedian: submissionColumns.has("spam_score") ? scores.median : null,
    };
    spamReport[kind] = entry;
    return [
      kind,
      entry.stored,
      na(entry.markedSpam),
      submissionColumns.has("spam_score") ? (Number.isNaN(scores.median) ? "–" : scores.median) : "n/a",
    ];
  });
  out(table(["stored leads", "rows", "marked spam", "spam_score median"], rows));
  if (submissionColumns.has("spam_signals")) {
    const signals = new Map<string, number>();
    for (const row of submissionRows) for (const s of row.spam_signals ?? []) signals.set(s, (signals.get(s) ?? 0) + 1);
    spamReport.signals = Object.fromEntries(signals);
    out();
    out(
      `spam signals: ${
        [...signals.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([s, n]) => `${s} ${n}`)
          .join(", ") || "none"
      }`,
    );
  } else out("\nspam signals: n/a");

  out();
  const byKindStatus = new Map<string, number>();
  for (const row of deliveryRows) {
    const key = `${row.kind}|${row.status}`;
    byKindStatus.set(key, (byKindStatus.get(key) ?? 0) + 1);
  }
  const kindsSeen = [...new Set(deliveryRows.map((row) => String(row.kind)))].sort();
  const statuses = ["pending", "sent", "failed", "held", "bundled"];
  spamReport.deliveries = Object.fromEntries(byKindStatus);
  out(
    table(
      ["delivery kind", ...statuses],
      kindsSeen.map((kind) => [
        kind,
        ...statuses.map((status) =>
          deliveriesKnow(status) || byKindStatus.has(`${kind}|${status}`)
            ? (byKindStatus.get(`${kind}|${status}`) ?? 0)
            : "n/a",
        ),
      ]),
    ),
  );
  if (deliveryColumns.has("hold_reason")) {
    const reasons = new Map<string, number>();
    for (const row of deliveryRows.filter((r) => r.status === "held"))
      reasons.set(String(row.hold_reason ?? "–"), (reasons.get(String(row.hold_reason ?? "–")) ?? 0) + 1);
    spamReport.holdReasons = Object.fromEntries(reasons);
    out();
    out(`hold reasons: ${[...reasons.entries()].map(([r, n]) => `${r} ${n}`).join(", ") || "none"}`);
  } else out("\nhold reasons: n/a");
  out(
    `owner digests: ${deliveriesKnow("owner_digest") ? deliveryRows.filter((r) => r.kind === "owner_digest").length : "n/a"} planned, ` +
      `${ownerMails.filter(isDigestMail).length} mailed`,
  );
}

// ---- the scoring's cost
out();
out("### What the spam scoring costs");
out();
const cost: Record<string, unknown> = {};
{
  // in flight: what the insert trigger's calls took during the run (a backend reports within 10 s of going idle)
  await sleep(11_000 - (Date.now() - drainEnd));
  const inFlight = countsBetween(countsAtStart, await functionCounts(theDb));
  const apiInserts = attackRequests.length + realLeads.reduce((n, lead) => n + lead.inserts.length, 0);
  const storedInRun = submissionRows.length;
  out(
    `In flight: pg_stat_user_functions over the run (track_functions = '${trackFunctions}', set on the whole cluster ` +
      `before the calm phase), the calls the insert trigger made; ${apiInserts} inserts were sent through the API, ` +
      `${storedInRun} stored (an insert a limit refuses has been scored already):`,
  );
  out();
  out(
    table(
      ["function", "calls", "mean ms (with what it calls)", "mean ms (its own)"],
      SCORING_FUNCTIONS.map((name) => {
        const count = inFlight[name] ?? { calls: 0, totalMs: NaN, selfMs: NaN };
        return [name, count.calls, (count.totalMs / count.calls).toFixed(2), (count.selfMs / count.calls).toFixed(2)];
      }),
    ),
  );

  // one by one: each stored lead scored again in the database as the attack left it, with and without the model
  const times = { withModel: [] as number[], withoutModel: [] as number[] };
  await setSpamModel(theDb, false, migratedWeights);
  times.withoutModel = await scoringTimes(theDb, runStartedInDb);
  await setSpamModel(theDb, true, migratedWeights);
  times.withModel = await scoringTimes(theDb, runStartedInDb);
  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      n: sorted.length,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
    };
  };
  const scoring = { withModel: stats(times.withModel), withoutModel: stats(times.withoutModel) };
  out();
  out(
    `Scoring time per insert: private.contact_spam_assessment timed one by one inside the database after the drain ` +
      `(clock_timestamp() around each call in one DO block), for every lead stored in the run, with the signals ` +
      `${JSON.stringify(TIMING_SIGNALS)} (the insert's own are not stored):`,
  );
  out();
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");
  const weightsText = (weights: RuleWeights) =>
    Object.entries(weights)
      .map(([rule, weight]) => `${rule} ${weight}`)
      .join(", ");
  out(
    table(
      ["rules", "leads", "median ms", "p95 ms", "max ms"],
      [
        [`with the text model (as migrated: ${weightsText(migratedWeights)})`, scoring.withModel],
        [`without (as before the model: ${weightsText(RULES_WITHOUT_MODEL)})`, scoring.withoutModel],
      ].map(([label, s]) => {
        const row = s as ReturnType<typeof stats>;
        return [label, row.n, ms(row.median), ms(row.p95), ms(row.max)];
      }),
    ),
  );
  Object.assign(cost, {
    trackFunctions,
    migratedWeights,
    inFlight,
    apiInserts,
    storedInRun,
    scoring,
    scoringTimes: times,
  });

  if (params.throughput > 0) {
    console.log(
      `measuring the intake's throughput: ${2 * params.throughputRounds} blocks of ${params.throughput} inserts …`,
    );
    const blocks = await measureThroughput(migratedWeights);
    // the middle block's rate, or the mean of the middle two
    const median = (withModel: boolean) => {
      const rates = blocks.filter((block) => block.withModel === withModel).map((block) => block.perSecond);
      const sorted = rates.sort((a, b) => a - b);
      return (percentile(sorted, 50) + (sorted[Math.floor(sorted.length / 2)] ?? NaN)) / 2;
    };
    const rate = { withModel: median(true), withoutModel: median(false) };
    const ratio = rate.withModel / rate.withoutModel;
    out();
    out(
      `Throughput of the intake: blocks of ${params.throughput} inserts through the gateway, ${params.concurrency} at ` +
        `once, each from its own client address, proofs solved beforehand (difficulty set to its minimum), only the ` +
        `inserts timed; each block's leads deleted after it, so each starts from the state the attack left; with and ` +
        `without the text model alternating:`,
    );
    out();
    out(
      table(
        ["block", "rules", "accepted", "seconds", "inserts/s", "latency median ms", "p95 ms", "answers"],
        blocks.map((block, i) => [
          i + 1,
          block.withModel ? "with the model" : "without",
          `${block.accepted} of ${block.inserts}`,
          block.seconds.toFixed(1),
          block.perSecond.toFixed(1),
          block.latencyMs.median.toFixed(1),
          block.latencyMs.p95.toFixed(1),
          Object.entries(block.statuses)
            .map(([status, n]) => `${n}×${status}`)
            .join(" "),
        ]),
      ),
    );
    out();
    out(
      `throughput, median of the blocks: with the model ${rate.withModel.toFixed(1)} inserts/s, without ` +
        `${rate.withoutModel.toFixed(1)} inserts/s; with/without ${ratio.toFixed(3)} ` +
        `(target: no drop of more than a tenth, ≥ 0.9: ${ratio >= 0.9 ? "met" : "not met"})`,
    );
    Object.assign(cost, { throughput: { blocks, rate, ratio } });
  }
}

console.log(lines.join("\n"));

const result = {
  startedAt: new Date(startedAt).toISOString(),
  phases: {
    t0: new Date(t0).toISOString(),
    calmEnd: new Date(calmEnd).toISOString(),
    attackEnd: new Date(attackEnd).toISOString(),
    drainEnd: new Date(drainEnd).toISOString(),
  },
  machine,
  params,
  corpus: corpus.source,
  apiOriginOfBuild,
  ownerEmail: OWNER_EMAIL,
  budget,
  schema: {
    submissionColumns: [...submissionColumns],
    deliveryColumns: [...deliveryColumns],
    deliveryStatuses: ["pending", "sent", "failed", "held", "bundled"].filter(deliveriesKnow),
    deliveryKinds: ["autoreply", "owner_notice", "owner_summary", "owner_digest"].filter(deliveriesKnow),
  },
  realLeads: realResults,
  realSkipped,
  replyUnderAttack,
  botnet: {
    attackSeconds,
    requests: attackRequests,
    challengeRefusals,
    solveTimes,
    addresses: attackers.map(({ address, uses, sent, accepted, blocked, acceptedBeforeBlock }) => ({
      address,
      uses,
      sent,
      accepted,
      blocked,
      acceptedBeforeBlock,
    })),
  },
  difficulty,
  mail: {
    providerStats,
    mails: mails.map((mail) => ({
      at: mail.created_at,
      to: mail.to,
      subject: mail.subject,
      idempotency_key: mail.idempotency_key,
    })),
  },
  storage,
  spam: spamReport,
  cost,
};
fs.writeFileSync(".local/bench-botnet.json", `${JSON.stringify(result, null, 1)}\n`);
console.log("\nraw numbers: .local/bench-botnet.json; stack log: .local/bench-botnet-stack.log");

clearTimeout(hardTimer);
await cleanup();
process.exit(0);
