/**
 * The owner's statements about the offers, rendered as the build renders them: /preise (body, description, structured
 * data), every service page (body, head, structured data) and the legal texts, built once per alternative value of the
 * owner configuration. Each value must reach every place that states it, and no place may keep the other value's words.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OwnerConfig } from "~/content/owner-site";

/** Text of rendered HTML: tags dropped, entities decoded, spaces (also no-break ones) collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");
}

type Head = Record<string, unknown>[];
type Page = { path: string; html: string; head: Head };

const descriptionOf = (head: Head) => String(head.find((tag) => tag.name === "description")?.content ?? "");
const jsonLdOf = (head: Head) =>
  head.filter((tag) => "script:ld+json" in tag).map((tag) => tag["script:ld+json"] as Record<string, unknown>);

/** Every offer in a page's structured data: the OfferCatalog's items and a Service's offer. */
function offersIn(head: Head): Record<string, unknown>[] {
  return jsonLdOf(head).flatMap((data) => [
    ...((data.itemListElement as Record<string, unknown>[] | undefined)?.filter((item) => item["@type"] === "Offer") ??
      []),
    ...(data.offers ? [data.offers as Record<string, unknown>] : []),
  ]);
}

/** Builds /preise, every service page and the legal texts from the owner configuration with `change` applied. */
async function siteWith(change: (config: OwnerConfig) => void) {
  vi.resetModules();
  vi.doMock("~/content/owner-site", async (importOriginal) => {
    const original = await importOriginal<typeof import("~/content/owner-site")>();
    const owner = structuredClone(original.owner);
    change(owner);
    return { ...original, owner };
  });
  // The mocked module first, on its own: the modules below import it at the same time, and an import that starts
  // while the mock's factory is still awaiting the original can be handed the original instead.
  await import("~/content/owner-site");
  const [
    { pricing },
    preise,
    { servicePageData },
    { serviceSlugs },
    { legalDocuments },
    { plans },
    { singleServices },
    { offerCtas },
  ] = await Promise.all([
    import("~/routes/preise.server"),
    import("~/routes/preise"),
    import("~/routes/service-detail.server"),
    import("~/content/catalogue"),
    import("~/content/legal/documents"),
    import("~/content/pricing/plans"),
    import("~/content/pricing/single-services"),
    import("~/content/services/cta-labels"),
  ]);
  const { bonusAvailability } = await import("~/content/home/bonus");
  const data = pricing();
  const Preise = preise.default as unknown as (props: { loaderData: typeof data }) => React.ReactElement;
  const pricingPage: Page = {
    path: "/preise",
    html: renderToStaticMarkup(
      <MemoryRouter initialEntries={["/preise"]}>
        <Preise loaderData={data} />
      </MemoryRouter>,
    ),
    head: preise.meta({ loaderData: data } as never) as Head,
  };
  const servicePages: Page[] = serviceSlugs.map((slug) => {
    const page = servicePageData(slug)!;
    return { path: `/services/${slug}`, html: page.html, head: page.head as Head };
  });
  const legal = JSON.stringify(legalDocuments);
  return { pricingPage, servicePages, legal, plans, singleServices, offerCtas, bonusAvailability };
}

afterEach(() => {
  vi.doUnmock("~/content/owner-site");
  vi.resetModules();
});

