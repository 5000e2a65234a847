/** An image with its intrinsic size (so nothing shifts when it arrives) and the site's loading rule. */
import type { ImageSource } from "~/content/images";

/**
 * `priority` for the largest element above the fold (fetched first, never lazy); everything else loads lazily.
 * The alt text comes from the content; an empty alt marks a decorative image.
 */
export function Picture({
  image,
  priority = false,
  className,
}: {
  image: ImageSource;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      className={className}
    />
  );
}
