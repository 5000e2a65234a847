// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../../src/content/site";
import { postsFromDisk, rfc822, rssXml, writeRssFeed } from "./rss";

const post = (slug: string, date: string, title = `Titel ${slug}`) => ({ slug, date, title, description: `Beschreibung <${slug}> & mehr`, tags: ["KI"] });

describe("rssXml", () => {
  it("lists posts newest first with absolute links, RFC 822 dates and escaped text", () => {
    const xml = rssXml([post("alt", "2025-06-04"), post("neu", "2025-07-02")]);
    expect(xml.indexOf("/blog/neu")).toBeLessThan(xml.indexOf("/blog/alt"));
    expect(xml).toContain(`<link>${site.origin}/blog/neu</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${site.origin}/blog/neu</guid>`);
    expect(xml).toContain("<pubDate>Wed, 02 Jul 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("Beschreibung &lt;neu&gt; &amp; mehr");
    expect(xml).toContain(`<atom:link href="${site.origin}/blog/rss.xml" rel="self"`);
    expect(xml).toContain("<lastBuildDate>Wed, 02 Jul 2025 00:00:00 GMT</lastBuildDate>");
  });

  it("is a valid, empty channel without posts", () => {
    const xml = rssXml([]);
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });

  it("formats RFC 822 dates", () => {
    expect(rfc822("2025-06-02")).toBe("Mon, 02 Jun 2025 00:00:00 GMT");
  });
});

describe("posts on disk", () => {
  const folders: string[] = [];
  const tempFolder = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("reads and parses the Markdown files of a folder", () => {
    const dir = tempFolder("blog-");
    writeFileSync(join(dir, "eins.md"), `---\ntitle: "Eins"\ndate: 2025-06-02\ndescription: "Kurz"\ntags: [a]\n---\nText`);
    writeFileSync(join(dir, "notiz.txt"), "ignoriert");
    expect(postsFromDisk(dir)).toEqual([{ slug: "eins", title: "Eins", date: "2025-06-02", description: "Kurz", tags: ["a"], html: "<p>Text</p>\n", wordCount: 1 }]);
  });

  it("writes blog/rss.xml into the client folder", () => {
    const out = tempFolder("client-");
    writeRssFeed(out, [post("eins", "2025-06-02")]);
    expect(readFileSync(join(out, "blog", "rss.xml"), "utf8")).toContain("/blog/eins");
  });

  it("covers the real posts", () => {
    expect(postsFromDisk().length).toBeGreaterThanOrEqual(3);
  });
});
