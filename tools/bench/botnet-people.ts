// The people a benchmark invents: real visitors with names, addresses and messages of their own, the five victims of a
// subscription bombing and the spellings that reach their mailboxes, what scripts write. Read by botnet.ts.
import { contactReasons } from "#shared/reasons.ts";

export const SALUTATIONS = ["herr", "frau", "divers"];
/** The form's reasons, as the site offers them. */
export const REASONS = contactReasons.map((reason) => reason.value);

/** The five mailboxes the subscription bombing aims at. */
export const VICTIMS = [
  "victim1@gmail.com",
  "opfer2@firma.example",
  "victim3@gmail.com",
  "opfer4@kanzlei-muster.example",
  "victim5@gmail.com",
];

const FIRST_NAMES = [
  "Anna",
  "Jürgen",
  "Sabine",
  "Thomas",
  "Claudia",
  "Stefan",
  "Petra",
  "Michael",
  "Birgit",
  "Andreas",
  "Katrin",
  "Markus",
  "Julia",
  "Frank",
  "Sandra",
  "Uwe",
  "Nicole",
  "Ralf",
  "Heike",
  "Tobias",
  "Özlem",
  "Dirk",
];
const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Groß-Braun",
  "Yılmaz",
];
const TRADES = [
  "baeckerei",
  "friseur",
  "elektro",
  "dachdecker",
  "physio",
  "kanzlei",
  "zahnarzt",
  "autohaus",
  "cafe",
  "blumen",
  "optik",
  "malerbetrieb",
  "hofladen",
  "yoga",
  "fahrschule",
  "tischlerei",
];
const FREEMAIL = ["gmail.com", "gmx.de", "web.de", "t-online.de", "outlook.de", "posteo.de"];

/** What real visitors write about (each message is one of these plus details of its own, 60 to 300 characters). */
const REAL_MESSAGES = [
  "Guten Tag, ich führe eine kleine Bäckerei in Freiburg und hätte gern ein kurzes Werbevideo für Instagram. Was würde das ungefähr kosten?",
  "Hallo, wir sind ein Handwerksbetrieb mit acht Mitarbeitern und suchen Unterstützung bei Social Media. Können wir nächste Woche telefonieren?",
  "Moin! Ich interessiere mich für das kostenlose Werbevideo. Mein Friseursalon liegt in Kiel, wir haben seit März neue Räume.",
  "Sehr geehrte Damen und Herren, für unsere Zahnarztpraxis suchen wir einen Chatbot, der Terminanfragen beantwortet. Ist das mit Ihrem Angebot möglich und wie lange dauert die Einrichtung?",
  "Hallo, ich habe Ihre Preisseite gesehen und frage mich, ob das Paket auch Texte für unsere Website enthält. Viele Grüße aus Leipzig",
  "Guten Morgen, unser Café eröffnet im Herbst eine zweite Filiale. Wir bräuchten Flyer, ein paar Reels und eine Idee für die Eröffnungswoche. Haben Sie im September Kapazitäten frei?",
  "Hallo! Ich bin selbstständige Physiotherapeutin und möchte mehr Patienten über Google finden. Was empfehlen Sie für den Anfang?",
  "Grüß Gott, wir sind ein Familienweingut in der Pfalz und wünschen uns einen persönlichen Marketingplan für 2026. Bitte melden Sie sich, gern auch telefonisch am Nachmittag.",
  "Hallo, wie schnell könnten Sie ein Logo und passende Visitenkarten für meine neue Fahrschule entwerfen? Eröffnung ist am 1. Oktober.",
  "Guten Tag, ich habe eine Frage zur Zusammenarbeit: Übernehmen Sie auch die laufende Betreuung unseres Instagram-Kontos oder nur die Einrichtung? Wir sind ein kleiner Hofladen mit Onlineshop.",
];

const REAL_DETAILS = [
  () =>
    `Wir sitzen in ${pick(["Freiburg", "Kassel", "Rostock", "Augsburg", "Bielefeld", "Erfurt", "Trier", "Passau", "Lüneburg", "Görlitz"])}.`,
  () =>
    `Am besten erreichen Sie mich ${pick(["vormittags", "nach 17 Uhr", "am Mittwoch", "per E-Mail", "ab nächster Woche"])}.`,
  () => `Unser Budget liegt bei etwa ${randomInt(3, 30) * 50} Euro im Monat.`,
  () => `Den Betrieb gibt es seit ${randomInt(1978, 2024)}.`,
  () => `Wir sind ${randomInt(2, 40)} Leute im Team.`,
  () => "",
];
const REAL_CLOSINGS = ["Viele Grüße", "Beste Grüße", "Danke und schöne Grüße", "Mit freundlichen Grüßen", "LG"];
const realTextsUsed = new Set<string>();
/**
 * A real visitor's message, never the same text twice in a run (real visitors do not copy each other; identical
 * texts from several clients are what a spam rule looks for).
 */
