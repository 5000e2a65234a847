import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTER_FACES, INTER_FAMILY, INTER_FONT_FACE_CSS, INTER_LOADER_SCRIPT } from "./web-font";

type Added = { family: string; source: string; descriptors: Record<string, string> };

/** Runs the loader with stand-ins for the browser; returns what it added and the steps that release it. */
function runLoader() {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timeouts: (() => void)[] = [];
  class FontFace {
    constructor(family: string, source: string, descriptors: Record<string, string>) {
      added.push({ family, source, descriptors });
    }
  }
  const document = { fonts: { add: () => undefined } };
  new Function("requestAnimationFrame", "setTimeout", "FontFace", "document", INTER_LOADER_SCRIPT)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timeouts.push(callback),
    FontFace,
    document,
  );
  return { added, frames, timeouts };
}

describe("Inter", () => {
  it("is added only after the first frame has been painted", () => {
    const { added, frames, timeouts } = runLoader();
    expect(added).toEqual([]);
    frames.splice(0).forEach((run) => run());
    expect(added, "not yet inside the frame, before its paint").toEqual([]);
    timeouts.splice(0).forEach((run) => run());
    expect(added.map(({ family }) => family)).toEqual(INTER_FACES.map(() => INTER_FAMILY));
  });

  it("adds every face with its file, its characters and the full weight range", () => {
    const { added, frames, timeouts } = runLoader();
    frames.forEach((run) => run());
    timeouts.forEach((run) => run());
    expect(added.map(({ source, descriptors }) => [source, descriptors.unicodeRange, descriptors.weight, descriptors.display])).toEqual(
      INTER_FACES.map(({ url, unicodeRange }) => [`url(${url}) format("woff2-variations")`, unicodeRange, "100 900", "swap"]),
    );
  });

  it("has the same faces as @font-face rules for pages without scripts", () => {
    const rules = INTER_FONT_FACE_CSS.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(INTER_FACES.length);
    INTER_FACES.forEach(({ url, unicodeRange }, i) => {
      expect(rules[i]).toContain(`font-family:"${INTER_FAMILY}"`);
      expect(rules[i]).toContain(`url(${url})`);
      expect(rules[i]).toContain(`unicode-range:${unicodeRange}`);
    });
  });

  it("serves each face's file from public/", () => {
    for (const { url } of INTER_FACES) expect(existsSync(`public${url}`), url).toBe(true);
  });

  it("is the stylesheet's first font, and the stylesheet itself does not declare it (it would be fetched with it)", () => {
    const css = readFileSync("src/app.css", "utf8");
    expect(css).toMatch(new RegExp(`--font-sans: "${INTER_FAMILY}",`));
    expect(css.match(/@font-face\s*\{[^}]*font-family:\s*"?([^";]+)"?;/g)?.some((rule) => rule.includes(INTER_FAMILY)) ?? false).toBe(false);
  });
});
