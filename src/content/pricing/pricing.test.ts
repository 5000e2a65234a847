import { describe, expect, it } from "vitest";
import { z } from "zod";
import { figures } from "#shared/facts.ts";
import { PRICING } from "../behaviour";
import { serviceBySlug } from "../catalogue";
import { pages } from "../pages";
import { formatEuro } from "#shared/german-format.ts";
import { schemaPrice } from "./format";
import { askAnywayHref } from "./links";
import { BUSINESS_CUSTOMERS, priceSpecificationJsonLd, serviceJsonLd, singleServiceOffersJsonLd } from "~/lib/structured-data";
import { plans } from "./plans";
import { planSchema, pricePeriodSchema, singleServiceSchema, type SingleService } from "./schema";
import { lowestSingleServicePrice, singleServiceOf, singleServicePrice, singleServices } from "./single-services";
import { businessOnlyNotice, periodLabels, priceNotice, printedAmount, printedPrice } from "./terms";

describe("pricing data", () => {
  it("matches the schemas", () => {
    expect(() => z.array(planSchema).parse(plans)).not.toThrow();
    expect(() => z.array(singleServiceSchema).parse(singleServices)).not.toThrow();
  });

  it("has the packages start, viral (the only popular one) and ecommerce", () => {
    expect(plans.map((p) => p.id)).toEqual(["start", "viral", "ecommerce"]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["viral"]);
  });

  it("gives every package more items than its card shows collapsed, so 'Alle anzeigen' always has more to show", () => {
    for (const plan of plans) expect(plan.services.length, plan.id).toBeGreaterThan(PRICING.collapsedBullets);
  });

  it("takes Viral's monthly figures from the facts module", () => {
    const viral = plans.find((p) => p.id === "viral")!;
    for (const figure of [figures.strategicCampaignsPerMonth, figures.adCampaignsPerMonth, figures.postsPerMonth]) {
      expect(viral.services).toContain(figure);
    }
  });

  it("includes the ad credit in Start and Viral only, with its conditions beside it, and a phased Start", () => {
    const withCredit = plans.filter((p) => p.highlight?.includes(figures.adCredit)).map((p) => p.id);
    expect(withCredit).toEqual(["start", "viral"]);
    for (const plan of plans) expect(plan.note?.includes(figures.adCreditConditions) ?? false, plan.id).toBe(withCredit.includes(plan.id));
    expect(plans[0]!.note).toContain(`Mindestlaufzeit ${figures.startTerm}, danach mit einer Frist von ${figures.noticePeriod} kündbar.`);
    expect(plans[0]!.note).toMatch(/Phasen/);
  });

  it("shows no plan prices", () => {
    expect(JSON.stringify(plans)).not.toMatch(/\d+,\d\d\s?€|price/i);
  });

  it("gives each single offer its own slug, a price in euros and cents, and a catalogue service with its own page", () => {
    expect(new Set(singleServices.map((s) => s.slug)).size).toBe(singleServices.length);
    for (const offer of singleServices) {
      expect(offer.price, offer.slug).toBeGreaterThan(0);
      expect(Math.abs(offer.price * 100 - Math.round(offer.price * 100)), `${offer.slug}: whole cents`).toBeLessThan(1e-6);
      expect(formatEuro(offer.price, { cents: true }), offer.slug).toMatch(/^\d{1,3}(\.\d{3})*,\d\d\u00a0€$/);
      expect(serviceBySlug(offer.service), offer.slug).toBeDefined();
    }
  });
});

describe("price periods", () => {
  it("gives every price in the data a period, one-off or monthly", () => {
    expect(singleServices.length).toBeGreaterThan(0);
    for (const offer of singleServices) {
      expect(pricePeriodSchema.options, offer.slug).toContain(offer.period);
      expect(singleServiceSchema.safeParse({ ...offer, period: undefined }).success, `${offer.slug} without a period`).toBe(false);
    }
    expect(singleServiceSchema.safeParse({ ...singleServices[0], period: "jährlich" }).success).toBe(false);
  });

  it("prints each period right after the amount", () => {
    expect(periodLabels).toEqual({ einmalig: "einmalig", monatlich: "pro Monat" });
    expect(printedPrice({ price: 259.99, period: "einmalig" })).toBe("259,99\u00a0€ einmalig");
    expect(printedPrice({ price: 129.99, period: "monatlich" })).toBe("129,99\u00a0€ pro Monat");
    for (const offer of singleServices) {
      expect(singleServicePrice(offer.service)).toBe(`${printedAmount(offer)} ${periodLabels[offer.period]}`);
    }
  });

  it("finds the offer of a catalogue service, and none for a service without one", () => {
    expect(singleServiceOf("seo-experte")?.slug).toBe("seo-experte");
    expect(singleServiceOf("google-ads")).toBeUndefined();
    expect(() => singleServicePrice("google-ads")).toThrow(/no single service/);
  });
});

