import type { IconShape } from "./icons";

/** One icon of the set in ./icons: stroke icons as outlines, brand marks filled. Decorative unless given a label. */
export function Icon({ icon, className = "h-5 w-5", label }: { icon: IconShape; className?: string; label?: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const paint = icon.filled
    ? { fill: "currentColor" }
    : {
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 1.8,
        strokeLinecap: "round" as const,
        strokeLinejoin: "round" as const,
      };
  return (
    <svg viewBox="0 0 24 24" className={className} focusable="false" {...paint} {...a11y}>
      <path d={icon.d} />
    </svg>
  );
}
