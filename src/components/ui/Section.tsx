import type { ReactNode } from "react";
import { Container } from "./Container";
import { cx } from "./cx";

type SectionProps = {
  /** Used for the heading's id and the section's aria-labelledby. */
  id: string;
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  tone?: "plain" | "alt" | "dark";
  /** Heading level of the section title; h2 by default. */
  level?: 2 | 3;
};

const tones = {
  plain: "bg-surface",
  alt: "bg-surface-alt",
  dark: "bg-ink text-white",
} as const;

/** A page section with an optional heading that labels it. */
export function Section({ id, title, eyebrow, intro, children, className, tone = "plain", level = 2 }: SectionProps) {
  const headingId = `${id}-titel`;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cx("py-16 sm:py-24", tones[tone], className)}
    >
      <Container>
        {(title || eyebrow || intro) && (
          <header className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
            {eyebrow && (
              <p
                className={cx(
                  "mb-3 text-sm font-semibold uppercase tracking-wider",
                  tone === "dark" ? "text-brand-200" : "text-brand-700",
                )}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <Heading id={headingId} className="text-title font-bold tracking-tight text-balance">
                {title}
              </Heading>
            )}
            {intro && (
              <div className={cx("mt-4 text-lg text-pretty", tone === "dark" ? "text-slate-300" : "text-muted")}>
                {intro}
              </div>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
