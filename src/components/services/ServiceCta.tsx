import type { ServiceContent } from "~/content/services/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { Icon } from "~/components/ui/Icon";
import type { ServiceCtaLink } from "~/content/services/cta-labels";
import { arrowRightIcon } from "~/components/ui/icons";
import { Glow } from "~/components/ui/Glow";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { PriceNotice } from "./PriceNotice";

/**
 * The closing section: its title and text, the price notice where it names a price, the button (to /preise, or to
 * the contact form about the page's offer) and, beside a button to /preise, the request about the page's service.
 */
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
            <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
              <ButtonLink to={linkFromHere(link.to, "seitenende")} size="lg" variant="light" data-testid="service-cta">
                {link.label}
                <Icon icon={arrowRightIcon} />
              </ButtonLink>
              {cta.ask && (
                <ButtonLink
                  to={linkFromHere(cta.ask.to, "seitenende")}
                  size="lg"
                  variant="secondary"
                  data-testid="service-ask"
                >
                  Anfrage zu „{cta.ask.name}“ senden
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
