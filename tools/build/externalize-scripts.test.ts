import { describe, expect, it } from "vitest";
import { externalizeInlineScripts } from "./externalize-scripts";

describe("externalizeInlineScripts", () => {
  it("moves executable inline scripts to content-addressed files and keeps attributes and order", () => {
    const files = new Map<string, string>();
    const html =
      '<head><script type="application/ld+json">{"@type":"Thing"}</script></head><body>' +
      "<script>window.a = 1;</script>" +
      '<script type="module" async="">import "/assets/x.js";</script>' +
      '<script src="/assets/y.js"></script>' +
      '<script id="_R_">window.a = 1;</script></body>';
    const out = externalizeInlineScripts(html, (name, code) => files.set(name, code));
    expect(out).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(out).toContain('<script src="/assets/y.js"></script>');
    const srcs = [...out.matchAll(/<script([^>]*) src="\/assets\/inline\/([0-9a-f]{16}\.js)"><\/script>/g)].map((m) => [m[1], m[2]]);
    expect(srcs.map(([attrs]) => attrs)).toEqual(["", ' type="module" async=""', ' id="_R_"']);
    // identical code → one file
    expect(srcs[0]![1]).toBe(srcs[2]![1]);
    expect(files.size).toBe(2);
    expect(files.get(srcs[1]![1]!)).toBe('import "/assets/x.js";');
    expect(out).not.toMatch(/<script(?![^>]*(src=|ld\+json))[^>]*>[^<]+<\/script>/);
  });
});
