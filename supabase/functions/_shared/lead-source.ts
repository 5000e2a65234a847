/**
 * Where a lead came from: every call to action of the site that links to the contact page has a slot with a stable id
 * (stored in contact_submissions.source_cta) and the words the owner reads. The site's links (src/lib/lead-source.ts),
 * the owner's notice mail and the table private.contact_cta_labels of the leads view all use these words: the table's
 * rows are generated from this list (supabase/functions/sql-rules.ts).
 */

/**
 * The page paths stored as a lead's source (contact_submissions.source_page): "/", or lower-case words of letters
 * (äöüß included), digits and hyphens joined by single slashes, at most 100 characters; the spelling of the site's
 * paths, so no query, anchor, host, space, markup or encoded character gets in. Source text JavaScript and Postgres
 * read alike; the database's constraint is generated from it.
 * @internal (read by the tests and by supabase/functions/sql-rules.ts, which writes the database's rules)
 */
export const LEAD_SOURCE_PAGE_PATTERN_SOURCE = "^/([a-z0-9äöüß-]+(/[a-z0-9äöüß-]+)*)?$";
/** @internal (read by the tests and by supabase/functions/sql-rules.ts, which writes the database's rules) */
export const LEAD_SOURCE_PAGE_MAX_LENGTH = 100;

/** @internal (read by the tests and by supabase/functions/sql-rules.ts, which writes the database's rules) */
export const ctaSlots = {
  seitenkopf: "Schaltfläche im Seitenkopf",
  navigationsleiste: "Schaltfläche in der Navigationsleiste",
  menue: "Menüpunkt „Kontakt“",
  fusszeile: "Link „Kontakt“ in der Fußzeile",
  "haeufige-fragen": "Schaltfläche in den häufigen Fragen",
  seitenende: "Schaltfläche im Seitenende",
  paket: "Schaltfläche „Trotzdem Preis anfragen“ bei einem Paket",
  einzelleistung: "Schaltfläche „Trotzdem anfragen“ bei einer Einzelleistung",
  "persoenlicher-plan": "Link „Persönlichen Plan erstellen lassen“",
  "blog-beitrag": "Link im Text eines Blogbeitrags",
  "blog-leer": "Schaltfläche „Frage stellen“ im Blog ohne Beiträge",
} as const;

export type CtaSlot = keyof typeof ctaSlots;

export function isCtaSlot(value: string): value is CtaSlot {
  return Object.hasOwn(ctaSlots, value);
}

/**
 * The source in words, as the notice mail and the leads view (column quelle) show it:
 * "über /services/seo-experte, Schaltfläche im Seitenende"; only the part that is known; null when neither is.
 * A slot id without words (the list and the database out of step) is shown as stored.
 * @edgeFunction (the owner's notice mail; the leads view has the same words in SQL)
 */
export function leadSourceText(page: string | null | undefined, slot: string | null | undefined): string | null {
  const parts = [page ? `über ${page}` : null, slot ? (isCtaSlot(slot) ? ctaSlots[slot] : slot) : null];
  const known = parts.filter((part): part is string => part !== null);
  return known.length > 0 ? known.join(", ") : null;
}
