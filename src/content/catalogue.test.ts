import { describe, expect, it } from "vitest";
import { servicePath } from "./paths";
import { pagePaths } from "../lib/page-paths";
import { footerServices, serviceGroups, serviceSlugs } from "./catalogue";
import { groupDescriptions, serviceDescriptions } from "./catalogue-descriptions";

const detailSlugs = [
  "e-mail-marketing",
  "digitales-marketing",
  "performance-marketing",
  "e-commerce",
  "e-commerce-webseite-shopify",
  "digitaler-avatar-mit-ki",
  "website-erstellung",
  "branding-designer",
  "chatbot-erstellung",
  "werbetexter",
  "whatsapp-business",
  "social-media-marketing",
  "video-editor",
  "seo-experte",
  "tiktok-ads",
  "instagram-ads",
  "instagram-shop",
  "reddit-ads",
  "google-ads",
  "tiktok-shop",
];
const allServices = serviceGroups.flatMap((group) => group.services);
const catalogueOnlySlugs = [
  "firmenunterlagen",
  "funnel-spezialist",
  "social-media-creator",
  "content-marketing",
  "grafikdesigner",
];

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The canonical slug rule (the catalogue keeps its slugs; this test holds them to it): a German title as a URL slug,
 * umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other accents dropped, everything that is not a letter or digit
 * collapsed into single hyphens.
 */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => TRANSLITERATION[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " und ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

describe("service catalogue", () => {
  it("has the five groups with their German titles, in order", () => {
    expect(serviceGroups.map((g) => g.title)).toEqual([
      "Marketing & Automatisierung",
      "Soziale Medien & Digitale Präsenz",
      "Web & Branding",
      "Werbung & Performance-Ads",
      "E-Commerce Lösungen",
    ]);
  });

  it("groups the services as the menus show them (plus e-commerce with the shops)", () => {
    const bySlugs = Object.fromEntries(serviceGroups.map((g) => [g.id, g.services.map((s) => s.slug)]));
    expect(bySlugs).toEqual({
      marketing: [
        "e-mail-marketing",
        "digitales-marketing",
        "firmenunterlagen",
        "funnel-spezialist",
        "werbetexter",
        "chatbot-erstellung",
      ],
      social: [
        "whatsapp-business",
        "social-media-creator",
        "digitaler-avatar-mit-ki",
        "social-media-marketing",
        "content-marketing",
        "video-editor",
      ],
      web: ["website-erstellung", "seo-experte", "grafikdesigner", "branding-designer"],
      ads: ["performance-marketing", "tiktok-ads", "instagram-ads", "reddit-ads", "google-ads"],
      ecommerce: ["e-commerce", "tiktok-shop", "instagram-shop", "e-commerce-webseite-shopify"],
    });
  });

  it("holds the 25 slugs: the 20 detail pages and the 5 catalogue-only ones, each once", () => {
    expect(serviceSlugs).toHaveLength(25);
    expect(new Set(serviceSlugs).size).toBe(25);
    expect([...serviceSlugs].sort()).toEqual([...detailSlugs, ...catalogueOnlySlugs].sort());
  });

  it("derives every slug from the service name (the canonical slug rule)", () => {
    for (const service of allServices) expect(slugify(service.name), service.name).toBe(service.slug);
  });

  it("describes every group and every service", () => {
    for (const group of serviceGroups) expect(groupDescriptions[group.id].length).toBeGreaterThan(20);
    expect(Object.keys(serviceDescriptions).sort()).toEqual([...serviceSlugs].sort());
  });

  it("gives every service a prerendered page, and the footer links only to catalogue services", () => {
    const pages = new Set(pagePaths());
    for (const slug of serviceSlugs) expect(pages.has(servicePath(slug))).toBe(true);
    expect(footerServices.map((s) => s.slug)).toEqual([
      "social-media-marketing",
      "video-editor",
      "e-mail-marketing",
      "instagram-shop",
      "seo-experte",
      "tiktok-ads",
    ]);
    for (const service of footerServices) expect(allServices).toContain(service);
  });
});

describe("slugify", () => {
  it.each([
    ["E-Mail-Marketing", "e-mail-marketing"],
    ["Digitaler Avatar mit KI", "digitaler-avatar-mit-ki"],
    ["E-Commerce-Webseite (Shopify)", "e-commerce-webseite-shopify"],
    ["Über KI", "ueber-ki"],
    ["Größe & Maß", "groesse-und-mass"],
    ["Schöne Grüße", "schoene-gruesse"],
    ["ÄÖÜ", "aeoeue"],
    ["  TikTok   Ads  ", "tiktok-ads"],
    ["Café Crème", "cafe-creme"],
    ["SEO--Experte!!", "seo-experte"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
