import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hero } from "./hero";
import { homeContent } from "./home.server";

describe("the home page's content", () => {
  it("carries the hero's picture inside the page, the very file the content names", () => {
    const { image } = homeContent().hero;
    const prefix = "data:image/svg+xml,";
    expect(image.src.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(image.src.slice(prefix.length))).toBe(readFileSync(`public${hero.image.src}`, "utf8"));
    expect({ ...image, src: hero.image.src }).toEqual(hero.image);
  });
});
