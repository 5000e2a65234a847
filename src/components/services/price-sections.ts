/**
 * Which sections of a service page name a price of the business. Each such section ends with the price notice
 * (businesses only, net prices), so the notice always stands in the same section as the price. Runs at prerender
 * time in the route's loader; the page receives only the section names.
 */
import { singleServices } from "~/content/pricing/single-services";
import { printedAmount } from "~/content/pricing/terms";
import type { ServiceContent } from "~/content/services/schema";
import type { ServiceSectionName } from "./sections";

/** The part of the page record each section renders. */
const sectionContent: Record<ServiceSectionName, (content: ServiceContent) => unknown> = {
  hero: (content) => content.hero,
  faq: (content) => (content.variant === "full" ? content.faq : undefined),
  features: (content) => content.features,
  "frequent-questions": (content) => (content.variant === "full" ? content.frequentQuestions : undefined),
  "ai-advantages": (content) => (content.variant === "full" ? content.aiAdvantages : undefined),
  "customer-gift": (content) => (content.variant === "full" ? content.customerGift : undefined),
  benefits: (content) => content.benefits,
  process: (content) => content.process,
  personal: (content) => (content.variant === "full" ? content.personal : undefined),
  cta: (content) => content.cta,
};

/** The amounts as the pages print them ("259,99 €"), one per offer in the pricing data. */
const printedAmounts: readonly string[] = singleServices.map(printedAmount);

/** The sections, in template order, whose texts contain one of the business's prices. */
export function sectionsNamingPrices(
  content: ServiceContent,
  amounts: readonly string[] = printedAmounts,
): ServiceSectionName[] {
  return (Object.keys(sectionContent) as ServiceSectionName[]).filter((name) => {
    const part = sectionContent[name](content);
    if (part === undefined) return false;
    const text = JSON.stringify(part);
    return amounts.some((amount) => text.includes(amount));
  });
}
