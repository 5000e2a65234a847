/**
 * Every word the contact page shows: field labels, options, the six validation messages, toasts and the texts that
 * links with ?grund=…&service=… put into the form. Behaviour lives in ~/lib/contact.ts; constants in behaviour.ts.
 */

import { facts } from "#shared/facts.ts";
import { singleServices } from "./pricing/single-services";

/** The form's six fields, in the order of the form (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["anrede", "name", "email", "grund", "nachricht", "datenschutz"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The message shown at each field when its rule fails; these exact words are fixed product copy. */
export const validationMessages: Record<ContactField, string> = {
  anrede: "Bitte wählen Sie eine Anrede aus",
  name: "Name ist erforderlich",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  grund: "Bitte wählen Sie einen Grund aus",
  nachricht: "Nachricht muss mindestens 10 Zeichen lang sein",
  datenschutz: "Sie müssen der Datenschutzerklärung zustimmen",
};

/**
 * For a name or message within the character limit but over the byte limit (emoji and other characters take up to
 * four bytes each): the database stores at most 600 bytes of name and 12 KB of message.
 */
export const tooLongMessages = {
  name: "Der Name ist zu lang. Bitte kürzen Sie ihn.",
  nachricht: "Die Nachricht ist zu lang. Bitte kürzen Sie sie.",
} as const;

export type Option<Value extends string = string> = { value: Value; label: string };

export const salutations = [
  { value: "herr", label: "Herr" },
  { value: "frau", label: "Frau" },
  { value: "divers", label: "Divers" },
] as const satisfies readonly Option[];

/** Values of the `service` query parameter and the service's name as the pricing page shows it. */
export const requestableServices: Readonly<Record<string, string>> = Object.fromEntries(
  singleServices.map((offer) => [offer.slug, offer.name]),
);

/** The message a service link puts into the form: a request for information and an individual offer. */
export function serviceRequestMessage(serviceName: string): string {
  return (
    `Hallo, ich interessiere mich für Ihre Leistung „${serviceName}“. ` +
    "Bitte senden Sie mir weitere Informationen und ein individuelles Angebot."
  );
}

export const formText = {
  formLabel: "Kontaktformular",
  labels: {
    anrede: "Anrede",
    name: "Name",
    email: "E-Mail",
    grund: "Grund",
    nachricht: "Nachricht",
  },
  placeholders: {
    anrede: "Bitte wählen",
    grund: "Bitte wählen",
    name: "Vor- und Nachname",
    email: "name@firma.de",
    nachricht: "Wie kann ich Ihnen helfen?",
  },
  /**
   * The checkbox label: text before the link, the link text, text after it. An acknowledgement, not a consent: the
   * request is processed to answer it (Art. 6(1)(b) and (f) GDPR), which needs no consent.
   */
  consent: {
    before: "Ich habe die ",
    link: "Datenschutzerklärung",
    after: " zur Kenntnis genommen.",
  },
  submit: "Nachricht senden",
  sending: "Sende...",
  thanks: {
    title: "Vielen Dank! ⭐",
    text: "Ihre Nachricht ist angekommen. Sie erhalten in Kürze eine automatische Antwort per E-Mail; bitte sehen Sie auch im Spam-Ordner nach.",
  },
} as const;

/** The toasts after a send: success, incomplete form, failed request. */
export const toastText = {
  success: {
    title: "✅ Nachricht erfolgreich gesendet!",
    description: `Bitte prüfen Sie Ihr Postfach: Sie erhalten in Kürze eine automatische Antwort per E-Mail. Sehen Sie auch in Ihrem Spam-Ordner nach und verschieben Sie die E-Mail gegebenenfalls in Ihren Posteingang. Ich antworte Ihnen ${facts.responseTime}.`,
  },
  incomplete: { title: "Fehler", description: "Bitte füllen Sie alle erforderlichen Felder aus." },
  failed: {
    title: "Fehler",
    description: "Es gab ein Problem beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.",
  },
  regionLabel: "Benachrichtigungen",
  close: "Benachrichtigung schließen",
} as const;
