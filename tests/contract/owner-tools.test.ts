// The owner's tools through the API as a script would call them: the leads view (contact_leads) and the data subject
// requests (export_contact_data, erase_contact_data). Anon and signed-in users are refused; the service key works.
// One lead goes the whole way: anon insert -> trigger -> function -> mail catcher, then shows as sent in the view.
import { afterAll, describe, expect, it } from "vitest";
import { anon, client, closeSql, service, sql, submission, userToken } from "./stack";

afterAll(closeSql);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("anon and signed-in users are refused", () => {
  const somebody = { p_email: "jemand@example.de" };

  it("anon: the view and both functions answer 401 with 42501", async () => {
    const calls = [
      anon().from("contact_leads").select("*"),
      anon().rpc("export_contact_data", somebody),
      anon().rpc("erase_contact_data", somebody),
    ];
    for (const { status, error, data } of await Promise.all(calls)) {
      expect([status, error?.code, data]).toEqual([401, "42501", null]);
    }
  });

  it("a signed-in user (authenticated): 403 with 42501", async () => {
    const user = client(await userToken());
    const calls = [
      user.from("contact_leads").select("*"),
      user.rpc("export_contact_data", somebody),
      user.rpc("erase_contact_data", somebody),
    ];
    for (const { status, error, data } of await Promise.all(calls)) {
      expect([status, error?.code, data]).toEqual([403, "42501", null]);
    }
  });
});

describe("a lead from the form to the owner's tools", () => {
  const lead = submission({ grund: "preise" });
  let leadId = "";

  it("shows in the view with its reason in words and both mails sent", async () => {
    const inserted = await anon().from("contact_submissions").insert(lead);
    expect(inserted.status).toBe(201);
    const { rows } = await sql<{ id: string }>("select id from public.contact_submissions where email = $1", [
      lead.email,
    ]);
    leadId = rows[0]!.id;

    let row;
    for (const started = Date.now(); Date.now() - started < 20_000; await sleep(100)) {
      const { data, error } = await service().from("contact_leads").select("*").eq("anfrage_id", leadId);
      expect(error).toBeNull();
      row = data?.[0];
      if (row?.antwort_zustand === "versendet" && row.benachrichtigung_zustand === "versendet") break;
    }
    expect(row).toMatchObject({
      email: lead.email,
      name: lead.name,
      grund: "Preise aller Pakete erfahren",
      grund_wert: "preise",
      antwort_zustand: "versendet",
      antwort_naechster_versuch: null,
      antwort_fehler: null,
      benachrichtigung_zustand: "versendet",
    });
    expect(Date.parse(row!.antwort_versendet_am!)).toBeGreaterThanOrEqual(Date.parse(row!.eingegangen_am));
  });

  it("the newest lead comes first", async () => {
    const { data } = await service().from("contact_leads").select("eingegangen_am").limit(20);
    const times = (data ?? []).map((row) => Date.parse(row.eingegangen_am));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("export (service key) returns the lead and its two deliveries as JSON", async () => {
    const { status, data, error } = await service().rpc("export_contact_data", { p_email: lead.email.toUpperCase() });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const exported = data as {
      email: string;
      contact_submissions: { id: string; nachricht: string }[];
      contact_deliveries: { kind: string; status: string }[];
    };
    expect(exported.email).toBe(lead.email.toLowerCase());
    expect(exported.contact_submissions.map((s) => [s.id, s.nachricht])).toEqual([[leadId, lead.nachricht]]);
    expect(exported.contact_deliveries.map((d) => [d.kind, d.status])).toEqual([
      ["autoreply", "sent"],
      ["owner_notice", "sent"],
    ]);
  });

  it("erase (service key) deletes everything and counts it; the lead is gone from the view", async () => {
    const { data, error } = await service().rpc("erase_contact_data", { p_email: lead.email });
    expect(error).toBeNull();
    expect((data as { deleted: unknown }).deleted).toEqual({
      contact_deliveries: 2,
      spam_model_documents: 0,
      contact_submissions: 1,
      owner_summaries: 0,
    });

    const view = await service().from("contact_leads").select("anfrage_id").eq("anfrage_id", leadId);
    expect(view.data).toEqual([]);
    const again = await service().rpc("export_contact_data", { p_email: lead.email });
    expect(again.data).toMatchObject({ contact_submissions: [], contact_deliveries: [] });
  });
});

describe("the address a request names", () => {
  it("an unknown address exports empty lists instead of an error", async () => {
    const { data, error } = await service().rpc("export_contact_data", { p_email: `niemand-${Date.now()}@example.de` });
    expect(error).toBeNull();
    expect(data).toMatchObject({ contact_submissions: [], contact_deliveries: [] });
  });

  it("a blank address is a 400 with the database's message", async () => {
    const { status, error } = await service().rpc("export_contact_data", { p_email: " " });
    expect([status, error?.code, error?.message]).toEqual([400, "22023", "Bitte eine E-Mail-Adresse angeben"]);
  });
});
