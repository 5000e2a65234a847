import { cx } from "./cx";

/**
 * A soft light behind part of a section; `className` places and sizes it and gives its colour (`from-…`). It is a
 * radial gradient that fades out before the box's edge: it looks like a blurred disc, but the rasterizer paints it
 * in one pass, with no blur filter to compute on every repaint.
 */
export function Glow({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={cx("pointer-events-none absolute bg-radial to-transparent to-70%", className)} />
  );
}
