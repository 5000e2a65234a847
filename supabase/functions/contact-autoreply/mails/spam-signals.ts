import { formatNumber } from "../../_shared/german-format.ts";
import { percent } from "../../_shared/facts.ts";

/**
 * The spam signals the database stores with a lead (contact_submissions.spam_signals, set by
 * private.contact_spam_assessment) in words for the owner. A signal is a code, optionally followed by a colon and a
 * detail: "honeypot", "fast_fill:900ms", "links:3", "non_latin:0.12", "phrases:first page of google|backlink",
 * "same_text:2", "text_model:0.97", "shapes:placeholder|lorem". spam-signals_test.ts reads every code the
 * migrations can produce and fails on one without words here.
 */
const SIGNAL_WORDS: Record<string, (detail: string) => string> = {
  honeypot: () => "unsichtbares Feld ausgefüllt (das tun nur Programme)",
  fast_fill: (detail) => `Formular in ${seconds(detail)} ausgefüllt`,
  no_browser_timing: () => "ohne die Zeitmessung des Formulars gesendet (von einem Programm, nicht über die Website)",
  links: (detail) => (detail === "1" ? "1 Link" : `${detail} Links`),
  non_latin: (
    detail,
  ) => (Number.parseFloat(detail) === 0
    ? "keine lateinischen Buchstaben"
    : `nur ${share(detail)} lateinische Buchstaben`),
  english: () => "Nachricht auf Englisch",
  repeated: () => "auffällig wiederholte Zeichen oder Wörter",
  phrases: (detail) => `Werbefloskeln: ${detail.split("|").map((phrase) => `„${phrase}“`).join(", ")}`,
  text_model: (detail) => `Text wirkt wie Spam (Textmodell: ${share(detail)})`,
  shapes: (detail) =>
    `kein Mensch schreibt so: ${detail.split("|").map((shape) => SHAPE_WORDS[shape] ?? shape).join(", ")}`,
  same_text: (detail) =>
    detail === "1"
      ? "derselbe Text kam kurz zuvor aus einem anderen Netz"
      : `derselbe Text kam kurz zuvor aus ${detail} anderen Netzen`,
};

/** The shapes of the signal "shapes:…" (private.spam_tokens' markers without their "~"), as the leads view words them. */
const SHAPE_WORDS: Record<string, string> = {
  placeholder: "Platzhalter",
  lorem: "Blindtext",
  blob: "kodierter Block",
  garbled: "falsch kodierter Text",
  symbols: "Symbolbuchstaben",
  keyboard: "Tastaturreihe",
  repetitive: "immer dieselben Wörter",
  no_letters: "kein Buchstabe",
};

/** "900ms" → "0,9 Sekunden", "1000ms" → "1 Sekunde". */
function seconds(detail: string): string {
  const value = Number.parseFloat(detail) / 1000;
  if (!Number.isFinite(value)) return detail;
  const shown = formatNumber(value, { fractionDigits: 1 });
  return shown === "1" ? "1 Sekunde" : `${shown} Sekunden`;
}

/** "0.12" → "12 %". */
function share(detail: string): string {
  const value = Number.parseFloat(detail);
  return Number.isFinite(value) ? percent(Math.round(value * 100)) : detail;
}

/** The codes that have words, for the test that holds them to the migrations. */
export const SIGNAL_CODES: readonly string[] = Object.keys(SIGNAL_WORDS);

/** One signal in words; a code without words (a rule added to the database later) is shown as given. */
export function spamSignalText(signal: string): string {
  const colon = signal.indexOf(":");
  const code = colon < 0 ? signal : signal.slice(0, colon);
  const detail = colon < 0 ? "" : signal.slice(colon + 1);
  const words = Object.hasOwn(SIGNAL_WORDS, code) ? SIGNAL_WORDS[code] : undefined;
  return words ? words(detail) : `Merkmal „${signal}“`;
}

/** A lead's signals in words, joined for one line. */
export function spamSignalsText(signals: readonly string[]): string {
  return signals.length ? signals.map(spamSignalText).join("; ") : "keine Merkmale vermerkt";
}
