import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./static-host.ts";

describe("another site's _headers file", () => {
  const rules = parseHeadersFile(
    [
      "# cache rules",
      "/_astro/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
      "/feed.xml",
      "  X-Robots-Tag: noindex",
      "  cache-control: max-age=60",
    ].join("\n"),
  );

  it("applies a rule's headers to the paths its pattern matches", () => {
    expect(headersFor(rules, "/_astro/app.B1x.js")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(headersFor(rules, "/feed.xml")).toEqual({ "X-Robots-Tag": "noindex", "cache-control": "max-age=60" });
  });

  it("revalidates what no rule covers", () => {
    expect(headersFor(rules, "/")).toEqual({ "Cache-Control": "no-cache" });
    expect(headersFor(rules, "/x_astro/app.js")).toEqual({ "Cache-Control": "no-cache" });
  });
});
