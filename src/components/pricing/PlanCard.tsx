import { useId, useState } from "react";
import type { Plan } from "~/content/pricing/schema";
import type { OfferAvailability } from "~/content/pricing/availability";
import { packageRequestHref, packageRequestName } from "~/content/pricing/links";
import { Icon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";
import { OfferActions } from "./OfferActions";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { bulletState } from "./visibleBullets";
import { checkIcon, chevronDownIcon, giftIcon } from "~/components/ui/icons";
import { NO_SCRIPT } from "~/components/ui/no-script";

/**
 * One plan: description, highlight, the first bullets (all in the HTML; the rest `hidden` until expanded, so crawlers
 * see every item), its own 'Alle anzeigen' / 'Weniger anzeigen' toggle, and its button as the offers' availability says.
 * Without JavaScript every bullet shows and the toggle is left out.
 */
export function PlanCard({ plan, availability }: { plan: Plan; availability: OfferAvailability }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `${useId()}-leistungen`;
  const { collapsible, visible } = bulletState(plan.services.length, expanded);
  const headingId = `plan-${plan.id}`;
  const linkFromHere = useLeadSourceLink();
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "relative flex flex-col rounded-card bg-white p-6 shadow-card sm:p-8",
        plan.popular ? "border-2 border-brand-600 lg:-mt-4 lg:mb-4" : "border border-line",
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
          Beliebt
        </p>
      )}
      <h3 id={headingId} className="text-2xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 text-muted">{plan.description}</p>
      {plan.highlight && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">
          <Icon icon={giftIcon} className="h-5 w-5 shrink-0" />
          {plan.highlight}
        </p>
      )}
      <p className="mt-6 text-sm font-semibold text-ink-soft">{plan.services.length} Leistungen enthalten</p>
      <ul id={listId} className="mt-3 space-y-2.5">
        {plan.services.map((service, index) => (
          <li key={service} hidden={index >= visible} className={cx("flex gap-2.5", NO_SCRIPT.showFlex)}>
            <Icon icon={checkIcon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>{service}</span>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={cx(
            NO_SCRIPT.hide,
            "mt-4 inline-flex min-h-11 items-center gap-1.5 self-start rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50",
          )}
        >
          {expanded ? "Weniger anzeigen" : "Alle anzeigen"}
          <Icon icon={chevronDownIcon} className={cx("h-4 w-4 transition-transform", expanded && "rotate-180")} />
        </button>
      )}
      {plan.note && <p className="mt-5 text-sm text-muted">{plan.note}</p>}
      <div className="mt-auto">
        <OfferActions
          availability={availability}
          askHref={linkFromHere(packageRequestHref(plan, availability), "paket")}
          askLabel="Trotzdem Preis anfragen"
          subject={packageRequestName(plan)}
        />
      </div>
    </article>
  );
}
