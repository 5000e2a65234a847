import type { ServiceContent } from "~/content/services/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { Icon } from "~/components/ui/Icon";
import type { ServiceCtaLink } from "~/content/services/cta-labels";
import { arrowRightIcon } from "~/components/ui/icons";
import { Glow } from "~/components/ui/Glow";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { PriceNotice } from "./PriceNotice";

export function ServiceCta({ cta, link }: { cta: ServiceContent["cta"]; link: ServiceCtaLink }) {
  const linkFromHere = useLeadSourceLink();
  return (
    <section data-section="cta" aria-labelledby="cta-titel" className="py-16 sm:py-24">
      <Container>
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-card bg-ink px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16">
          <Glow className="-top-56 left-1/2 h-128 w-208 -translate-x-1/2 from-accent-500/30" />
          <div className="relative">
            <h2 id="cta-titel" className="text-title font-bold tracking-tight text-balance">
              {cta.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300 text-pretty">{cta.description}</p>
            <PriceNotice section="cta" className="mt-3 text-slate-300" />
            <ButtonLink to={linkFromHere(link.to, "seitenende")} size="lg" variant="light" className="mt-8" data-testid="service-cta">
              {link.label}
              <Icon icon={arrowRightIcon} />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
