import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every HTML file of a client build, in every folder but `assets` (scripts, styles and images only). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "assets" ? [] : htmlFiles(path);
    return entry.endsWith(".html") ? [path] : [];
  });
}
