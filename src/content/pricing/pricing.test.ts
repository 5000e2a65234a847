import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { figures } from "#shared/facts.ts";
import { PRICING } from "../behaviour";
import { serviceBySlug } from "../catalogue";
import { owner, type OwnerConfig } from "../owner-site";
import { pages } from "../pages";
import { formatEuro } from "#shared/german-format.ts";
import { schemaPrice } from "./format";
import { askAnywayHref, packageRequestHref } from "./links";
import { pricingPageDescription } from "./page-description";
import { inPackages, packageItems, packagesFor, packagesIncluding, plans } from "./plans";
import { planSchema, pricePeriodSchema, singleServiceSchema } from "./schema";
import { offerSettingsOf, type OfferSettings } from "./settings";
import {
  singleServiceOf,
  singleServiceOfferSentence,
  singleServicePriceFor,
  singleServices,
  singleServicesFor,
} from "./single-services";
import {
  businessOnlyNotice,
  businessOnlyShort,
  periodLabels,
  priceNotice,
  priceNoticeFor,
  printedAmount,
  printedPrice,
  vatWording,
} from "./terms";

/** The offer settings of the owner configuration with some values changed. */
function settingsWith(change: (config: OwnerConfig) => void): OfferSettings {
  const config = structuredClone(owner) as OwnerConfig;
  change(config);
  return offerSettingsOf(config);
}

describe("pricing data", () => {
  it("matches the schemas", () => {
    expect(() => z.array(planSchema).parse(plans)).not.toThrow();
    expect(() => z.array(singleServiceSchema).parse(singleServices)).not.toThrow();
  });

  it("has the packages start, viral (the only popular one) and ecommerce", () => {
    expect(plans.map((p) => p.id)).toEqual(["start", "viral", "ecommerce"]);
    expect(owner.offers.popularPackage).toBe("viral");
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["viral"]);
  });

  it("gives every package more items than its card shows collapsed, so 'Alle anzeigen' always has more to show", () => {
    for (const plan of plans) expect(plan.services.length, plan.id).toBeGreaterThan(PRICING.collapsedBullets);
  });

  it("takes Viral's monthly figures from the facts module", () => {
    for (const figure of [figures.strategicCampaignsPerMonth, figures.adCampaignsPerMonth, figures.postsPerMonth]) {
      expect(packagesIncluding(figure), figure).toContain("Viral");
    }
  });

  it("includes the ad credit in Start and Viral only, with its conditions beside it, and a phased Start", () => {
    const withCredit = plans.filter((p) => p.highlight?.includes(figures.adCredit)).map((p) => p.id);
    expect(withCredit).toEqual(["start", "viral"]);
    for (const plan of plans)
      expect(plan.note?.includes(figures.adCreditConditions) ?? false, plan.id).toBe(withCredit.includes(plan.id));
    expect(plans[0]!.note).toContain(
      `Mindestlaufzeit ${figures.startTerm}, danach mit einer Frist von ${figures.noticePeriod} kündbar.`,
    );
    expect(plans[0]!.note).toMatch(/Phasen/);
  });

  it("shows no plan prices", () => {
    expect(JSON.stringify(plans)).not.toMatch(/\d+,\d\d\s?€|price/i);
  });

  it("gives each single offer its own slug, a price in euros and cents, and a catalogue service with its own page", () => {
    expect(new Set(singleServices.map((s) => s.slug)).size).toBe(singleServices.length);
    for (const offer of singleServices) {
      expect(offer.price, offer.slug).toBeGreaterThan(0);
      expect(Math.abs(offer.price * 100 - Math.round(offer.price * 100)), `${offer.slug}: whole cents`).toBeLessThan(
        1e-6,
      );
      expect(formatEuro(offer.price, { cents: true }), offer.slug).toMatch(/^\d{1,3}(\.\d{3})*,\d\d\u00a0€$/);
      expect(serviceBySlug(offer.service), offer.slug).toBeDefined();
    }
  });
});

