/** The names of a service page's sections, in the template's order. Each is a `data-section` value. */
export const serviceSectionNames = [
  "hero",
  "faq",
  "features",
  "frequent-questions",
  "ai-advantages",
  "customer-gift",
  "benefits",
  "process",
  "personal",
  "cta",
] as const;

export type ServiceSectionName = (typeof serviceSectionNames)[number];
