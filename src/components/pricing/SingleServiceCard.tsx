import type { SingleService } from "~/content/pricing/schema";
import { askAnywayHref } from "~/content/pricing/links";
import { periodLabels, printedAmount } from "~/content/pricing/terms";
import { SoldOutActions } from "./SoldOutActions";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";

/** One single service with its price in German format, whether it is paid once or monthly, and that it is net. */
export function SingleServiceCard({ service }: { service: SingleService }) {
  const headingId = `einzelleistung-${service.slug}`;
  const linkFromHere = useLeadSourceLink();
  return (
    <article id={service.slug} aria-labelledby={headingId} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <h3 id={headingId} className="text-lg font-bold">
        {service.name}
      </h3>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-800">{printedAmount(service)}</p>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink-soft">{periodLabels[service.period]}</span>, zzgl. USt.
      </p>
      <p className="mt-4 flex-1 text-sm text-muted">{service.description}</p>
      <SoldOutActions
        askHref={linkFromHere(askAnywayHref("service-spezifisch", service.slug), "einzelleistung")}
        askLabel="Trotzdem anfragen"
        subject={service.name}
      />
    </article>
  );
}
