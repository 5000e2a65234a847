import { describe, expect, it } from "vitest";
import { fillerText, realMessage } from "./botnet-people.ts";

describe("the people the botnet benchmark invents", () => {
  it("writes real visitors' messages no two alike, within the form's length, signed with the first name", () => {
    const texts = Array.from({ length: 40 }, () => realMessage("Birgit"));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length).toBeGreaterThanOrEqual(10);
      expect(text.length).toBeLessThanOrEqual(300);
      expect(text).toMatch(/Birgit$/);
    }
  });

  it("pads a script's filler to the form's 10 characters", () => {
    for (let i = 0; i < 50; i++) expect(fillerText().length).toBeGreaterThanOrEqual(10);
  });
});
