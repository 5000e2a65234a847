/**
 * The check of key and sender domain over real HTTP against a local stand-in for api.resend.com (127.0.0.1 only):
 * what it asks, and how each of Resend's answers is put into words.
 */
import assert from "node:assert/strict";
import { type ProviderReport, RESEND_TEST_RECIPIENT, resendProviderCheck } from "./mail-provider-check.ts";

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

type Route = (seen: Seen) => Response;

async function withFakeResend(
  routes: { domains: Route; send?: Route },
  run: (baseUrl: string, seen: Seen[]) => Promise<void>,
) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const text = await req.text();
    const s = {
      method: req.method,
      path: url.pathname + url.search,
      headers: req.headers,
      body: text ? JSON.parse(text) : null,
    };
    seen.push(s);
    if (req.method === "GET" && url.pathname === "/domains") return routes.domains(s);
    if (req.method === "POST" && url.pathname === "/emails" && routes.send) return routes.send(s);
    return Response.json({ statusCode: 404, name: "not_found", message: "no route" }, { status: 404 });
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}`, seen);
  } finally {
    await server.shutdown();
  }
}

const error = (status: number, name: string, message: string) => () =>
  Response.json({ statusCode: status, name, message }, { status });
const domains = (...list: { name: string; status: string }[]) => () =>
  Response.json({ object: "list", has_more: false, data: list.map((d, i) => ({ id: `d${i}`, ...d })) });
const sender = { from: "KI Marketing Studio <kontakt@ki-marketing-studio.de>", domain: "ki-marketing-studio.de" };

async function checkWith(routes: { domains: Route; send?: Route }): Promise<{ report: ProviderReport; seen: Seen[] }> {
  let result: { report: ProviderReport; seen: Seen[] } | undefined;
  await withFakeResend(routes, async (baseUrl, seen) => {
    result = { report: await resendProviderCheck({ apiKey: "re_key", baseUrl }).check(sender), seen };
  });
  return result!;
}

Deno.test("full-access key, verified domain: both ok, one GET /domains with the key, no mail", async () => {
  const { report, seen } = await checkWith({
    domains: domains({ name: "andere.de", status: "pending" }, { name: "KI-Marketing-Studio.de", status: "verified" }),
  });
  assert.equal(report.apiKey.state, "ok");
  assert.match(report.apiKey.detail, /voller Zugriff/);
  assert.deepEqual(report.domain, { state: "ok", detail: "Domain ki-marketing-studio.de bei Resend verifiziert" });
  assert.equal(seen.length, 1);
  assert.equal(seen[0].method, "GET");
  assert.equal(seen[0].path, "/domains?limit=100");
  assert.equal(seen[0].headers.get("authorization"), "Bearer re_key");
  assert.ok(seen[0].headers.get("user-agent"));
});

Deno.test("a domain not verified or not added is a problem that says what to do", async () => {
  const pending = await checkWith({ domains: domains({ name: "ki-marketing-studio.de", status: "pending" }) });
  assert.equal(pending.report.apiKey.state, "ok");
  assert.equal(pending.report.domain.state, "problem");
  assert.match(
    pending.report.domain.detail,
    /^Domain ki-marketing-studio\.de ist bei Resend nicht verifiziert \(Status „pending“\) → .*resend\.com\/domains/,
  );

  const absent = await checkWith({ domains: domains({ name: "andere.de", status: "verified" }) });
  assert.equal(absent.report.domain.state, "problem");
  assert.match(absent.report.domain.detail, /nicht angelegt \(angelegt: andere\.de\)/);
});

Deno.test("a refused key is a problem in every form Resend answers it; the domain is then not checkable", async () => {
  const refusals = [
    error(401, "validation_error", "API key is invalid"),
    error(400, "validation_error", "API key is invalid"),
    error(403, "invalid_api_key", "API key is invalid."),
    error(401, "missing_api_key", "Missing API key in the authorization header."),
  ];
  for (const refusal of refusals) {
    const { report, seen } = await checkWith({ domains: refusal, send: () => Response.json({ id: "x" }) });
    assert.equal(report.apiKey.state, "problem");
    assert.match(report.apiKey.detail, /^von Resend abgelehnt \(\d{3} \w+: .*\) → .*RESEND_API_KEY=/);
    assert.equal(report.domain.state, "unchecked");
    assert.equal(seen.length, 1, "no test mail with a refused key");
  }
});

Deno.test("send-only key: valid; the domain is checked by one test mail to Resend's test address", async () => {
  const { report, seen } = await checkWith({
    domains: error(401, "restricted_api_key", "This API key is restricted to only send emails."),
    send: () => Response.json({ id: "msg_1" }),
  });
  assert.deepEqual(report.apiKey, { state: "ok", detail: "von Resend angenommen (Schlüssel nur zum Senden)" });
  assert.equal(report.domain.state, "ok");
  assert.match(report.domain.detail, /verifiziert \(Testsendung an delivered@resend\.dev angenommen\)/);
  assert.equal(seen.length, 2);
  const mail = seen[1];
  assert.equal(mail.path, "/emails");
  assert.equal(mail.body?.from, sender.from);
  assert.deepEqual(mail.body?.to, [RESEND_TEST_RECIPIENT]);
  assert.equal(mail.headers.get("idempotency-key"), null);
});

Deno.test("send-only key and an unverified domain: Resend's refusal of the test mail is the problem", async () => {
  const { report } = await checkWith({
    domains: error(401, "restricted_api_key", "This API key is restricted to only send emails."),
    send: error(
      403,
      "validation_error",
      "The ki-marketing-studio.de domain is not verified. Please, add and verify your domain on https://resend.com/domains",
    ),
  });
  assert.equal(report.apiKey.state, "ok");
  assert.equal(report.domain.state, "problem");
  assert.match(
    report.domain.detail,
    /^Domain ki-marketing-studio\.de ist bei Resend nicht verifiziert \(Resend: „The ki-marketing-studio\.de domain is not verified/,
  );
});

Deno.test("rate limit, Resend's own failure and no answer leave both items not checkable, with the reason", async () => {
  const cases: [Route, RegExp][] = [
    [error(429, "rate_limit_exceeded", "Too many requests."), /Ratenlimit erreicht \(429\)/],
    [error(500, "internal_server_error", "boom"), /Resend antwortet 500 \(boom\)/],
    [() => new Response("<html>Bad Gateway</html>", { status: 502 }), /Resend antwortet 502/],
  ];
  for (const [answer, reason] of cases) {
    const { report } = await checkWith({ domains: answer });
    assert.equal(report.apiKey.state, "unchecked");
    assert.equal(report.domain.state, "unchecked");
    assert.match(report.apiKey.detail, reason);
  }
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const closedPort = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const report = await resendProviderCheck({ apiKey: "re_key", baseUrl: `http://127.0.0.1:${closedPort}` }).check(
    sender,
  );
  assert.equal(report.apiKey.state, "unchecked");
  assert.match(report.apiKey.detail, /^Resend nicht erreichbar/);
});

Deno.test("a slow Resend counts as not reachable after the timeout", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return Response.json({ data: [] });
  });
  try {
    const report = await resendProviderCheck({
      apiKey: "k",
      baseUrl: `http://127.0.0.1:${server.addr.port}`,
      timeoutMs: 50,
    })
      .check(sender);
    assert.equal(report.apiKey.state, "unchecked");
    assert.match(report.apiKey.detail, /^Resend nicht erreichbar/);
  } finally {
    await server.shutdown();
  }
});
