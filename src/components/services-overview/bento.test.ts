import { describe, expect, it } from "vitest";
import { figures } from "#shared/facts.ts";
import { packagesIncluding, plans } from "~/content/pricing/plans";
import { bentoCards } from "./bento";

/** The monthly figures a card may print, without "pro Monat" (a card may say "jeden Monat" instead). */
const monthlyFigures = [
  figures.postsPerMonth,
  figures.videosPerMonth,
  figures.strategicCampaignsPerMonth,
  figures.adCampaignsPerMonth,
  figures.emailCampaignsPerMonth,
  figures.newslettersPerMonth,
];

/** The package names a text gives after „Paket“ or „Paketen“ ("Start", "Start und Viral"). */
function packagesNamed(text: string): string[] {
  const names = plans.map((plan) => plan.name);
  return [...text.matchAll(/Paket(?:en)? ((?:[\w-]+)(?:(?:, | und )[\w-]+)*)/g)]
    .flatMap((match) => match[1]!.split(/, | und /))
    .filter((name) => names.includes(name));
}

describe("the services overview's cards", () => {
  it("name, for every monthly figure they print, exactly the packages that include it", () => {
    let checked = 0;
    for (const card of bentoCards) {
      const named = packagesNamed(card.description);
      for (const figure of monthlyFigures) {
        if (!card.description.includes(figure.replace(/ pro Monat$/, ""))) continue;
        checked += 1;
        expect(named, `${card.title}: ${figure}`).toEqual(packagesIncluding(figure));
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("say how the posts are counted, in the packages' own words", () => {
    const content = bentoCards.find((card) => card.description.includes(figures.postsPerMonth))!;
    expect(content.description).toContain(
      plans.find((plan) => plan.id === "viral")!.services.find((item) => item.startsWith(figures.postsPerMonth))!,
    );
  });
});