describe("the price notice", () => {
  it("says in one wording that offers are for businesses only and prices are net", () => {
    expect(businessOnlyNotice).toBe("Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.");
    expect(priceNotice).toBe("Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB. Alle Preise zzgl. USt.");
  });
});

describe("the /preise description", () => {
  it("names the lowest single-service price, computed from the data", () => {
    expect(lowestSingleServicePrice).toBe(Math.min(...singleServices.map((s) => s.price)));
    expect(pages.preise.description).toContain(`ab ${formatEuro(lowestSingleServicePrice)} zzgl. USt.`);
    expect(pages.preise.description).toContain(figures.adCredit);
  });
});

describe("schemaPrice", () => {
  it("writes the price as schema.org expects it: a dot and two decimals", () => {
    expect(schemaPrice(259.99)).toBe("259.99");
    expect(schemaPrice(500)).toBe("500.00");
  });
});

describe("ask-anyway links", () => {
  it("lead to the contact form with the reason and, for single services, the service", () => {
    expect(askAnywayHref("preise")).toBe("/kontakt?grund=preise");
    expect(askAnywayHref("plan-personalisiert")).toBe("/kontakt?grund=plan-personalisiert");
    expect(askAnywayHref("service-spezifisch", "seo-experte")).toBe("/kontakt?grund=service-spezifisch&service=seo-experte");
  });
});

describe("Offer structured data", () => {
  it("lists every single service as a sold-out offer in EUR for businesses, with its name, net price and period", () => {
    const ld = singleServiceOffersJsonLd(singleServices) as { itemListElement: Record<string, unknown>[] };
    expect(ld.itemListElement).toHaveLength(singleServices.length);
    singleServices.forEach((offer, i) => {
      expect(ld.itemListElement[i]).toMatchObject({
        "@type": "Offer",
        name: offer.name,
        price: schemaPrice(offer.price),
        priceCurrency: "EUR",
        availability: "https://schema.org/SoldOut",
        eligibleCustomerType: "http://purl.org/goodrelations/v1#Business",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: schemaPrice(offer.price),
          priceCurrency: "EUR",
          valueAddedTaxIncluded: false,
        },
      });
    });
    expect(BUSINESS_CUSTOMERS).toBe("http://purl.org/goodrelations/v1#Business");
  });

  it("states a monthly price per month (unit MON) and a one-off price without a reference quantity", () => {
    const monthly: Pick<SingleService, "price" | "period"> = { price: 99, period: "monatlich" };
    expect(priceSpecificationJsonLd(monthly)).toEqual({
      "@type": "UnitPriceSpecification",
      price: "99.00",
      priceCurrency: "EUR",
      valueAddedTaxIncluded: false,
      description: "pro Monat, zzgl. USt.",
      unitCode: "MON",
      unitText: "MON",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "MON" },
    });
    const once = priceSpecificationJsonLd({ price: 259.99, period: "einmalig" });
    expect(once).toEqual({
      "@type": "UnitPriceSpecification",
      price: "259.99",
      priceCurrency: "EUR",
      valueAddedTaxIncluded: false,
      description: "einmalig, zzgl. USt.",
    });
  });

  it("gives a service page's Service the offer that sells it, and none where there is no offer", () => {
    const service = { name: "SEO-Experte", description: "x", path: "/services/seo-experte", image: "/og.png" };
    const withOffer = serviceJsonLd(service, singleServiceOf("seo-experte"));
    expect(withOffer.offers).toMatchObject({ "@type": "Offer", price: "129.99", eligibleCustomerType: BUSINESS_CUSTOMERS });
    expect(serviceJsonLd(service, null)).not.toHaveProperty("offers");
  });
});
