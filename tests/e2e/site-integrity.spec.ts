// Checks over the built site (no browser): links, anchors, sitemap, and HTML validity with the Nu HTML Checker.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { facts, figures } from "#shared/facts.ts";
import { compareCosts } from "../../src/content/ueber-ki/cost";
import { htmlFiles } from "../../tools/build/html-files";
import { allPages, expect, test } from "./fixtures";

const clientDir = "build/client";

/** The page path a prerendered file serves ("build/client/über-ki/index.html" → "/über-ki"). */
function pagePathOf(file: string): string {
  const rel = relative(clientDir, file).replace(/\\/g, "/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/index\.html$/, "")}`;
}

function fileOfPage(path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    ids = new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    idsCache.set(file, ids);
  }
  return ids;
}

// The SPA fallback and the 404 page (a copy of it) serve no address of their own.
const pageFiles = htmlFiles(clientDir).filter((file) => !["__spa-fallback.html", "404.html"].includes(basename(file)));

test("every prerendered page is in the sitemap and every sitemap entry is a page", () => {
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]!).pathname));
  const built = pageFiles.map(pagePathOf);
  expect([...entries].sort()).toEqual([...built].sort());
  expect([...entries].sort()).toEqual([...allPages].sort());
  expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toContain("Sitemap: ");
});

test("every prerendered page holds its h1, title, description and canonical in place, before any script runs", () => {
  const problems: string[] = [];
  for (const file of pageFiles) {
    const html = readFileSync(file, "utf8");
    const page = pagePathOf(file);
    const head = html.slice(0, html.indexOf("</head>"));
    if (!/<title>[^<]+ \| KI Marketing Studio<\/title>/.test(head)) problems.push(`${page}: no title in <head>`);
    if (!/<meta name="description" content="[^"]{50,}"/.test(head)) problems.push(`${page}: no description in <head>`);
    if (!/<link rel="canonical" href="https:\/\/[^"]+"/.test(head)) problems.push(`${page}: no canonical in <head>`);
    if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${page}: not exactly one h1`);
    // Content that React streamed as a hidden segment only appears once a script moves it into place.
    const hidden = html.indexOf('<div hidden id="S:');
    if (hidden >= 0 && html.indexOf("<h1") > hidden) problems.push(`${page}: the h1 sits in a hidden streamed segment`);
  }
  expect(problems).toEqual([]);
});

// The site's styles stand in each page (root.tsx's SITE_STYLES_ID): a stylesheet of its own would hold up the first
// paint by one more request after the HTML.
const siteStyles = /<style id="site-styles">([\s\S]*?)<\/style>/g;

test("every prerendered page carries the site's styles and waits for no stylesheet", () => {
  const problems: string[] = [];
  for (const file of pageFiles) {
    const html = readFileSync(file, "utf8");
    if (/<link rel="stylesheet"/.test(html)) problems.push(`${pagePathOf(file)}: a stylesheet link`);
    const styles = [...html.slice(0, html.indexOf("</head>")).matchAll(siteStyles)];
    if (styles.length !== 1 || styles[0]![1]!.length < 10_000) problems.push(`${pagePathOf(file)}: no site styles`);
  }
  expect(problems).toEqual([]);
});

test("the scripts do not carry the site's styles a second time", () => {
  const styles = [...readFileSync(fileOfPage("/"), "utf8").matchAll(siteStyles)][0]![1]!;
  // the longest run a script would hold as it is (quotes and backslashes are escaped in a string literal)
  const sample = styles
    .split(/["'`\\]/)
    .reduce((longest, run) => (run.length > longest.length ? run : longest), "")
    .slice(0, 200);
  const assetsDir = join(clientDir, "assets");
  const withStyles = readdirSync(assetsDir).filter(
    (file) => file.endsWith(".js") && readFileSync(join(assetsDir, file), "utf8").includes(sample),
  );
  expect(sample.length).toBe(200);
  expect(withStyles).toEqual([]);
});

