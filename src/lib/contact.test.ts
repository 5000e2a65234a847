import { afterEach, describe, expect, it, vi } from "vitest";
import { contactReasons as reasons } from "#shared/reasons.ts";
import { validationMessages } from "~/content/contact";
import { singleServices } from "~/content/pricing/single-services";
import {
  contactSchema,
  emptyContactForm,
  missingContactFields,
  prefillFromQuery,
  reasonOptions,
  submitContact,
  type ContactSubmission,
  type InsertContact,
} from "./contact";

const valid: ContactSubmission = {
  anrede: "frau",
  name: "Erika Mustermann",
  email: "erika@example.de",
  grund: "gratis-video",
  nachricht: "Ich hätte gern ein Werbevideo.",
  datenschutz: true,
};

/** The message zod reports for each field that fails. */
function messages(values: unknown): Record<string, string> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contactSchema", () => {
  it("reports exactly the six field messages for the empty form", () => {
    expect(messages(emptyContactForm)).toEqual({
      anrede: "Bitte wählen Sie eine Anrede aus",
      name: "Name ist erforderlich",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      grund: "Bitte wählen Sie einen Grund aus",
      nachricht: "Nachricht muss mindestens 10 Zeichen lang sein",
      datenschutz: "Sie müssen der Datenschutzerklärung zustimmen",
    });
    expect(Object.values(messages(emptyContactForm))).toEqual(Object.values(validationMessages));
  });

  it("accepts a complete form and trims name, e-mail and message", () => {
    expect(
      contactSchema.parse({ ...valid, name: "  Erika ", email: " erika@example.de ", nachricht: " 0123456789 " }),
    ).toEqual({
      ...valid,
      name: "Erika",
      email: "erika@example.de",
      nachricht: "0123456789",
    });
  });

  it.each(["herr", "frau", "divers"])("accepts the salutation %s", (anrede) => {
    expect(messages({ ...valid, anrede })).toEqual({});
  });

  it("refuses a salutation outside herr, frau, divers", () => {
    expect(messages({ ...valid, anrede: "dr" })).toEqual({ anrede: validationMessages.anrede });
  });

  it("refuses a blank name", () => {
    expect(messages({ ...valid, name: "   " })).toEqual({ name: validationMessages.name });
  });

  it("refuses a name of only invisible characters, as the database does", () => {
    expect(messages({ ...valid, name: "\u200B\u200C\u2060\uFEFF" })).toEqual({ name: validationMessages.name });
    expect(messages({ ...valid, name: " \u202E " })).toEqual({ name: validationMessages.name });
    expect(messages({ ...valid, name: "Anna\u202E Schmidt" })).toEqual({});
  });

  it("refuses a local part over 64 characters (RFC 5321), as the database does", () => {
    expect(messages({ ...valid, email: `${"a".repeat(65)}@example.de` })).toEqual({ email: validationMessages.email });
    expect(messages({ ...valid, email: `${"b".repeat(64)}@example.de` })).toEqual({});
  });

  it.each(["erika", "erika@", "erika@example", "erika@@example.de", "erika @example.de", "erika@example.d"])(
    "refuses the e-mail address %j",
    (email) => {
      expect(messages({ ...valid, email })).toEqual({ email: validationMessages.email });
    },
  );

  it.each(["a.b+c@sub.example.de", "ERIKA@EXAMPLE.DE", "o'neil@example.com"])(
    "accepts the e-mail address %j",
    (email) => {
      expect(messages({ ...valid, email })).toEqual({});
    },
  );

  it("needs a reason", () => {
    expect(messages({ ...valid, grund: "" })).toEqual({ grund: validationMessages.grund });
    expect(messages({ ...valid, grund: "kooperation" })).toEqual({});
  });

  it("needs at least 10 characters of message, not counting surrounding blanks", () => {
    expect(messages({ ...valid, nachricht: "123456789" })).toEqual({ nachricht: validationMessages.nachricht });
    expect(messages({ ...valid, nachricht: "   12345678     " })).toEqual({ nachricht: validationMessages.nachricht });
    expect(messages({ ...valid, nachricht: "1234567890" })).toEqual({});
  });

  it("needs the consent", () => {
    expect(messages({ ...valid, datenschutz: false })).toEqual({ datenschutz: validationMessages.datenschutz });
  });
});

