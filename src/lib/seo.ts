/**
 * One helper for every page's head: title with the site suffix, description, absolute canonical URL,
 * Open Graph and optional JSON-LD. Route modules call it from their `meta` export.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

export type PageMeta = {
  /** Page title without the site suffix. */
  title: string;
  description: string;
  /** Decoded path of the page, e.g. "/über-ki". */
  path: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
  type?: "website" | "article";
  keywords?: readonly string[];
  /** JSON-LD objects rendered as application/ld+json. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
};

/** Absolute URL on the configured origin; non-ASCII path segments are percent-encoded. */
export function absoluteUrl(path: string): string {
  return new URL(encodeURI(path), site.origin).href;
}

/** @internal (tested directly) */
export function pageTitle(title: string): string {
  return title.endsWith(site.titleSuffix) ? title : `${title}${site.titleSuffix}`;
}

/** The head of every not-found answer: the not-found route, unknown services and posts, the 404 fallback page. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: pageTitle("Seite nicht gefunden") }, { name: "robots", content: "noindex" }];
}

export function getMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? site.defaultImage);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: site.locale },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.keywords?.length) meta.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}
