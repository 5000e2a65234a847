import assert from "node:assert/strict";
import { domainToASCII } from "node:url";
import { asciiEmailAddress, isPlausibleEmailAddress } from "./email-address.ts";
import { safeAddress } from "./escape.ts";

// The cases the form's Vitest test and the database's pgTAP test run too.
const cases: { valid: string[]; invalid: string[] } = JSON.parse(
  await Deno.readTextFile(new URL("../../tests/fixtures/email-addresses.json", import.meta.url)),
);

Deno.test("the rule accepts every valid case and refuses every invalid one", () => {
  assert.ok(cases.valid.length >= 25 && cases.invalid.length >= 20);
  for (const address of cases.valid) assert.equal(isPlausibleEmailAddress(address), true, JSON.stringify(address));
  for (const address of cases.invalid) assert.equal(isPlausibleEmailAddress(address), false, JSON.stringify(address));
});

Deno.test("the rule takes internationalised domains, +tags and apostrophes", () => {
  for (
    const address of [
      "anna@xn--e1afmkfd.xn--p1ai",
      "anna@пример.рф",
      "info@bäckerei-müller.de",
      "x@例え.テスト",
      "o'brien+news@example.ie",
      "studio@fotografie.photography",
      "kontakt@makler.versicherung",
    ]
  ) {
    assert.equal(isPlausibleEmailAddress(address), true, address);
  }
  for (const address of ["anna@example.123", "anna@example.de.", "anna@exam\u0085ple.de", "anna@example\uFF0Ede"]) {
    assert.equal(isPlausibleEmailAddress(address), false, JSON.stringify(address));
  }
});

Deno.test("asciiEmailAddress: punycode for internationalised domains, ASCII addresses as given", () => {
  assert.equal(asciiEmailAddress("anna@пример.рф"), "anna@xn--e1afmkfd.xn--p1ai");
  assert.equal(asciiEmailAddress(" info@Bäckerei-Müller.de "), "info@xn--bckerei-mller-bfb28a.de");
  assert.equal(asciiEmailAddress("x@例え.テスト"), "x@xn--r8jz45g.xn--zckzah");
  assert.equal(asciiEmailAddress("Erika+News@Example.DE"), "Erika+News@Example.DE");
  assert.equal(asciiEmailAddress("anna@xn--e1afmkfd.xn--p1ai"), "anna@xn--e1afmkfd.xn--p1ai");
  for (const address of cases.valid) {
    const ascii = asciiEmailAddress(address);
    assert.ok(ascii && /^[\x21-\x7E]+$/.test(ascii) && isPlausibleEmailAddress(ascii), `${address} -> ${ascii}`);
    const at = address.lastIndexOf("@");
    const domain = address.slice(at + 1);
    if (/[\u0080-\uFFFF]/.test(domain)) assert.equal(ascii, `${address.slice(0, at)}@${domainToASCII(domain)}`);
  }
  for (const address of cases.invalid.filter((a) => !isPlausibleEmailAddress(a.trim()))) {
    assert.equal(asciiEmailAddress(address), null, JSON.stringify(address));
  }
});

Deno.test("safeAddress takes internationalised domains and still refuses anything that could carry a header", () => {
  assert.equal(safeAddress(" anna@пример.рф "), "anna@пример.рф");
  assert.equal(safeAddress("info@bäckerei-müller.de"), "info@bäckerei-müller.de");
  assert.equal(safeAddress("o'brien+news@example.ie"), "o'brien+news@example.ie");
  for (
    const address of [
      "anna@пример.рф\r\nBcc: x@y.de",
      "anna@пример.рф\u0085Bcc: x@y.de",
      "anna@при\u2028мер.рф",
      "anna@пример.рф,b@c.de",
      "Anna <anna@пример.рф>",
      "anna@при мер.рф",
      "anna@exam\u0000ple.de",
    ]
  ) {
    assert.equal(safeAddress(address), null, JSON.stringify(address));
  }
});
