import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facts, figures } from "#shared/facts.ts";
import { GALLERY } from "~/content/behaviour";
import { homePage } from "~/content/home/page";
import { serviceSlugs } from "~/content/catalogue";
import { analyticsCards } from "./analytics";
import { bonus, bonusConditions } from "./bonus";
import { faq } from "./faq";
import { hero } from "./hero";
import { inPackages, packagesIncluding } from "../pricing/plans";
import { serviceTabs } from "./service-tabs";
import { stats } from "./stats";
import { tiles } from "./tiles";
import { videos } from "./videos";
import {
  analyticsCardSchema,
  bonusSchema,
  faqItemSchema,
  heroSchema,
  serviceTabSchema,
  statSchema,
  tileSchema,
  videoSchema,
  type HomeImage,
} from "./schema";

const images: HomeImage[] = [
  hero.image,
  ...videos.map((video) => video.poster),
  ...serviceTabs.map((tab) => tab.image),
  ...tiles.flatMap((tile) => ("image" in tile ? [tile.image] : [])),
];

describe("home content", () => {
  it("matches its schemas", () => {
    heroSchema.parse(hero);
    bonusSchema.parse(bonus);
    videos.forEach((video) => videoSchema.parse(video));
    stats.forEach((stat) => statSchema.parse(stat));
    serviceTabs.forEach((tab) => serviceTabSchema.parse(tab));
    analyticsCards.forEach((card) => analyticsCardSchema.parse(card));
    tiles.forEach((tile) => tileSchema.parse(tile));
    faq.forEach((item) => faqItemSchema.parse(item));
  });

  it("rejects content that breaks the rules", () => {
    expect(() => statSchema.parse({ ...stats[0], format: "euro" })).toThrow();
    expect(() => videoSchema.parse({ ...videos[0], embedUrl: "https://www.youtube.com/embed/x" })).toThrow();
    expect(() => faqItemSchema.parse({ question: "Zu kurz?", answer: "Nein." })).toThrow();
  });

  it("types the page heading", () => {
    expect(hero.lines.map((line) => line.text).join(" ")).toBe(homePage.heading);
    expect(hero.primary.to).toBe("/kontakt?grund=gratis-video");
  });

  it("has the agreed counts, and its claims come from the facts module", () => {
    expect(videos).toHaveLength(GALLERY.videoCount);
    expect(new Set(videos.map((video) => video.id)).size).toBe(videos.length);
    expect(stats.map((stat) => [stat.prefix, stat.target, stat.format, stat.label])).toEqual([
      [undefined, facts.posts.perMonth, "plain", "Beiträge pro Monat im Paket Start"],
      [undefined, facts.videos.perMonth, "plain", "Videos pro Monat im Paket Start"],
      [undefined, facts.adCampaigns.perMonth, "plain", "Werbekampagnen pro Monat im Paket Start"],
    ]);
    expect(serviceTabs.map((tab) => tab.id)).toEqual([
      "social-media",
      "email",
      "performance",
      "ecommerce",
      "avatar",
      "website",
    ]);
    expect(serviceTabs.find((tab) => tab.id === "ecommerce")!.slug).toBe("e-commerce");
    expect(faq).toHaveLength(9);
    expect(new Set(faq.map((item) => item.question)).size).toBe(9);
    expect(faq.some((item) => item.cta)).toBe(true);
    expect(bonus.cta.to).toBe("/preise");
  });

  it("names the packages that include a figure, and refuses one that no package (or not the one named) includes", () => {
    expect(packagesIncluding(figures.postsPerMonth).length).toBeGreaterThan(1);
    expect(inPackages(figures.postsPerMonth)).toBe(
      `in den Paketen ${packagesIncluding(figures.postsPerMonth).join(" und ")}`,
    );
    expect(inPackages(figures.videosPerMonth, "Start")).toBe("im Paket Start");
    expect(() => inPackages(figures.funnelsPerMonth)).toThrow(/No package includes/);
    expect(() => inPackages(figures.videosPerMonth, "Viral")).toThrow(/No package named Viral/);
  });

  it("promotes the ad credit only with its conditions beside it", () => {
    expect(bonus.amount).toBe(figures.adCreditAmount);
    expect(bonusConditions).toContain(figures.adCreditConditions);
    const adCreditAnswer = faq.find((item) => item.answer.includes(figures.adCredit))!;
    expect(adCreditAnswer.answer).toContain(figures.adCreditConditions);
    // The hero's short points have no room for the conditions, so they leave the credit out.
    expect(hero.points.join(" ")).not.toContain(figures.adCreditTerm);
  });

  it("links only to service pages that exist", () => {
    const slugs = [
      ...serviceTabs.map((tab) => tab.slug),
      ...tiles.flatMap((tile) => (tile.type === "service" ? [tile.slug] : [])),
    ];
    for (const slug of slugs) expect(serviceSlugs).toContain(slug);
    expect(tiles.filter((tile) => tile.type === "service")).toHaveLength(4);
  });

  it("uses tiles of every kind", () => {
    expect(new Set(tiles.map((tile) => tile.type))).toEqual(
      new Set(["image-vertical", "image-square", "text", "service"]),
    );
    for (const tile of tiles)
      if ("image" in tile) expect([GALLERY.tileWidthsPx.narrow, GALLERY.tileWidthsPx.wide]).toContain(tile.image.width);
  });

  it("points every image at a file that exists", () => {
    for (const image of images) expect(existsSync(`public${image.src}`), image.src).toBe(true);
  });
});
