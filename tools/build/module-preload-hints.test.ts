import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";
import { dropModulePreloads, withoutModulePreloads } from "./module-preload-hints";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><p>Text &amp; mehr</p><script>window.__ctx = {"a":"<link rel=\\"modulepreload\\">"};</script>` +
  `<script type="module" async="">import "/assets/entry.js";</script></body></html>`;

describe("withoutModulePreloads", () => {
  it("removes every modulepreload link and leaves every other byte as it was", () => {
    const hints = '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(withoutModulePreloads(page(`<link rel="icon" href="/favicon.svg"/>${hints}`))).toBe(
      page('<link rel="icon" href="/favicon.svg"/>'),
    );
  });

  it("keeps the inline scripts byte for byte, so their CSP hashes stay the same", () => {
    const html = page('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(inlineScriptHashes(withoutModulePreloads(html))).toEqual(inlineScriptHashes(html));
  });

  it("leaves a page without hints unchanged, also text that merely reads like a hint", () => {
    expect(withoutModulePreloads(page(""))).toBe(page(""));
  });
});

describe("dropModulePreloads", () => {
  const hinted = page('<link rel="modulepreload" href="/assets/a.js"/>');
  function clientDir(pages: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "client-"));
    for (const [name, html] of Object.entries(pages)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), html);
    }
    return dir;
  }

  it("drops the hints of every page", () => {
    const dir = clientDir({ "index.html": hinted, "kontakt/index.html": hinted });
    dropModulePreloads(dir);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(page(""));
    expect(readFileSync(join(dir, "kontakt/index.html"), "utf8")).toBe(page(""));
  });

  it("fails, naming the pages, when a page has no hint to drop", () => {
    const dir = clientDir({ "index.html": hinted, "kontakt/index.html": page("") });
    expect(() => dropModulePreloads(dir)).toThrow(/kontakt\/index\.html/);
  });
});
