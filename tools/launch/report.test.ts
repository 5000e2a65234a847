import { describe, expect, it } from "vitest";
import { owner, type OwnerConfig } from "../../supabase/functions/_shared/owner.ts";
import { launchReport } from "./report.ts";

function filledIn(): OwnerConfig {
  const config = structuredClone(owner);
  Object.assign(config.identity, {
    name: "Erika Muster", street: "Hauptstraße 1", postalCode: "12345", city: "Musterstadt", phone: "+49 30 1234567",
    vatId: "DE123456789", responsible: "Erika Muster", bundesland: "Berlin",
  });
  config.whatsapp.number = "4930123456789";
  config.videoIds = ["a1b2c3d4e5f", "b1b2c3d4e5f", "c1b2c3d4e5f", "d1b2c3d4e5f", "e1b2c3d4e5f"];
  config.hosting = { provider: "Beispiel Hosting GmbH, Berlin", serverLocation: "Deutschland", logRetention: "7 Tage", thirdCountryBasis: "" };
  config.supabase.region = "eu-central-1 (Frankfurt)";
  config.mailboxProvider = "Beispiel Mail GmbH, Berlin";
  config.resend.logRetention = "3 Tage";
  return config;
}

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

  it("is empty when the owner filled in everything, optional values left empty", () => {
    expect(launchReport(filledIn())).toBeNull();
  });

  it("flags a malformed tag manager id", () => {
    const config = filledIn();
    config.tagManager.containerId = "UA-1234";
    expect(launchReport(config)).toContain("tagManager.containerId: UA-1234 is not a container id");
  });
});
