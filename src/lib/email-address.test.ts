// @vitest-environment node
// The address rule and the mailbox normaliser over the shared cases in supabase/tests/fixtures/email-addresses.json,
// which supabase/tests/06_email_addresses.sql runs against the database's constraint and private.normalised_mailbox.
// Node's IDNA conversion (url.domainToASCII) is the oracle for every punycode value.
import fs from "node:fs";
import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import cases from "../../supabase/tests/fixtures/email-addresses.json";
import {
  EMAIL_ADDRESS_PATTERN,
  EMAIL_ADDRESS_PATTERN_SOURCE,
  asciiEmailAddress,
  isPlausibleEmailAddress,
  normalisedMailbox,
  punycodeLabel,
} from "#shared/email-address.ts";
import { validationMessages } from "~/content/contact";
import { contactSchema } from "./contact";

const valid: string[] = cases.valid;
const invalid: string[] = cases.invalid;
const normalised = cases.normalised as [string, string | null][];

const migration = fs.readFileSync("supabase/migrations/20261127160000_contact_intake.sql", "utf8");

/** What the form's e-mail field makes of a value: the trimmed address, or its message. */
function formEmail(value: string): { ok: true; value: string } | { ok: false; message: string | undefined } {
  const result = contactSchema.shape.email.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message };
}

/** The mailbox rules with the domain as Node's IDNA conversion writes it (its own case mapping and NFC). */
function oracleMailbox(address: string): string | null {
  const trimmed = address.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, "");
  if (trimmed === "") return null;
  const at = trimmed.lastIndexOf("@");
  let local = trimmed.slice(0, at).toLowerCase();
  let domain = domainToASCII(trimmed.slice(at + 1));
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

describe("the shared cases", () => {
  it("cover enough of each kind", () => {
    expect(valid.length).toBeGreaterThanOrEqual(25);
    expect(invalid.length).toBeGreaterThanOrEqual(20);
    expect(normalised.length).toBeGreaterThanOrEqual(20);
    expect(valid).toContain("anna@xn--e1afmkfd.xn--p1ai");
    expect(valid).toContain("anna@пример.рф");
    expect(valid).toContain("o'brien+news@example.ie");
  });
});

describe("isPlausibleEmailAddress", () => {
  it.each(valid)("accepts %j", (address) => {
    expect(isPlausibleEmailAddress(address)).toBe(true);
  });

  it.each(invalid)("refuses %j", (address) => {
    expect(isPlausibleEmailAddress(address)).toBe(false);
  });
});

describe("the contact form's e-mail field", () => {
  it.each(valid)("accepts %j", (address) => {
    expect(formEmail(address)).toEqual({ ok: true, value: address });
  });

  it.each(invalid)("refuses %j unless trimming makes it valid", (address) => {
    const trimmed = address.trim();
    if (trimmed !== address && isPlausibleEmailAddress(trimmed)) {
      expect(formEmail(address)).toEqual({ ok: true, value: trimmed });
    } else {
      expect(formEmail(address)).toEqual({ ok: false, message: validationMessages.email });
    }
  });
});

describe("the database's rule", () => {
  it("is the same pattern text as the module's", () => {
    const literal = /email ~ '((?:[^']|'')*)'/.exec(migration)?.[1];
    expect(literal?.replaceAll("''", "'")).toBe(EMAIL_ADDRESS_PATTERN_SOURCE);
    expect(migration).toMatch(/char_length\(email\) <= 254/);
    expect(EMAIL_ADDRESS_PATTERN.flags).toBe("u");
  });
});

describe("asciiEmailAddress", () => {
  it.each(valid)("gives %j an ASCII form within the rule", (address) => {
    const ascii = asciiEmailAddress(address);
    expect(ascii).not.toBeNull();
    expect(ascii).toMatch(/^[\x21-\x7E]+$/);
    expect(isPlausibleEmailAddress(ascii!)).toBe(true);
    const at = address.lastIndexOf("@");
    const domain = address.slice(at + 1);
    expect(ascii).toBe(/[^ -~]/.test(domain) ? `${address.slice(0, at)}@${domainToASCII(domain)}` : address);
  });

  it("writes an internationalised domain in punycode and leaves ASCII addresses as given", () => {
    expect(asciiEmailAddress("anna@пример.рф")).toBe("anna@xn--e1afmkfd.xn--p1ai");
    expect(asciiEmailAddress(" info@bäckerei-müller.de ")).toBe("info@xn--bckerei-mller-bfb28a.de");
    expect(asciiEmailAddress("x@例え.テスト")).toBe("x@xn--r8jz45g.xn--zckzah");
    expect(asciiEmailAddress("Erika@Example.DE")).toBe("Erika@Example.DE");
  });

  it.each(invalid.filter((address) => !isPlausibleEmailAddress(address.trim())))("refuses %j", (address) => {
    expect(asciiEmailAddress(address)).toBeNull();
  });
});

describe("normalisedMailbox", () => {
  it.each(normalised)("normalises %j to %j", (input, expected) => {
    expect(normalisedMailbox(input)).toBe(expected);
  });

  it.each(normalised)("the expected value for %j agrees with Node's IDNA", (input, expected) => {
    expect(oracleMailbox(input)).toBe(expected);
  });

  it("returns null for nothing", () => {
    expect(normalisedMailbox(null)).toBeNull();
    expect(normalisedMailbox(" \t ")).toBeNull();
  });
});

describe("punycodeLabel", () => {
  const labels = [
    "пример", "рф", "bäckerei-müller", "münchen", "例え", "テスト", "straße", "ελληνικά", "δοκιμή", "中文网",
    "中国", "한국어", "עברית", "العربية", "ไทย", "हिन्दी", "ünïcödé-ünd-ascii", "aaaaaäaaaaaöaaaaaü", "ü".repeat(20),
  ];

  it.each(labels)("encodes %j as Node does", (label) => {
    expect(`xn--${punycodeLabel(label)}`).toBe(domainToASCII(`${label}.de`).split(".")[0]);
  });

  it("encodes the examples of the database test", () => {
    expect(punycodeLabel("пример")).toBe("e1afmkfd");
    expect(punycodeLabel("рф")).toBe("p1ai");
    expect(punycodeLabel("bäckerei-müller")).toBe("bckerei-mller-bfb28a");
    expect(punycodeLabel("münchen")).toBe("mnchen-3ya");
  });
});