describe("availability of the offers, as the owner states it", () => {
  it("sold out (as shipped): disabled „Ausverkauft“ buttons, SoldOut in the data, no offer button promising a start", async () => {
    const { pricingPage, servicePages, plans, singleServices, offerCtas, bonusAvailability } = await siteWith(
      (c) => (c.offers.availability = "soldOut"),
    );
    expect(bonusAvailability, "the home page's ad-credit block").toBe(
      "Alle Pakete und Einzelleistungen sind derzeit ausverkauft.",
    );
    const disabled = pricingPage.html.match(/<button[^>]*disabled[^>]*>Ausverkauft<\/button>/g) ?? [];
    expect(disabled).toHaveLength(plans.length + singleServices.length);
    expect(textOf(pricingPage.html)).toContain("Alle Pakete und Einzelleistungen sind derzeit ausverkauft.");
    for (const offer of [...offersIn(pricingPage.head), ...servicePages.flatMap((page) => offersIn(page.head))]) {
      expect(offer.availability).toBe("https://schema.org/SoldOut");
    }
    for (const slug of Object.keys(offerCtas)) {
      const text = textOf(servicePages.find((page) => page.path === `/services/${slug}`)!.html);
      expect(text, slug).toContain(
        `Ausverkauft – ${offerCtas[slug as keyof typeof offerCtas].offer} trotzdem anfragen`,
      );
      expect(text, slug).not.toContain(offerCtas[slug as keyof typeof offerCtas].label);
    }
  }, 60_000);

  it("no free places: every button says so and asks about its offer, the data says BackOrder, nothing says „Ausverkauft“", async () => {
    const words = "Derzeit keine freien Plätze – fragen Sie trotzdem an";
    const { pricingPage, servicePages, plans, singleServices, offerCtas, bonusAvailability } = await siteWith(
      (c) => (c.offers.availability = "noFreeSlots"),
    );
    expect(bonusAvailability, "the home page's ad-credit block").toBe("Derzeit habe ich keine freien Plätze.");
    const text = textOf(pricingPage.html);
    expect(text).not.toMatch(/ausverkauft/i);
    expect(pricingPage.html).not.toMatch(/<button[^>]*disabled/);
    expect(text.split(words).length - 1).toBe(plans.length + singleServices.length);
    const links = [...pricingPage.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Derzeit keine freien Plätze/g)].map(
      (match) => new URL(match[1]!.replace(/&amp;/g, "&"), "https://x.invalid"),
    );
    expect(links.map((url) => url.searchParams.get("service"))).toEqual([
      ...plans.map((plan) => `Paket ${plan.name}`),
      ...singleServices.map((offer) => offer.slug),
    ]);
    for (const url of links) expect(url.pathname).toBe("/kontakt");
    for (const offer of [...offersIn(pricingPage.head), ...servicePages.flatMap((page) => offersIn(page.head))]) {
      expect(offer.availability).toBe("https://schema.org/BackOrder");
    }
    for (const page of servicePages) expect(textOf(page.html), page.path).not.toMatch(/ausverkauft/i);
    for (const slug of Object.keys(offerCtas)) {
      const cta = offerCtas[slug as keyof typeof offerCtas];
      expect(textOf(servicePages.find((page) => page.path === `/services/${slug}`)!.html), slug).toContain(
        `Derzeit keine freien Plätze – ${cta.offer} trotzdem anfragen`,
      );
    }
  }, 60_000);

  it("bookable: „Jetzt anfragen“, InStock, and the offer pages' own labels", async () => {
    const { pricingPage, servicePages, offerCtas, bonusAvailability } = await siteWith(
      (c) => (c.offers.availability = "bookable"),
    );
    expect(bonusAvailability, "the home page's ad-credit block says nothing of availability").toBeNull();
    expect(textOf(pricingPage.html)).not.toMatch(/ausverkauft|keine freien Plätze/i);
    expect(textOf(pricingPage.html)).toContain("Jetzt anfragen");
    for (const offer of [...offersIn(pricingPage.head), ...servicePages.flatMap((page) => offersIn(page.head))]) {
      expect(offer.availability).toBe("https://schema.org/InStock");
    }
    for (const slug of Object.keys(offerCtas)) {
      expect(textOf(servicePages.find((page) => page.path === `/services/${slug}`)!.html), slug).toContain(
        offerCtas[slug as keyof typeof offerCtas].label,
      );
    }
  }, 60_000);
});

describe("VAT status, as the owner states it", () => {
  it("under § 19 UStG no page, description, structured data or legal text says „zzgl. USt.“, and every priced page states the rule", async () => {
    const rule = "Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet.";
    const { pricingPage, servicePages, legal, singleServices } = await siteWith(
      (c) => (c.identity.vatStatus = "smallBusiness"),
    );
    const pages = [pricingPage, ...servicePages];
    for (const page of pages) {
      const everything = `${textOf(page.html)} ${JSON.stringify(page.head)}`;
      expect(everything, page.path).not.toMatch(/zzgl|zuzüglich/i);
      for (const offer of offersIn(page.head)) {
        expect((offer.priceSpecification as Record<string, unknown>).valueAddedTaxIncluded, page.path).toBeUndefined();
      }
    }
    expect(legal).not.toMatch(/zzgl\.? USt/);
    const priced = pages.filter((page) =>
      singleServices.some((offer) => textOf(page.html).includes(`${String(offer.price).replace(".", ",")} €`)),
    );
    expect(priced.map((page) => page.path).sort()).toEqual(
      ["/preise", ...singleServices.map((offer) => `/services/${offer.service}`)].sort(),
    );
    for (const page of priced) expect(textOf(page.html), page.path).toContain(rule);
    expect(descriptionOf(pricingPage.head)).toContain("ohne USt. (§ 19 UStG)");
  }, 60_000);
});

describe("the „Beliebt“ badge and Viral's term, as the owner states them", () => {
  it("no badge when the owner names no package, and Viral's term as she writes it", async () => {
    const { pricingPage } = await siteWith((c) => {
      c.offers.popularPackage = "";
      c.offers.viralTerm = "Mindestlaufzeit 3 Monate";
    });
    const text = textOf(pricingPage.html);
    expect(text).not.toContain("Beliebt");
    expect(text).toContain("Mindestlaufzeit 3 Monate.");
  }, 60_000);
});
