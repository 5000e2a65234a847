import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";
import type { BentoCard } from "./bento";
import { arrowRightIcon } from "~/components/ui/icons";

/** Four highlight cards in a bento layout; the whole card is one link. */
export function BentoGrid({ cards }: { cards: readonly BentoCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.href} className={cx(card.wide && "lg:col-span-2")}>
          <Link
            to={card.href}
            className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift"
          >
            <img
              src={card.image.src}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              loading={index < 2 ? "eager" : "lazy"}
              decoding="async"
              className="aspect-[8/5] h-auto w-full object-cover"
            />
            <span className="flex flex-1 flex-col p-6">
              <span className="text-xl font-semibold">{card.title}</span>
              <span className="mt-2 flex-1 text-muted">{card.description}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700">
                Mehr erfahren{" "}
                <Icon icon={arrowRightIcon} className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
