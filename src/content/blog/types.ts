/** Blog data shapes and pure helpers, safe to import from browser code (no Markdown parser here). */
import type { BlogFrontMatter } from "./schema";

export type BlogSummary = BlogFrontMatter & { slug: string };
export type BlogPost = BlogSummary & { html: string; wordCount: number };

/** Newest first; equal dates by title for a stable order. */
export function newestFirst<T extends BlogSummary>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "de"));
}

export function summaryOf({ slug, title, date, description, tags }: BlogSummary): BlogSummary {
  return { slug, title, date, description, tags };
}

/** The slug of a post file path ("…/posts/die-ersten-90-tage.md" → "die-ersten-90-tage"). */
export function slugOfPath(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/, "");
}
