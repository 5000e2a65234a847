/**
 * The contact reasons (column grund) and their words, once: `label` is the form's choice in the visitor's voice („Ich
 * habe Fragen“), which the owner's mails and the leads view repeat; `topic` names the matter for the automatic reply
 * („Ihr Anliegen: Fragen“, a name rather than a sentence in the visitor's voice). The contact page may send any other
 * value (a link's ?grund=…), which the form and the owner's mails show as given.
 */
export const contactReasons = [
  { value: "gratis-video", label: "Kostenloses Testvideo anfordern", topic: "Kostenloses Testvideo" },
  { value: "fragen", label: "Ich habe Fragen", topic: "Fragen" },
  { value: "preise", label: "Preise aller Pakete erfahren", topic: "Preise aller Pakete" },
  { value: "plan-personalisiert", label: "Personalisierten Plan erstellen", topic: "Persönlicher Plan" },
  { value: "service-spezifisch", label: "Eine bestimmte Leistung", topic: "Eine bestimmte Leistung" },
] as const;

export type ContactReason = (typeof contactReasons)[number]["value"];

/** The reason whose links may name a service (?grund=service-spezifisch&service=…). */
export const serviceReason: ContactReason = "service-spezifisch";

/** @edgeFunction (the owner's notice mail tells a known reason from visitor text) */
export const REASON_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  contactReasons.map((reason) => [reason.value, reason.label]),
);

/**
 * The words for a reason, or the value as given when it is not a known one.
 * @edgeFunction (the mails name the reason; the site offers only known ones)
 */
export function reasonLabel(grund: string): string {
  return knownReasonLabel(grund) ?? grund;
}

/**
 * The matter of one of the known reasons for the automatic reply („Preise aller Pakete“), or null for any other
 * value (which is visitor text, and the reply carries none).
 * @edgeFunction (the automatic reply names the matter)
 */
export function reasonTopic(grund: string): string | null {
  return contactReasons.find((reason) => reason.value === grund)?.topic ?? null;
}

/**
 * The words for one of the known reasons, or null for any other value (which is visitor text).
 * @edgeFunction (the mails name the reason; the site offers only known ones)
 */
export function knownReasonLabel(grund: string): string | null {
  return Object.hasOwn(REASON_LABELS, grund) ? (REASON_LABELS[grund] ?? null) : null;
}
