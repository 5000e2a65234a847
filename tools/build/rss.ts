import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parsePost } from "../../src/content/blog/parse.server";
import { newestFirst, type BlogSummary } from "../../src/content/blog/types";
import { site } from "../../src/content/site";
import { pages } from "../../src/content/pages";
import { blogPostPath, paths } from "../../src/content/paths";
import { absoluteUrl } from "../../src/lib/seo";
import { blogPostsDir, blogSlugsFromDisk } from "./blog-slugs";

/** Where the feed is served, site-relative. */
const RSS_PATH = `${paths.blog}/rss.xml`;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** RFC 822 date of an ISO day, as RSS 2.0 expects. */
export function rfc822(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of the given posts, newest first; deterministic (build date = newest post date). */
export function rssXml(posts: readonly BlogSummary[]): string {
  const sorted = newestFirst(posts);
  const items = sorted.map((post) => {
    const url = absoluteUrl(blogPostPath(post.slug));
    const categories = post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join("\n");
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      categories,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const lastBuild = sorted[0] ? `\n    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`Blog | ${site.name}`)}</title>
    <link>${absoluteUrl(paths.blog)}</link>
    <description>${escapeXml(pages.blog.description)}</description>
    <language>de-de</language>
    <atom:link href="${absoluteUrl(RSS_PATH)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join("\n")}
  </channel>
</rss>
`;
}

/** Every post on disk, parsed (front matter checked), newest first. */
export function postsFromDisk(dir: string = blogPostsDir): BlogSummary[] {
  return newestFirst(blogSlugsFromDisk(dir).map((slug) => parsePost(slug, readFileSync(join(dir, `${slug}.md`), "utf8"))));
}

/** Writes blog/rss.xml into the client build. */
export function writeRssFeed(clientDir: string, posts: readonly BlogSummary[] = postsFromDisk()): void {
  mkdirSync(join(clientDir, paths.blog), { recursive: true });
  writeFileSync(join(clientDir, RSS_PATH), rssXml(posts));
}
