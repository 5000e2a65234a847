// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import matter from "gray-matter";
import { postBySlug, postSummaries } from "./library.server";
import { parsePost } from "./parse.server";
import { blogFrontMatterSchema } from "./schema";

const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
import { newestFirst, slugOfPath } from "./types";
import { blogSlugsFromDisk } from "../../../tools/build/blog-slugs";

const postsDir = join(import.meta.dirname, "posts");
const files = readdirSync(postsDir).filter((file) => file.endsWith(".md"));

describe("blog post files", () => {
  it("exist (at least the three launch posts)", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  for (const file of files) {
    describe(file, () => {
      const source = readFileSync(join(postsDir, file), "utf8");
      const { content } = matter(source);
      // Title, description and word count are checked as the reader sees them: with the {{figure}} markers filled in.
      const post = parsePost(file.replace(/\.md$/, ""), source);

      it("has a URL-safe slug as file name", () => {
        expect(file.replace(/\.md$/, "")).toMatch(blogSlugPattern);
      });

      it("has front matter that matches the schema (title, ISO date, description, tags)", () => {
        const { title, date, description, tags } = post;
        const result = blogFrontMatterSchema.safeParse({ title, date, description, tags });
        expect(result.error?.issues ?? []).toEqual([]);
      });

      it("has 500 to 800 words", () => {
        expect(post.wordCount).toBeGreaterThanOrEqual(500);
        expect(post.wordCount).toBeLessThanOrEqual(800);
      });

      it("has no h1 of its own (the page renders the title as h1) and only site-internal links", () => {
        expect(content).not.toMatch(/^# /m);
        for (const [, target] of content.matchAll(/\]\(([^)]+)\)/g))
          expect(target).toMatch(/^\/(preise|kontakt|services|über-ki|blog)/);
      });
    });
  }
});

describe("parsePost", () => {
  it("renders Markdown to HTML and reads the front matter", () => {
    const post = parsePost(
      "test",
      `---\ntitle: "Ein Titel"\ndate: "2025-06-02"\ndescription: "Text"\ntags: ["A", "B"]\n---\n\n## Zwischentitel\n\nEin **fetter** Satz.`,
    );
    expect(post).toMatchObject({ slug: "test", title: "Ein Titel", date: "2025-06-02", tags: ["A", "B"] });
    expect(post.html).toBe("<h2>Zwischentitel</h2>\n<p>Ein <strong>fetter</strong> Satz.</p>\n");
  });

  it("renders the whole post in one piece and in order, with reference links resolved throughout", () => {
    const body = "Erster [Absatz][k].\n\n## Weiter\n\nZweiter [Absatz][k].\n\n- eins\n\n[k]: /kontakt";
    const post = parsePost("ganz", `---\ntitle: T\ndate: "2025-06-02"\ndescription: D\ntags: [a]\n---\n\n${body}`);
    expect(post.html).toBe(
      '<p>Erster <a href="/kontakt">Absatz</a>.</p>\n<h2>Weiter</h2>\n<p>Zweiter <a href="/kontakt">Absatz</a>.</p>\n<ul>\n<li>eins</li>\n</ul>\n',
    );
  });

  it("keeps unquoted YAML dates as ISO days", () => {
    expect(parsePost("x", `---\ntitle: T\ndate: 2025-07-02\ndescription: D\ntags: [a]\n---\nx`).date).toBe(
      "2025-07-02",
    );
  });

  it("names the file and the missing fields", () => {
    expect(() => parsePost("kaputt", `---\ntitle: T\n---\nText`)).toThrow(
      'Blog post "kaputt": front matter lacks date, description, tags',
    );
  });
});

describe("library", () => {
  it("loads every file on disk, newest first", () => {
    expect(
      postSummaries()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(blogSlugsFromDisk());
    const dates = postSummaries().map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("summaries carry no HTML (the index stays small)", () => {
    for (const summary of postSummaries())
      expect(Object.keys(summary).sort()).toEqual(["date", "description", "slug", "tags", "title"]);
  });

  it("finds a post by slug and nothing for an unknown one", () => {
    const first = postSummaries()[0]!;
    expect(postBySlug(first.slug)?.title).toBe(first.title);
    expect(postBySlug("gibt-es-nicht")).toBeUndefined();
  });

  it("sorts equal dates by title and derives slugs from paths", () => {
    const a = { slug: "a", title: "B", date: "2025-01-01", description: "", tags: [] };
    const b = { slug: "b", title: "A", date: "2025-01-01", description: "", tags: [] };
    const c = { slug: "c", title: "C", date: "2025-02-01", description: "", tags: [] };
    expect(newestFirst([a, b, c]).map((p) => p.slug)).toEqual(["c", "b", "a"]);
    expect(slugOfPath("./posts/die-ersten-90-tage.md")).toBe("die-ersten-90-tage");
  });
});
