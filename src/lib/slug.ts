const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * Turns a German title into a URL slug: umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss),
 * other accents dropped, everything that is not a letter or digit collapsed into single hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => TRANSLITERATION[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " und ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
