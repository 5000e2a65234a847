import { Link } from "react-router";
import type { BlogSummary } from "~/content/blog/types";
import { PostMeta } from "~/components/blog/PostMeta";
import { blogPostPath, contactPath } from "~/content/paths";
import { Icon } from "~/components/ui/Icon";
import { ButtonLink } from "~/components/ui/Button";
import { arrowRightIcon } from "~/components/ui/icons";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";

/** The list of posts, newest first as given; an honest empty state when there are none. */
export function BlogIndex({ posts }: { posts: readonly BlogSummary[] }) {
  const linkFromHere = useLeadSourceLink();
  if (posts.length === 0) {
    return (
      <div
        className="mx-auto max-w-xl rounded-card border border-dashed border-brand-200 bg-white p-8 text-center"
        role="status"
      >
        <h2 className="text-xl font-bold">Noch keine Beiträge</h2>
        <p className="mt-3 text-muted">
          Hier erscheinen bald Beiträge zu Social Media, Werbeanzeigen und Marketing mit KI. Bis dahin beantworte ich
          Ihre Fragen gern persönlich.
        </p>
        <ButtonLink to={linkFromHere(contactPath("fragen"), "blog-leer")} className="mt-6">
          Frage stellen
        </ButtonLink>
      </div>
    );
  }
  return (
    <ol className="mx-auto grid max-w-3xl gap-6" aria-label="Beiträge, neueste zuerst">
      {posts.map((post) => (
        <li key={post.slug}>
          <article
            aria-labelledby={`beitrag-${post.slug}`}
            className="relative rounded-card border border-line bg-white p-6 shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift sm:p-8"
          >
            <PostMeta post={post} />
            <h2 id={`beitrag-${post.slug}`} className="mt-2 text-2xl font-bold tracking-tight text-balance">
              <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 after:rounded-card">
                {post.title}
              </Link>
            </h2>
            <p className="mt-3 text-muted">{post.description}</p>
            <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700">
              Weiterlesen <Icon icon={arrowRightIcon} className="h-4 w-4" />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
