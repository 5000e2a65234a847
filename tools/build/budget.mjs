// Bundle budget: the JavaScript the home page loads before any lazy import (its scripts and, recursively, their static
// imports, plus the inline bootstrap) must stay within HOME_JS_BUDGET_GZIP bytes of gzip. Fails above it.
// tests/e2e/budget.spec.ts measures the same in the browser, lazy chunks loaded before network idle included.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

export const HOME_JS_BUDGET_GZIP = 120 * 1024;
const clientDir = "build/client";

/** The scripts a page starts with: <script src>, and the static imports of its inline module script. */
export function scriptsOfPage(html) {
  const srcs = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(match[1]);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  for (const code of inlineScripts) for (const path of staticImports(code)) srcs.add(path);
  return { srcs: [...srcs].filter((src) => src.startsWith("/")), inline: inlineScripts.join("\n") };
}

/** Static imports of a module (`import "x"`, `import … from "x"`, minified or not), plus the entry's dynamic import. */
function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
}

/** Every file a page loads before any lazy import: the start scripts and, recursively, their static imports. */
function closure(starts) {
  const seen = new Set();
  const visit = (src) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(join(clientDir, src), "utf8");
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
      visit(new URL(match[1], `http://x${src}`).pathname);
    }
  };
  starts.forEach(visit);
  return [...seen];
}

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
