/**
 * Every service page's record, checked against the schema and the editorial rules: one page per catalogue slug, its
 * own canonical, at least 350 words of its own copy and no paragraph shared with another page (the calls to action
 * are held in cta-labels.test.ts).
 */
import { describe, expect, it } from "vitest";
import { serviceSlugs } from "../catalogue";
import { servicePath } from "~/content/paths";
import { pagePaths } from "~/lib/page-paths";
import { servicePage, servicePages } from "./pages.server";
import { serviceRecordSchema, type ServiceContent, type ServiceMeta, type ServiceRecord } from "./schema";
import { serviceHead } from "~/components/services/service-head";
import { site } from "../site";
import { paths } from "../paths";
import { serviceCta } from "./cta-labels";
import { serviceRequest } from "./service-requests";

const files = import.meta.glob<{ default: ServiceRecord }>("./pages/*.ts", { eager: true });
/** "./pages/e-commerce.ts" → "e-commerce". */
const slugOfFile = (path: string) => path.replace(/^\.\/pages\/|\.ts$/g, "");
const metas = Object.entries(files).map(([path, module]) => ({ slug: slugOfFile(path), meta: module.default }));
const contents = new Map(metas.map(({ slug, meta }) => [slug, meta.content]));

/** Keys whose values are not visible copy. */
const NON_COPY_KEYS = new Set(["src", "icon", "variant", "slug", "to"]);

/** Every visible string of a page: title, description and all strings of its content. */
function copyOf(meta: ServiceMeta, content: ServiceContent): string[] {
  const strings: string[] = [meta.title, meta.description];
  const walk = (value: unknown, key?: string): void => {
    if (key && NON_COPY_KEYS.has(key)) return;
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(content);
  return strings;
}

const wordCount = (strings: string[]) =>
  strings
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

describe("service page files", () => {
  it("every catalogue slug has exactly one page file, and every page file a catalogue slug", () => {
    expect(metas.map(({ slug }) => slug).sort()).toEqual([...serviceSlugs].sort());
    expect([...servicePages.keys()].sort()).toEqual([...serviceSlugs].sort());
  });

  it("answers only for catalogue slugs", () => {
    expect(servicePage("gibt-es-nicht")).toBeUndefined();
    for (const slug of serviceSlugs) expect(servicePage(slug)?.slug).toBe(slug);
  });
});

describe.each(metas)("$slug", ({ slug, meta }) => {
  const content = contents.get(slug);

  it("passes the schema and its slug equals the file name", () => {
    expect(serviceRecordSchema.safeParse(meta).error?.issues ?? []).toEqual([]);
    expect(meta.slug).toBe(slug);
  });

  it("has the sections its variant shows", () => {
    if (!content) throw new Error(`${slug}.ts has no content`);
    if (content.variant === "simple") {
      // The simple variant shows subtitle, features, benefits and process only: nothing else may be written for it.
      expect([
        content.faq,
        content.frequentQuestions,
        content.aiAdvantages,
        content.customerGift,
        content.personal,
      ]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    } else {
      expect(content.faq, "faq").toBeDefined();
      expect(content.aiAdvantages, "aiAdvantages").toBeDefined();
      expect(content.personal, "personal").toBeDefined();
    }
  });

  it("uses its own illustration with size and German alt text", () => {
    if (!content) throw new Error(`${slug}.ts has no content`);
    expect(content.hero.image).toMatchObject({ src: `/images/services/${slug}.svg`, width: 640, height: 480 });
    expect(content.hero.image.alt).toMatch(/[a-zäöüß]{3}/);
  });

  it("has its own canonical, which is a prerendered page", () => {
    const canonicals = serviceHead(meta).filter((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonicals).toEqual([{ tagName: "link", rel: "canonical", href: `${site.origin}/services/${slug}` }]);
    expect(pagePaths()).toContain(servicePath(slug));
  });

  it("has at least 350 words of copy", () => {
    if (!content) throw new Error(`${slug}.ts has no content`);
    expect(wordCount(copyOf(meta, content))).toBeGreaterThanOrEqual(350);
  });
});

describe("copy across pages", () => {
  it("no paragraph (string of 60+ characters) appears on two pages", () => {
    const pagesOfParagraph = new Map<string, Set<string>>();
    for (const { slug, meta } of metas) {
      const content = contents.get(slug);
      if (!content) continue;
      for (const text of copyOf(meta, content)) {
        if (text.trim().length < 60) continue;
        const key = normalise(text);
        pagesOfParagraph.set(key, (pagesOfParagraph.get(key) ?? new Set()).add(slug));
      }
    }
    const repeated = [...pagesOfParagraph]
      .filter(([, slugs]) => slugs.size > 1)
      .map(([text, slugs]) => `${[...slugs].join(", ")}: ${text}`);
    expect(repeated).toEqual([]);
  });

  it("titles and descriptions are unique", () => {
    const titles = metas.map(({ meta }) => meta.title);
    const descriptions = metas.map(({ meta }) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("the closing section asks about the page's own service", () => {
  it.each(metas)(
    "$slug: beside a button to /preise stands the request about its service; a button that asks needs none",
    ({ slug, meta }) => {
      const buttonAsks = serviceCta(meta.slug).to.startsWith(`${paths.kontakt}?`);
      expect(meta.content.cta.ask, slug).toEqual(buttonAsks ? undefined : serviceRequest(meta.slug));
    },
  );
});