test("no script the site ships builds an Intl formatter (the first one costs a page its locale data load)", () => {
  const assetsDir = join(clientDir, "assets");
  const withIntl = readdirSync(assetsDir).filter(
    (file) =>
      file.endsWith(".js") &&
      /\bIntl\.(NumberFormat|DateTimeFormat)\b/.test(readFileSync(join(assetsDir, file), "utf8")),
  );
  expect(withIntl).toEqual([]);
});

test("every internal link and in-page anchor resolves to a prerendered page or element", () => {
  const broken: string[] = [];
  for (const file of [...pageFiles, join(clientDir, "404.html")]) {
    const html = readFileSync(file, "utf8");
    const from = pagePathOf(file);
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      const href = match[1]!.replace(/&amp;/g, "&");
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site${encodeURI(from)}`);
      const path = decodeURIComponent(url.pathname).replace(/\/$/, "") || "/";
      // A static file of the build (the RSS feed, an image) is fine as it is.
      if (/\.[a-z0-9]+$/i.test(path) && existsSync(join(clientDir, path))) continue;
      const target = fileOfPage(path);
      if (!existsSync(target)) {
        broken.push(`${from}: ${href} (no page ${path})`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !idsOf(target).has(hash)) broken.push(`${from}: ${href} (no element #${hash} on ${path})`);
    }
  }
  expect(broken).toEqual([]);
});

test("every prerendered HTML file is valid HTML (Nu HTML Checker)", () => {
  test.setTimeout(120_000);
  const jar = "node_modules/vnu-jar/build/dist/vnu.jar";
  const files = [...pageFiles, join(clientDir, "404.html")];
  let output = "";
  try {
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "gnu", ...files], {
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? error);
  }
  const errors = output
    .split("\n")
    .filter((line) => line.includes("error"))
    .filter((line) => !isExpectLinkBlocking(line))
    .filter((line) => !isInSiteStyles(line));
  expect(errors, errors.slice(0, 20).join("\n")).toEqual([]);
});

/** One error line of the checker's GNU output: its file, where the error starts (and ends, if given) and its message. */
function checkerError(line: string) {
  const found = /^"file:(.+?)":(\d+)\.(\d+)(?:-(\d+)\.(\d+))?: error: (.*)$/.exec(line);
  if (!found) return null;
  const [file = "", startLine, startColumn, endLine, endColumn, message = ""] = found.slice(1);
  const end = endLine === undefined ? null : { line: Number(endLine), column: Number(endColumn) };
  return { file, start: { line: Number(startLine), column: Number(startColumn) }, end, message };
}

/**
 * The checker's one known gap: it allows `blocking` only on stylesheet links, while HTML allows it on `rel="expect"`
 * too (a render-blocking wait for an element, here the cookie banner's settings panel). Only an error whose source is
 * such a link is let through.
 */
function isExpectLinkBlocking(line: string): boolean {
  const error = checkerError(line);
  if (
    !error?.end ||
    !error.message.startsWith(
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”",
    )
  )
    return false;
  if (error.start.line !== error.end.line) return false;
  const source = readFileSync(error.file, "utf8").split("\n")[error.start.line - 1] ?? "";
  return /^<link rel="expect" href="#[^"]+" blocking="render"\/?>$/.test(
    source.slice(error.start.column - 1, error.end.column),
  );
}

/** Where each file's lines begin, and where its site styles begin and end, as offsets into its text. */
const siteStylesSpans = new Map<string, { lineStarts: number[]; start: number; end: number } | null>();

function siteStylesSpan(file: string) {
  if (!siteStylesSpans.has(file)) {
    const html = readFileSync(file, "utf8");
    const styles = [...html.matchAll(siteStyles)][0];
    const lineStarts = [0, ...[...html.matchAll(/\n/g)].map((newline) => newline.index + 1)];
    const start = styles ? styles.index + styles[0].indexOf(">") + 1 : 0;
    siteStylesSpans.set(file, styles ? { lineStarts, start, end: start + styles[1]!.length } : null);
  }
  return siteStylesSpans.get(file);
}

