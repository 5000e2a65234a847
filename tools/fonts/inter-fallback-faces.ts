/*
 * Inter's fallback faces, computed while building instead of measured by hand. Each face scales a local font so its
 * average letter width matches Inter's at the same weight (size-adjust), and gives it Inter's ascent and descent,
 * so the text painted before Inter arrives takes the room Inter will take and the swap moves nothing.
 *
 * Widths come from @capsizecss/metrics (Inter per weight, Arial and Roboto regular and bold); DejaVu Sans, the default sans of
 * many Linux systems without Arial, Liberation Sans or Roboto, is not in that collection and is read from its own
 * files (dejavu-fonts-ttf) with @capsizecss/unpack, the tool that collection is made with.
 */
import inter400 from "@capsizecss/metrics/inter";
import inter700 from "@capsizecss/metrics/inter/700";
import inter800 from "@capsizecss/metrics/inter/800";
import arial400 from "@capsizecss/metrics/arial";
import arial700 from "@capsizecss/metrics/arial/700";
import roboto400 from "@capsizecss/metrics/roboto";
import roboto700 from "@capsizecss/metrics/roboto/700";
import { fromFile } from "@capsizecss/unpack/fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

interface Metrics {
  ascent: number;
  descent: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

interface Band {
  /** The CSS font-weight range the face answers. */
  weights: string;
  /** Inter at the weight this band is matched to. */
  inter: Metrics;
  /** The local font scaled, and its metrics. */
  local: string[];
  metrics: Metrics;
}

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/**
 * One face: the local font scaled to Inter's average width at that weight; ascent and descent are Inter's, divided by
 * the scale, since the browser applies size-adjust to them as well. A fallback never holds text back: while the
 * browser is still matching the local font (slow on a fresh profile), the text paints in the next family.
 */
export function fallbackFace(family: string, band: Band): string {
  const scale = band.inter.xWidthAvg / band.inter.unitsPerEm / (band.metrics.xWidthAvg / band.metrics.unitsPerEm);
  const src = band.local.map((name) => `local(${JSON.stringify(name)})`).join(", ");
  return [
    "@font-face {",
    `  font-family: ${JSON.stringify(family)};`,
    `  font-weight: ${band.weights};`,
    "  font-display: swap;",
    `  src: ${src};`,
    `  ascent-override: ${percent(band.inter.ascent / band.inter.unitsPerEm / scale)};`,
    `  descent-override: ${percent(Math.abs(band.inter.descent) / band.inter.unitsPerEm / scale)};`,
    "  line-gap-override: 0%;",
    `  size-adjust: ${percent(scale)};`,
    "}",
  ].join("\n");
}

const require = createRequire(import.meta.url);

/**
 * Every fallback face, as CSS. Bold text gets the local bold face scaled to Inter's width at that weight: a
 * synthesized bold keeps the regular widths, while Inter grows wider with its weight, so bold headings would wrap
 * differently after the swap. Liberation Sans is drawn to Arial's widths and shares its faces; Roboto (Android) has a
 * family of its own, since its bold is about 6 % narrower than Arial's. A family whose local fonts are all missing
 * is skipped, and the browser tries the next one in --font-sans.
 */
export async function interFallbackFaces(): Promise<string> {
  const dejaVu400 = await fromFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  const dejaVu700 = await fromFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"));
  const arial = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"];
  const arialBold = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"];
  const roboto = ["Roboto", "Roboto-Regular"];
  const robotoBold = ["Roboto Bold", "Roboto-Bold"];
  const dejaVuBold = ["DejaVu Sans Bold", "DejaVuSans-Bold"];
  const faces = [
    fallbackFace("Inter Fallback", { weights: "100 500", inter: inter400, local: arial, metrics: arial400 }),
    fallbackFace("Inter Fallback", { weights: "600 700", inter: inter700, local: arialBold, metrics: arial700 }),
    fallbackFace("Inter Fallback", { weights: "800 900", inter: inter800, local: arialBold, metrics: arial700 }),
    fallbackFace("Inter Fallback Roboto", { weights: "100 500", inter: inter400, local: roboto, metrics: roboto400 }),
    fallbackFace("Inter Fallback Roboto", {
      weights: "600 700",
      inter: inter700,
      local: robotoBold,
      metrics: roboto700,
    }),
    fallbackFace("Inter Fallback Roboto", {
      weights: "800 900",
      inter: inter800,
      local: robotoBold,
      metrics: roboto700,
    }),
    fallbackFace("Inter Fallback DejaVu", {
      weights: "100 500",
      inter: inter400,
      local: ["DejaVu Sans", "DejaVuSans"],
      metrics: dejaVu400,
    }),
    fallbackFace("Inter Fallback DejaVu", {
      weights: "600 700",
      inter: inter700,
      local: dejaVuBold,
      metrics: dejaVu700,
    }),
    fallbackFace("Inter Fallback DejaVu", {
      weights: "800 900",
      inter: inter800,
      local: dejaVuBold,
      metrics: dejaVu700,
    }),
  ];
  return faces.join("\n");
}

/** Appends the fallback faces to the site's stylesheet before Tailwind reads it (list this plugin before Tailwind's). */
export function interFallbackFacesPlugin(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: "inter-fallback-faces",
    enforce: "pre",
    transform(code, id) {
      // `app.css?url` and `?raw` are JavaScript modules; the CSS itself comes with no query or with `?inline`.
      const [path, query = ""] = id.split("?");
      if (!path?.endsWith("/src/app.css") || /(^|&)(url|raw)(&|=|$)/.test(query)) return null;
      css ??= interFallbackFaces();
      return css.then((faces) => ({ code: `${code}\n${faces}\n`, map: null }));
    },
  };
}
