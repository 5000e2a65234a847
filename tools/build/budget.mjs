// Bundle budget: the JavaScript the home page loads (every <script src> and modulepreload in its prerendered HTML,
// plus the inline bootstrap) must stay within HOME_JS_BUDGET_GZIP bytes of gzip. Fails above it.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

export const HOME_JS_BUDGET_GZIP = 120 * 1024;
const clientDir = "build/client";

export function scriptsOfPage(html) {
  const srcs = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) srcs.add(match[1] ?? match[2]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  return { srcs: [...srcs].filter((src) => src.startsWith("/")), inline };
}

export function measurePage(pagePath = "/") {
  const html = readFileSync(join(clientDir, pagePath, "index.html"), "utf8");
  const { srcs, inline } = scriptsOfPage(html);
  const files = srcs.map((src) => {
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
