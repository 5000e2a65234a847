import assert from "node:assert/strict";
import { BUSINESS, contactLines } from "./business.ts";
import { EXAMPLE_WHATSAPP_NUMBER } from "./owner.ts";
import { contactReasons, REASON_LABELS, reasonLabel } from "./reasons.ts";

Deno.test("contact lines leave out «placeholders» and the example WhatsApp number", () => {
  const lines = contactLines({ ...BUSINESS, whatsapp: EXAMPLE_WHATSAPP_NUMBER });
  assert.deepEqual(lines.map((l) => l.label), ["E-Mail", "Website"]);
  assert.ok(lines.every((l) => !l.text.includes("«")));
  const full = contactLines({
    ...BUSINESS,
    phone: "+49 30 123456",
    street: "Hauptstr. 1",
    postalCode: "10115",
    city: "Berlin",
    whatsapp: "4930123456",
  });
  assert.deepEqual(full.map((l) => l.label), ["E-Mail", "Telefon", "WhatsApp", "Website", "Adresse"]);
  assert.equal(full.find((l) => l.label === "WhatsApp")?.href, "https://wa.me/4930123456");
  assert.equal(full.find((l) => l.label === "Telefon")?.href, "tel:+4930123456");
});

Deno.test("reasons in words: the form's words for the five known values, anything else as given", () => {
  for (const { value, label } of contactReasons) assert.equal(reasonLabel(value), label);
  assert.equal(Object.keys(REASON_LABELS).length, 5);
  assert.equal(reasonLabel("webdesign-anfrage"), "webdesign-anfrage");
  assert.equal(reasonLabel("toString"), "toString");
});
