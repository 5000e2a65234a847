import type { ServiceContent } from "~/content/services/schema";
import { Container } from "~/components/ui/Container";
import { Picture } from "~/components/ui/Picture";
import { Glow } from "~/components/ui/Glow";
import { PriceNotice } from "./PriceNotice";

/** The top of a service page: its single h1, the lead texts and the illustration (the page's largest paint). */
export function ServiceHero({ hero }: { hero: ServiceContent["hero"] }) {
  return (
    <section
      data-section="hero"
      aria-labelledby="hero-titel"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pt-28 pb-14 sm:pt-36 sm:pb-20"
    >
      <Glow className="-top-56 -right-32 h-136 w-208 from-accent-500/15" />
      <Container className="relative grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <div>
          {hero.intro && (
            <p className="mb-4 text-sm font-semibold tracking-wide text-brand-700 sm:text-base">{hero.intro}</p>
          )}
          <h1 id="hero-titel" className="text-display font-extrabold tracking-tight text-balance">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl font-semibold text-ink-soft text-pretty sm:text-2xl">{hero.subtitle}</p>
          <p className="mt-5 max-w-2xl text-lg text-muted text-pretty">{hero.description}</p>
          <PriceNotice section="hero" className="mt-4 text-muted" />
        </div>
        <Picture image={hero.image} priority className="mx-auto h-auto w-full max-w-xl rounded-card shadow-lift" />
      </Container>
    </section>
  );
}
