import type { Route } from "./+types/blog";
import { pages } from "~/content/pages";
import { postSummaries } from "~/content/blog/library.server";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { BlogIndex } from "~/components/blog/BlogIndex";

/** Runs while prerendering: the page's head and the list of posts (front matter only), newest first. */
export async function loader() {
  return { page: pages.blog, posts: postSummaries() };
}

export const meta = ({ loaderData: { page } }: Route.MetaArgs) => [
  ...getMeta({
    ...page,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Blog", path: page.path },
      ]),
    ],
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog von KI Marketing Studio (RSS)",
    href: `${paths.blog}/rss.xml`,
  },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.heading} eyebrow="Praxiswissen" intro={page.description} />
      <Section id="beitraege" className="pt-0 sm:pt-0">
        <BlogIndex posts={loaderData.posts} />
        <p className="mt-10 text-center text-sm text-muted">
          Neue Beiträge per Feed-Reader abonnieren:{" "}
          <a href={`${paths.blog}/rss.xml`} className="font-semibold text-brand-700 underline underline-offset-4">
            RSS-Feed
          </a>
        </p>
      </Section>
    </>
  );
}
