/**
 * Every schema.org JSON-LD object the pages carry, built in one place from the content: the business, breadcrumbs,
 * blog posts, services, the single services' offers and FAQ pages. Route `meta` exports pass them to getMeta.
 */
import type { BlogSummary } from "../content/blog/types";
import type { FaqItem } from "../content/home/schema";
import { blogPostPath, paths } from "../content/paths";
import { availabilityWords, type OfferAvailability } from "../content/pricing/availability";
import { schemaPrice } from "../content/pricing/format";
import type { SingleService } from "../content/pricing/schema";
import { offerSettings } from "../content/pricing/settings";
import { businessOnlyShort, periodLabels, vatWording } from "../content/pricing/terms";
import type { VatStatus } from "../content/owner-site";
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

/** BreadcrumbList JSON-LD from (name, path) pairs, starting at the home page. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** schema.org Article (BlogPosting) for one post. */
export function articleJsonLd(post: BlogSummary): Record<string, unknown> {
  const url = absoluteUrl(blogPostPath(post.slug));
  const organization = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "de-DE",
    keywords: post.tags.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: absoluteUrl(site.defaultImage),
    author: organization,
    publisher: organization,
  };
}

/**
 * Offers are for businesses only (GoodRelations' BusinessEntityType "Business", which schema.org adopts).
 * @internal (tested directly)
 */
export const BUSINESS_CUSTOMERS = "http://purl.org/goodrelations/v1#Business";

/** How the offers stand, as the owner configuration says: their availability and the VAT status of the prices. */
export type OfferTerms = { availability: OfferAvailability; vatStatus: VatStatus };

const builtTerms: OfferTerms = { availability: offerSettings.availability, vatStatus: offerSettings.vatStatus };

/**
 * The price as schema.org states it: its unit (one piece of work as the scope describes it, UN/CEFACT code "C62"; a
 * monthly price per month, "MON"), its period, and how VAT applies: net (VAT not included), or under § 19 UStG no VAT
 * at all, which neither "included" nor "not included" describes, so the flag is left out and the description says it.
 * @internal (tested directly)
 */
export function priceSpecificationJsonLd(
  offer: Pick<SingleService, "price" | "period" | "scope">,
  vatStatus: VatStatus = builtTerms.vatStatus,
): Record<string, unknown> {
  const monthly = offer.period === "monatlich";
  return {
    "@type": "UnitPriceSpecification",
    price: schemaPrice(offer.price),
    priceCurrency: "EUR",
    ...(vatStatus === "standard" && { valueAddedTaxIncluded: false }),
    description: `${periodLabels[offer.period]}, ${vatWording[vatStatus].short}, ${businessOnlyShort}, für ${offer.scope}`,
    ...(monthly
      ? {
          unitCode: "MON",
          unitText: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "MON" },
        }
      : { referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "C62", unitText: offer.scope } }),
  };
}

/** schema.org Offer for one single service: its price as above, for businesses, available as the buttons say. */
function offerJsonLd(offer: SingleService, terms: OfferTerms): Record<string, unknown> {
  return {
    "@type": "Offer",
    name: offer.name,
    description: `${offer.description} Preis für ${offer.scope}.`,
    price: schemaPrice(offer.price),
    priceCurrency: "EUR",
    priceSpecification: priceSpecificationJsonLd(offer, terms.vatStatus),
    eligibleCustomerType: BUSINESS_CUSTOMERS,
    availability: availabilityWords[terms.availability].schemaOrg,
    url: `${absoluteUrl(paths.preise)}#${offer.slug}`,
    itemOffered: { "@type": "Service", name: offer.name, description: offer.description },
  };
}

/** schema.org OfferCatalog of the single services. */
export function singleServiceOffersJsonLd(
  services: readonly SingleService[],
  terms: OfferTerms = builtTerms,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: "Einzelleistungen",
    url: absoluteUrl(paths.preise),
    itemListElement: services.map((offer) => offerJsonLd(offer, terms)),
  };
}

/** schema.org FAQPage from the same items the accordion shows. */
export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.replace(/\n/g, " ") },
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">, with "<" escaped so no text can end the script early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** schema.org Service for one service page; with the single offer that sells it, where there is one. */
export function serviceJsonLd(
  service: { name: string; description: string; path: string; image: string },
  offer?: SingleService | null,
  terms: OfferTerms = builtTerms,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    image: absoluteUrl(service.image),
    areaServed: { "@type": "Country", name: "Deutschland" },
    availableLanguage: "de",
    provider: { "@type": "ProfessionalService", name: site.name, url: absoluteUrl(paths.home) },
    ...(offer && { offers: offerJsonLd(offer, terms) }),
  };
}
