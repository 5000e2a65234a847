import type { PageInfo } from "~/content/pages";
import {
  benefits,
  closing,
  closingImage,
  comparisonCopy,
  hero,
  method,
  sampleCopy,
  sampleImage,
  start,
  toolsGrid,
} from "~/content/ueber-ki/content";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { Container } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { Picture } from "~/components/ui/Picture";
import { CostComparison } from "./CostComparison";
import { StepList } from "./StepList";
import { FeatureGrid } from "./FeatureGrid";

/** The Über-KI page: what a team costs against what AI costs, the method, the tools, how to start. */
export function UeberKiPage({ page }: { page: PageInfo }) {
  return (
    <>
      <PageHero title={page.heading} eyebrow={hero.eyebrow} intro={hero.intro} />

      <Section id="kostenvergleich" title={comparisonCopy.title} intro={comparisonCopy.intro} tone="alt">
        <CostComparison />
      </Section>

      <section aria-labelledby="beispiel-titel" className="py-16 sm:py-24">
        <Container className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <h2 id="beispiel-titel" className="text-title font-bold tracking-tight text-balance">
              {sampleCopy.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{sampleCopy.text}</p>
          </div>
          <Picture image={sampleImage} className="mx-auto h-auto w-full max-w-sm" />
        </Container>
      </section>

      <Section id="methode" title={method.title} intro={method.intro} tone="alt">
        <StepList steps={method.steps} />
      </Section>

      <Section id="werkzeuge" title={toolsGrid.title} intro={toolsGrid.intro}>
        <FeatureGrid items={toolsGrid.tools} />
      </Section>

      <Section id="start" title={start.title} intro={start.intro} tone="alt">
        <StepList steps={start.steps} />
      </Section>

      <Section id="vorteile" title={benefits.title}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <section aria-labelledby="abschluss-titel" className="bg-surface-alt py-16 sm:py-24">
        <Container className="grid items-center gap-10 md:grid-cols-2">
          <Picture image={closingImage} className="h-auto w-full rounded-card shadow-card" />
          <div>
            <h2 id="abschluss-titel" className="text-title font-bold tracking-tight text-balance">
              {closing.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{closing.text}</p>
            <ButtonLink to={paths.preise} size="lg" className="mt-8">
              {closing.button}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