describe("package contents", () => {
  it("word an item two packages share the same in both, from one list of items", () => {
    for (const [key, item] of Object.entries(packageItems)) {
      const holders = plans.filter((plan) => plan.services.includes(item));
      expect(holders.length, key).toBeGreaterThan(0);
      // No package words the same figure differently.
      for (const plan of plans) {
        const figure = item.split(",")[0]!;
        for (const service of plan.services.filter((entry) => entry.startsWith(figure)))
          expect(service, `${plan.id}: ${key}`).toBe(item);
      }
    }
  });

  it("say that the posts are a total for the three channels and that each ad campaign runs on one platform", () => {
    expect(packageItems.posts).toBe(`${figures.postsPerMonth} insgesamt, verteilt auf ${figures.channelNames}`);
    expect(packageItems.adCampaigns).toBe(`${figures.adCampaignsPerMonth}, jede auf Google, Meta oder TikTok`);
  });

  it("name the packages that include an item, and refuse an item no package includes", () => {
    expect(packagesIncluding(figures.postsPerMonth)).toEqual(["Start", "Viral"]);
    expect(packagesIncluding(figures.videosPerMonth)).toEqual(["Start"]);
    expect(inPackages(figures.postsPerMonth)).toBe("in den Paketen Start und Viral");
    expect(inPackages(figures.videosPerMonth)).toBe("im Paket Start");
    expect(inPackages(figures.postsPerMonth, "Viral")).toBe("im Paket Viral");
    expect(() => inPackages("Reddit-Kampagnen")).toThrow(/No package/);
    expect(() => inPackages(figures.videosPerMonth, "Viral")).toThrow(/No package named Viral/);
  });

  it("state every package's term: Start's minimum term from the AGB, Viral's and E-Commerce's by offer unless the owner sets one", () => {
    const byId = (id: string) => plans.find((plan) => plan.id === id)!;
    expect(byId("start").note).toContain(`Mindestlaufzeit ${figures.startTerm}`);
    expect(byId("viral").note).toMatch(new RegExp(`^${owner.offers.viralTerm}\\. `));
    expect(byId("ecommerce").note).toMatch(/^Laufzeit nach Angebot\. /);
    const fixed = settingsWith((c) => (c.offers.viralTerm = "Mindestlaufzeit 3 Monate"));
    expect(packagesFor(fixed).find((plan) => plan.id === "viral")!.note).toMatch(/^Mindestlaufzeit 3 Monate\. /);
  });

  it("mark as popular only the package the owner names", () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(
      owner.offers.popularPackage ? [owner.offers.popularPackage] : [],
    );
    expect(packagesFor(settingsWith((c) => (c.offers.popularPackage = ""))).some((plan) => plan.popular)).toBe(false);
    expect(
      packagesFor(settingsWith((c) => (c.offers.popularPackage = "start")))
        .filter((plan) => plan.popular)
        .map((plan) => plan.id),
    ).toEqual(["start"]);
  });
});

describe("price periods", () => {
  it("gives every price in the data a period, one-off or monthly", () => {
    expect(singleServices.length).toBeGreaterThan(0);
    for (const offer of singleServices) {
      expect(pricePeriodSchema.options, offer.slug).toContain(offer.period);
      expect(
        singleServiceSchema.safeParse({ ...offer, period: undefined }).success,
        `${offer.slug} without a period`,
      ).toBe(false);
    }
    expect(singleServiceSchema.safeParse({ ...singleServices[0], period: "jährlich" }).success).toBe(false);
  });

  it("prints each period right after the amount", () => {
    expect(periodLabels).toEqual({ einmalig: "einmalig", monatlich: "pro Monat" });
    expect(printedPrice({ price: 259.99, period: "einmalig" })).toBe("259,99\u00a0€ einmalig");
    expect(printedPrice({ price: 129.99, period: "monatlich" })).toBe("129,99\u00a0€ pro Monat");
    for (const offer of singleServices) {
      expect(singleServicePriceFor(offer.service)).toMatch(
        new RegExp(`^${printedAmount(offer)} ${periodLabels[offer.period]} `),
      );
    }
  });

  it("finds the offer of a catalogue service, and none for a service without one", () => {
    expect(singleServiceOf("seo-experte")?.slug).toBe("seo-experte");
    expect(singleServiceOf("google-ads")).toBeUndefined();
    expect(() => singleServicePriceFor("google-ads")).toThrow(/no single service/);
  });
});

