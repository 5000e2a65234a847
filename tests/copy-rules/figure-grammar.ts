/**
 * Counted figures in their grammatical context. Wherever a number stands before a counted noun whose dative differs
 * ("32 Beiträge" / "32 Beiträgen", "3 automatisierte" / "3 automatisierten E-Mail-Kampagnen"), and wherever a
 * figure of one is written as a word ("eine strategische Kampagne" / "einer strategischen Kampagne"), the form must
 * fit the word that governs it: the dative after "mit", "von", "nach", "in", "zu", "bei", "aus", "seit" and the other
 * dative prepositions or a dative determiner ("den", "Ihren"); the nominative or accusative after a colon, at the
 * start of a block or sentence, after an accusative preposition, an article or a verb. Two-way prepositions
 * ("auf", "an", "über") and words the rule cannot read ("als", "wie", a conjunction after a plain noun) accept
 * either form. A figure joined to a previous one by "und", "oder", "sowie" or a comma takes that one's case.
 */
import { countedNouns, type CountedNoun } from "#shared/german-grammar.ts";
import { figuresByCase } from "#shared/facts.ts";

type Expectation = "dative" | "not dative" | "either";

type Form = { text: string; dative: boolean };

const dativeGoverning = new Set([
  "mit",
  "von",
  "vom",
  "nach",
  "zu",
  "zum",
  "zur",
  "bei",
  "beim",
  "aus",
  "seit",
  "in",
  "im",
  "gegenüber",
  "samt",
  "nebst",
  "außer",
  "ab",
  "binnen",
  "entsprechend",
  "entspricht",
  "entsprechen",
  // determiners that are dative before a plural noun, or dative in any number
  "den",
  "dem",
  "einem",
  "allen",
  "diesen",
  "jenen",
  "welchen",
  "ihren",
  "meinen",
  "seinen",
  "keinen",
  "beiden",
]);
const notDativeGoverning = new Set([
  "für",
  "durch",
  "ohne",
  "um",
  "gegen",
  "pro",
  "die",
  "der",
  "das",
  "alle",
  "diese",
  "ihre",
  "meine",
  "keine",
]);
const eitherGoverning = new Set([
  "auf",
  "an",
  "am",
  "über",
  "unter",
  "vor",
  "hinter",
  "neben",
  "zwischen",
  "als",
  "wie",
  "statt",
  "anstatt",
  "bzw",
]);
/** Words between the governing word and the count: "mit je", "von bis zu", "in den ersten". */
const modifiers = new Set([
  "je",
  "jeweils",
  "bis",
  "rund",
  "etwa",
  "ca",
  "circa",
  "insgesamt",
  "genau",
  "mindestens",
  "höchstens",
  "maximal",
  "ersten",
  "letzten",
  "nächsten",
  "weiteren",
  "zusätzlichen",
  "erste",
  "letzte",
  "nächste",
  "weitere",
  "zusätzliche",
]);
const conjunctions = new Set(["und", "oder", "sowie", ","]);

/** The forms to look for: every counted noun with a number before it, and every figure of one as a word. */
function forms(): Form[] {
  const found = new Map<string, boolean>();
  const number = "\\d[\\d.]*(?:,\\d+)?(?:\\s+bis\\s+\\d[\\d.]*)?";
  for (const noun of Object.values(countedNouns) as CountedNoun[]) {
    const [plain, dative] = noun.plural;
    if (plain !== dative) {
      found.set(`${number}\\s+(?:[\\p{L}]+-)*${escape(plain)}`, false);
      found.set(`${number}\\s+(?:[\\p{L}]+-)*${escape(dative)}`, true);
    }
  }
  for (const figure of Object.values(figuresByCase)) {
    if (figure.nominative === figure.dative) continue;
    for (const [text, dative] of [
      [figure.nominative, false],
      [figure.accusative, false],
      [figure.dative, true],
    ] as const) {
      const head = text.replace(/ pro Monat$/, "");
      if (/^\d/.test(head)) continue; // counts with digits are covered by the nouns above
      found.set(`[${head[0]!.toUpperCase()}${head[0]}]${escape(head.slice(1))}`, dative);
    }
  }
  return [...found].map(([text, dative]) => ({ text, dative }));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const formPatterns = forms().map((form) => ({
  ...form,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}.,-])(?:${form.text})(?![\\p{L}\\p{N}-])`, "gu"),
}));

type Match = { start: number; end: number; text: string; dative: boolean; expected: Expectation };

/** The words before a position, nearest first, up to the start of the sentence; punctuation that ends it stops. */
function wordsBefore(text: string, position: number): string[] {
  const before = text.slice(0, position);
  const sentenceStart = Math.max(
    ...[". ", "! ", "? ", ": ", "; ", " – ", " — ", "\n"].map((mark) => before.lastIndexOf(mark) + mark.length - 1),
  );
  const words = before
    .slice(Math.max(0, sentenceStart + 1))
    .replace(/,/g, " , ")
    .split(/\s+/)
    .map((word) => word.replace(/^[„“"'(]+|[“"')]+$/g, "").replace(/\.$/, ""))
    .filter(Boolean);
  return words.reverse();
}

function expectationAt(text: string, start: number, earlier: Match[]): Expectation {
  const words = wordsBefore(text, start);
  let index = 0;
  while (index < words.length && modifiers.has(words[index]!.toLowerCase())) index++;
  // "bis zu" is a modifier too; a lone "zu" governs the dative.
  if (words[index]?.toLowerCase() === "zu" && words[index + 1]?.toLowerCase() === "bis") index += 2;
  while (index < words.length && modifiers.has(words[index]!.toLowerCase())) index++;
  const word = words[index]?.toLowerCase();
  if (word === undefined) return "not dative";
  if (conjunctions.has(word)) {
    const joined = text
      .slice(0, start)
      .replace(/\s*(?:,|\bund|\boder|\bsowie)\s+(?:(?:je|jeweils)\s+)?$/, "")
      .replace(/\s+(?:pro|im|jeden)\s+Monat$/, "");
    const previous = earlier.find((match) => match.end === joined.length);
    return previous ? previous.expected : "either";
  }
  if (dativeGoverning.has(word)) return "dative";
  if (eitherGoverning.has(word)) return "either";
  if (notDativeGoverning.has(word)) return "not dative";
  return "not dative";
}

/** Each counted figure of the text whose form does not fit the word that governs it, with its context. */
export function figureGrammarProblems(text: string): string[] {
  const matches: Omit<Match, "expected">[] = [];
  for (const { pattern, dative } of formPatterns) {
    for (const match of text.matchAll(pattern))
      matches.push({ start: match.index, end: match.index + match[0].length, text: match[0], dative });
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  const checked: Match[] = [];
  const problems: string[] = [];
  for (const match of matches) {
    // "12 Tagen" inside "5 bis 12 Tagen" is part of the range, not a figure of its own.
    if (checked.some((earlier) => match.start < earlier.end)) continue;
    const expected = expectationAt(text, match.start, checked);
    checked.push({ ...match, expected });
    if (expected === "either" || (expected === "dative") === match.dative) continue;
    const context = text.slice(Math.max(0, match.start - 40), match.end + 20);
    problems.push(
      `«${context}»: «${match.text}» should be ${expected === "dative" ? "dative" : "nominative or accusative"}`,
    );
  }
  return problems;
}
