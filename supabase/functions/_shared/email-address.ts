/**
 * What counts as an e-mail address, once for the contact form, the database and the mail function, and the mailbox
 * an address delivers to (for counting and finding a person's submissions).
 *
 * The pattern is kept as source text in a syntax JavaScript (with the `u` flag) and Postgres' advanced regular
 * expressions read alike: explicit `\uXXXX` ranges instead of Unicode classes (which Postgres does not have and
 * whose letters would depend on the database locale), `(?:…)` groups, no flags. The check constraint
 * contact_submissions_email_check (supabase/migrations/20261127160000_contact_intake.sql) carries the same text;
 * a test holds the two to each other, and both sides run the cases in supabase/tests/fixtures/email-addresses.json.
 */

/** Longest address a mail server has to accept (RFC 5321 path limit less the angle brackets). */
const EMAIL_ADDRESS_MAX_LENGTH = 254;
/** Longest part before the @ (RFC 5321). */
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

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
const UNICODE_LETTER =
  "\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u061B\\u061D-\\u167F\\u1681-\\u180D\\u180F-\\u1FFF" +
  "\\u2C00-\\u2DFF\\u3041-\\u30FF\\u3105-\\u9FFF\\uA000-\\uD7FF";

const LABEL_CHAR = `A-Za-z0-9${UNICODE_LETTER}`;

/** One label below the top level: 1–63 characters, letters (ASCII or Unicode), digits, inner hyphens. */
const LABEL = `[${LABEL_CHAR}](?:[${LABEL_CHAR}-]{0,61}[${LABEL_CHAR}])?`;

/** The top level: two or more letters (ASCII or Unicode; .photography, .рф), or its punycode form (xn--p1ai). */
const TOP_LEVEL = `(?:[A-Za-z${UNICODE_LETTER}]{2,63}|[Xx][Nn]--[A-Za-z0-9](?:[A-Za-z0-9-]{0,57}[A-Za-z0-9])?)`;

/**
 * The shape of an address: dot-separated atext runs before the @ (no leading, trailing or doubled dot), at least
 * two labels after it. Lengths are checked apart (EMAIL_ADDRESS_MAX_LENGTH, EMAIL_LOCAL_PART_MAX_LENGTH).
 */
export const EMAIL_ADDRESS_PATTERN_SOURCE = `^[${ATEXT}]+(?:\\.[${ATEXT}]+)*@(?:${LABEL}\\.)+${TOP_LEVEL}$`;

export const EMAIL_ADDRESS_PATTERN = new RegExp(EMAIL_ADDRESS_PATTERN_SOURCE, "u");

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

const ASCII_ONLY = /^[\x00-\x7F]*$/;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The address as a mail provider takes it: a domain written in Unicode becomes its IDNA ASCII form
 * (anna@пример.рф → anna@xn--e1afmkfd.xn--p1ai); an all-ASCII address stays exactly as given (trimmed). Null for an
 * address outside the rule or a domain IDNA refuses. The URL parser does the conversion (UTS #46, the same in
 * browsers, Node and Deno).
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

// ------------------------------------------------------------------------------------------------------ punycode

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adaptBias(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

const digit = (d: number) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);

/**
 * RFC 3492 Punycode of one label, without the xn-- prefix (пример → e1afmkfd, münchen → mnchen-3ya). The label is
 * taken as it is (no case mapping or normalisation); same algorithm as private.punycode_label.
 */
export function punycodeLabel(label: string): string {
  const points = Array.from(label, (ch) => ch.codePointAt(0)!);
  let output = points.filter((c) => c < 0x80).map((c) => String.fromCharCode(c)).join("");
  const basic = output.length;
  if (basic > 0) output += "-";
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let handled = basic;
  while (handled < points.length) {
    const m = Math.min(...points.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of points) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += digit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digit(q);
      bias = adaptBias(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

// ------------------------------------------------------------------------------------------------------- mailbox

/** Providers that ignore dots in the local part and are one mailbox under both names. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** ASCII white space at either end (the set Postgres' regular expressions and JavaScript's agree on). */
const OUTER_SPACE = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;

/**
 * The mailbox an address delivers to, for counting and finding submissions; the same rules as
 * private.normalised_mailbox: ASCII white space trimmed, lower case (character by character, İ as i + U+0307), NFC;
 * domain labels with non-ASCII characters in punycode (xn--…); a +tag dropped from the local part
 * (name+news@x.de → name@x.de; a local part that starts with + keeps it); at gmail.com and googlemail.com the dots of
 * the local part dropped and the domain written gmail.com. Null for a blank address. An address without @ is only
 * trimmed, lower-cased and normalised; it is not checked against the rule here.
 */
export function normalisedMailbox(address: string | null | undefined): string | null {
  // lower case one character at a time, as Postgres' lower() does: no context rules (a final Σ becomes σ, not ς)
  const lowered = Array.from((address ?? "").replace(OUTER_SPACE, ""), (ch) => ch.toLowerCase()).join("");
  const cleaned = lowered.normalize("NFC");
  if (cleaned === "") return null;
  const at = cleaned.lastIndexOf("@");
  if (at < 0) return cleaned;
  let local = cleaned.slice(0, at);
  let domain = cleaned
    .slice(at + 1)
    .split(".")
    .map((label) => (ASCII_ONLY.test(label) ? label : `xn--${punycodeLabel(label)}`))
    .join(".");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