describe("what a single price buys", () => {
  it("is the owner's statement, one per offer, taken from the owner configuration", () => {
    for (const offer of singleServices) {
      expect(offer.scope, offer.slug).toBe(owner.offers.singleServiceScopes[offer.slug]);
      expect(offer.scope.trim().length, offer.slug).toBeGreaterThan(10);
    }
    const changed = singleServicesFor(
      settingsWith((c) => (c.offers.singleServiceScopes.videoeditor = "drei Videos von bis zu einer Minute")),
    );
    expect(changed.find((offer) => offer.slug === "videoeditor")!.scope).toBe("drei Videos von bis zu einer Minute");
  });

  it("stands in every sentence that prints a single price: amount, period, VAT and scope together", () => {
    for (const offer of singleServices) {
      const sentence = singleServiceOfferSentence(offer.service);
      expect(sentence, offer.slug).toBe(
        `Die Einzelleistung „${offer.name}“ kostet ${printedPrice(offer)} ${vatWording.standard.short} für ${offer.scope}.`,
      );
    }
  });
});

describe("the price notice", () => {
  it("says in one wording that offers are for businesses only and prices are net", () => {
    expect(businessOnlyNotice).toBe("Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB.");
    expect(priceNoticeFor("standard")).toBe(
      "Angebote ausschließlich für Unternehmer im Sinne des § 14 BGB. Alle Preise zzgl. USt.",
    );
    expect(priceNotice).toBe(priceNoticeFor(owner.identity.vatStatus));
  });

  it("states the small-business rule instead under § 19 UStG, and no „zzgl. USt.“ anywhere", () => {
    const smallBusiness = settingsWith((c) => (c.identity.vatStatus = "smallBusiness"));
    expect(priceNoticeFor("smallBusiness")).toBe(
      `${businessOnlyNotice} Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet.`,
    );
    const texts = [
      priceNoticeFor("smallBusiness"),
      pricingPageDescription(smallBusiness),
      ...singleServices.map((offer) => singleServiceOfferSentence(offer.service, smallBusiness)),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/zzgl|zuzüglich/);
    }
    for (const offer of singleServices)
      expect(singleServiceOfferSentence(offer.service, smallBusiness)).toContain("ohne USt. (§ 19 UStG)");
  });

  it("is written in one source file: no other page or component writes „zzgl. USt.“", () => {
    const root = join(__dirname, "..", "..");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|tsx|md)$/.test(entry) && !/\.test\./.test(entry) ? [path] : [];
      });
    const writers = files(root)
      // Comments state the rule; only code and text count.
      .filter((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .some((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && /zzgl\.?\s*(USt|MwSt)/.test(line)),
      )
      .map((path) => relative(root, path));
    expect(writers).toEqual(["content/pricing/terms.ts"]);
  });
});

describe("the /preise description", () => {
  it("names the lowest single price with its period, VAT and the business-only restriction, computed from the data", () => {
    const cheapest = singleServices.reduce((low, offer) => (offer.price < low.price ? offer : low));
    expect(pages.preise.description).toBe(pricingPageDescription());
    expect(pages.preise.description).toContain(
      `ab ${printedPrice(cheapest)} ${vatWording.standard.short}, ${businessOnlyShort}.`,
    );
    expect(pages.preise.description).toContain(figures.adCredit);
    expect(formatEuro(cheapest.price, { cents: true })).toBe(printedAmount(cheapest));
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
    expect(askAnywayHref("service-spezifisch", "seo-experte")).toBe(
      "/kontakt?grund=service-spezifisch&service=seo-experte",
    );
  });

  it("for a package: ask for prices while sold out, otherwise name the package", () => {
    const viral = plans.find((plan) => plan.id === "viral")!;
    expect(packageRequestHref(viral, "soldOut")).toBe("/kontakt?grund=preise");
    expect(packageRequestHref(viral, "noFreeSlots")).toBe("/kontakt?grund=service-spezifisch&service=Paket+Viral");
    expect(packageRequestHref(viral, "bookable")).toBe("/kontakt?grund=service-spezifisch&service=Paket+Viral");
  });
});
