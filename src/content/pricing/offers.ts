import { absoluteUrl } from "~/lib/seo";
import { paths } from "~/lib/routes";
import { schemaPrice } from "./format";
import type { SingleService } from "./schema";

/** schema.org OfferCatalog of the single services: net prices in EUR, sold out like the buttons say. */
export function singleServiceOffersJsonLd(services: readonly SingleService[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: "Einzelleistungen",
    url: absoluteUrl(paths.preise),
    itemListElement: services.map((service) => ({
      "@type": "Offer",
      name: service.name,
      description: service.description,
      price: schemaPrice(service.price),
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: schemaPrice(service.price),
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
      },
      availability: "https://schema.org/SoldOut",
      url: `${absoluteUrl(paths.preise)}#${service.slug}`,
      itemOffered: { "@type": "Service", name: service.name, description: service.description },
    })),
  };
}
