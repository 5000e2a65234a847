/** The names of a service page's sections, in the template's order. Each is a `data-section` value. */
export type ServiceSectionName =
  | "hero"
  | "faq"
  | "features"
  | "frequent-questions"
  | "ai-advantages"
  | "customer-gift"
  | "benefits"
  | "process"
  | "personal"
  | "cta";
