/**
 * Turns a Markdown post (front matter + body) into data for the pages and the feed. Runs at build time only: the
 * route loaders and the RSS writer call it, so neither gray-matter nor marked is shipped to the browser.
 */
import matter from "gray-matter";
import { marked } from "marked";
import { fillFigures } from "#shared/facts.ts";
import type { BlogFrontMatter } from "./schema";
import type { BlogPost } from "./types";

/** YAML turns unquoted dates into Date objects; keep the ISO day either way. */
function isoDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "string" ? value : "";
}

/** Reads the front matter fields the pages need; throws naming the file if one is missing (the schema test checks the rest). */
function frontMatterOf(slug: string, data: Record<string, unknown>): BlogFrontMatter {
  const fm = {
    title: typeof data.title === "string" ? data.title : "",
    date: isoDay(data.date),
    description: typeof data.description === "string" ? data.description : "",
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
  };
  const missing = (Object.keys(fm) as (keyof BlogFrontMatter)[]).filter((key) => fm[key].length === 0);
  if (missing.length) throw new Error(`Blog post "${slug}": front matter lacks ${missing.join(", ")}`);
  return fm;
}

function countWords(markdown: string): number {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`-]/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function parsePost(slug: string, source: string): BlogPost {
  const { data, content: raw } = matter(source);
  const content = fillFigures(raw, `Blog post "${slug}"`);
  for (const key of ["title", "description"] as const) {
    if (typeof data[key] === "string") data[key] = fillFigures(data[key], `Blog post "${slug}"`);
  }
  const html = marked.parse(content, { async: false, gfm: true });
  return { slug, ...frontMatterOf(slug, data), html, wordCount: countWords(content) };
}
