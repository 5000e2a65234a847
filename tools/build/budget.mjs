// Bundle budget: the JavaScript the home page loads before any lazy import (its scripts and, recursively, their static
// imports, plus the inline bootstrap) must stay within HOME_JS_BUDGET_GZIP bytes of gzip. Fails above it.
// tests/e2e/budget.spec.ts measures the same in the browser, lazy chunks loaded before network idle included.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

export const HOME_JS_BUDGET_GZIP = 120 * 1024;
const clientDir = "build/client";

/**
 * The scripts a page starts with: <script src>, and the static imports of its inline module script.
 * @param {string} html
 * @returns {{ srcs: string[], inline: string }}
 */
export function scriptsOfPage(html) {
  /** @type {Set<string>} */
  const srcs = new Set();
  for (const [, src = ""] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(src);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code = ""]) => code);
  for (const code of inlineScripts) for (const path of staticImports(code)) srcs.add(path);
  return { srcs: [...srcs].filter((src) => src.startsWith("/")), inline: inlineScripts.join("\n") };
}

/**
 * Static imports of a module (`import "x"`, `import … from "x"`, minified or not), plus the entry's dynamic import.
 * @param {string} code
 * @returns {string[]}
 */
function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.js)["'`]/g)].map(([, path = ""]) => path);
}

/**
 * Every file a page loads before any lazy import: the start scripts and, recursively, their static imports.
 * @param {string[]} starts
 * @returns {string[]}
 */
function closure(starts) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} src */
  const visit = (src) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(join(clientDir, src), "utf8");
    for (const [, path = ""] of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
      visit(new URL(path, `http://x${src}`).pathname);
    }
  };
  starts.forEach(visit);
  return [...seen];
}

/**
 * The gzip size of every script a page loads before any lazy import, of its inline bootstrap, and their total.
 * @param {string} [pagePath] the page's path under build/client, "/" for the home page
 * @returns {{ files: { src: string, gzip: number }[], inlineGzip: number, total: number }}
 */
export function measurePage(pagePath = "/") {
  const html = readFileSync(join(clientDir, pagePath, "index.html"), "utf8");
  const { srcs, inline } = scriptsOfPage(html);
  const files = closure(srcs).map((src) => {
    const gzip = gzipSync(readFileSync(join(clientDir, src)), { level: 9 }).length;
    return { src, gzip };
  });
  const inlineGzip = gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { files, inlineGzip, total: files.reduce((sum, f) => sum + f.gzip, 0) + inlineGzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, inlineGzip, total } = measurePage("/");
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.src}`);
  console.log(`${(inlineGzip / 1024).toFixed(1).padStart(7)} KB  (inline bootstrap)`);
  const verdict = total <= HOME_JS_BUDGET_GZIP ? "within" : "OVER";
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the budget of ${HOME_JS_BUDGET_GZIP / 1024} KB`);
  if (total > HOME_JS_BUDGET_GZIP) process.exit(1);
}
