import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { htmlFiles } from "./html-files";

/**
 * CSP source expressions ('sha256-…') for every executable inline <script> in the given HTML: React Router's
 * bootstrap and React's streaming helpers. The Content-Security-Policy allows exactly these and no other inline
 * script (no 'unsafe-inline'). Data blocks (JSON-LD) are not executed and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = "", code = ""] = match;
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
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
