/**
 * One name per offer. The offers are the packages and the single services on /preise; wherever a text names one of
 * them, it uses the name /preise prints. Three kinds of slip are caught: another spelling of a single service's name
 * ("Brand-Designer", "Chat-Bot"), a name in quotes after "Einzelleistung" that is not a single service, and a package
 * named another way ("Viral-Paket", "Paket Starter"). The catalogue's page names (Branding-Designer, Video-Editor)
 * are names of services, not of offers, and stay as they are.
 */
import { plans } from "../../src/content/pricing/plans";
import { singleServices } from "../../src/content/pricing/single-services";

const singleServiceNames = singleServices.map((service) => service.name);
const planNames = plans.map((plan) => plan.name);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A name with or without spaces, hyphens or slashes between any of its letters, in any letter case after the first
 * ("Brand-designer", "Chat-Bot", "SEO Experte"). The first letter keeps its case, so a lowercase slug or address
 * ("chatbot", "/services/seo-experte") is not read as a name.
 */
function looseSpelling(name: string): RegExp {
  const [first = "", ...rest] = [...name.replace(/[\s/-]+/g, "")];
  const letters = rest.map((letter) => `[${escape(letter.toLowerCase())}${escape(letter.toUpperCase())}]`);
  return new RegExp(`(?<![\\p{L}/-])${escape(first)}${letters.map((letter) => `[\\s/-]?${letter}`).join("")}`, "gu");
}

const compact = (text: string) => text.toLowerCase().replace(/[\s/-]+/g, "");

/** Each place in the text where an offer is named otherwise than /preise names it. */
export function offerNameProblems(text: string): string[] {
  const problems: string[] = [];
  for (const name of singleServiceNames) {
    for (const match of text.matchAll(looseSpelling(name))) {
      if (match[0] !== name) problems.push(`«${match[0]}» for the single service «${name}»`);
    }
  }
  for (const match of text.matchAll(/Einzelleistung(?:en)?\s+(?:[\p{Ll}]+\s+)?„([^“]+)“/gu)) {
    if (!singleServiceNames.includes(match[1]!))
      problems.push(`«${match[0]}» names no single service (${singleServiceNames.join(", ")})`);
  }
  const plansByCompactName = new Map(planNames.map((name) => [compact(name), name]));
  for (const match of text.matchAll(/\bPaket(?:e|en|s)?\s+„?([\p{L}][\p{L}-]*)/gu)) {
    const word = match[1]!;
    const plan = [...plansByCompactName].find(
      ([key]) => compact(word).startsWith(key) || key.startsWith(compact(word)),
    );
    if (plan && word !== plan[1]) problems.push(`«${match[0]}» for the package «${plan[1]}»`);
  }
  for (const match of text.matchAll(/(?<![\p{L}-])([\p{L}][\p{L}-]*?)[\s-]?[Pp]aket(?:e|en|s)?\b/gu)) {
    const plan = plansByCompactName.get(compact(match[1]!).replace(/er$/, ""));
    if (plan) problems.push(`«${match[0]}» for the package «${plan}» (write „Paket ${plan}“)`);
  }
  return problems;
}

/** The offer or service a contact link's prefilled message names, read from „…“ in the message. */
export function namedInMessage(message: string): string | undefined {
  return message.match(/„([^“]+)“/)?.[1];
}
