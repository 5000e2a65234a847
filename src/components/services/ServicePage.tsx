import type { ServiceCtaLink } from "~/content/services/cta-labels";
import type { ServiceContent } from "~/content/services/schema";
import { Accordion } from "~/components/ui/Accordion";
import { AiAdvantages } from "./AiAdvantages";
import { Benefits } from "./Benefits";
import { CustomerGift } from "./CustomerGift";
import { FeatureCards } from "./FeatureCards";
import { FrequentQuestions } from "./FrequentQuestions";
import { PersonalSection } from "./PersonalSection";
import { PricedSectionsProvider } from "./PriceNotice";
import { ProcessSteps } from "./ProcessSteps";
import { ServiceCta } from "./ServiceCta";
import { ServiceHero } from "./ServiceHero";
import { ServiceSection } from "./ServiceSection";
import type { ServiceSectionName } from "./sections";

/**
 * The one template for every service page, in one fixed order. The "simple" variant (e-commerce) shows only
 * hero, features, benefits, process and the call to action. Footer and floating call-to-action come from the layout.
 * `pricedSections` names the sections that mention a price; each ends with the price notice.
 */
export function ServicePage({
  content,
  cta,
  pricedSections = [],
}: {
  content: ServiceContent;
  cta: ServiceCtaLink;
  pricedSections?: readonly ServiceSectionName[];
}) {
  const full = content.variant === "full";
  return (
    <PricedSectionsProvider sections={pricedSections}>
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
    </PricedSectionsProvider>
  );
}
