import { Link } from "react-router";
import type { Route } from "./+types/preise";
import { breadcrumbJsonLd, singleServiceOffersJsonLd } from "~/lib/structured-data";
import { askAnywayHref } from "~/content/pricing/links";
import { getMeta } from "~/lib/seo";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { PlanCard } from "~/components/pricing/PlanCard";
import { SingleServiceCard } from "~/components/pricing/SingleServiceCard";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";

import { pricing } from "./preise.server";

/** Runs while prerendering: the page's head, the packages and the single services. */
export async function loader() {
  return pricing();
}

export const meta = ({ loaderData: { page, singleServices, availability, vatStatus } }: Route.MetaArgs) =>
  getMeta({
    ...page,
    jsonLd: [
      singleServiceOffersJsonLd(singleServices, { availability, vatStatus }),
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Preise", path: page.path },
      ]),
    ],
  });

export default function Preise({
  loaderData: { page, plans, singleServices, availability, vatStatus, intro, priceNotice },
}: Route.ComponentProps) {
  const linkFromHere = useLeadSourceLink();
  return (
    <>
      <PageHero title={page.heading} eyebrow="Pakete und Einzelleistungen" intro={intro}>
        <p className="text-sm font-semibold text-ink-soft">{priceNotice}</p>
      </PageHero>
      <Section
        id="pakete"
        title="Pakete"
        intro="Drei Pakete für unterschiedliche Ziele. Die Preise nenne ich Ihnen auf Anfrage."
        tone="alt"
      >
        <div className="grid items-start gap-8 pt-4 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} availability={availability} />
          ))}
        </div>
        <p className="mt-10 text-center text-muted">
          Kein Paket passt genau?{" "}
          <Link
            to={linkFromHere(askAnywayHref("plan-personalisiert"), "persoenlicher-plan")}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Persönlichen Plan erstellen lassen
          </Link>
        </p>
      </Section>
      <Section
        id="einzelleistungen"
        title="Einzelleistungen"
        intro={
          <>
            <p>Einzelne Leistungen ohne Paket.</p>
            <p className="mt-2 text-base font-semibold text-ink-soft">{priceNotice}</p>
          </>
        }
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {singleServices.map((service) => (
            <SingleServiceCard key={service.slug} service={service} availability={availability} vatStatus={vatStatus} />
          ))}
        </div>
      </Section>
    </>
  );
}
