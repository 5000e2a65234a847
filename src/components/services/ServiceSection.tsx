import type { ReactNode } from "react";
import { Container } from "~/components/ui/Container";
import { cx } from "~/components/ui/cx";
import { PriceNotice } from "./PriceNotice";
import type { ServiceSectionName } from "./sections";

const tones = {
  plain: "bg-surface",
  alt: "bg-surface-alt",
  dark: "bg-ink text-white",
} as const;

export type SectionTone = keyof typeof tones;

/**
 * One section of a service page: an h2 that labels it and a `data-section` name for tests and analytics. A section
 * that names a price ends with the price notice.
 */
export function ServiceSection({
  name,
  title,
  intro,
  tone = "plain",
  children,
}: {
  name: ServiceSectionName;
  title: string;
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
}) {
  const headingId = `${name}-titel`;
  return (
    <section data-section={name} aria-labelledby={headingId} className={cx("py-16 sm:py-24", tones[tone])}>
      <Container>
        <header className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
          <h2 id={headingId} className="text-title font-bold tracking-tight text-balance">
            {title}
          </h2>
          {intro && (
            <div className={cx("mt-4 text-lg text-pretty", tone === "dark" ? "text-slate-300" : "text-muted")}>
              {intro}
            </div>
          )}
        </header>
        {children}
        <PriceNotice
          section={name}
          className={cx("mt-8 text-center", tone === "dark" ? "text-slate-300" : "text-muted")}
        />
      </Container>
    </section>
  );
}
