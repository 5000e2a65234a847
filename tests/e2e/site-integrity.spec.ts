// Checks over the built site (no browser): links, anchors, sitemap, and HTML validity with the Nu HTML Checker.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { allPages, expect, test } from "./fixtures";

const clientDir = "build/client";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "assets" ? [] : htmlFiles(path);
    return entry.endsWith(".html") && entry !== "__spa-fallback.html" ? [path] : [];
  });
}

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

const pageFiles = htmlFiles(clientDir).filter((file) => !file.endsWith("404.html"));

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
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "gnu", ...files], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? error);
  }
  const errors = output.split("\n").filter((line) => line.includes("error"));
  expect(errors, errors.slice(0, 20).join("\n")).toEqual([]);
});
