/**
 * The cost comparison of the Über-KI page: four roles against four AI tools, monthly, in euros.
 * The headline figures ("über 10.000 €", "unter 150 €") are computed from these lists, never typed twice.
 */
import { facts } from "../../../supabase/functions/_shared/facts";

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

/**
 * The promised saving, always printed as "bis zu": the provider's fee is not in the tools' price, so the promise stays
 * below what the two sums alone would show.
 */
export const personnelSavingPercent = facts.personnelCostSavingPercent;

/** Rounding steps of the headline figures. */
export const ROUNDING = { salaries: 1000, tools: 50 } as const;

export function monthlyTotal(items: readonly CostItem[]): number {
  return items.reduce((sum, item) => sum + item.monthly, 0);
}

/** The largest multiple of `step` strictly below `amount`: the "über …" figure. */
export function roundedBelow(amount: number, step: number): number {
  return Math.ceil(amount / step) * step - step;
}

/** The smallest multiple of `step` strictly above `amount`: the "unter …" figure. */
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
};

export function compareCosts(salaries: readonly CostItem[] = roles, tools: readonly CostItem[] = aiTools): CostComparison {
  const salariesTotal = monthlyTotal(salaries);
  const toolsTotal = monthlyTotal(tools);
  return {
    salariesTotal,
    toolsTotal,
    salariesOver: roundedBelow(salariesTotal, ROUNDING.salaries),
    toolsUnder: roundedAbove(toolsTotal, ROUNDING.tools),
  };
}
