// supabase-js as a real client against the local gateway and database: the contact form's insert and everything
// the database refuses, with PostgREST's statuses and error codes.
import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import ws from "ws";
import { afterAll, describe, expect, it } from "vitest";
import { victimVariant, VICTIMS } from "../../tools/bench/botnet-people.ts";
import { anon, client, closeSql, service, sql, stack, submission } from "./stack";

afterAll(closeSql);

describe("contact_submissions through supabase-js", () => {
  it("anon inserts a submission: 201, no body", async () => {
    const { data, error, status } = await anon().from("contact_submissions").insert(submission());
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it("a service-role client reads the row back exactly as sent", async () => {
    const sent = submission({
      anrede: "divers",
      grund: "service-spezifisch",
      nachricht: 'Umlaute äöüß, <b>HTML</b> & "Zitate"\nzweite Zeile',
    });
    expect((await anon().from("contact_submissions").insert(sent)).error).toBeNull();
    const { data, error } = await service()
      .from("contact_submissions")
      .select("anrede, name, email, grund, nachricht, datenschutz, id, created_at")
      .eq("email", sent.email)
      .single();
    expect(error).toBeNull();
    const { id, created_at, ...fields } = data!;
    expect(fields).toEqual(sent);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - new Date(created_at).getTime()).toBeLessThan(60_000);
  });

  it("anon select returns no rows: the table is not readable (401, 42501)", async () => {
    expect((await anon().from("contact_submissions").insert(submission())).error).toBeNull();
    const { data, error, status } = await anon().from("contact_submissions").select("*");
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
  });

  it("anon cannot read its row back with insert().select()", async () => {
    const sent = submission();
    const { data, error, status } = await anon().from("contact_submissions").insert(sent).select();
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
    const { rows } = await sql("select count(*)::int as n from public.contact_submissions where email = $1", [
      sent.email,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it("anon cannot update or delete (401, 42501)", async () => {
    const update = await anon().from("contact_submissions").update({ name: "X" }).eq("grund", "fragen");
    expect([update.status, update.error?.code]).toEqual([401, "42501"]);
    const remove = await anon().from("contact_submissions").delete().eq("grund", "fragen");
    expect([remove.status, remove.error?.code]).toEqual([401, "42501"]);
  });

  it("a wrong key gets 401", async () => {
    const wrong = createClient(stack.apiUrl, "not-a-key", {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const { error, status } = await wrong.from("contact_submissions").insert(submission());
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");

    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-at-least-32-characters"));
    const result = await client(forged).from("contact_submissions").select("*");
    expect(result.status).toBe(401);
    expect(result.data).toBeNull();
  });

  it("an expired token gets 401", async () => {
    const expired = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const { status, error } = await client(expired).from("contact_submissions").insert(submission());
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");
  });

  const violations: Array<[string, Record<string, unknown>, string]> = [
    ["anrede outside herr/frau/divers", { anrede: "firma" }, "contact_submissions_anrede_check"],
    ["empty name", { name: "" }, "contact_submissions_name_check"],
    ["name over 200 characters", { name: "n".repeat(201) }, "contact_submissions_name_check"],
    ["implausible e-mail", { email: "erika@example" }, "contact_submissions_email_check"],
    [
      "e-mail over 254 characters",
      { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.de` },
      "contact_submissions_email_check",
    ],
    ["grund with upper case", { grund: "Fragen" }, "contact_submissions_grund_check"],
    ["grund over 64 characters", { grund: "g".repeat(65) }, "contact_submissions_grund_check"],
    ["nachricht under 10 characters", { nachricht: "zu kurz" }, "contact_submissions_nachricht_check"],
    ["nachricht over 5000 characters", { nachricht: "m".repeat(5001) }, "contact_submissions_nachricht_check"],
  ];
  it.each(violations)("%s gets 400 with 23514", async (_label, overrides, constraint) => {
    const sent = submission(overrides);
    const { error, status } = await anon().from("contact_submissions").insert(sent);
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain(constraint);
    const { rows } = await sql("select count(*)::int as n from public.contact_submissions where email = $1", [
      sent.email,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it("datenschutz false gets 400 with 23514", async () => {
    const { error, status } = await anon()
      .from("contact_submissions")
      .insert(submission({ datenschutz: false }));
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain("contact_submissions_datenschutz_check");
  });

  it.each(["anrede", "name", "email", "grund", "nachricht", "datenschutz"] as const)(
    "missing %s gets 400 with 23502",
    async (field) => {
      const sent: Record<string, unknown> = submission();
      sent[field] = null;
      const { error, status } = await anon()
        .from("contact_submissions")
        .insert(sent as never);
      expect(status).toBe(400);
      expect(error?.code).toBe("23502");
    },
  );

  it("a second row with the same id gets 409 with 23505", async () => {
    const id = crypto.randomUUID();
    expect((await service().from("contact_submissions").insert(submission({ id }))).status).toBe(201);
    const { error, status } = await service().from("contact_submissions").insert(submission({ id }));
    expect(status).toBe(409);
    expect(error?.code).toBe("23505");
  });

  it("anon cannot choose the id or backdate created_at (401, 42501)", async () => {
    const withId = await anon()
      .from("contact_submissions")
      .insert(submission({ id: crypto.randomUUID() }));
    expect([withId.status, withId.error?.code]).toEqual([401, "42501"]);
    const backdated = await anon()
      .from("contact_submissions")
      .insert(submission({ created_at: "2020-01-01T00:00:00Z" }));
    expect([backdated.status, backdated.error?.code]).toEqual([401, "42501"]);
  });
});

describe("abuse limits through supabase-js (HTTP 429, PT429)", () => {
  // each anon() is another visitor (own client address), so only the per-address limit plays a part here
  it("a fourth submission from one address within an hour gets 429", async () => {
    const email = submission().email;
    for (let i = 1; i <= 3; i++) {
      const { status, error } = await anon().from("contact_submissions").insert(submission({ email }));
      expect([status, error]).toEqual([201, null]);
    }
    const { status, error } = await anon()
      .from("contact_submissions")
      .insert(submission({ email: email.toUpperCase() }));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: "PT429", message: "too many submissions from this address" });
    expect(error?.details).toContain("At most 3 submissions per address within 60 minutes");
  });

  // The botnet benchmark bombs a victim's mailbox under many spellings and counts what reaches it by this rule.
  it("every spelling the botnet benchmark writes for a victim is that victim's mailbox to the database", async () => {
    for (const victim of VICTIMS) {
      const variants = [...new Set(Array.from({ length: 200 }, () => victimVariant(victim)))];
      expect(variants.length, victim).toBeGreaterThan(20);
      const { rows } = await sql<{ mailbox: string }>(
        "select distinct private.normalised_mailbox(address) as mailbox from unnest($1::text[]) as address",
        [variants],
      );
      expect(rows.map((row) => row.mailbox)).toEqual([victim]);
    }
  });

  it("the same message twice within 10 minutes gets 429", async () => {
    const sent = submission();
    expect((await anon().from("contact_submissions").insert(sent)).status).toBe(201);
    const { status, error } = await anon().from("contact_submissions").insert(sent);
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: "PT429", message: "duplicate submission" });
  });
});
