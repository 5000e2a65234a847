import { describe, expect, it } from "vitest";
import { owner, type OwnerConfig } from "~/content/owner-site";
import { availabilityWords, type OfferAvailability } from "~/content/pricing/availability";
import { schemaPrice } from "~/content/pricing/format";
import type { SingleService } from "~/content/pricing/schema";
import { offerSettingsOf } from "~/content/pricing/settings";
import { singleServiceOf, singleServices, singleServicesFor } from "~/content/pricing/single-services";
import { businessOnlyShort, periodLabels, vatWording } from "~/content/pricing/terms";
import {
  BUSINESS_CUSTOMERS,
  priceSpecificationJsonLd,
  serviceJsonLd,
  singleServiceOffersJsonLd,
  type OfferTerms,
} from "./structured-data";

type Offer = Record<string, unknown> & { priceSpecification: Record<string, unknown> };
const offersOf = (terms?: OfferTerms, services: readonly SingleService[] = singleServices) =>
  (singleServiceOffersJsonLd(services, terms) as { itemListElement: Offer[] }).itemListElement;

const built: OfferTerms = { availability: owner.offers.availability, vatStatus: owner.identity.vatStatus };

describe("Offer structured data", () => {
  it("lists every single service as an offer in EUR for businesses, with its name, net price, period and what it buys", () => {
    const items = offersOf();
    expect(items).toHaveLength(singleServices.length);
    singleServices.forEach((offer, i) => {
      expect(items[i]).toMatchObject({
        "@type": "Offer",
        name: offer.name,
        price: schemaPrice(offer.price),
        priceCurrency: "EUR",
        availability: availabilityWords[built.availability].schemaOrg,
        eligibleCustomerType: "http://purl.org/goodrelations/v1#Business",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: schemaPrice(offer.price),
          priceCurrency: "EUR",
          valueAddedTaxIncluded: false,
          description: `${periodLabels[offer.period]}, ${vatWording.standard.short}, ${businessOnlyShort}, für ${offer.scope}`,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "C62", unitText: offer.scope },
        },
      });
      expect(items[i]!.description, offer.slug).toContain(offer.scope);
    });
    expect(BUSINESS_CUSTOMERS).toBe("http://purl.org/goodrelations/v1#Business");
  });

  it("states a monthly price per month (unit MON) and a one-off price per piece of work as its scope describes it", () => {
    const monthly = priceSpecificationJsonLd(
      { price: 99, period: "monatlich", scope: "die Pflege Ihrer Website" },
      "standard",
    );
    expect(monthly).toEqual({
      "@type": "UnitPriceSpecification",
      price: "99.00",
      priceCurrency: "EUR",
      valueAddedTaxIncluded: false,
      description: "pro Monat, zzgl. USt., nur für Unternehmen, für die Pflege Ihrer Website",
      unitCode: "MON",
      unitText: "MON",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "MON" },
    });
    const once = priceSpecificationJsonLd({ price: 259.99, period: "einmalig", scope: "ein Branding-Kit" }, "standard");
    expect(once).toMatchObject({ referenceQuantity: { value: 1, unitCode: "C62", unitText: "ein Branding-Kit" } });
  });

  it.each(Object.keys(availabilityWords) as OfferAvailability[])(
    "states the availability %s as the buttons do, on /preise and on the service page",
    (availability) => {
      const expected = availabilityWords[availability].schemaOrg;
      for (const item of offersOf({ ...built, availability })) expect(item.availability).toBe(expected);
      const service = { name: "SEO-Experte", description: "x", path: "/services/seo-experte", image: "/og.png" };
      expect(serviceJsonLd(service, singleServiceOf("seo-experte"), { ...built, availability }).offers).toMatchObject({
        availability: expected,
      });
    },
  );

  it("says SoldOut only while sold out, and BackOrder while no place is free but requests are taken", () => {
    expect(availabilityWords.soldOut.schemaOrg).toBe("https://schema.org/SoldOut");
    expect(availabilityWords.noFreeSlots.schemaOrg).toBe("https://schema.org/BackOrder");
    expect(availabilityWords.bookable.schemaOrg).toBe("https://schema.org/InStock");
  });

  it("under § 19 UStG claims neither included nor excluded VAT and says why, without „zzgl. USt.“", () => {
    for (const item of offersOf({ ...built, vatStatus: "smallBusiness" })) {
      expect(item.priceSpecification).not.toHaveProperty("valueAddedTaxIncluded");
      expect(item.priceSpecification.description).toContain(vatWording.smallBusiness.short);
      expect(JSON.stringify(item)).not.toContain("zzgl");
    }
  });

  it("takes what each price buys from the owner configuration", () => {
    const config = structuredClone(owner) as OwnerConfig;
    config.offers.singleServiceScopes["seo-experte"] = "die Optimierung von bis zu 10 Seiten";
    const item = offersOf(built, singleServicesFor(offerSettingsOf(config))).find(
      (offer) => offer.name === "SEO-Experte",
    )!;
    expect(item.priceSpecification.referenceQuantity).toMatchObject({
      unitText: "die Optimierung von bis zu 10 Seiten",
    });
  });

  it("gives a service page's Service the offer that sells it, and none where there is no offer", () => {
    const service = { name: "SEO-Experte", description: "x", path: "/services/seo-experte", image: "/og.png" };
    const withOffer = serviceJsonLd(service, singleServiceOf("seo-experte"));
    expect(withOffer.offers).toMatchObject({
      "@type": "Offer",
      price: "129.99",
      eligibleCustomerType: BUSINESS_CUSTOMERS,
    });
    expect(serviceJsonLd(service, null)).not.toHaveProperty("offers");
  });
});
