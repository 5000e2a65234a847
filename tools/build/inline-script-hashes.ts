import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { parse } from "parse5";
import { attribute, elementsNamed, type Element } from "./html-elements";
import { htmlFiles } from "./html-files";

/** A script the browser executes from its own text: no src, and not a data block such as JSON-LD. */
function isExecutableInline(script: Element): boolean {
  if (attribute(script, "src") !== undefined) return false;
  const type = (attribute(script, "type") ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript";
}

/**
 * CSP source expressions ('sha256-…') for every executable inline <script> in the given HTML, read from the parsed
 * document: React Router's bootstrap and React's streaming helpers. The Content-Security-Policy allows exactly these
 * and no other inline script (no 'unsafe-inline'). A script's text is hashed as the browser hashes it: its raw
 * source, UTF-8 encoded.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const script of elementsNamed(parse(html), "script")) {
    if (!isExecutableInline(script)) continue;
    const code = script.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
    hashes.push(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The path a host serves an HTML file of the client build at, decoded and without a trailing slash: `index.html` →
 * "/", `preise/index.html` → "/preise", `über-ki/index.html` → "/über-ki", `404.html` → "/404".
 */
export function pagePathOf(fileInClientDir: string): string {
  const parts = fileInClientDir.split(sep).join("/").replace(/\.html$/, "").split("/");
  if (parts.at(-1) === "index") parts.pop();
  return `/${parts.join("/")}`;
}

/**
 * For every HTML file of the client build, the distinct hashes of its inline scripts (sorted), keyed by the path it
 * is served at: what that page's Content-Security-Policy allows, and nothing of any other page. A page without inline
 * scripts gets an empty list.
 */
export function pageInlineScriptHashes(clientDir: string): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const file of htmlFiles(clientDir).sort()) {
    pages[pagePathOf(relative(clientDir, file))] = [...new Set(inlineScriptHashes(readFileSync(file, "utf8")))].sort();
  }
  return pages;
}
