import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The folder of the Markdown blog posts. */
export const blogPostsDir = fileURLToPath(new URL("../../src/content/blog/posts/", import.meta.url));

/** Slugs of the Markdown blog posts (file name without .md), for the prerender list and the sitemap. */
export function blogSlugsFromDisk(dir: string = blogPostsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}
