import type { ServiceGroup } from "~/content/catalogue";
import type { PageInfo } from "~/content/pages";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { BentoGrid } from "./BentoGrid";
import { CatalogueGroups } from "./CatalogueGroups";
import { bentoCards } from "./bento";

/** The services overview: the four services to start with, then every service by area. */
export function ServicesOverview({ page, groups }: { page: PageInfo; groups: readonly ServiceGroup[] }) {
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
      <Section
        id="katalog"
        title="Alle Leistungen nach Bereichen"
        intro="Wählen Sie eine Leistung, um mehr über Ablauf, Umfang und Vorteile zu erfahren."
        tone="alt"
      >
        <CatalogueGroups groups={groups} />
      </Section>
    </>
  );
}
