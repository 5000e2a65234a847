/**
 * The cost comparison of the Über-KI page: four roles against four AI tools, monthly, in euros.
 * The headline figures ("über 10.000 €", "unter 150 €") and the difference in percent are computed from these lists,
 * never typed twice.
 *
 * What the comparison covers: gross monthly salaries (without the employer's social security contributions, desk or
 * software) against the tools' monthly subscription prices. It does not cover the provider's fee, so its result is a
 * statement about tools against salaries, never a promise of what a customer saves in total.
 */
import { percent } from "#shared/facts.ts";

export type CostItem = { label: string; monthly: number };

export const roles: readonly CostItem[] = [
  { label: "Social-Media-Managerin oder -Manager", monthly: 2800 },
  { label: "Texterin oder Texter", monthly: 2400 },
  { label: "Performance-Marketing-Fachkraft", monthly: 3200 },
  { label: "Grafik- und Videodesign", monthly: 2500 },
];

export const aiTools: readonly CostItem[] = [
  { label: "KI für Texte und Ideen", monthly: 35 },
  { label: "KI für Bilder und Grafiken", monthly: 31 },
  { label: "KI für Videoschnitt und Avatare", monthly: 35 },
  { label: "KI für Automatisierung und Planung", monthly: 26 },
];

/** Rounding steps of the headline figures. */
const ROUNDING = { salaries: 1000, tools: 50 } as const;

/** @internal (tested directly) */
export function monthlyTotal(items: readonly CostItem[]): number {
  return items.reduce((sum, item) => sum + item.monthly, 0);
}

/**
 * The largest multiple of `step` strictly below `amount`: the "über …" figure.
 * @internal (tested directly)
 */
export function roundedBelow(amount: number, step: number): number {
  return Math.ceil(amount / step) * step - step;
}

/**
 * The smallest multiple of `step` strictly above `amount`: the "unter …" figure.
 * @internal (tested directly)
 */
export function roundedAbove(amount: number, step: number): number {
  return Math.floor(amount / step) * step + step;
}

export type CostComparison = {
  salariesTotal: number;
  toolsTotal: number;
  /** Salaries exceed this figure. */
  salariesOver: number;
  /** Tools stay under this figure. */
  toolsUnder: number;
  /** How much less the tools cost than the salaries, in whole percent, rounded down so it never overstates. */
  toolsCheaperPercent: number;
  /** Whether the true difference lies above `toolsCheaperPercent` (it was rounded down), so "über" is true. */
  toolsCheaperIsRoundedDown: boolean;
};

export function compareCosts(
  salaries: readonly CostItem[] = roles,
  tools: readonly CostItem[] = aiTools,
): CostComparison {
  const salariesTotal = monthlyTotal(salaries);
  const toolsTotal = monthlyTotal(tools);
  const difference = salariesTotal - toolsTotal;
  const toolsCheaperPercent = Math.floor((difference * 100) / salariesTotal);
  return {
    salariesTotal,
    toolsTotal,
    salariesOver: roundedBelow(salariesTotal, ROUNDING.salaries),
    toolsUnder: roundedAbove(toolsTotal, ROUNDING.tools),
    toolsCheaperPercent,
    toolsCheaperIsRoundedDown: difference * 100 > toolsCheaperPercent * salariesTotal,
  };
}

/** The difference as the page prints it: "über 98 %" (or "98 %" when the sums give exactly that). */
export function toolsCheaperText(comparison: CostComparison = compareCosts()): string {
  return `${comparison.toolsCheaperIsRoundedDown ? "über " : ""}${percent(comparison.toolsCheaperPercent)}`;
}
