import { describe, expect, it } from "vitest";
import { fillerText, mailbox, realMessage, victimVariant, VICTIMS } from "./botnet-people.ts";

describe("the people the botnet benchmark invents", () => {
  it("spells each victim's address many ways, every one reaching the victim's mailbox", () => {
    for (const victim of VICTIMS) {
      const variants = new Set(Array.from({ length: 200 }, () => victimVariant(victim)));
      expect(variants.size, victim).toBeGreaterThan(20);
      for (const variant of variants) expect(mailbox(variant), variant).toBe(victim);
    }
  });

  it("folds an address as the database does: case, +tag, and on gmail dots and googlemail", () => {
    expect(mailbox(" Vic.Tim1+News@GoogleMail.com ")).toBe("victim1@gmail.com");
    expect(mailbox("Opfer2+x@Firma.example")).toBe("opfer2@firma.example");
    expect(mailbox("o.pfer2@firma.example")).toBe("o.pfer2@firma.example");
  });

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
