import { describe, expect, it } from "vitest";
import { owner, type OwnerConfig } from "~/content/owner-site";
import { portraitOf } from "./portrait";

function portraitWith(change: (config: OwnerConfig) => void) {
  const config = structuredClone(owner) as OwnerConfig;
  change(config);
  return portraitOf(config);
}

describe("the portrait on the service pages", () => {
  it("passes no stand-in drawing off as the owner: it is captioned „Symbolbild“ and its alt text says what it is", () => {
    const standIn = portraitWith((c) => (c.portrait.shows = "standIn"));
    expect(standIn.caption).toBe("Symbolbild");
    expect(standIn.alt).not.toMatch(/Inhaber/);
  });

  it("names the owner only when the owner says the picture shows her or him", () => {
    const photo = portraitWith((c) => Object.assign(c.portrait, { shows: "ownerPhoto", src: "/images/inhaberin.jpg" }));
    expect(photo).toEqual({
      src: "/images/inhaberin.jpg",
      alt: `Foto der Inhaberin von ${owner.identity.businessName}`,
      caption: null,
    });
    const drawing = portraitWith((c) => {
      c.portrait.shows = "ownerDrawing";
      c.identity.ownerTitle = "Inhaber";
    });
    expect(drawing.alt).toBe(`Illustriertes Porträt des Inhabers von ${owner.identity.businessName}`);
    expect(drawing.caption).toBeNull();
  });

  it("shows what the owner configuration says today", () => {
    expect(portraitOf().src).toBe(owner.portrait.src);
  });
});
