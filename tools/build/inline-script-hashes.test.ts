import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

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
