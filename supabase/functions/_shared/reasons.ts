/**
 * The contact reasons (column grund) in words. The five known values come from the product spec; the contact page may
 * send any other value, which the mails then show as given.
 */
export const REASON_LABELS: Readonly<Record<string, string>> = {
  "gratis-video": "Kostenloses Werbevideo",
  "fragen": "Ich habe Fragen",
  "preise": "Preise aller Pakete erfahren",
  "plan-personalisiert": "Personalisierten Plan erstellen",
  "service-spezifisch": "Ein bestimmter Service",
};

export function reasonLabel(grund: string): string {
  return knownReasonLabel(grund) ?? grund;
}

/** The words for one of the known reasons, or null for any other value (which is visitor text). */
export function knownReasonLabel(grund: string): string | null {
  return Object.hasOwn(REASON_LABELS, grund) ? REASON_LABELS[grund] : null;
}
