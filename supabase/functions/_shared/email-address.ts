/**
 * What counts as an e-mail address, once for the contact form, the database and the mail function.
 *
 * The pattern is kept as source text in a syntax JavaScript (with the `u` flag) and Postgres' advanced regular
 * expressions read alike: explicit `\uXXXX` ranges instead of Unicode classes (which Postgres does not have and
 * whose letters would depend on the database locale), `(?:…)` groups, no flags. The check constraints
 * contact_submissions_email_check and …_email_local_part_check are generated from it (supabase/functions/sql-rules.ts),
 * and both sides run the cases in supabase/tests/fixtures/email-addresses.json.
 */

/**
 * Longest address a mail server has to accept (RFC 5321 path limit less the angle brackets).
 * @edgeFunction (and supabase/functions/sql-rules.ts, the Deno script that writes the database's constraint)
 */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
/**
 * Longest part before the @ (RFC 5321).
 * @edgeFunction (and supabase/functions/sql-rules.ts, the Deno script that writes the database's constraint)
 */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** The characters of a local part besides the dot (RFC 5322 atext): ASCII only, no quoting. */
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";

/**
 * Letters of internationalised domain names written in Unicode: Latin with diacritics (without × and ÷), Greek,
 * Cyrillic, Armenian, Hebrew, Arabic, the Indic and South-East Asian scripts, Georgian, Hangul, Ethiopic, Latin and
 * Greek extended, Hiragana, Katakana, Bopomofo, the CJK ideographs, Yi and the Hangul syllables. Left out, because
 * they could split, hide or fake a part of an address: every space and separator (U+1680 Ogham space, U+180E, the
 * U+2000 block with its zero-width, line-separator and bidi characters, U+3000), the Arabic letter mark U+061C, the
 * ideographic and fullwidth full stops (U+3002, U+FF0E, U+FF61, which IDNA turns into dots), fullwidth forms (＠),
 * private use, surrogates and U+FEFF. Characters beyond the BMP are not accepted (none of the common scripts needs
 * them; the two regex dialects write them differently).
 */
const UNICODE_LETTER = "\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u061B\\u061D-\\u167F\\u1681-\\u180D\\u180F-\\u1FFF" +
  "\\u2C00-\\u2DFF\\u3041-\\u30FF\\u3105-\\u9FFF\\uA000-\\uD7FF";

const LABEL_CHAR = `A-Za-z0-9${UNICODE_LETTER}`;

/** One label below the top level: 1–63 characters, letters (ASCII or Unicode), digits, inner hyphens. */
const LABEL = `[${LABEL_CHAR}](?:[${LABEL_CHAR}-]{0,61}[${LABEL_CHAR}])?`;

/** The top level: two or more letters (ASCII or Unicode; .photography, .рф), or its punycode form (xn--p1ai). */
const TOP_LEVEL = `(?:[A-Za-z${UNICODE_LETTER}]{2,63}|[Xx][Nn]--[A-Za-z0-9](?:[A-Za-z0-9-]{0,57}[A-Za-z0-9])?)`;

/**
 * The shape of an address: dot-separated atext runs before the @ (no leading, trailing or doubled dot), at least
 * two labels after it. Lengths are checked apart (EMAIL_ADDRESS_MAX_LENGTH, EMAIL_LOCAL_PART_MAX_LENGTH).
 * @edgeFunction (and supabase/functions/sql-rules.ts, the Deno script that writes the database's constraint)
 */
export const EMAIL_ADDRESS_PATTERN_SOURCE = `^[${ATEXT}]+(?:\\.[${ATEXT}]+)*@(?:${LABEL}\\.)+${TOP_LEVEL}$`;

const EMAIL_ADDRESS_PATTERN = new RegExp(EMAIL_ADDRESS_PATTERN_SOURCE, "u");

/** Whether the address is one the form takes, the database stores and the mail function sends to (as given, untrimmed). */
export function isPlausibleEmailAddress(address: string): boolean {
  const at = address.lastIndexOf("@");
  return (
    address.length <= EMAIL_ADDRESS_MAX_LENGTH &&
    at >= 1 &&
    at <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    EMAIL_ADDRESS_PATTERN.test(address)
  );
}

/** All ASCII: no UTF-16 code unit from U+0080 up. */
const ASCII_ONLY = /^[^\u0080-\uFFFF]*$/;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The address as a mail provider takes it: a domain written in Unicode becomes its IDNA ASCII form
 * (anna@пример.рф → anna@xn--e1afmkfd.xn--p1ai); an all-ASCII address stays exactly as given (trimmed). Null for an
 * address outside the rule or a domain IDNA refuses. The URL parser does the conversion (UTS #46, the same in
 * browsers, Node and Deno).
 * @internal (read by the tests and by the Edge Function, which sends to the address in this form)
 */
export function asciiEmailAddress(address: string): string | null {
  const trimmed = address.trim();
  if (!isPlausibleEmailAddress(trimmed)) return null;
  const at = trimmed.lastIndexOf("@");
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (ASCII_ONLY.test(domain)) return trimmed;
  let hostname: string;
  try {
    hostname = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = hostname.split(".");
  // the same number of labels, each a valid ASCII label: IDNA neither split nor merged anything
  if (labels.length !== domain.split(".").length || !labels.every((label) => ASCII_LABEL.test(label))) return null;
  const ascii = `${local}@${hostname}`;
  return ascii.length <= EMAIL_ADDRESS_MAX_LENGTH ? ascii : null;
}