describe("prefillFromQuery", () => {
  const prefill = (query: string) => prefillFromQuery(new URLSearchParams(query));

  it.each(["gratis-video", "preise", "service-spezifisch", "fragen", "plan-personalisiert"])(
    "preselects grund=%s",
    (grund) => {
      expect(prefill(`grund=${grund}`)).toEqual({ grund });
    },
  );

  it("takes any other reason as given", () => {
    expect(prefill("grund=kooperation")).toEqual({ grund: "kooperation" });
    expect(reasonOptions("kooperation").at(-1)).toEqual({ value: "kooperation", label: "kooperation" });
  });

  it("ignores a reason the database would refuse, and an empty query", () => {
    expect(prefill("")).toEqual({});
    expect(prefill("grund=")).toEqual({});
    expect(prefill("grund=Gratis%20Video")).toEqual({});
    expect(prefill(`grund=${"a".repeat(65)}`)).toEqual({});
  });

  it.each(singleServices.map((offer) => [offer.slug, offer.name]))(
    "service=%s asks about %s (its name on /preise) and for an individual offer",
    (service, name) => {
      expect(prefill(`grund=service-spezifisch&service=${service}`)).toEqual({
        grund: "service-spezifisch",
        nachricht: `Hallo, ich interessiere mich für Ihre Leistung „${name}“. Bitte senden Sie mir weitere Informationen und ein individuelles Angebot.`,
      });
    },
  );

  it("uses an unknown service as given inside the request", () => {
    expect(prefill("grund=service-spezifisch&service=Logo%20%26%20Flyer").nachricht).toBe(
      "Hallo, ich interessiere mich für Ihre Leistung „Logo & Flyer“. Bitte senden Sie mir weitere Informationen und ein individuelles Angebot.",
    );
    expect(prefill("grund=service-spezifisch&service=constructor").nachricht).toContain("„constructor“");
  });

  it("applies service only with grund=service-spezifisch", () => {
    expect(prefill("service=chatbot")).toEqual({});
    expect(prefill("grund=preise&service=chatbot")).toEqual({ grund: "preise" });
    expect(prefill("grund=service-spezifisch&service=")).toEqual({ grund: "service-spezifisch" });
  });
});

describe("reasonOptions", () => {
  it("offers the five reasons in German words", () => {
    expect(reasonOptions().map((option) => option.label)).toEqual([
      "Kostenloses Testvideo anfordern",
      "Ich habe Fragen",
      "Preise aller Pakete erfahren",
      "Personalisierten Plan erstellen",
      "Eine bestimmte Leistung",
    ]);
    expect(reasonOptions("preise")).toEqual([...reasons]);
  });
});

describe("missingContactFields", () => {
  it("lists blank fields and missing consent", () => {
    expect(missingContactFields(valid)).toEqual([]);
    expect(missingContactFields(emptyContactForm)).toEqual([
      "anrede",
      "name",
      "email",
      "grund",
      "nachricht",
      "datenschutz",
    ]);
    expect(missingContactFields({ ...valid, name: " " })).toEqual(["name"]);
  });
});

