/**
 * No promise of a legal or tax result. Legal advice is not part of the service (AGB § 9 (3), Rechtsdienstleistungsgesetz),
 * so a text may say what is set up or checked for presence ("Ich binde Ihre Rechtstexte ein", "ob ein Impressum
 * vorhanden ist"), never that something is legally or fiscally right. Each rejected wording is a class of such
 * promises; the texts a visitor or a prospect reads must contain none of them.
 */
const rejectedLegalPromises: readonly { promise: string; pattern: RegExp }[] = [
  { promise: "legally safe", pattern: /rechts(?:sicher|konform)|abmahn(?:sicher|frei)|gesetzes(?:konform|sicher)/i },
  {
    promise: "compliant with data protection law",
    pattern:
      /datenschutz(?:konform|sicher|gerecht)|DSGVO-(?:konform|sicher|gerecht)|im Einklang mit (?:der )?DSGVO|DSGVO-compliant/i,
  },
  {
    promise: "legally checked or correct",
    pattern:
      /rechtlich (?:geprüft|einwandfrei|unbedenklich|abgesichert|sauber|korrekt|wasserdicht|auf der sicheren Seite)/i,
  },
  { promise: "the legal side is right", pattern: /Rechtliche[sn]? (?:stimm|ist geklärt|sitzt)|rechtlich stimm/i },
  {
    promise: "correct tax settings",
    pattern:
      /(?:korrekte?[nrs]?|richtige?[nrs]?|steuerlich)\s+(?:[\p{L}-]+\s+){0,3}(?:Mehrwertsteuer|Umsatzsteuer|Steuer)|steuerlich (?:korrekt|richtig|sicher|einwandfrei)/iu,
  },
  {
    promise: "a check of legal texts by the provider",
    pattern:
      /(?:Impressum|Datenschutzerklärung|AGB|Widerruf\p{L}*|Rechtstext\p{L}*|Rückgabebedingungen)[^]{0,100}?\bprüfe ich\b|\bprüfe ich\b[^.!?]{0,80}(?:Impressum|Datenschutzerklärung|AGB|Widerruf|Rechtstext)/iu,
  },
  {
    promise: "a guarantee of lawful advertising",
    pattern: /(?:wettbewerbs|werbe)rechtlich (?:sicher|geprüft|unbedenklich)/i,
  },
];

/** Each rejected promise the text makes, with its words. */
export function legalPromiseProblems(text: string): string[] {
  return rejectedLegalPromises.flatMap(({ promise, pattern }) => {
    const match = text.match(pattern);
    return match ? [`«${match[0]}» (${promise})`] : [];
  });
}
