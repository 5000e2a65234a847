import assert from "node:assert/strict";
import { ctaSlots, isCtaSlot, leadSourceText } from "./lead-source.ts";

Deno.test("leadSourceText: page and call to action in words, only what is known", () => {
  assert.equal(
    leadSourceText("/services/seo-experte", "seitenende"),
    "über /services/seo-experte, Schaltfläche im Seitenende",
  );
  assert.equal(leadSourceText("/über-ki", null), "über /über-ki");
  assert.equal(leadSourceText(null, "fusszeile"), "Link „Kontakt“ in der Fußzeile");
  assert.equal(leadSourceText(null, null), null);
  assert.equal(leadSourceText(undefined, undefined), null);
  assert.equal(leadSourceText("", ""), null);
});

Deno.test("leadSourceText: a slot without words is shown as stored", () => {
  assert.equal(leadSourceText("/preise", "neue-schaltflaeche"), "über /preise, neue-schaltflaeche");
});

Deno.test("isCtaSlot: only the listed ids, nothing inherited", () => {
  for (const slot of Object.keys(ctaSlots)) assert.equal(isCtaSlot(slot), true, slot);
  for (const other of ["", "Seitenende", "toString", "constructor", "__proto__"]) {
    assert.equal(isCtaSlot(other), false, other);
  }
});

Deno.test("every slot id fits the database's key and has words", () => {
  for (const [slot, words] of Object.entries(ctaSlots)) {
    assert.match(slot, /^[a-z0-9-]{1,40}$/);
    assert.match(words, /\S/);
  }
});
