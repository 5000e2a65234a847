import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";
import { withoutModulePreloads } from "./module-preload-hints";

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
