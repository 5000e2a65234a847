/**
 * The Impressum's owner statements: the VAT id only where there is one, the small-business rule under § 19 UStG in the
 * price notice's words, and who made the illustrations and the portrait photo.
 */
import { describe, expect, it } from "vitest";
import { owner, type OwnerConfig } from "../owner-site";
import { vatWording } from "../pricing/terms";
import { buildImpressum } from "./impressum";
import type { LegalDocument } from "./types";

const textOf = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) => [s.heading, ...s.blocks.map((b) => (b.kind === "p" || b.kind === "h3" ? b.text : ""))])
    .join("\n");

function impressumWith(change: (config: OwnerConfig) => void): string {
  const config = structuredClone(owner) as OwnerConfig;
  change(config);
  return textOf(buildImpressum(config));
}

describe("Impressum: VAT", () => {
  it("prints the VAT id while it is set or still a placeholder", () => {
    expect(impressumWith(() => {})).toContain(
      `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${owner.identity.vatId}`,
    );
    expect(impressumWith((c) => (c.identity.vatId = "DE123456789"))).toContain(
      "gemäß § 27a Umsatzsteuergesetz: DE123456789",
    );
  });

  it("leaves it out for an owner without one, and says nothing about VAT then", () => {
    const text = impressumWith((c) => (c.identity.vatId = ""));
    expect(text).not.toMatch(/Umsatzsteuer|USt/);
  });

  it("states the small-business rule under § 19 UStG, with or without a VAT id", () => {
    const without = impressumWith((c) => Object.assign(c.identity, { vatId: "", vatStatus: "smallBusiness" }));
    expect(without).toContain(vatWording.smallBusiness.notice);
    expect(without).not.toContain("Umsatzsteuer-Identifikationsnummer");
    const withId = impressumWith((c) =>
      Object.assign(c.identity, { vatId: "DE123456789", vatStatus: "smallBusiness" }),
    );
    expect(withId).toContain("DE123456789");
    expect(withId).toContain(vatWording.smallBusiness.notice);
    expect(withId).not.toContain("zzgl");
  });
});

describe("Impressum: image credits", () => {
  it("says who made the illustrations, as the owner states it", () => {
    const business = owner.identity.businessName;
    expect(impressumWith((c) => (c.illustrations = { origin: "self", detail: "" }))).toContain(
      `Die Illustrationen auf dieser Website habe ich für ${business} selbst erstellt.`,
    );
    const tool = impressumWith(
      (c) =>
        (c.illustrations = { origin: "tool", detail: "dem Bildgenerator Beispiel (kommerzielle Nutzung laut Abo)" }),
    );
    expect(tool).toContain(
      `habe ich für ${business} mit dem Bildgenerator Beispiel (kommerzielle Nutzung laut Abo) erstellt.`,
    );
    expect(tool).not.toContain("selbst erstellt");
    const designer = impressumWith((c) => (c.illustrations = { origin: "designer", detail: "Erika Beispiel, Berlin" }));
    expect(designer).toContain(`hat Erika Beispiel, Berlin für ${business} gestaltet.`);
    expect(designer).not.toContain("selbst erstellt");
  });

  it("credits the portrait's photographer once named", () => {
    expect(impressumWith((c) => (c.portrait.credit = ""))).not.toContain("Porträt:");
    expect(impressumWith((c) => (c.portrait.credit = "Foto: Max Beispiel, Berlin"))).toContain(
      "Porträt: Foto: Max Beispiel, Berlin",
    );
  });
});
