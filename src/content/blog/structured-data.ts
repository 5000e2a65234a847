import { site } from "../site";
import { absoluteUrl } from "../../lib/seo";
import { blogPostPath } from "../../lib/routes";
import type { BlogSummary } from "./types";

/** schema.org Article (BlogPosting) for one post. */
export function articleJsonLd(post: BlogSummary): Record<string, unknown> {
  const url = absoluteUrl(blogPostPath(post.slug));
  const organization = { "@type": "Organization", name: site.name, url: absoluteUrl("/"), logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") } };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "de-DE",
    keywords: post.tags.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: absoluteUrl(site.defaultImage),
    author: organization,
    publisher: organization,
  };
}