export function realMessage(firstName: string) {
  for (let attempt = 0; ; attempt++) {
    const core = pick(REAL_MESSAGES);
    let text =
      `${core} ${REAL_DETAILS[randomInt(0, REAL_DETAILS.length - 1)]?.() ?? ""} ${pick(REAL_CLOSINGS)}, ${firstName}`
        .replace(/\s+/g, " ")
        .trim();
    if (text.length > 300) text = `${core} ${pick(REAL_CLOSINGS)}, ${firstName}`;
    if (!realTextsUsed.has(text) || attempt > 50) {
      realTextsUsed.add(text);
      return text.slice(0, 300);
    }
  }
}

/**
 * What a script writes to use up the replies without looking like an advert, varied a little per lead (a name, a
 * sign) as scripts do to pass duplicate checks. Shorter than the form's 10 characters, it is padded with spaces, as a
 * script that knows the rule does (the owner still reads "hi").
 */
const FILLER_TEXTS = [
  "Bitte um Rückruf",
  "hi",
  "Rückruf bitte",
  "Infos?",
  "Hallo",
  "Bitte melden",
  "Interesse",
  "Preise?",
  "Angebot bitte",
  "Hallo, Infos bitte",
];
/** One filler: a phrase, sometimes with a sign or a first name after it, at least 10 characters. */
export function fillerText() {
  const name = pick(FIRST_NAMES);
  const tail = pick(["", "!", "?", " :)", ` ${name}`, `, ${name}`, ` – ${name}`]);
  return `${pick(FILLER_TEXTS)}${tail}`.padEnd(10, " ");
}
/** What a subscription bomb writes: something polite and plain. */
export const POLITE_TEXTS = [
  "Hallo, bitte senden Sie mir Informationen zu Ihren Angeboten. Vielen Dank!",
  "Guten Tag, ich interessiere mich für Ihre Leistungen. Bitte melden Sie sich bei mir.",
  "Hallo, ich hätte gern ein unverbindliches Angebot. Beste Grüße",
  "Vielen Dank für Ihre Seite, bitte schicken Sie mir weitere Informationen zu.",
  "Hallo zusammen, ich würde mich über einen Rückruf oder eine E-Mail freuen.",
];

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const randomToken = (length: number) =>
  Array.from({ length }, () => pick([..."abcdefghijkmnpqrstuvwxyz23456789"])).join("");
const asciiFold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]/g, "");

/**
 * Another spelling of a victim's address that reaches the same mailbox (private.normalised_mailbox): case changes, a
 * +tag, dots in a gmail local part, googlemail.com.
 */
export function victimVariant(victim: string) {
  const [local = "", domain = ""] = victim.split("@");
  const gmail = domain === "gmail.com";
  let name = local;
  if (gmail && Math.random() < 0.6) {
    name = [...local].map((ch, i) => (i > 0 && Math.random() < 0.3 ? `.${ch}` : ch)).join("");
  }
  if (Math.random() < 0.6) name += `+${randomToken(randomInt(2, 6))}`;
  name = [...name].map((ch) => (Math.random() < 0.3 ? ch.toUpperCase() : ch)).join("");
  let host = gmail && Math.random() < 0.4 ? "googlemail.com" : domain;
  if (Math.random() < 0.2) host = host.toUpperCase();
  return `${name}@${host}`;
}

export const randomPerson = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
/** An invented address: a person or a trade at a freemail host or an invented company domain. */
export function randomAddress() {
  const person = `${asciiFold(pick(FIRST_NAMES))}.${asciiFold(pick(LAST_NAMES))}${randomInt(1, 999)}`;
  if (Math.random() < 0.5) return `${person}@${pick(FREEMAIL)}`;
  return `${pick(["info", "kontakt", "hallo", asciiFold(pick(FIRST_NAMES))])}@${pick(TRADES)}-${asciiFold(pick(LAST_NAMES))}-${randomToken(4)}.example`;
}
