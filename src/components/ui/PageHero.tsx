import type { ReactNode } from "react";
import { Container } from "./Container";
import { Glow } from "./Glow";

/** The top of a content page: its single h1 and an intro. */
export function PageHero({
  title,
  eyebrow,
  intro,
  children,
}: {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pt-32 pb-14 sm:pt-40 sm:pb-20">
      <Glow className="-top-56 left-1/2 h-136 w-232 -translate-x-1/2 from-accent-500/15" />
      <Container className="relative text-center">
        {eyebrow && <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
        <h1 className="mx-auto max-w-4xl text-display font-extrabold tracking-tight text-balance">{title}</h1>
        {intro && <div className="mx-auto mt-6 max-w-2xl text-lg text-muted text-pretty sm:text-xl">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </Container>
    </section>
  );
}
