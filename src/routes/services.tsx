import { pages } from "~/content/pages";
import { serviceGroups } from "~/content/catalogue";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { BentoGrid } from "~/components/services-overview/BentoGrid";
import { CatalogueGroups } from "~/components/services-overview/CatalogueGroups";
import { bentoCards } from "~/components/services-overview/bento";

const page = pages.services;

export const meta = () =>
  getMeta({
    ...page,
    jsonLd: [breadcrumbJsonLd([{ name: "Startseite", path: paths.home }, { name: "Services", path: page.path }])],
  });

export default function Services() {
  return (
    <>
      <PageHero
        title={page.heading}
        eyebrow="Services"
        intro="Inhalte, Kampagnen, Websites und Shops für kleine und mittlere Unternehmen: mit KI erstellt, von mir geprüft."
      />
      <Section id="schwerpunkte" title="Schwerpunkte" intro="Vier Leistungen, die sich gut für den Einstieg eignen.">
        <BentoGrid cards={bentoCards} />
      </Section>
      <Section id="katalog" title="Alle Leistungen nach Bereichen" intro="Wählen Sie eine Leistung, um mehr über Ablauf, Umfang und Vorteile zu erfahren." tone="alt">
        <CatalogueGroups groups={serviceGroups} />
      </Section>
    </>
  );
}
