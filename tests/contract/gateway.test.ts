// The gateway's PostgREST and Kong contract over plain HTTP: status codes, error bodies, CORS, size limit, and the
// role switch with request.jwt.claims / request.headers inside the request's transaction; function calls under /rpc.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedContactProof } from "../../tools/local-stack/contact-proof.ts";
import { anon, client, closeSql, service, sql, stack, submission, userToken } from "./stack";

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

/** A contact row as the form sends it: with a freshly solved proof of work. */
const withProof = async <T extends object>(row: T) => ({
  ...row,
  proof_of_work: await solvedContactProof(stack.apiUrl, stack.anonKey),
});

const errorShape = { code: expect.any(String), message: expect.any(String), details: expect.anything(), hint: null };

describe("gateway: PostgREST contract", () => {
  it("insert with Prefer: return=minimal answers 201 with an empty body", async () => {
    const response = await rest("contact_submissions", {
      method: "POST",
      body: JSON.stringify(await withProof(submission())),
    });
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
    const response = await rest("contact_submissions", {
      method: "POST",
      body: JSON.stringify({ ...submission(), telefon: "1" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PGRST204");
  });

  it("a body over 64 KB gets 413 and stores nothing", async () => {
    const sent = submission({ nachricht: "x".repeat(65 * 1024) });
    const response = await rest("contact_submissions", { method: "POST", body: JSON.stringify(sent) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("PGRST413");
    const { rows } = await sql("select count(*)::int as n from public.contact_submissions where email = $1", [
      sent.email,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it("no key at all gets 401", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(submission()),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "PGRST302",
      message: "No API key found in request",
      details: null,
    });
  });

  it("a constraint error has PostgREST's body {code, message, details, hint}", async () => {
    const response = await rest("contact_submissions", {
      method: "POST",
      body: JSON.stringify(await withProof(submission({ grund: "A B" }))),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe("23514");
  });

  it("the service role selects with filters, order, limit and a singular Accept", async () => {
    const sent = submission();
    await rest("contact_submissions", { method: "POST", body: JSON.stringify(await withProof(sent)) });
    const list = await rest(
      `contact_submissions?select=name,mail:email&email=eq.${encodeURIComponent(sent.email)}&order=created_at.desc&limit=5`,
      {
        key: stack.serviceRoleKey,
      },
    );
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
    await sql(
      "grant insert (note) on public.gateway_probe to anon; grant usage on sequence public.gateway_probe_id_seq to anon",
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the schema cache reloads at most once a second
      const response = await rest("gateway_probe", {
        method: "POST",
        body: JSON.stringify({ note: "probe" }),
        headers: { "x-probe": "42" },
      });
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

describe("gateway: RPC (POST /rest/v1/rpc/<function>, as supabase-js .rpc() sends it)", () => {
  const rpc = (name: string, body: string, key?: string, headers: Record<string, string> = {}) =>
    rest(`rpc/${name}`, { method: "POST", body, key, headers: { prefer: "", ...headers } });
  const nobody = "00000000-0000-0000-0000-000000000000";

  /** A submission with both deliveries pending, made without the trigger (so no function call races the test). */
  async function quietSubmission(): Promise<string> {
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const sent = submission();
      await db.query("begin; set local session_replication_role = replica");
      const { rows } = await db.query<{ id: string }>(
        // without triggers the mailbox is not derived: set it as the trigger would
        `insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, mailbox)
         values ($1, $2, $3, $4, $5, $6, private.normalised_mailbox($3)) returning id`,
        [sent.anrede, sent.name, sent.email, sent.grund, sent.nachricht, sent.datenschutz],
      );
      // due only in an hour, so the retry job leaves them to this test
      await db.query(
        `insert into public.contact_deliveries (submission_id, kind, next_attempt_at)
         select $1, kind, now() + interval '1 hour' from unnest(array['autoreply', 'owner_notice']) as kind`,
        [rows[0]!.id],
      );
      await db.query("commit");
      return rows[0]!.id;
    } finally {
      await db.end();
    }
  }

  beforeAll(async () => {
    await sql(`
      create function public.rpc_probe_context(p_note text, p_times integer default 1) returns json
      language sql volatile as $$
        select json_build_object(
          'role', current_user,
          'claims', current_setting('request.jwt.claims', true)::json,
          'probe', current_setting('request.headers', true)::json ->> 'x-probe',
          'note', repeat(p_note, p_times))
      $$;
      create function public.rpc_probe_rows(n integer) returns table (i integer, label text)
      language sql as $$ select g, 'row ' || g from generate_series(1, n) as g $$;
      create function public.rpc_probe_void() returns void language sql as $$ select $$;
      create function public.rpc_probe_nothing() returns text language sql as $$ select null::text $$;
      -- the migrations' default privileges close new functions to the API roles; a probe is opened by name
      grant execute on function public.rpc_probe_context(text, integer), public.rpc_probe_rows(integer),
        public.rpc_probe_void(), public.rpc_probe_nothing() to anon, authenticated;`);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the schema cache reloads at most once a second
  });
  afterAll(async () => {
    await sql(`drop function public.rpc_probe_context(text, integer); drop function public.rpc_probe_rows(integer);
               drop function public.rpc_probe_void(); drop function public.rpc_probe_nothing()`);
  });

  it("anon cannot execute the service-role-only delivery functions: 401 with 42501", async () => {
    const calls = [
      anon().rpc("claim_contact_deliveries", { p_submission_id: nobody }),
      anon().rpc("record_contact_delivery", { p_delivery_id: nobody, p_outcome: "sent" }),
      anon().rpc("defer_contact_deliveries", { p_submission_id: nobody, p_reason: "test" }),
    ];
    for (const { status, error, data } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(error).toMatchObject({
        code: "42501",
        message: expect.stringMatching(/^permission denied for function /),
      });
      expect(data).toBeNull();
    }
  });

  it("a signed-in user (authenticated) cannot execute them either: 403 with 42501", async () => {
    const { status, error } = await client(await userToken()).rpc("claim_contact_deliveries", {
      p_submission_id: nobody,
    });
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
  });

  it("the service role claims, records and defers: setof -> array, composite -> object, scalar -> value", async () => {
    const submissionId = await quietSubmission();
    try {
      const claimed = await service().rpc("claim_contact_deliveries", { p_submission_id: submissionId });
      expect(claimed.status).toBe(200);
      // the owner's mail is claimed first
      expect(claimed.data?.map((d) => [d.kind, d.attempts, typeof d.wait_ms])).toEqual([
        ["owner_notice", 1, "number"],
        ["autoreply", 1, "number"],
      ]);
      const [ownerNotice, autoreply] = claimed.data!;
      // claimed again at once: both are held by the first call
      expect((await service().rpc("claim_contact_deliveries", { p_submission_id: submissionId })).data).toEqual([]);

      const sent = await service().rpc("record_contact_delivery", {
        p_delivery_id: autoreply!.id,
        p_outcome: "sent",
        p_provider_message_id: "rpc-test",
      });
      expect(sent.status).toBe(200);
      expect(sent.data).toMatchObject({
        id: autoreply!.id,
        status: "sent",
        provider_message_id: "rpc-test",
        locked_until: null,
      });

      const retry = await service().rpc("record_contact_delivery", {
        p_delivery_id: ownerNotice!.id,
        p_outcome: "retry",
        p_error: "HTTP 503",
      });
      expect(retry.data).toMatchObject({ status: "pending", last_error: "HTTP 503" });

      const deferred = await service().rpc("defer_contact_deliveries", {
        p_submission_id: submissionId,
        p_reason: "no sender",
      });
      expect(deferred).toMatchObject({ status: 200, data: 1, error: null });
      const { rows } = await sql(
        "select kind, status, last_error from public.contact_deliveries where submission_id = $1 order by kind",
        [submissionId],
      );
      expect(rows).toEqual([
        { kind: "autoreply", status: "sent", last_error: null },
        { kind: "owner_notice", status: "pending", last_error: "no sender" },
      ]);
    } finally {
      await sql("delete from public.contact_submissions where id = $1", [submissionId]);
    }
  });

  it("an unknown function, or arguments that match no parameter list, get 404 PGRST202", async () => {
    const unknown = await rpc(
      "claim_contact_delivery",
      JSON.stringify({ p_submission_id: nobody }),
      stack.serviceRoleKey,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.claim_contact_delivery(p_submission_id) in the schema cache",
      hint: null,
    });
    const extra = await rpc(
      "claim_contact_deliveries",
      JSON.stringify({ p_submission_id: nobody, p_limit: 1 }),
      stack.serviceRoleKey,
    );
    expect(extra.status).toBe(404);
    expect((await extra.json()).code).toBe("PGRST202");
    const missing = await service().rpc("defer_contact_deliveries", { p_submission_id: nobody } as never);
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("PGRST202");
  });

  it("bad arguments get 400: a value of the wrong type, a value the function refuses, a body that is not an object", async () => {
    const badUuid = await rpc(
      "claim_contact_deliveries",
      JSON.stringify({ p_submission_id: "not-a-uuid" }),
      stack.serviceRoleKey,
    );
    expect(badUuid.status).toBe(400);
    expect(await badUuid.json()).toEqual({
      code: "22P02",
      message: 'invalid input syntax for type uuid: "not-a-uuid"',
      details: null,
      hint: null,
    });
    const refused = await service().rpc("record_contact_delivery", { p_delivery_id: nobody, p_outcome: "delivered" });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: "22023", hint: "Use sent, retry, throttled or failed." });
    for (const body of ['{"p_submission_id": ', "[1, 2]", '"text"']) {
      const response = await rpc("claim_contact_deliveries", body, stack.serviceRoleKey);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("PGRST102");
    }
  });

  it("calls as the caller's role with request.jwt.claims and request.headers, named arguments and defaults", async () => {
    const once = await rpc("rpc_probe_context", JSON.stringify({ p_note: "ab" }), undefined, { "x-probe": "7" });
    expect(once.status).toBe(200);
    expect(await once.json()).toEqual({
      role: "anon",
      claims: expect.objectContaining({ role: "anon" }),
      probe: "7",
      note: "ab",
    });
    const { data } = await service().rpc(
      "rpc_probe_context" as never,
      { p_times: 3, p_note: "'; drop table x; --" } as never,
    );
    expect(data).toMatchObject({ role: "service_role", note: "'; drop table x; --".repeat(3) });
  });

  it("answers PostgREST's shapes: table -> array of rows, void -> 204 without a body, a null scalar -> null", async () => {
    const rows = await rpc("rpc_probe_rows", JSON.stringify({ n: 2 }));
    expect(await rows.json()).toEqual([
      { i: 1, label: "row 1" },
      { i: 2, label: "row 2" },
    ]);
    const one = await rpc("rpc_probe_rows", JSON.stringify({ n: 1 }), undefined, {
      accept: "application/vnd.pgrst.object+json",
    });
    expect(await one.json()).toEqual({ i: 1, label: "row 1" });
    const empty = await rpc("rpc_probe_void", "");
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    const nothing = await rpc("rpc_probe_nothing", "{}");
    expect(nothing.status).toBe(200);
    expect(await nothing.text()).toBe("null");
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
      body: JSON.stringify(await withProof(submission())),
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