describe("submitContact", () => {
  const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());
  /** Hands out proofs "proof-1", "proof-2", … */
  const proofs = () => {
    let n = 0;
    return vi.fn(async () => `proof-${++n}`);
  };

  it("inserts exactly the six fields with a solved proof and reports success", async () => {
    const insert = vi.fn<InsertContact>(async () => ({ error: null }));
    const proof = proofs();
    await expect(submitContact({ ...valid, extra: "x" } as ContactSubmission, { insert, proof })).resolves.toBe("sent");
    expect(insert).toHaveBeenCalledExactlyOnceWith({ ...valid, proof_of_work: "proof-1" });
    expect(proof).toHaveBeenCalledOnce();
  });

  it("sends the known parts of the lead's source with the six fields, and nothing of it when there is none", async () => {
    const insert = vi.fn<InsertContact>(async () => ({ error: null }));
    await submitContact(valid, { insert, proof: proofs(), source: { page: "/preise", slot: "paket" } });
    await submitContact(valid, { insert, proof: proofs(), source: { slot: "fusszeile" } });
    await submitContact(valid, { insert, proof: proofs(), source: {} });
    expect(insert.mock.calls.map(([row]) => row)).toEqual([
      { ...valid, source_page: "/preise", source_cta: "paket", proof_of_work: "proof-1" },
      { ...valid, source_cta: "fusszeile", proof_of_work: "proof-1" },
      { ...valid, proof_of_work: "proof-1" },
    ]);
  });

  it("rejects an incomplete submission without solving or sending it (second guard)", async () => {
    const insert = vi.fn<InsertContact>(async () => ({ error: null }));
    const proof = proofs();
    await expect(submitContact({ ...valid, nachricht: "" }, { insert, proof })).resolves.toBe("incomplete");
    await expect(submitContact({ ...valid, datenschutz: false }, { insert, proof })).resolves.toBe("incomplete");
    expect(insert).not.toHaveBeenCalled();
    expect(proof).not.toHaveBeenCalled();
  });

  it("passes a filled honeypot to the proof and sends (the database scores it)", async () => {
    const insert = vi.fn<InsertContact>(async () => ({ error: null }));
    const proof = proofs();
    await expect(submitContact(valid, { insert, proof, honeypot: "https://spam.example" })).resolves.toBe("sent");
    expect(proof).toHaveBeenCalledExactlyOnceWith({ honeypot: "https://spam.example" });
    expect(insert).toHaveBeenCalledOnce();
  });

  it("retries once with a fresh proof when the database refuses the proof (expired, used)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = { code: "PT403", message: "proof of work expired" };
    const insert = vi
      .fn<InsertContact>()
      .mockResolvedValueOnce({ error: refused })
      .mockResolvedValueOnce({ error: null });
    await expect(submitContact(valid, { insert, proof: proofs() })).resolves.toBe("sent");
    expect(insert.mock.calls.map(([row]) => row.proof_of_work)).toEqual(["proof-1", "proof-2"]);
  });

  it("gives up after the second refused proof", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = quiet();
    const refused = { code: "PT403", message: "proof of work already used" };
    const insert = vi.fn<InsertContact>(async () => ({ error: refused }));
    await expect(submitContact(valid, { insert, proof: proofs() })).resolves.toBe("failed");
    expect(insert).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.any(String), refused);
  });

  it("reports a backend error (e.g. the 429 limit) as failed and logs it, without a retry", async () => {
    const log = quiet();
    const error = { code: "PT429", message: "too many submissions from this client" };
    const insert = vi.fn<InsertContact>(async () => ({ error }));
    await expect(submitContact(valid, { insert, proof: proofs() })).resolves.toBe("failed");
    expect(insert).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("reports a failed proof (challenge not reachable) as failed, without inserting", async () => {
    const log = quiet();
    const insert = vi.fn<InsertContact>(async () => ({ error: null }));
    const proof = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(submitContact(valid, { insert, proof })).resolves.toBe("failed");
    expect(insert).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
  });

  it("reports a thrown error (network, loading supabase-js) as failed", async () => {
    const log = quiet();
    await expect(
      submitContact(valid, {
        proof: proofs(),
        insert: async () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    ).resolves.toBe("failed");
    expect(log).toHaveBeenCalledOnce();
  });
});
