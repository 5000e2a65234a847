import { describe, expect, it } from "vitest";
import { formatEuro } from "#shared/german-format.ts";
import { comparisonCopy } from "./content";
import { aiTools, compareCosts, monthlyTotal, roles, roundedAbove, roundedBelow, toolsCheaperText } from "./cost";

describe("cost comparison", () => {
  it("compares four roles with four tools", () => {
    expect(roles.map((r) => r.monthly)).toEqual([2800, 2400, 3200, 2500]);
    expect(aiTools.map((t) => t.monthly)).toEqual([35, 31, 35, 26]);
  });

  it("sums the monthly costs", () => {
    expect(monthlyTotal(roles)).toBe(10900);
    expect(monthlyTotal(aiTools)).toBe(127);
  });

  it("derives 'über 10.000 €' and 'unter 150 €' from the data", () => {
    const c = compareCosts();
    expect(c.salariesOver).toBe(10000);
    expect(c.toolsUnder).toBe(150);
    expect(`über ${formatEuro(c.salariesOver)}`).toBe("über 10.000\u00a0€");
    expect(`unter ${formatEuro(c.toolsUnder)}`).toBe("unter 150\u00a0€");
  });

  it("states the difference its own table shows, rounded down, and says the provider's fee is not in it", () => {
    const c = compareCosts();
    // 127 € against 10.900 €: 98,83 % less.
    expect(c.toolsCheaperPercent).toBe(98);
    expect(c.toolsCheaperIsRoundedDown).toBe(true);
    expect(toolsCheaperText(c)).toBe("über 98\u00a0%");
    expect(comparisonCopy.result).toContain(toolsCheaperText(c));
    expect(comparisonCopy.result).not.toMatch(/Personalkosten|sparen/);
    expect(comparisonCopy.footnote).toMatch(/Betreuung ist im Vergleich nicht enthalten/);
  });

  it("presents its figures as an example with assumed values, above and below the table and beside the result", () => {
    expect(comparisonCopy.intro).toMatch(/^Ein Rechenbeispiel/);
    expect(comparisonCopy.footnote).toMatch(/^Rechenbeispiel mit angenommenen Werten, keine Erhebung/);
    expect(comparisonCopy.resultLead).toMatch(/Beispiel/);
  });

  it("says 'über' only when the difference was rounded down", () => {
    const exact = compareCosts([{ label: "a", monthly: 1000 }], [{ label: "b", monthly: 20 }]);
    expect(exact).toMatchObject({ toolsCheaperPercent: 98, toolsCheaperIsRoundedDown: false });
    expect(toolsCheaperText(exact)).toBe("98\u00a0%");
  });

  it("rounds strictly below and above, also on exact multiples", () => {
    expect(roundedBelow(10000, 1000)).toBe(9000);
    expect(roundedBelow(10001, 1000)).toBe(10000);
    expect(roundedAbove(150, 50)).toBe(200);
    expect(roundedAbove(149, 50)).toBe(150);
  });

  it("follows the data when it changes", () => {
    const c = compareCosts([{ label: "a", monthly: 3000 }], [{ label: "b", monthly: 60 }]);
    expect(c).toEqual({
      salariesTotal: 3000,
      toolsTotal: 60,
      salariesOver: 2000,
      toolsUnder: 100,
      toolsCheaperPercent: 98,
      toolsCheaperIsRoundedDown: false,
    });
  });
});
