import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS_DATE } from "./legal/version";
import { copyrightYears, site } from "./site";

describe("the copyright line's years", () => {
  it("run from the founding year to the year of the legal texts, so the footer never names an older year than they do", () => {
    const legalYear = Number(LEGAL_TEXTS_DATE.slice(0, 4));
    expect(copyrightYears()).toMatch(new RegExp(`^${site.foundingYear}(?:–\\d{4})?$`));
    expect(copyrightYears().endsWith(String(Math.max(legalYear, site.foundingYear)))).toBe(true);
  });

  it("name one year when founding and legal texts fall in the same year, a range otherwise", () => {
    expect(copyrightYears(2025, "2026-11-28")).toBe("2025–2026");
    expect(copyrightYears(2026, "2026-11-28")).toBe("2026");
    expect(copyrightYears(2025, "2025-06-02")).toBe("2025");
  });
});
