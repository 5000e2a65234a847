/**
 * Where a lead came from: every call to action of the site that links to the contact page has a slot with a stable id
 * (stored in contact_submissions.quelle_cta) and the words the owner reads. The site's links (src/lib/lead-source.ts),
 * the owner's notice mail and the table private.contact_cta_labels of the leads view all use these words; a contract
 * test holds the table to this list.
 */
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
