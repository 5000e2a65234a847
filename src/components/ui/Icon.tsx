/**
 * A small self-hosted icon set (24×24). Each icon lives in its own module under ./icons/ and is imported from there,
 * never through this module, so the bundler ships an icon only with the parts that use it (a re-export here would pull
 * every icon into the shell chunk on every page).
 * Stroke icons are outlines; brand marks are filled. Decorative unless given a label.
 */
import type { IconShape } from "./icons/shape";

export type { IconShape };
export function Icon({ icon, className = "h-5 w-5", label }: { icon: IconShape; className?: string; label?: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const paint = icon.filled
    ? { fill: "currentColor" }
    : { fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };
  return (
    <svg viewBox="0 0 24 24" className={className} focusable="false" {...paint} {...a11y}>
      <path d={icon.d} />
    </svg>
  );
}