/**
 * The checker's CSS rules predate what the site's styles use (`@property`, `@starting-style`). A CSS error is let
 * through only where it stands inside the site's styles (Tailwind's output, which the build has already parsed); CSS
 * anywhere else in a page is judged as the HTML is.
 */
function isInSiteStyles(line: string): boolean {
  const error = checkerError(line);
  if (!error?.message.startsWith("CSS: ")) return false;
  const span = siteStylesSpan(error.file);
  if (!span) return false;
  const offset = (span.lineStarts[error.start.line - 1] ?? Infinity) + error.start.column - 1;
  return offset >= span.start && offset < span.end;
}

/** The text a reader sees in a prerendered page: without scripts, styles and tags, entities decoded, spaces folded. */
function visibleText(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** A figure as visibleText() leaves it (no-break spaces folded). */
const asText = (figure: string) => figure.replace(/\s+/g, " ");

const pageTexts = () => pageFiles.map((file) => ({ page: pagePathOf(file), text: visibleText(file) }));

test("no two pages state different figures for the same claim", () => {
  // Each claim: how pages write it, and the one figure (or figures) the facts module allows.
  const claims: { claim: string; pattern: RegExp; allowed: number[] }[] = [
    {
      claim: "posts per month",
      pattern: /(\d+) (?:Social-Media-)?(?:Beiträge|Posts) (?:pro|im|jeden) Monat/g,
      allowed: [facts.posts.perMonth, facts.market.agencyFourPosts.posts],
    },
    {
      claim: "videos per month",
      pattern: /(\d+) (?:Kurz)?[vV]ideos (?:pro|im) Monat/g,
      allowed: [facts.videos.perMonth],
    },
    {
      claim: "automated e-mail campaigns",
      pattern: /(\d+) automatisierte (?:E-Mail-)?Kampagnen/g,
      allowed: [facts.emailCampaigns.perMonth],
    },
    { claim: "newsletters", pattern: /(\d+) Newsletter/g, allowed: [facts.newsletters.perMonth] },
    {
      claim: "ad campaigns",
      pattern: /(\d+) (?:Werbe|Performance-)?[kK]ampagnen (?:pro|im) Monat/g,
      allowed: [facts.adCampaigns.perMonth],
    },
    { claim: "ad credit", pattern: /(\d[\d.]*) ?€[ -]Werbeguthaben/g, allowed: [facts.adCredit.amount] },
    { claim: "tools against salaries", pattern: /(\d+) ?% weniger/g, allowed: [compareCosts().toolsCheaperPercent] },
    { claim: "languages", pattern: /(\d+)\+? Sprachen/g, allowed: [facts.avatar.languagesOver] },
  ];
  const problems: string[] = [];
  for (const { page, text } of pageTexts()) {
    for (const { claim, pattern, allowed } of claims) {
      for (const match of text.matchAll(pattern)) {
        const figure = Number((match[1] ?? match[2])!.replace(/\./g, ""));
        if (!allowed.includes(figure))
          problems.push(`${page}: ${claim} «${match[0]}» (allowed: ${allowed.join(", ")})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("wherever the ad credit is promoted, its conditions stand on the page, and no retired term appears", () => {
  const problems: string[] = [];
  const retired =
    /Startguthaben|Startbudget|Willkommensbudget|Willkommensgeschenk|Online-Werbebudget|Videoplan|Monatsplan|\d ?€ Werbebudget/;
  for (const { page, text } of pageTexts()) {
    const found = text.match(retired);
    if (found) problems.push(`${page}: retired term «${found[0]}»`);
    // The terms state the conditions in their own words (AGB § 6).
    if (
      page !== "/legal" &&
      text.includes(asText(figures.adCredit)) &&
      !text.includes(asText(figures.adCreditConditions))
    ) {
      problems.push(`${page}: promotes «${figures.adCredit}» without its conditions`);
    }
  }
  expect(problems).toEqual([]);
});

test("the offer is for businesses: the notice stands at the prices and at the form", () => {
  for (const page of ["/preise", "/kontakt"]) {
    expect(visibleText(fileOfPage(page)), page).toContain(
      "Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.",
    );
  }
});
