import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

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
