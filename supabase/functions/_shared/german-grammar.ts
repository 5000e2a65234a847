/**
 * Counted nouns in the cases German sentences need. A figure such as "32 Beiträge pro Monat" changes its form after
 * a preposition that takes the dative ("mit 32 Beiträgen pro Monat"); the forms are data here, so a page picks the
 * form its sentence needs instead of bending a fixed string, and the tests check every rendered count against the
 * same forms.
 */

/** The cases a counted figure takes in the site's sentences (the genitive plural of these nouns equals the nominative). */
export type GrammaticalCase = "nominative" | "accusative" | "dative";
export const grammaticalCases: readonly GrammaticalCase[] = ["nominative", "accusative", "dative"];

type Gender = "feminine" | "masculine" | "neuter";

/**
 * A noun as it follows a count, with the adjective that belongs to the phrase, if any. `singular` follows the word
 * "ein/eine" (nominative, accusative, dative); `plural` follows a number (nominative and accusative, dative).
 */
export type CountedNoun = {
  readonly gender: Gender;
  readonly singular: readonly [nominative: string, accusative: string, dative: string];
  readonly plural: readonly [nominativeAndAccusative: string, dative: string];
};

function noun(
  gender: Gender,
  singular: string,
  plural: string,
  dativePlural: string,
  dativeSingular = singular,
): CountedNoun {
  return { gender, singular: [singular, singular, dativeSingular], plural: [plural, dativePlural] };
}

/** The nouns the site counts. A noun whose dative plural differs is checked wherever a number precedes it. */
export const countedNouns = {
  post: noun("masculine", "Beitrag", "Beiträge", "Beiträgen"),
  video: noun("neuter", "Video", "Videos", "Videos"),
  automatedEmailCampaign: noun(
    "feminine",
    "automatisierte E-Mail-Kampagne",
    "automatisierte E-Mail-Kampagnen",
    "automatisierten E-Mail-Kampagnen",
    "automatisierten E-Mail-Kampagne",
  ),
  newsletter: noun("masculine", "Newsletter", "Newsletter", "Newslettern"),
  adCampaign: noun("feminine", "Werbekampagne", "Werbekampagnen", "Werbekampagnen"),
  strategicCampaign: noun(
    "feminine",
    "strategische Kampagne",
    "strategische Kampagnen",
    "strategischen Kampagnen",
    "strategischen Kampagne",
  ),
  funnel: noun("masculine", "Funnel", "Funnels", "Funnels"),
  channel: noun("masculine", "Kanal", "Kanäle", "Kanälen"),
  day: noun("masculine", "Tag", "Tage", "Tagen"),
  workingDay: noun("masculine", "Werktag", "Werktage", "Werktagen"),
  calendarDay: noun("masculine", "Kalendertag", "Kalendertage", "Kalendertagen"),
  month: noun("masculine", "Monat", "Monate", "Monaten"),
  hour: noun("feminine", "Stunde", "Stunden", "Stunden"),
  follower: noun("masculine", "Follower", "Follower", "Followern"),
} as const satisfies Record<string, CountedNoun>;

/** "ein/eine" in each case, by the noun's gender. */
const one: Record<Gender, readonly [string, string, string]> = {
  feminine: ["eine", "eine", "einer"],
  masculine: ["ein", "einen", "einem"],
  neuter: ["ein", "ein", "einem"],
};

const caseIndex: Record<GrammaticalCase, 0 | 1 | 2> = { nominative: 0, accusative: 1, dative: 2 };

/**
 * A count with its noun in one case: "32 Beiträge", "32 Beiträgen", "5 bis 12 Tagen". The number one is written as
 * a word in running text ("eine strategische Kampagne", "einen Funnel"); `digits` writes "1 strategische Kampagne"
 * for lists and headings. A count given as text (a range) is plural.
 */
export function countOf(
  count: number | string,
  counted: CountedNoun,
  grammaticalCase: GrammaticalCase,
  { digits = false } = {},
): string {
  const index = caseIndex[grammaticalCase];
  if (count === 1) return `${digits ? "1" : one[counted.gender][index]} ${counted.singular[index]}`;
  return `${count} ${counted.plural[index === 2 ? 1 : 0]}`;
}

/** A figure in running text, in each case: what `${figuresByCase.name.dative}` prints. */
export type CasedFigure = Readonly<Record<GrammaticalCase, string>>;

/** A count with its noun and an optional tail ("pro Monat") in all three cases. */
export function cased(count: number | string, counted: CountedNoun, tail = ""): CasedFigure {
  const form = (grammaticalCase: GrammaticalCase) => `${countOf(count, counted, grammaticalCase)}${tail}`;
  return { nominative: form("nominative"), accusative: form("accusative"), dative: form("dative") };
}

/** A phrase at the start of a sentence: "in den Paketen Start und Viral" → "In den Paketen Start und Viral". */
export function atSentenceStart(phrase: string): string {
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}
