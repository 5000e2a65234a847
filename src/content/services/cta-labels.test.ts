/**
 * The call to action of every service page: eight pages name their own offer and open the contact form about that
 * service, with the exact label while the offers can be booked and the state plus a request while they cannot; every
 * other page reads 'Preise ansehen' and leads to /preise.
 */
import { describe, expect, it } from "vitest";
import { serviceBySlug, serviceSlugs, type ServiceSlug } from "../catalogue";
import { owner } from "../owner-site";
import { requestableServices } from "../contact";
import { paths } from "../paths";
import { singleServiceOf } from "../pricing/single-services";
import { availabilityWords, type OfferAvailability } from "../pricing/availability";
import {
  askAboutService,
  defaultCtaLabel,
  offerCtaLabel,
  offerCtas,
  serviceCta,
  serviceCtaTarget,
  type OfferCtaSlug,
} from "./cta-labels";

/** Each label as the product names it, on the page of the offer it names. */
const expected: Record<string, ServiceSlug> = {
  "Jetzt Shopify-Shop erstellen lassen": "e-commerce-webseite-shopify",
  "Jetzt Branding-Kit erstellen": "branding-designer",
  "Jetzt TikTok-Kampagne starten": "tiktok-ads",
  "Jetzt Instagram-Kampagne starten": "instagram-ads",
  "Jetzt Instagram Shop erstellen lassen": "instagram-shop",
  "Jetzt Reddit-Kampagne starten": "reddit-ads",
  "Jetzt Google Ads-Kampagne starten": "google-ads",
  "Jetzt TikTok Shop starten": "tiktok-shop",
};

const availabilities = Object.keys(availabilityWords) as OfferAvailability[];

describe("service page calls to action", () => {
  it("has exactly the eight offer labels, each on its own page, while the offers can be booked", () => {
    expect(Object.keys(offerCtas)).toHaveLength(8);
    for (const [label, slug] of Object.entries(expected)) {
      expect(serviceBySlug(slug), slug).toBeDefined();
      expect(serviceCta(slug, "bookable").label, slug).toBe(label);
    }
    expect(new Set(Object.values(offerCtas).map((cta) => cta.label)).size).toBe(8);
  });

  it("names the offer its label starts, so a request for it reads right", () => {
    for (const [slug, { label, offer }] of Object.entries(offerCtas)) expect(label, slug).toContain(offer);
  });

  it.each(availabilities.filter((availability) => availabilityWords[availability].status !== null))(
    "while %s, no offer button promises a start: it states the availability and asks for the offer",
    (availability) => {
      const status = availabilityWords[availability].status!;
      for (const slug of Object.keys(offerCtas) as OfferCtaSlug[]) {
        const label = serviceCta(slug, availability).label;
        expect(label, slug).toBe(`${status} – ${offerCtas[slug].offer} trotzdem anfragen`);
        expect(label, slug).not.toMatch(/^Jetzt|starten|erstellen/);
      }
    },
  );

  it("follows the owner's availability on the built pages", () => {
    for (const slug of Object.keys(offerCtas) as OfferCtaSlug[]) {
      expect(serviceCta(slug).label).toBe(offerCtaLabel(slug, owner.offers.availability));
    }
  });

  it.each(Object.entries(expected))(
    "'%s' opens the contact form about its service (%s), whatever the availability",
    (_, slug) => {
      for (const availability of availabilities) {
        const cta = serviceCta(slug, availability);
        expect(cta.to).toBe(askAboutService(slug));
        const url = new URL(cta.to, "https://example.org");
        expect(url.pathname).toBe(paths.kontakt);
        expect(url.searchParams.get("grund")).toBe("service-spezifisch");
        // The form names the service as /preise names its offer, or by its catalogue name where /preise sells none.
        const service = url.searchParams.get("service")!;
        expect(requestableServices[service] ?? service).toBe(singleServiceOf(slug)?.name ?? serviceBySlug(slug)!.name);
      }
    },
  );

  it("gives every other page 'Preise ansehen', leading to /preise", () => {
    expect(defaultCtaLabel).toBe("Preise ansehen");
    expect(serviceCtaTarget).toBe("/preise");
    const others = serviceSlugs.filter((slug) => !Object.values(expected).includes(slug));
    expect(others.length).toBe(serviceSlugs.length - 8);
    for (const slug of others) {
      for (const availability of availabilities)
        expect(serviceCta(slug, availability), slug).toEqual({ label: "Preise ansehen", to: "/preise" });
    }
  });

  it("writes the service name into the contact link, encoded", () => {
    expect(askAboutService("e-commerce-webseite-shopify")).toBe(
      "/kontakt?grund=service-spezifisch&service=E-Commerce-Webseite+%28Shopify%29",
    );
    expect(askAboutService("google-ads")).toBe("/kontakt?grund=service-spezifisch&service=Google+Ads");
  });
});
