/**
 * Lists the «…» placeholders still in the site configuration, so a production build can warn the owner before
 * publishing an Impressum with «PLZ» in it. Call from the build's buildEnd and print each line.
 */
import { PLACEHOLDER } from "../../src/content/site";

const PLACEHOLDERS = new RegExp(PLACEHOLDER.source, "g");

/** One line per field that still holds a placeholder, e.g. `owner.postalCode: «PLZ»`; empty when all are filled in. */
export function placeholderWarnings(config: unknown, path: string[] = []): string[] {
  if (typeof config === "string") {
    const found = config.match(PLACEHOLDERS);
    return found ? [`${path.join(".") || "(value)"}: ${found.join(" ")}`] : [];
  }
  if (Array.isArray(config)) return config.flatMap((item, index) => placeholderWarnings(item, [...path, String(index)]));
  if (config && typeof config === "object") {
    return Object.entries(config).flatMap(([key, value]) => placeholderWarnings(value, [...path, key]));
  }
  return [];
}

/** The warning block for the build log, or null when nothing is left to fill in. */
export function placeholderReport(config: unknown, file = "src/content/site.ts"): string | null {
  const lines = placeholderWarnings(config);
  if (lines.length === 0) return null;
  return [`Warnung: ${lines.length} Platzhalter in ${file} sind noch nicht ersetzt (Impressum, Datenschutz, AGB):`, ...lines.map((l) => `  - ${l}`)].join("\n");
}
