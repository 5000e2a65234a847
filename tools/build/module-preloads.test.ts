import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads";

describe("withoutModulePreloads", () => {
  it("drops the modulepreload hints and keeps stylesheets, other links and the module script", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/shell-2.js"/>' +
      '<link rel="canonical" href="https://x/"/></head><body><script type="module" async="">import "/assets/shell-2.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="canonical" href="https://x/"/></head>' +
        '<body><script type="module" async="">import "/assets/shell-2.js";</script></body>',
    );
  });
});
