/**
 * All blog posts, read from ./posts/*.md by Vite at build time. Only the route loaders import this module, and loaders
 * run while prerendering, so the Markdown, gray-matter and marked never reach the browser bundle.
 */
import { parsePost } from "./parse.server";
import { newestFirst, slugOfPath, summaryOf, type BlogPost, type BlogSummary } from "./types";

const sources = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

const posts: BlogPost[] = newestFirst(
  Object.entries(sources).map(([path, source]) => parsePost(slugOfPath(path), source)),
);

export function postSummaries(): BlogSummary[] {
  return posts.map(summaryOf);
}

export function postBySlug(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
