import { describe, expect, it } from "vitest";
import { owner as sharedOwner } from "#shared/owner.ts";
import { owner, siteOwner, type OwnerConfig } from "../../src/content/owner-site.ts";
import { shippedExamples } from "./examples.ts";
import { launchReport } from "./report.ts";

function filledIn(): OwnerConfig {
  const config = structuredClone(owner);
  Object.assign(config.identity, {
    name: "Erika Muster",
    street: "Hauptstraße 1",
    postalCode: "12345",
    city: "Musterstadt",
    phone: "+49 30 1234567",
    vatId: "DE123456789",
    responsible: "Erika Muster",
    bundesland: "Berlin",
    businessName: "Muster Marketing",
    email: "hallo@muster-marketing.de",
    ownerTitle: "Inhaber",
    foundingYear: 2023,
  });
  config.website = "https://www.muster-marketing.de";
  config.whatsapp.number = "4930123456789";
  config.videoIds = ["a1b2c3d4e5f", "b1b2c3d4e5f", "c1b2c3d4e5f", "d1b2c3d4e5f", "e1b2c3d4e5f"];
  config.hosting = {
    provider: "Beispiel Hosting GmbH, Berlin",
    serverLocation: "Deutschland",
    logRetention: "7 Tage",
    thirdCountryBasis: "",
  };
  config.supabase.region = "eu-central-1 (Frankfurt)";
  config.mailboxProvider = "Beispiel Mail GmbH, Berlin";
  config.resend.logRetention = "3 Tage";
  // The owner's own statements about her offers, portrait and illustrations (each differs from what was shipped).
  config.identity.vatStatus = "smallBusiness";
  config.offers = {
    availability: "noFreeSlots",
    popularPackage: "",
    viralTerm: "Mindestlaufzeit 3 Monate",
    singleServiceScopes: {
      "brand-designer": "ein Logo mit Farbpalette",
      webdesigner: "eine Website mit bis zu 3 Seiten",
      "seo-experte": "die Optimierung von bis zu 3 Seiten",
      chatbot: "einen Chatbot für bis zu 10 Fragen",
      videoeditor: "ein Video von bis zu 30 Sekunden",
    },
  };
  config.portrait = { src: "/images/erika-muster.jpg", shows: "ownerPhoto", credit: "Foto: Max Beispiel, Berlin" };
  config.illustrations = { origin: "designer", detail: "Studio Beispiel, Berlin" };
  return config;
}

