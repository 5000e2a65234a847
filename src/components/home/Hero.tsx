import type { Hero as HeroContent } from "~/content/home/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { Icon } from "~/components/ui/Icon";
import { TypedHeadline } from "./TypedHeadline";
import { Picture } from "~/components/ui/Picture";
import { arrowRightIcon, checkIcon, playIcon } from "~/components/ui/icons";
import { Glow } from "~/components/ui/Glow";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";

export function Hero({ hero }: { hero: HeroContent }) {
  const linkFromHere = useLeadSourceLink();
  return (
    <section
      id="start"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 lg:pb-24"
    >
      <Glow className="-top-64 -left-56 h-160 w-160 from-accent-500/15" />
      <Glow className="top-8 -right-56 h-160 w-160 from-warm-500/10" />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-4 py-1.5 text-sm font-semibold text-brand-800">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-600" />
            {hero.eyebrow}
          </p>
          <TypedHeadline lines={hero.lines} />
          <p className="mt-6 max-w-xl text-lg text-muted text-pretty sm:text-xl">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={linkFromHere(hero.primary.to, "seitenkopf")} size="lg">
              <Icon icon={playIcon} className="h-5 w-5" />
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink to={linkFromHere(hero.secondary.to, "seitenkopf")} variant="secondary" size="lg">
              {hero.secondary.label}
              <Icon icon={arrowRightIcon} className="h-5 w-5" />
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-soft">
            {hero.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon icon={checkIcon} className="h-4 w-4 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Picture image={hero.image} priority className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </Container>
    </section>
  );
}
