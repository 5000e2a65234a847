import { describe, expect, it } from "vitest";
import { z } from "zod";
import { figures } from "../../../supabase/functions/_shared/facts";
import { pages } from "../pages";
import { formatEuro, schemaPrice } from "./format";
import { askAnywayHref } from "./links";
import { singleServiceOffersJsonLd } from "~/lib/structured-data";
import { plans } from "./plans";
import { planSchema, singleServiceSchema } from "./schema";
import { lowestSingleServicePrice, singleServices } from "./single-services";

describe("pricing data", () => {
  it("matches the schemas", () => {
    expect(() => z.array(planSchema).parse(plans)).not.toThrow();
    expect(() => z.array(singleServiceSchema).parse(singleServices)).not.toThrow();
  });

  it("has the packages start, viral (the only popular one) and ecommerce", () => {
    expect(plans.map((p) => p.id)).toEqual(["start", "viral", "ecommerce"]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["viral"]);
  });

  it("gives Start 20 items, Viral 6 and E-Commerce 9, with the figures from the facts module", () => {
    const count = Object.fromEntries(plans.map((p) => [p.id, p.services.length]));
    expect(count).toEqual({ start: 20, viral: 6, ecommerce: 9 });
    const viral = plans.find((p) => p.id === "viral")!;
    expect(viral.services).toEqual([
      "Ein Content-Plan für Ihre Kanäle",
      figures.strategicCampaignsPerMonth,
      figures.adCampaignsPerMonth,
      figures.postsPerMonth,
      figures.emailCampaignsPerMonth,
      figures.newslettersPerMonth,
    ]);
  });

  it("includes the ad credit in Start and Viral only, with its conditions beside it, and a phased Start", () => {
    const withCredit = plans.filter((p) => p.highlight?.includes(figures.adCredit)).map((p) => p.id);
    expect(withCredit).toEqual(["start", "viral"]);
    for (const plan of plans) expect(plan.note?.includes(figures.adCreditConditions) ?? false, plan.id).toBe(withCredit.includes(plan.id));
    expect(plans[0]!.note).toContain(`Laufzeit ${figures.startTerm}.`);
    expect(plans[0]!.note).toMatch(/Phasen/);
  });

  it("shows no plan prices", () => {
    expect(JSON.stringify(plans)).not.toMatch(/\d+,\d\d\s?€|price/i);
  });

  it("has the five single services with their prices, formatted in German", () => {
    expect(singleServices.map((s) => [s.slug, formatEuro(s.price, { cents: true })])).toEqual([
      ["brand-designer", "259,99\u00a0€"],
      ["webdesigner", "469,99\u00a0€"],
      ["seo-experte", "129,99\u00a0€"],
      ["chatbot", "219,99\u00a0€"],
      ["videoeditor", "159,99\u00a0€"],
    ]);
  });
});

describe("the /preise description", () => {
  it("names the lowest single-service price, computed from the data", () => {
    expect(lowestSingleServicePrice).toBe(Math.min(...singleServices.map((s) => s.price)));
    expect(pages.preise.description).toContain(`ab ${formatEuro(lowestSingleServicePrice)} zzgl. USt.`);
    expect(pages.preise.description).toContain(figures.adCredit);
  });
});

describe("formatEuro", () => {
  it("formats German thousands and decimals", () => {
    expect(formatEuro(10000)).toBe("10.000\u00a0€");
    expect(formatEuro(1234.5)).toBe("1.234,50\u00a0€");
    expect(formatEuro(500, { cents: true })).toBe("500,00\u00a0€");
    expect(schemaPrice(259.99)).toBe("259.99");
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
  it("lists every single service as a sold-out offer in EUR", () => {
    const ld = singleServiceOffersJsonLd(singleServices) as { itemListElement: Record<string, unknown>[] };
    expect(ld.itemListElement).toHaveLength(5);
    expect(ld.itemListElement[0]).toMatchObject({
      "@type": "Offer",
      name: "Brand Designer",
      price: "259.99",
      priceCurrency: "EUR",
      availability: "https://schema.org/SoldOut",
    });
  });
});
