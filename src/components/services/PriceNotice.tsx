import { createContext, useContext, type ReactNode } from "react";
import { priceNotice } from "~/content/pricing/terms";
import { cx } from "~/components/ui/cx";
import type { ServiceSectionName } from "./sections";

/** The sections of the current service page that name a price (computed at prerender time). */
const PricedSections = createContext<readonly ServiceSectionName[]>([]);

export function PricedSectionsProvider({
  sections,
  children,
}: {
  sections: readonly ServiceSectionName[];
  children: ReactNode;
}) {
  return <PricedSections value={sections}>{children}</PricedSections>;
}

/**
 * The businesses-only and net-price notice at the end of a section that names a price; nothing elsewhere.
 * `className` places and colours it (margin, alignment, text colour).
 */
export function PriceNotice({
  section,
  className = "mt-8 text-center text-muted",
}: {
  section: ServiceSectionName;
  className?: string;
}) {
  const priced = useContext(PricedSections);
  if (!priced.includes(section)) return null;
  return (
    <p data-price-notice className={cx("text-sm", className)}>
      {priceNotice}
    </p>
  );
}
