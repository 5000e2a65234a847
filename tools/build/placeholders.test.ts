import { describe, expect, it } from "vitest";
import { site } from "../../src/content/site";
import { placeholderReport, placeholderWarnings } from "./placeholders";

describe("placeholderWarnings", () => {
  it("lists every placeholder field with its path", () => {
    const config = { name: "Studio", owner: { name: "«Vorname Nachname»", city: "«Ort»", email: "a@b.de" }, list: ["ok", "«X»"] };
    expect(placeholderWarnings(config)).toEqual(["owner.name: «Vorname Nachname»", "owner.city: «Ort»", "list.1: «X»"]);
  });

  it("finds several placeholders in one value", () => {
    expect(placeholderWarnings({ line: "«Straße» in «Ort»" })).toEqual(["line: «Straße» «Ort»"]);
  });

  it("is empty when everything is filled in, and ignores non-strings", () => {
    expect(placeholderWarnings({ a: "Musterstraße 1", b: 2025, c: false, d: null })).toEqual([]);
    expect(placeholderReport({ a: "fertig" })).toBeNull();
  });

  it("reports the placeholders the shipped configuration still has", () => {
    const lines = placeholderWarnings(site);
    expect(lines).toContain("owner.postalCode: «PLZ»");
    expect(lines).toContain("owner.vatId: «USt-IdNr. DE000000000»");
    expect(lines.some((line) => line.startsWith("owner.email"))).toBe(false);
    expect(placeholderReport(site)).toMatch(/^Warnung: \d+ Platzhalter in src\/content\/site\.ts/);
  });
});
