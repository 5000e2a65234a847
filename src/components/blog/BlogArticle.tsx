import { useRef } from "react";
import { Link } from "react-router";
import type { BlogPost } from "~/content/blog/types";
import { PostMeta } from "~/components/blog/PostMeta";
import { paths } from "~/content/paths";
import { Container } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { useHtmlLinks } from "~/components/ui/useHtmlLinks";

/** Typography of the rendered Markdown (kept here: the post HTML is the only place that needs it). */
const prose = [
  "mt-10 text-lg leading-relaxed text-ink-soft",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-900",
].join(" ");

/** One post: header, the HTML rendered from Markdown at build time, and the way back. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useHtmlLinks(bodyRef);
  return (
    <article className="pt-28 pb-16 sm:pt-36 sm:pb-24">
      <Container width="text">
        <nav aria-label="Brotkrumen" className="text-sm text-muted">
          <ol className="flex flex-wrap gap-1.5">
            <li>
              <Link to={paths.home} className="underline underline-offset-4 hover:text-brand-700">
                Startseite
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <Link to={paths.blog} className="underline underline-offset-4 hover:text-brand-700">
                Blog
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page" className="truncate">
              {post.title}
            </li>
          </ol>
        </nav>
        <header className="mt-8">
          <PostMeta post={post} />
          <h1 className="mt-3 text-title font-extrabold tracking-tight text-balance">{post.title}</h1>
          <p className="mt-4 text-lg text-muted">{post.description}</p>
        </header>
        <div ref={bodyRef} className={prose} dangerouslySetInnerHTML={{ __html: post.html }} />
        <footer className="mt-12 flex flex-wrap gap-3 border-t border-line pt-8">
          <ButtonLink to={paths.blog} variant="secondary">
            Zurück zum Blog
          </ButtonLink>
          <ButtonLink to={paths.preise}>Pakete ansehen</ButtonLink>
        </footer>
      </Container>
    </article>
  );
}
