import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Moves every executable inline <script> of the prerendered HTML (React Router's bootstrap, React's streaming helpers)
 * into a content-addressed file under /assets/inline/, so the Content-Security-Policy can say `script-src 'self'`
 * without 'unsafe-inline'. Identical scripts across pages share one cached file. Data blocks (JSON-LD) stay inline.
 * Attributes (type="module", async, id) are kept, so execution order and semantics stay the same.
 */
export function externalizeInlineScripts(html: string, write: (name: string, code: string) => void): string {
  return html.replace(/<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g, (whole, attrs: string, code: string) => {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || code.trim() === "") return whole;
    const name = `${createHash("sha256").update(code).digest("hex").slice(0, 16)}.js`;
    write(name, code);
    return `<script${attrs} src="/assets/inline/${name}"></script>`;
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "assets" ? [] : htmlFiles(path);
    return entry.endsWith(".html") ? [path] : [];
  });
}

/** Rewrites every HTML file in the client build; returns the number of scripts files written. */
export function externalizeBuild(clientDir: string): number {
  const outDir = join(clientDir, "assets", "inline");
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    const rewritten = externalizeInlineScripts(html, (name, code) => {
      if (!written.has(name)) writeFileSync(join(outDir, name), code);
      written.add(name);
    });
    writeFileSync(file, rewritten);
  }
  return written.size;
}
