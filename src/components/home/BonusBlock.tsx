import type { Bonus } from "~/content/home/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { Icon } from "~/components/ui/Icon";
import { arrowRightIcon, giftIcon } from "~/components/ui/icons";

/** The ad credit, its conditions and, while the packages cannot be booked, that they cannot. */
export default function BonusBlock({
  bonus,
  conditions,
  availability,
}: {
  bonus: Bonus;
  conditions: string;
  availability: string | null;
}) {
  return (
    <section id="bonus" aria-labelledby="bonus-titel" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-brand-gradient px-6 py-12 text-white shadow-lift sm:px-12 lg:flex lg:items-center lg:gap-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-20 h-72 w-72 rounded-full bg-white/10"
          />
          <p className="relative shrink-0 text-7xl font-black tracking-tight sm:text-8xl">{bonus.amount}</p>
          <div className="relative mt-6 lg:mt-0">
            <h2 id="bonus-titel" className="flex items-center gap-3 text-title font-bold tracking-tight text-balance">
              <Icon icon={giftIcon} className="hidden h-9 w-9 shrink-0 sm:block" />
              {bonus.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-white/90">{bonus.text}</p>
            <p className="mt-3 max-w-2xl text-sm text-white/90">{conditions}</p>
            {availability && <p className="mt-2 max-w-2xl text-sm font-semibold text-white">{availability}</p>}
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Plattformen">
              {bonus.platforms.map((platform) => (
                <li key={platform} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
                  {platform}
                </li>
              ))}
            </ul>
            <ButtonLink to={bonus.cta.to} variant="light" size="lg" className="mt-8">
              {bonus.cta.label}
              <Icon icon={arrowRightIcon} className="h-5 w-5" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
