import { site } from "../content/site";
import { absoluteUrl } from "./seo";

/** schema.org ProfessionalService for the home page. */
export function businessJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl(site.defaultImage),
    description: "KI-gestützte Marketing-Services für kleine und mittlere Unternehmen.",
    email: site.owner.email,
    foundingDate: String(site.foundingYear),
    areaServed: "DE",
    knowsLanguage: "de",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.owner.street,
      postalCode: site.owner.postalCode,
      addressLocality: site.owner.city,
      addressCountry: "DE",
    },
    sameAs: Object.values(site.social).filter(Boolean),
  };
}
