import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { postBySlug } from "~/content/blog/library.server";
import { articleJsonLd } from "~/lib/structured-data";
import { summaryOf } from "~/content/blog/types";
import { getMeta, notFoundMeta } from "~/lib/seo";
import { withLeadSourceInHtml } from "~/lib/lead-source";
import { prerenderedDataOr404 } from "~/lib/prerendered-data";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { blogPostPath, paths } from "~/content/paths";
import { BlogArticle } from "~/components/blog/BlogArticle";

const NOT_FOUND = "Beitrag nicht gefunden";

/**
 * Runs while prerendering (one call per post in the prerender list): the post with its HTML rendered from Markdown,
 * whose links to the contact page name this post as their source. An unknown slug is never prerendered: see
 * clientLoader.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  if (!post) throw data(NOT_FOUND, { status: 404 });
  const html = withLeadSourceInHtml(post.html, { page: blogPostPath(post.slug), slot: "blog-beitrag" });
  return { post: { ...post, html } };
}

/** In the browser: a slug that was never prerendered answers 404. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedDataOr404(serverLoader, { page: "Blog post", notFound: NOT_FOUND });
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post) return notFoundMeta();
  const path = blogPostPath(post.slug);
  return getMeta({
    title: post.title,
    description: post.description,
    path,
    type: "article",
    keywords: post.tags,
    jsonLd: [
      articleJsonLd(summaryOf(post)),
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Blog", path: paths.blog },
        { name: post.title, path },
      ]),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}
