// Where a lead came from, against the migrated database and through the gateway: the database's list of calls to
// action is the site's list word for word, a visitor's source is stored and shown in the owner's view, and a script
// with the public anon key cannot store anything else.
import { afterAll, describe, expect, it } from "vitest";
import { ctaSlots } from "~/lib/lead-source";
import { anon, closeSql, service, sql, submission } from "./stack";

afterAll(closeSql);

describe("the calls to action of the leads view", () => {
  it("are exactly the site's slots with the same words (src/lib/lead-source.ts)", async () => {
    const { rows } = await sql<{ slot: string; bezeichnung: string }>(
      "select slot, bezeichnung from private.contact_cta_labels",
    );
    expect(Object.fromEntries(rows.map((row) => [row.slot, row.bezeichnung]))).toEqual(ctaSlots);
  });
});

describe("a lead's source through the API", () => {
  it("is stored as the form sends it and shows in words in the owner's view", async () => {
    const lead = submission({ quelle_seite: "/services/google-ads", quelle_cta: "seitenende" });
    const inserted = await anon().from("contact_submissions").insert(lead);
    expect(inserted.status).toBe(201);
    const { data, error } = await service().from("contact_leads").select("quelle").eq("email", lead.email);
    expect(error).toBeNull();
    expect(data).toEqual([{ quelle: "über /services/google-ads, Schaltfläche im Seitenende" }]);
  });

  it("is empty for a lead without one", async () => {
    const lead = submission();
    expect((await anon().from("contact_submissions").insert(lead)).status).toBe(201);
    const { data } = await service().from("contact_leads").select("quelle").eq("email", lead.email);
    expect(data).toEqual([{ quelle: null }]);
  });

  // PostgREST's statuses: 400 for a check constraint, 409 for a foreign key
  it.each([
    ["a page that is no path of the site's shape", { quelle_seite: "https://evil.example/<b>", quelle_cta: "seitenende" }, 400, "23514"],
    ["a call to action that is not on the list", { quelle_seite: "/preise", quelle_cta: "gekauft-bei-evil" }, 409, "23503"],
  ])("refuses %s and stores nothing", async (_case, source, status, code) => {
    const lead = submission(source);
    const answer = await anon().from("contact_submissions").insert(lead);
    expect([answer.status, answer.error?.code]).toEqual([status, code]);
    const { rows } = await sql("select 1 from public.contact_submissions where email = $1", [lead.email]);
    expect(rows).toEqual([]);
  });
});
