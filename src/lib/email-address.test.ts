// @vitest-environment node
// The address rule over the shared cases in supabase/tests/fixtures/email-addresses.json, which
// supabase/tests/06_email_addresses.sql runs against the database's constraint and private.normalised_mailbox.
// Node's IDNA conversion (url.domainToASCII) is the oracle for every punycode value of the mailbox pairs.
import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import cases from "../../supabase/tests/fixtures/email-addresses.json";
import { asciiEmailAddress, isPlausibleEmailAddress } from "#shared/email-address.ts";
import { validationMessages } from "~/content/contact";
import { contactSchema } from "./contact";

const valid: string[] = cases.valid;
const invalid: string[] = cases.invalid;
const normalised = cases.normalised as [string, string | null][];

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

describe("the mailbox pairs the database test checks private.normalised_mailbox against", () => {
  it.each(normalised)("%j is %j by Node's IDNA", (input, expected) => {
    expect(oracleMailbox(input)).toBe(expected);
  });
});
