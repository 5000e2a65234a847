/**
 * Inter, the site's typeface (self-hosted, SIL OFL, public/fonts/LICENSE-Inter.txt): its two files and the characters
 * each covers. The text first paints in the metric-matched fallback faces of app.css; Inter is added after that first
 * paint, so its 52 KB are not fetched alongside the stylesheet and the first screen's image, and swapping it in moves
 * no text. Browsers load a face only when a page uses one of its characters, as with @font-face rules. Without
 * scripts, the same faces come as @font-face rules inside root's <noscript>.
 */

export const INTER_FAMILY = "Inter Variable";

type Face = { url: string; unicodeRange: string };

export const INTER_FACES: readonly Face[] = [
  {
    url: "/fonts/inter-latin-wght-normal.woff2",
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  {
    url: "/fonts/inter-latin-ext-wght-normal.woff2",
    unicodeRange:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
];

const WEIGHTS = "100 900";
const source = (url: string) => `url(${url}) format("woff2-variations")`;

/** The faces as @font-face rules (for pages without scripts). */
export const INTER_FONT_FACE_CSS = INTER_FACES.map(
  ({ url, unicodeRange }) =>
    `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${WEIGHTS};src:${source(url)};unicode-range:${unicodeRange}}`,
).join("");

/**
 * An inline script that adds the faces to the document once the first contentful paint has been reported (the first
 * frame may still be blank), or at the load event in a browser that does not report paints.
 */
export const INTER_LOADER_SCRIPT =
  "(function(){var added=false;function add(){if(added)return;added=true;" +
  `${JSON.stringify(INTER_FACES.map(({ url, unicodeRange }) => [source(url), unicodeRange]))}.forEach(function(f){` +
  `document.fonts.add(new FontFace(${JSON.stringify(INTER_FAMILY)},f[0],{style:"normal",weight:"${WEIGHTS}",display:"swap",unicodeRange:f[1]}))` +
  "})}" +
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)add()}).observe({type:"paint",buffered:true})}catch(e){}' +
  'addEventListener("load",add)})();';
