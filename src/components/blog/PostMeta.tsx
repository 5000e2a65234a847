import type { BlogSummary } from "~/content/blog/types";
import { formatLongDate } from "#shared/german-format.ts";

/** A post's date and topics, as in the blog index and above the article; screen readers hear "…, Themen: …". */
export function PostMeta({ post }: { post: Pick<BlogSummary, "date" | "tags"> }) {
  return (
    <p className="text-sm text-muted">
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, Themen: </span>
      {post.tags.join(", ")}
    </p>
  );
}
