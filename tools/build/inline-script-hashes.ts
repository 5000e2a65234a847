import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
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

/** The distinct inline-script hashes of every HTML file of the client build, sorted. */
export function buildInlineScriptHashes(clientDir: string): string[] {
  const all = new Set<string>();
  for (const file of htmlFiles(clientDir)) for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) all.add(hash);
  return [...all].sort();
}
