import type { ServiceCtaLink } from "~/content/services/cta-labels";
import type { ServiceContent } from "~/content/services/schema";
import { Accordion } from "./Accordion";
import { AiAdvantages } from "./AiAdvantages";
import { Benefits } from "./Benefits";
import { CustomerGift } from "./CustomerGift";
import { FeatureCards } from "./FeatureCards";
import { FrequentQuestions } from "./FrequentQuestions";
import { PersonalSection } from "./PersonalSection";
import { ProcessSteps } from "./ProcessSteps";
import { ServiceCta } from "./ServiceCta";
import { ServiceHero } from "./ServiceHero";
import { ServiceSection } from "./ServiceSection";

/**
 * The one template for every service page, in one fixed order. The "simple" variant (e-commerce) shows only
 * hero, features, benefits, process and the call to action. Footer and floating call-to-action come from the layout.
 */
export function ServicePage({ content, cta }: { content: ServiceContent; cta: ServiceCtaLink }) {
  const full = content.variant === "full";
  return (
    <>
      <ServiceHero hero={content.hero} />
      {full && content.faq && (
        <ServiceSection name="faq" title="Häufige Fragen">
          <Accordion items={content.faq} />
        </ServiceSection>
      )}
      <FeatureCards features={content.features} />
      {full && content.frequentQuestions && <FrequentQuestions questions={content.frequentQuestions} />}
      {full && content.aiAdvantages && <AiAdvantages advantages={content.aiAdvantages} />}
      {full && content.customerGift && <CustomerGift gift={content.customerGift} />}
      <Benefits benefits={content.benefits} />
      <ProcessSteps process={content.process} />
      {full && content.personal && <PersonalSection personal={content.personal} />}
      <ServiceCta cta={content.cta} link={cta} />
    </>
  );
}
