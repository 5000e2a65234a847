import type { OfferAvailability } from "~/content/pricing/availability";
import type { SingleService } from "~/content/pricing/schema";
import { askAnywayHref } from "~/content/pricing/links";
import { periodLabels, printedAmount, vatWording } from "~/content/pricing/terms";
import type { VatStatus } from "~/content/owner-site";
import { OfferActions } from "./OfferActions";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";

/**
 * One single service: its price in German format, whether it is paid once or monthly, how VAT applies, what the price
 * buys, and its button as the offers' availability says.
 */
export function SingleServiceCard({
  service,
  availability,
  vatStatus,
}: {
  service: SingleService;
  availability: OfferAvailability;
  vatStatus: VatStatus;
}) {
  const headingId = `einzelleistung-${service.slug}`;
  const linkFromHere = useLeadSourceLink();
  return (
    <article
      id={service.slug}
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {service.name}
      </h3>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-800">{printedAmount(service)}</p>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink-soft">{periodLabels[service.period]}</span>,{" "}
        {vatWording[vatStatus].short}
      </p>
      <p className="mt-3 text-sm font-semibold text-ink-soft" data-price-scope>
        Preis für {service.scope}
      </p>
      <p className="mt-3 flex-1 text-sm text-muted">{service.description}</p>
      <OfferActions
        availability={availability}
        askHref={linkFromHere(askAnywayHref("service-spezifisch", service.slug), "einzelleistung")}
        askLabel="Trotzdem anfragen"
        subject={service.name}
      />
    </article>
  );
}
