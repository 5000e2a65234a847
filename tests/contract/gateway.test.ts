// The gateway's PostgREST and Kong contract over plain HTTP: status codes, error bodies, CORS, size limit, and the
// role switch with request.jwt.claims / request.headers inside the request's transaction.
import { afterAll, describe, expect, it } from "vitest";
import { closeSql, sql, stack, submission } from "./stack";

afterAll(closeSql);

const rest = (path: string, init: RequestInit & { key?: string } = {}) => {
  const key = init.key ?? stack.anonKey;
  return fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      prefer: "return=minimal",
      ...(init.headers as Record<string, string>),
    },
  });
};

const errorShape = { code: expect.any(String), message: expect.any(String), details: expect.anything(), hint: null };

describe("gateway: PostgREST contract", () => {
  it("insert with Prefer: return=minimal answers 201 with an empty body", async () => {
    const response = await rest("contact_submissions", { method: "POST", body: JSON.stringify(submission()) });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
  });

  it("malformed JSON gets 400 PGRST102", async () => {
    const response = await rest("contact_submissions", { method: "POST", body: '{"anrede": "frau",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ...errorShape, code: "PGRST102" });
  });

  it("an unknown table gets 404 PGRST205", async () => {
    const response = await rest("contact_submission", { method: "POST", body: JSON.stringify(submission()) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.contact_submission' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it("an unknown column gets 400 PGRST204", async () => {
    const response = await rest("contact_submissions", { method: "POST", body: JSON.stringify({ ...submission(), telefon: "1" }) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PGRST204");
  });

  it("a body over 64 KB gets 413 and stores nothing", async () => {
    const sent = submission({ nachricht: "x".repeat(65 * 1024) });
    const response = await rest("contact_submissions", { method: "POST", body: JSON.stringify(sent) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("PGRST413");
    const { rows } = await sql("select count(*)::int as n from public.contact_submissions where email = $1", [sent.email]);
    expect(rows[0]!.n).toBe(0);
  });

  it("no key at all gets 401", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(submission()),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "PGRST302", message: "No API key found in request", details: null });
  });

  it("a constraint error has PostgREST's body {code, message, details, hint}", async () => {
    const response = await rest("contact_submissions", { method: "POST", body: JSON.stringify(submission({ grund: "A B" })) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe("23514");
  });

  it("the service role selects with filters, order, limit and a singular Accept", async () => {
    const sent = submission();
    await rest("contact_submissions", { method: "POST", body: JSON.stringify(sent) });
    const list = await rest(`contact_submissions?select=name,mail:email&email=eq.${encodeURIComponent(sent.email)}&order=created_at.desc&limit=5`, {
      key: stack.serviceRoleKey,
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([{ name: sent.name, mail: sent.email }]);
    const one = await rest(`contact_submissions?select=email&email=eq.${encodeURIComponent(sent.email)}`, {
      key: stack.serviceRoleKey,
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expect(await one.json()).toEqual({ email: sent.email });
    const none = await rest("contact_submissions?select=email&email=eq.nobody@example.de", {
      key: stack.serviceRoleKey,
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expect(none.status).toBe(406);
    expect((await none.json()).code).toBe("PGRST116");
  });

  it("switches role and sets request.jwt.claims and request.headers inside the transaction", async () => {
    await sql(`create table public.gateway_probe (
      id serial primary key,
      role text default current_user,
      claims jsonb default current_setting('request.jwt.claims', true)::jsonb,
      headers jsonb default current_setting('request.headers', true)::jsonb,
      note text)`);
    await sql("grant insert (note) on public.gateway_probe to anon; grant usage on sequence public.gateway_probe_id_seq to anon");
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the schema cache reloads at most once a second
      const response = await rest("gateway_probe", { method: "POST", body: JSON.stringify({ note: "probe" }), headers: { "x-probe": "42" } });
      expect(response.status).toBe(201);
      const { rows } = await sql("select role, claims, headers from public.gateway_probe");
      expect(rows).toHaveLength(1);
      expect(rows[0]!.role).toBe("anon");
      expect(rows[0]!.claims).toMatchObject({ role: "anon", iss: "supabase-demo" });
      expect(rows[0]!.headers).toMatchObject({ "x-probe": "42", apikey: stack.anonKey });
      // settings are local to the transaction: a pooled connection does not leak them to the next request
      const leak = await sql("select current_setting('request.jwt.claims', true) as claims");
      expect(leak.rows[0]!.claims ?? "").toBe("");
    } finally {
      await sql("drop table public.gateway_probe");
    }
  });
});

describe("gateway: CORS", () => {
  it("answers the preflight of a local site origin", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("apikey");
  });

  it("sends the origin back on the actual request from 127.0.0.1", async () => {
    const response = await rest("contact_submissions", {
      method: "POST",
      body: JSON.stringify(submission()),
      headers: { origin: "http://127.0.0.1:4173" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
  });

  it("does not allow a foreign origin", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("gateway: functions proxy", () => {
  it("forwards /functions/v1/<name> to the functions server or says it is unavailable", async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/does-not-exist`, {
      method: "POST",
      headers: { authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json" },
      body: "{}",
    });
    // with the functions component the Deno server answers (its own 404); without it the gateway says 503
    if (stack.components.includes("functions")) expect(response.status).not.toBe(503);
    else expect(await response.json()).toMatchObject({ code: "FUNCTIONS_UNAVAILABLE" });
  });

  it("checks the JWT of functions that verify it", async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/does-not-exist`, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
  });
});
