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
  return Object.hasOwn(REASON_LABELS, grund) ? REASON_LABELS[grund] : grund;
}