/** Sets the value at a dotted key of the owner configuration ("offers.singleServiceScopes.chatbot"). */
function setAt(config: OwnerConfig, key: string, value: unknown) {
  const parts = key.split(".");
  let node = config as unknown as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/** The shipped defaults that state a fact only the owner can confirm. */
const defaultKeys = Object.entries(shippedExamples)
  .filter(([, check]) => "kind" in check && check.kind === "default")
  .map(([key]) => key);

const twoTags: OwnerConfig["tagManager"]["tags"] = [
  {
    name: "Google Analytics 4",
    provider: "Google Ireland Limited, Dublin, Irland",
    purpose: "Reichweitenmessung",
    cookies: "_ga, _ga_<Kennung>",
    retention: "bis zu 2 Jahre",
    category: "statistics",
  },
  {
    name: "Google Ads Conversion-Tracking",
    provider: "Google Ireland Limited, Dublin, Irland",
    purpose: "Erfolgsmessung von Anzeigen",
    cookies: "_gcl_au",
    retention: "90 Tage",
    category: "marketing",
  },
];

describe("launch report", () => {
  it("names every placeholder of today's configuration, WhatsApp and videos included", () => {
    const report = launchReport(owner)!;
    for (const line of [
      "identity.name: «Vorname Nachname»",
      "identity.bundesland: «Bundesland»",
      "hosting.provider:",
      "supabase.region:",
      "mailboxProvider:",
      "whatsapp.number: 4915112345678 is the example number",
      "videoIds.0: PLACEHOLD01 is a placeholder video",
      "videoIds.4: PLACEHOLD05 is a placeholder video",
    ]) {
      expect(report).toContain(line);
    }
  });

  it("lists each value under the file that holds it: what the mails show too in _shared/owner.ts, the rest in owner-site.ts", () => {
    const report = launchReport(owner)!;
    const shared = report.indexOf("\n  supabase/functions/_shared/owner.ts (Website und Mails):\n");
    const site = report.indexOf("\n  src/content/owner-site.ts (nur Website):\n");
    expect(shared).toBeGreaterThan(-1);
    expect(site).toBeGreaterThan(shared);
    const at = (key: string) => report.indexOf(`\n    - ${key}: `);
    for (const key of [
      "identity.name",
      "identity.street",
      "identity.postalCode",
      "identity.city",
      "identity.phone",
      "whatsapp.number",
      "identity.businessName",
      "website",
      "identity.email",
    ]) {
      expect(at(key), key).toBeGreaterThan(shared);
      expect(at(key), key).toBeLessThan(site);
    }
    for (const key of [
      "identity.vatId",
      "identity.responsible",
      "identity.bundesland",
      "videoIds.0",
      "hosting.provider",
      "supabase.region",
      "resend.logRetention",
      "mailboxProvider",
      "identity.ownerTitle",
      "identity.foundingYear",
      ...defaultKeys,
    ]) {
      expect(at(key), key).toBeGreaterThan(site);
    }
  });

  it("keeps each owner value in one file only", () => {
    const sharedKeys = [
      ...Object.keys(sharedOwner).filter((key) => key !== "identity"),
      ...Object.keys(sharedOwner.identity).map((key) => `identity.${key}`),
    ];
    const siteKeys = [
      ...Object.keys(siteOwner).filter((key) => key !== "identity"),
      ...Object.keys(siteOwner.identity).map((key) => `identity.${key}`),
    ];
    expect(sharedKeys.filter((key) => siteKeys.includes(key))).toEqual([]);
  });

  it("is empty when the owner filled in everything, optional values left empty", () => {
    expect(launchReport(filledIn())).toBeNull();
  });

  it("flags a malformed tag manager id", () => {
    const config = filledIn();
    config.tagManager.containerId = "UA-1234";
    expect(launchReport(config)).toContain("tagManager.containerId: UA-1234 is not a container id");
  });

  it("names every value that still equals its shipped example: business name, domain, e-mail, form of address, founding year", () => {
    const report = launchReport(owner)!;
    for (const line of [
      'identity.businessName: "KI Marketing Studio" is the example value',
      'website: "https://www.ki-marketing-studio.de" is the example value',
      'identity.email: "kontakt@ki-marketing-studio.de" is the example value',
      'identity.ownerTitle: "Inhaberin" is the example value',
      "identity.foundingYear: 2025 is the example value",
    ]) {
      expect(report).toContain(line);
    }
  });

  it("compares against the examples as shipped, which are today's values", () => {
    for (const check of Object.values(shippedExamples)) expect(check.current(owner)).toBe(check.example);
  });

  it("names each example value on its own, and an address or e-mail still on the example domain", () => {
    for (const key of Object.keys(shippedExamples)) {
      const config = filledIn();
      const check = shippedExamples[key as keyof typeof shippedExamples];
      setAt(config, key, check.example);
      const kind = defaultKeys.includes(key) ? "is the shipped default" : "is the example value";
      expect(launchReport(config), key).toContain(`${key}: ${JSON.stringify(check.example)} ${kind}`);
    }
    const config = filledIn();
    config.identity.email = "info@ki-marketing-studio.de";
    config.website = "https://ki-marketing-studio.de/";
    const report = launchReport(config)!;
    expect(report).toContain(
      'identity.email: "info@ki-marketing-studio.de" is on the example domain ki-marketing-studio.de',
    );
    expect(report).toContain(
      'website: "https://ki-marketing-studio.de/" is on the example domain ki-marketing-studio.de',
    );
  });

  it("accepts an example value the owner confirmed as hers, and flags an unknown confirmation", () => {
    const config = filledIn();
    config.identity.ownerTitle = "Inhaberin";
    config.identity.foundingYear = 2025;
    expect(launchReport(config)).toContain("identity.ownerTitle");
    config.confirmedExamples = ["identity.ownerTitle", "identity.foundingYear"];
    expect(launchReport(config)).toBeNull();
    config.confirmedExamples = ["identity.ownerName"];
    expect(launchReport(config)).toContain('confirmedExamples: "identity.ownerName" is not one of');
  });

  it("names every fact about the offers, the VAT status, the portrait and the illustrations until the owner confirms it", () => {
    const report = launchReport(owner)!;
    expect(defaultKeys.sort()).toEqual(
      [
        "identity.vatStatus",
        "offers.availability",
        "offers.popularPackage",
        "offers.viralTerm",
        ...Object.keys(owner.offers.singleServiceScopes).map((slug) => `offers.singleServiceScopes.${slug}`),
        "portrait.shows",
        "illustrations.origin",
      ].sort(),
    );
    for (const key of defaultKeys) {
      expect(report, key).toMatch(
        new RegExp(
          `\\n    - ${key.replace(/\./g, "\\.")}: .* is the shipped default, a statement only you can confirm`,
        ),
      );
    }
    const config = filledIn();
    for (const key of defaultKeys) setAt(config, key, shippedExamples[key as keyof typeof shippedExamples].example);
    expect(launchReport(config)).not.toBeNull();
    config.confirmedExamples = [...defaultKeys];
    expect(launchReport(config)).toBeNull();
  });

  it("fails while a tag manager container is set and no tag is named, and names every empty field of a tag", () => {
    const config = filledIn();
    config.tagManager.containerId = "GTM-AB12CD3";
    expect(launchReport(config)).toContain("tagManager.tags: empty while the container GTM-AB12CD3 is set");
    config.tagManager.tags = structuredClone(twoTags);
    expect(launchReport(config)).toBeNull();
    config.tagManager.tags[1]!.retention = " ";
    expect(launchReport(config)).toContain("tagManager.tags.1.retention: empty");
    const without = filledIn();
    without.tagManager.tags = [];
    expect(launchReport(without)).toBeNull();
  });

  it("needs the tool or the designer behind the illustrations, and a text for every single price's scope and Viral's term", () => {
    const config = filledIn();
    config.illustrations = { origin: "tool", detail: "" };
    config.offers.singleServiceScopes.chatbot = "";
    config.offers.viralTerm = "";
    const report = launchReport(config)!;
    expect(report).toContain('illustrations.detail: empty while the origin is "tool"');
    expect(report).toContain("offers.singleServiceScopes.chatbot: empty");
    expect(report).toContain("offers.viralTerm: empty");
  });
});
