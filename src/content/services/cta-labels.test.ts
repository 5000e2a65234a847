/**
 * The call to action of every service page: eight pages name their own offer with an exact label and open the
 * contact form about that service; every other page reads 'Preise ansehen' and leads to /preise.
 */
import { describe, expect, it } from "vitest";
import { serviceBySlug, serviceSlugs, type ServiceSlug } from "../catalogue";
import { paths } from "../paths";
import { askAboutService, ctaLabel, defaultCtaLabel, offerCtaLabels, serviceCta, serviceCtaTarget } from "./cta-labels";

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

describe("service page calls to action", () => {
  it("has exactly the eight offer labels, each on its own page", () => {
    expect(Object.keys(offerCtaLabels)).toHaveLength(8);
    for (const [label, slug] of Object.entries(expected)) {
      expect(serviceBySlug(slug), slug).toBeDefined();
      expect(ctaLabel(slug), slug).toBe(label);
    }
    expect(new Set(Object.values(offerCtaLabels)).size).toBe(8);
  });

  it.each(Object.entries(expected))("'%s' opens the contact form about its service (%s)", (label, slug) => {
    const cta = serviceCta(slug);
    expect(cta.label).toBe(label);
    expect(cta.to).toBe(askAboutService(slug));
    const url = new URL(cta.to, "https://example.org");
    expect(url.pathname).toBe(paths.kontakt);
    expect(url.searchParams.get("grund")).toBe("service-spezifisch");
    expect(url.searchParams.get("service")).toBe(serviceBySlug(slug)!.name);
  });

  it("gives every other page 'Preise ansehen', leading to /preise", () => {
    expect(defaultCtaLabel).toBe("Preise ansehen");
    expect(serviceCtaTarget).toBe("/preise");
    const others = serviceSlugs.filter((slug) => !Object.values(expected).includes(slug));
    expect(others.length).toBe(serviceSlugs.length - 8);
    for (const slug of others) expect(serviceCta(slug), slug).toEqual({ label: "Preise ansehen", to: "/preise" });
  });

  it("writes the service name into the contact link, encoded", () => {
    expect(askAboutService("e-commerce-webseite-shopify")).toBe(
      "/kontakt?grund=service-spezifisch&service=E-Commerce-Webseite+%28Shopify%29",
    );
    expect(askAboutService("google-ads")).toBe("/kontakt?grund=service-spezifisch&service=Google+Ads");
  });
});
