/**
 * Marks where a page's first screen ends in its HTML. The browser's parser stops at a classic inline script until the
 * stylesheets above it have arrived; without such a stop it reads the whole page while the stylesheet is on its way,
 * and the first frame then lays out every section at once before anything shows. Stopped here, the first frame covers
 * the header and the page's top only, and the rest follows in later frames. The script runs nothing (a comment), and
 * React never runs it after hydration or on client navigation. Measured in docs/decisions/2026-11-27-first-screen-first.md.
 */
export function FirstScreenEnd() {
  return <script>{FIRST_SCREEN_END}</script>;
}

/**
 * The script's whole text (a comment), as the prerendered pages carry it.
 * @internal (the tests find the stop in the rendered pages by it)
 */
export const FIRST_SCREEN_END = "/* first screen */";
