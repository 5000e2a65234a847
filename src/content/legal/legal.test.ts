import { describe, expect, it } from "vitest";
import { CONSENT, FLOATING_CTA } from "../behaviour";
import { site } from "../site";
import { parseRichText } from "~/components/legal/richText";
import { legalDocuments } from "./documents";
import { processors } from "./processors";
import type { LegalDocument } from "./types";

const allText = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "list" ? b.items : b.kind === "table" ? b.rows.flat() : [b.text]))])
    .join("\n");
const byTab = (tab: string) => legalDocuments.find((d) => d.tab === tab)!;

describe("legal texts", () => {
  it("has the four tabs in order with the spec's labels, dated 2 June 2025", () => {
    expect(legalDocuments.map((d) => d.label)).toEqual(["Cookie Policy", "Datenschutz", "Allgemeine Geschäftsbedingungen (AGB)", "Impressum"]);
    for (const doc of legalDocuments) expect(doc.updated).toBe("2025-06-02");
  });

  it("every mark parses (valid tab links, https-only external links)", () => {
    for (const doc of legalDocuments) expect(() => parseRichText(allText(doc))).not.toThrow();
  });

  it("the Cookie Policy lists every storage key and links to the Datenschutz tab", () => {
    const text = allText(byTab("cookie-policy"));
    expect(text).toContain(CONSENT.storageKey);
    expect(text).toContain(FLOATING_CTA.storageKey);
    expect(parseRichText(text)).toContainEqual({ kind: "tab", text: "Datenschutzerklärung", tab: "datenschutz" });
  });

  it("the Datenschutz text covers what the site does and links every processor's policy", () => {
    const text = allText(byTab("datenschutz"));
    for (const fact of ["Supabase", "Europäischen Union", "Resend", "24 Monate", "Google Tag Manager", "Consent Mode", "youtube-nocookie.com", "WhatsApp", "Server-Protokolle", "Art. 77 DSGVO", "Art. 15 DSGVO", CONSENT.storageKey, FLOATING_CTA.storageKey]) {
      expect(text, fact).toContain(fact);
    }
    const external = parseRichText(text).filter((t) => t.kind === "external").map((t) => (t as { href: string }).href);
    for (const processor of Object.values(processors)) expect(external).toContain(processor.privacyUrl);
  });

  it("the AGB hold the spec's terms", () => {
    const text = allText(byTab("agb"));
    for (const term of ["Vorkasse", "ersten 12 Kalendertage", "eine Korrekturrunde", "50 %", "3 Tagen", "7 Tagen", "vollständiger Zahlung", "Vorsatz und grobe Fahrlässigkeit", "ausschließlich an Unternehmer", "Gerichtsstand"]) {
      expect(text, term).toContain(term);
    }
  });

  it("the Impressum comes from the site configuration", () => {
    const text = allText(byTab("impressum"));
    for (const value of [site.name, site.owner.name, site.owner.street, site.owner.postalCode, site.owner.city, site.owner.email, site.owner.vatId, site.owner.responsible]) {
      expect(text).toContain(value);
    }
  });
});
