import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTER_FACES, INTER_FAMILY, INTER_FONT_FACE_CSS, INTER_LOADER_SCRIPT } from "./web-font";

type Added = { family: string; source: string; descriptors: Record<string, string> };

/**
 * Runs the loader with stand-ins for the browser; returns what it added and the two events that can release it: a
 * reported paint (by name) and the load event.
 */
function runLoader({ paintTiming = true } = {}) {
  const added: Added[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const loadListeners: (() => void)[] = [];
  class FontFace {
    constructor(family: string, source: string, descriptors: Record<string, string>) {
      added.push({ family, source, descriptors });
    }
  }
  class PerformanceObserver {
    constructor(callback: (typeof observers)[number]) {
      if (!paintTiming) throw new TypeError("paint timing is not supported");
      observers.push(callback);
    }
    observe() {}
  }
  const document = { fonts: { add: () => undefined } };
  const addEventListener = (type: string, listener: () => void) => type === "load" && loadListeners.push(listener);
  new Function("PerformanceObserver", "addEventListener", "FontFace", "document", INTER_LOADER_SCRIPT)(
    PerformanceObserver,
    addEventListener,
    FontFace,
    document,
  );
  const paint = (name: string) => observers.forEach((observer) => observer({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
  const load = () => loadListeners.forEach((listener) => listener());
  return { added, paint, load };
}

describe("Inter", () => {
  it("is added once the first contentful paint is reported, not at a blank first paint", () => {
    const { added, paint, load } = runLoader();
    expect(added).toEqual([]);
    paint("first-paint");
    expect(added, "a first frame without content releases nothing").toEqual([]);
    paint("first-contentful-paint");
    expect(added.map(({ family }) => family)).toEqual(INTER_FACES.map(() => INTER_FAMILY));
    load();
    expect(added, "each face once").toHaveLength(INTER_FACES.length);
  });

  it("is added at the load event where paints are not reported", () => {
    const { added, load } = runLoader({ paintTiming: false });
    expect(added).toEqual([]);
    load();
    expect(added).toHaveLength(INTER_FACES.length);
  });

  it("adds every face with its file, its characters and the full weight range", () => {
    const { added, paint } = runLoader();
    paint("first-contentful-paint");
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
