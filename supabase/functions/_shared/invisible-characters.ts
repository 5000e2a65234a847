/**
 * Characters that could reorder or hide text in a name or message (a name that reads differently than it is): bidi
 * controls, zero-width characters, the soft hyphen, the Mongolian vowel separator and the byte order mark. The
 * database removes them from name and message before a lead is stored, and refuses a name left with nothing visible;
 * the form refuses such a name before it is sent.
 *
 * Kept as source text in a syntax JavaScript and Postgres' advanced regular expressions read alike (`\uXXXX`);
 * supabase/functions/sql-rules.ts writes it into the generated migration.
 * @internal (read by the tests and by supabase/functions/sql-rules.ts, which writes the database's rule)
 */
export const INVISIBLE_CHARACTER_CLASS =
  "[\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]";

const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER_CLASS, "gu");

/** The text without those characters, as the database stores it. */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE_CHARACTERS, "");
}
