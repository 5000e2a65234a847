import type { ReactNode } from "react";
import { cx } from "./cx";

const WIDTHS = { page: "max-w-7xl", text: "max-w-3xl" } as const;

/**
 * The page's horizontal frame: centred, padded, at most `page` wide, or `text` wide for reading (about 70 characters a
 * line). The width is a prop, not a class to pass: two max-width classes on one element are decided by their order in
 * the stylesheet, not in the attribute.
 */
export function Container({
  children,
  className,
  width = "page",
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof WIDTHS;
}) {
  return <div className={cx("mx-auto w-full px-4 sm:px-6 lg:px-8", WIDTHS[width], className)}>{children}</div>;
}
