import type { ServiceContent } from "~/content/services/schema";
import { Container } from "~/components/ui/Container";
import { PriceNotice } from "./PriceNotice";
import { portraitOf } from "./portrait";

/** Portrait size (square); the owner's picture is at least this large. */
const PORTRAIT_SIZE = 320;

const portrait = portraitOf();

export function PersonalSection({ personal }: { personal: NonNullable<ServiceContent["personal"]> }) {
  return (
    <section data-section="personal" aria-labelledby="personal-titel" className="bg-surface-alt py-16 sm:py-24">
      <Container className="grid items-center gap-10 md:grid-cols-[auto_1fr] md:gap-14">
        <figure className="mx-auto">
          <img
            src={portrait.src}
            alt={portrait.alt}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            loading="lazy"
            decoding="async"
            className="h-auto w-56 rounded-full shadow-lift ring-8 ring-white sm:w-72 md:w-80"
          />
          {portrait.caption && (
            <figcaption className="mt-3 text-center text-xs text-muted">{portrait.caption}</figcaption>
          )}
        </figure>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Persönlich für Sie da</p>
          <h2 id="personal-titel" className="mt-3 text-title font-bold tracking-tight text-balance">
            {personal.title}
          </h2>
          <p className="mt-5 text-lg text-muted text-pretty">{personal.description}</p>
          <PriceNotice section="personal" className="mt-4 text-muted" />
        </div>
      </Container>
    </section>
  );
}
