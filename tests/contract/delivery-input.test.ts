// What reaches a mail from a stored lead, through the gateway with the service role (the same insert path as the
// contact form, without its abuse checks): wrong JSON types refused as PostgREST refuses them, bidi controls and
// zero-width characters removed, names of only invisible characters and over-long local parts refused by the table.
import { INVISIBLE_CHARACTER_CLASS } from "#shared/invisible-characters.ts";
import { afterAll, describe, expect, it } from "vitest";
import { closeSql, service, sql, submission } from "./stack";
import { mailsOf, until } from "./delivery-helpers";

afterAll(closeSql);

const INVISIBLE = new RegExp(INVISIBLE_CHARACTER_CLASS, "u");

async function insert(row: Record<string, unknown>) {
  return service()
    .from("contact_submissions")
    .insert(row as never);
}

describe("gateway: JSON types", () => {
  it.each([
    ["a number for a text column", { name: 123 }],
    ["an object for a text column", { name: { first: "Anna" } }],
    ["an array for a text column", { nachricht: ["Eine Frage", "zu Ihren Angeboten."] }],
    ["1 for a boolean", { datenschutz: 1 }],
    ["a string for a boolean", { datenschutz: "true" }],
  ])("refuses %s with 400 (22P02) instead of coercing it", async (_, override) => {
    const row = { ...submission(), ...override };
    const { status, error } = await insert(row);
    expect(status).toBe(400);
    expect(error?.code).toBe("22P02");
    const { rows } = await sql("select 1 from public.contact_submissions where email = $1", [row.email]);
    expect(rows).toHaveLength(0);
  });
});

describe("input hygiene before a subject or greeting", () => {
  it("removes bidi controls and zero-width characters from the name and message; the mails carry none", async () => {
    const row = submission({
      name: "Anna\u202E nnamretsuM\u202C\u200B Schmidt",
      nachricht: "Eine Frage\u2066 zu Ihren\u200D Angeboten\uFEFF.",
    });
    const { status, error } = await insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const {
      rows: [stored],
    } = await sql<{ id: string; name: string; nachricht: string }>(
      "select id, name, nachricht from public.contact_submissions where email = $1",
      [row.email],
    );
    expect(stored!.name).toBe("Anna nnamretsuM Schmidt");
    expect(stored!.nachricht).toBe("Eine Frage zu Ihren Angeboten.");
    const mails = await until(
      async () => {
        const found = await mailsOf(stored!.id);
        return found.length === 2 ? found : null;
      },
      10_000,
      "both mails",
    );
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(INVISIBLE);
      expect(mail.text ?? "").not.toMatch(INVISIBLE);
      expect(mail.html ?? "").not.toMatch(INVISIBLE);
    }
  });

  it.each([
    ["a name of only zero-width characters", { name: "\u200B\u200C\u2060\uFEFF" }],
    ["a name of only a direction override and spaces", { name: " \u202E " }],
    ["an address whose local part has 65 characters", { email: `${"a".repeat(65)}@example.de` }],
  ])("refuses %s (400, check violation)", async (_, override) => {
    const { status, error } = await insert(submission(override));
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
  });

  it("accepts a local part of exactly 64 characters", async () => {
    const { status } = await insert(
      submission({ email: `${"b".repeat(58)}${Date.now().toString(36).slice(-6)}@example.de` }),
    );
    expect(status).toBe(201);
  });
});
