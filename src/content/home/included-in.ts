/**
 * Which package includes a monthly figure, read from the packages' lists on /preise. A figure such as "32 Beiträge
 * pro Monat" is true only for the packages that list it, so every eye-catcher that prints one names them from here.
 */
import { plans } from "../pricing/plans";

/** The names of the packages whose list of services includes `item` (an entry that begins with it), as /preise orders them. */
export function packagesIncluding(item: string): string[] {
  return plans.filter((plan) => plan.services.some((service) => service.startsWith(item))).map((plan) => plan.name);
}

/**
 * "im Paket Start" or "in den Paketen Start und Viral": the packages that include `item`, or only `only` of them.
 * Throws when no package (or not the one named) includes it, so a page cannot promise a figure no package delivers.
 */
export function inPackages(item: string, only?: string): string {
  const names = packagesIncluding(item).filter((name) => only === undefined || name === only);
  if (names.length === 0) throw new Error(`No package${only ? ` named ${only}` : ""} includes «${item}»`);
  if (names.length === 1) return `im Paket ${names[0]}`;
  return `in den Paketen ${names.slice(0, -1).join(", ")} und ${names.at(-1)}`;
}
