// Where a lead came from, against the migrated database and through the gateway: a visitor's source is stored and
// shown in the owner's view in the site's words, and a script with the public anon key cannot store anything else.
import { afterAll, describe, expect, it } from "vitest";
import { anon, closeSql, service, sql, submission } from "./stack";

afterAll(closeSql);

describe("a lead's source through the API", () => {
  it("is stored as the form sends it and shows in words in the owner's view", async () => {
    const lead = submission({ source_page: "/services/google-ads", source_cta: "seitenende" });
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
    [
      "a page that is no path of the site's shape",
      { source_page: "https://evil.example/<b>", source_cta: "seitenende" },
      400,
      "23514",
    ],
    [
      "a call to action that is not on the list",
      { source_page: "/preise", source_cta: "gekauft-bei-evil" },
      409,
      "23503",
    ],
  ])("refuses %s and stores nothing", async (_case, source, status, code) => {
    const lead = submission(source);
    const answer = await anon().from("contact_submissions").insert(lead);
    expect([answer.status, answer.error?.code]).toEqual([status, code]);
    const { rows } = await sql("select 1 from public.contact_submissions where email = $1", [lead.email]);
    expect(rows).toEqual([]);
  });
});
