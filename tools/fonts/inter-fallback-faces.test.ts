import { describe, expect, it } from "vitest";
import inter from "@capsizecss/metrics/inter";
import { fromFile } from "@capsizecss/unpack/fs";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fallbackFace, interFallbackFaces } from "./inter-fallback-faces.ts";

const require = createRequire(import.meta.url);
const appCss = readFileSync(new URL("../../src/app.css", import.meta.url), "utf8");

describe("Inter's fallback faces", () => {
  it("scale the local font to Inter's average width and give it Inter's line box", () => {
    const css = fallbackFace("F", {
      weights: "100 500",
      inter: { ascent: 1000, descent: -250, unitsPerEm: 1000, xWidthAvg: 550 },
      local: ["Arial"],
      metrics: { ascent: 900, descent: -200, unitsPerEm: 2000, xWidthAvg: 1000 },
    });
    expect(css).toContain("size-adjust: 110%;");
    expect(css).toContain("ascent-override: 90.91%;");
    expect(css).toContain("descent-override: 22.73%;");
    expect(css).toContain('src: local("Arial");');
  });

  it("come out as the figures once measured by hand in Chromium, within 0.5 percentage points", async () => {
    const css = await interFallbackFaces();
    const sizeAdjust = (family: string, weights: string) =>
      Number(new RegExp(`"${family}";\\s*font-weight: ${weights};[^}]*size-adjust: ([\\d.]+)%`).exec(css)?.[1]);
    // Arial 400, Arial Bold 700 and 800, DejaVu Sans 400, Bold 700 and 800 (the hand-written faces before this module).
    expect(sizeAdjust("Inter Fallback", "100 500")).toBeCloseTo(107.06, 0);
    expect(sizeAdjust("Inter Fallback", "600 700")).toBeCloseTo(102.44, 0);
    expect(sizeAdjust("Inter Fallback", "800 900")).toBeCloseTo(103.67, 0);
    expect(sizeAdjust("Inter Fallback DejaVu", "100 500")).toBeCloseTo(94.31, 0);
    expect(sizeAdjust("Inter Fallback DejaVu", "600 700")).toBeCloseTo(85.71, 0);
    expect(sizeAdjust("Inter Fallback DejaVu", "800 900")).toBeCloseTo(86.73, 0);
  });

  it("are computed from the metrics of the Inter the site ships (a newer Inter would need newer metrics)", async () => {
    const shipped = await fromFile(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
    for (const key of ["ascent", "descent", "unitsPerEm", "xWidthAvg"] as const)
      expect(shipped[key], key).toBe(inter[key]);
  });

  it("name every family that app.css puts in the font stack", async () => {
    const css = await interFallbackFaces();
    const stack = /--font-sans:([^;]+);/.exec(appCss)?.[1] ?? "";
    for (const family of new Set([...css.matchAll(/font-family: "([^"]+)"/g)].map(([, name]) => name))) {
      expect(stack).toContain(`"${family}"`);
    }
  });
});

describe("app.css's Inter faces", () => {
  it("use the unicode ranges the package gives each file", () => {
    const packageCss = readFileSync(require.resolve("@fontsource-variable/inter/wght.css"), "utf8");
    const squash = (range: string) => range.replace(/\s+/g, "");
    const faces = [
      ...appCss.matchAll(/src: url\("@fontsource-variable\/inter\/files\/([^"]+)"\)[^;]*;\s*unicode-range:([^;]+);/g),
    ];
    expect(faces.map(([, file]) => file)).toEqual([
      "inter-latin-wght-normal.woff2",
      "inter-latin-ext-wght-normal.woff2",
    ]);
    for (const [, file, range] of faces) {
      const shipped = new RegExp(
        `url\\(\\./files/${file!.replace(/\./g, "\\.")}\\)[^;]*;\\s*unicode-range:([^;]+);`,
      ).exec(packageCss)?.[1];
      expect(squash(range!), file).toBe(squash(shipped ?? ""));
    }
  });
});
