/**
 * The benchmarks run through tsx, whose compiler (esbuild with `keepNames`) wraps every named function as
 * `__name(fn, "name")`, also inside the functions handed to the browser (`page.evaluate`, `addInitScript`), where
 * `__name` does not exist. Added first to a browser context, this script gives the page the helper (it only names a
 * function, so the identity is enough).
 */
export const keepNamesInPage = "globalThis.__name = (fn) => fn;";
