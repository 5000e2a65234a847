import type { Illustration as IllustrationData } from "~/content/ueber-ki/content";
import { cx } from "~/components/ui/cx";

/** A self-hosted illustration with intrinsic size (no layout shift) and lazy loading below the fold. */
export function Illustration({ image, className, eager = false }: { image: IllustrationData; className?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cx("h-auto w-full", className)}
    />
  );
}
