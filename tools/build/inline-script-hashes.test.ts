import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageInlineScriptHashes, pagePathOf } from "./inline-script-hashes";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only, byte for byte", () => {
    const html =
      '<head><script type="application/ld+json">{"@type":"Thing"}</script></head><body>' +
      "<script>window.a = 1;</script>" +
      '<script type="module" async="">import "/assets/x.js";</script>' +
      '<script src="/assets/y.js"></script>' +
      '<script id="_R_">requestAnimationFrame(function(){})</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";'),
      sha("requestAnimationFrame(function(){})"),
    ]);
  });

  it("matches the hash a browser computes for non-ASCII code (UTF-8)", () => {
    expect(inlineScriptHashes("<script>var s='Grüße';</script>")).toEqual([sha("var s='Grüße';")]);
  });
});

describe("pageInlineScriptHashes", () => {
  it("names each HTML file by the path it is served at", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf(join("preise", "index.html"))).toBe("/preise");
    expect(pagePathOf(join("über-ki", "index.html"))).toBe("/über-ki");
    expect(pagePathOf(join("blog", "ein-beitrag", "index.html"))).toBe("/blog/ein-beitrag");
    expect(pagePathOf("404.html")).toBe("/404");
  });

  it("gives every page the distinct hashes of its own inline scripts and none of another page's", () => {
    const dir = mkdtempSync(join(tmpdir(), "page-hashes-"));
    const write = (file: string, html: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), html);
    };
    try {
      write("index.html", "<script>home()</script><script>shared()</script>");
      write("preise/index.html", "<script>shared()</script><script>preise()</script><script>preise()</script>");
      write("kontakt/index.html", '<script src="/assets/x.js"></script>');
      write("404.html", "<script>notFound()</script>");
      write("assets/ignored.html", "<script>never()</script>");
      expect(pageInlineScriptHashes(dir)).toEqual({
        "/": [sha("home()"), sha("shared()")].sort(),
        "/preise": [sha("preise()"), sha("shared()")].sort(),
        "/kontakt": [],
        "/404": [sha("notFound()")],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
