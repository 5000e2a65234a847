/**
 * The Resend sender over real HTTP against a local stand-in for api.resend.com (127.0.0.1 only, no network):
 * checks what the resend SDK puts on the wire and how each kind of answer is classified.
 */
import assert from "node:assert/strict";
import { Resend } from "resend";
import { classifyProviderError, type OutgoingMail, resendSender, retryAfterMs } from "./mail-sender.ts";

interface Seen {
  path: string;
  headers: Headers;
  body: Record<string, unknown>;
}

async function withFakeResend(
  answer: (seen: Seen) => Response | Promise<Response>,
  run: (baseUrl: string, seen: Seen[]) => Promise<void>,
) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const s = { path: new URL(req.url).pathname, headers: req.headers, body: await req.json() };
    seen.push(s);
    return answer(s);
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}`, seen);
  } finally {
    await server.shutdown();
  }
}

const mail: OutgoingMail = {
  from: "Studio <hallo@example.org>",
  to: "anna@example.de",
  replyTo: "reply@example.de",
  subject: "Betreff",
  html: "<p>Hallo</p>",
  text: "Hallo",
};
const jsonError = (status: number, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status });

Deno.test("success: POST /emails with bearer key, Idempotency-Key and Resend's field names", async () => {
  await withFakeResend(() => Response.json({ id: "msg_1" }), async (baseUrl, seen) => {
    const outcome = await resendSender({ apiKey: "re_local", baseUrl }).send(mail, "contact-1-autoreply");
    assert.deepEqual(outcome, { ok: true, messageId: "msg_1" });
    assert.equal(seen.length, 1);
    assert.equal(seen[0].path, "/emails");
    assert.equal(seen[0].headers.get("authorization"), "Bearer re_local");
    assert.equal(seen[0].headers.get("idempotency-key"), "contact-1-autoreply");
    assert.equal(seen[0].body.reply_to, "reply@example.de");
    assert.equal(seen[0].body.from, mail.from);
    assert.equal(seen[0].body.to, mail.to);
    assert.equal(seen[0].body.html, mail.html);
    assert.equal(seen[0].body.text, mail.text);
  });
});

Deno.test("failure kinds over HTTP: 5xx retryable, 422 permanent, 409-concurrent retryable", async () => {
  const cases: [Response, boolean, RegExp][] = [
    [jsonError(500, "internal_server_error", "boom"), true, /^500 internal_server_error/],
    [new Response("<html>Bad Gateway</html>", { status: 502 }), true, /^502 application_error/],
    [jsonError(422, "validation_error", "Invalid `to` field"), false, /^422 validation_error/],
    [jsonError(403, "invalid_from_address", "domain not verified"), false, /^403 invalid_from_address/],
    [jsonError(409, "concurrent_idempotent_requests", "in progress"), true, /^409 concurrent/],
  ];
  for (const [response, retryable, error] of cases) {
    await withFakeResend(() => response, async (baseUrl) => {
      const outcome = await resendSender({ apiKey: "re_local", baseUrl }).send(mail, "k");
      assert.equal(outcome.ok, false);
      if (outcome.ok) return;
      assert.equal(outcome.retryable, retryable, String(error));
      assert.match(outcome.error, error);
    });
  }
});

Deno.test("429: throttled with the provider's Retry-After in milliseconds", async () => {
  await withFakeResend(
    () =>
      Response.json({ statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" }, {
        status: 429,
        headers: { "retry-after": "2", "ratelimit-limit": "2", "ratelimit-remaining": "0", "ratelimit-reset": "2" },
      }),
    async (baseUrl) => {
      const outcome = await resendSender({ apiKey: "re_local", baseUrl }).send(mail, "k");
      assert.deepEqual(outcome, {
        ok: false,
        retryable: true,
        throttled: true,
        retryAfterMs: 2000,
        error: "429 rate_limit_exceeded: Too many requests",
      });
    },
  );
});

Deno.test("retryAfterMs reads seconds and HTTP dates; nothing for garbage", () => {
  assert.equal(retryAfterMs("1"), 1000);
  assert.equal(retryAfterMs("0.5"), 500);
  assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 7_000), 3000);
  assert.equal(retryAfterMs("soon"), undefined);
  assert.equal(retryAfterMs(null), undefined);
});

Deno.test("409 invalid_idempotent_request: Resend holds a sent mail under the key, so it counts as sent", async () => {
  await withFakeResend(() => jsonError(409, "invalid_idempotent_request", "key reused"), async (baseUrl) => {
    const outcome = await resendSender({ apiKey: "re_local", baseUrl }).send(mail, "k");
    assert.equal(outcome.ok, true);
    if (!outcome.ok) return;
    assert.equal(outcome.messageId, null);
    assert.match(outcome.note!, /accepted earlier under the same idempotency key \(409 invalid_idempotent_request/);
  });
});

Deno.test("network failure (nothing listening) is retryable", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const outcome = await resendSender({ apiKey: "re_local", baseUrl: `http://127.0.0.1:${port}` }).send(mail, "k");
  assert.equal(outcome.ok, false);
  if (!outcome.ok) {
    assert.equal(outcome.retryable, true);
    assert.match(outcome.error, /^network/);
  }
});

Deno.test("a provider that hangs past the timeout counts as a retryable network failure", async () => {
  await withFakeResend(async () => {
    await new Promise((r) => setTimeout(r, 400));
    return Response.json({ id: "late" });
  }, async (baseUrl) => {
    const outcome = await resendSender({ apiKey: "re_local", baseUrl, timeoutMs: 50 }).send(mail, "k");
    assert.equal(outcome.ok, false);
    if (!outcome.ok) assert.equal(outcome.retryable, true);
  });
});

Deno.test("the resend SDK honours RESEND_BASE_URL from the environment", async () => {
  await withFakeResend(() => Response.json({ id: "via-env" }), async (baseUrl) => {
    const before = Deno.env.get("RESEND_BASE_URL");
    Deno.env.set("RESEND_BASE_URL", baseUrl);
    try {
      const { data } = await new Resend("re_local").emails.send({
        from: "a@b.de",
        to: "c@d.de",
        subject: "s",
        text: "t",
      });
      assert.equal(data?.id, "via-env");
    } finally {
      if (before === undefined) Deno.env.delete("RESEND_BASE_URL");
      else Deno.env.set("RESEND_BASE_URL", before);
    }
  });
});

Deno.test("classifyProviderError without a status is a network failure", () => {
  assert.deepEqual(classifyProviderError({ name: "application_error", message: "Unable to fetch", statusCode: null }), {
    ok: false,
    retryable: true,
    error: "network application_error: Unable to fetch",
  });
});
