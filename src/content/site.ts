/**
 * The site's settings. What only the owner can give (identity, WhatsApp number, videos, tag manager, hosting) comes
 * from the owner configuration; `npm run check:launch` lists what is still a placeholder there.
 */
import { LEGAL_TEXTS_DATE } from "./legal/version";
import { owner } from "./owner-site";
import { businessOnlyNotice } from "./pricing/terms";

export const site = {
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: owner.website,
  name: owner.identity.businessName,
  /** Appended to every page title. */
  titleSuffix: ` | ${owner.identity.businessName}`,
  tagline: "Social Media Creator mit KI",
  /** The offer is for businesses only; said wherever prices are shown and where a request is sent. */
  b2bNotice: businessOnlyNotice,
  foundingYear: owner.identity.foundingYear,
  locale: "de_DE",
  defaultImage: "/og/default.png",
  owner: owner.identity,
  whatsapp: {
    number: owner.whatsapp.number,
    greeting: "Hallo! Ich interessiere mich für Ihre Leistungen im KI-Marketing und hätte gern mehr Informationen.",
  },
  /** Social profiles; an empty URL renders no link. */
  social: owner.social,
  tagManager: owner.tagManager,
} as const;

export function whatsappHref(greeting: string = site.whatsapp.greeting): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(greeting)}`;
}

/**
 * The years of the copyright line: from the founding year to the year of the latest content, which is the date of the
 * legal texts ("2025–2026"), or one year when both are the same. The footer and the legal texts so never disagree.
 */
export function copyrightYears(
  foundingYear: number = site.foundingYear,
  latestDate: string = LEGAL_TEXTS_DATE,
): string {
  const latestYear = Number(latestDate.slice(0, 4));
  return latestYear > foundingYear ? `${foundingYear}–${latestYear}` : String(foundingYear);
}

export function postalLine(): string {
  const o = site.owner;
  return `${o.street}, ${o.postalCode} ${o.city}`;
}
