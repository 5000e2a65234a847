import { describe, expect, it } from "vitest";
import { offeredCategories } from "./offeredCategories";

describe("offeredCategories", () => {
  it("asks for statistics and marketing only when a tag manager container is configured", () => {
    expect(offeredCategories({ containerId: "", loadOnEssential: false }, 5)).toEqual(["media"]);
    expect(offeredCategories({ containerId: "GTM-TEST123", loadOnEssential: false }, 5)).toEqual([
      "statistics",
      "marketing",
      "media",
    ]);
  });
  it("asks for external media only when the gallery has videos", () => {
    expect(offeredCategories({ containerId: "GTM-TEST123", loadOnEssential: false }, 0)).toEqual([
      "statistics",
      "marketing",
    ]);
    expect(offeredCategories({ containerId: "", loadOnEssential: false }, 0)).toEqual([]);
  });
  it("today's configuration (no container id, five videos) offers external media only", () => {
    expect(offeredCategories()).toEqual(["media"]);
  });
});
