import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { absoluteUrl, getMeta, pageTitle } from "./seo";
import { breadcrumbJsonLd } from "./structured-data";

const find = (meta: ReturnType<typeof getMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("getMeta", () => {
  const meta = getMeta({ title: "Preise", description: "Alle Pakete im Überblick.", path: "/preise" });

  it("adds the site suffix to the title once", () => {
    expect(meta[0]).toEqual({ title: `Preise${site.titleSuffix}` });
    expect(pageTitle(`Preise${site.titleSuffix}`)).toBe(`Preise${site.titleSuffix}`);
  });

  it("gives description, absolute canonical and Open Graph", () => {
    expect(find(meta, "name", "description")?.content).toBe("Alle Pakete im Überblick.");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.origin}/preise`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.origin}/preise`);
    expect(find(meta, "property", "og:locale")?.content).toBe("de_DE");
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.origin}${site.defaultImage}`);
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("percent-encodes umlaut paths in the canonical", () => {
    expect(absoluteUrl("/über-ki")).toBe(`${site.origin}/%C3%BCber-ki`);
  });

  it("adds keywords, noindex and JSON-LD when asked", () => {
    const m = getMeta({
      title: "X",
      description: "Y",
      path: "/x",
      keywords: ["a", "b"],
      noindex: true,
      jsonLd: [{ "@type": "Thing" }],
      type: "article",
    });
    expect(find(m, "name", "keywords")?.content).toBe("a, b");
    expect(find(m, "name", "robots")?.content).toBe("noindex");
    expect(m).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    expect(find(m, "property", "og:type")?.content).toBe("article");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers items from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd([
      { name: "Startseite", path: "/" },
      { name: "Services", path: "/services" },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${site.origin}/`],
      [2, `${site.origin}/services`],
    ]);
  });
});
