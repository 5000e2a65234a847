import assert from "node:assert/strict";
import { BUSINESS } from "../_shared/business.ts";
import { type ConfigResult, readMailConfig } from "./config.ts";
import { createHandler, idempotencyKey, summaryIdempotencyKey } from "./handler.ts";
import type { OwnerSummaryContent } from "./mails/owner-summary.ts";
import { SECRET_HEADER } from "./request.ts";
import type { Submission } from "./submission.ts";
import { FakeClock, FakeProvider, LogRecorder, MemoryStore } from "./test-doubles.ts";

const SECRET = "local-test-secret-0123456789";
const submission: Submission = {
  id: "7b0d1c8e-3a52-4f1e-9d77-2c4b8a6e5f10",
  created_at: "2025-06-02T12:05:00.000Z",
  anrede: "herr",
  name: "Bernd Müller",
  email: "bernd@example.de",
  grund: "preise",
  nachricht: "Was kostet das Paket Viral?",
  datenschutz: true,
};
const goodConfig = readMailConfig((name) =>
  ({
    RESEND_API_KEY: "re_test",
    MAIL_FROM: "KI Marketing Studio <hallo@example.org>",
    OWNER_EMAIL: "owner@example.org",
  })[
    name
  ]
);

function setup(config: ConfigResult = goodConfig, secret: string | null = SECRET) {
  const store = new MemoryStore();
  store.insert(submission);
  const provider = new FakeProvider();
  const log = new LogRecorder();
  const clock = new FakeClock();
  store.now = clock.now;
  provider.clock = clock.now;
  let sendersBuilt = 0;
  const handle = createHandler({
    secret: secret ?? undefined,
    config,
    store,
    sender: () => {
      sendersBuilt++;
      return provider;
    },
    log,
    sleep: (ms) => clock.sleep(ms),
    now: clock.now,
  });
  return { store, provider, log, clock, handle, sendersBuilt: () => sendersBuilt };
}

function call(handle: (r: Request) => Promise<Response>, body: unknown, secret: string | null = SECRET) {
  const headers = new Headers({ "content-type": "application/json" });
  if (secret !== null) headers.set(SECRET_HEADER, secret);
  return handle(
    new Request("http://localhost/contact-autoreply", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const valid = { submission_id: submission.id, source: "trigger" };

Deno.test("401 without the secret or with a wrong one; nothing touched", async () => {
  const t = setup();
  for (const secret of [null, "", "wrong", SECRET + "x", SECRET.slice(0, -1) + "X"]) {
    const res = await call(t.handle, valid, secret);
    assert.equal(res.status, 401, `secret ${JSON.stringify(secret)}`);
    await res.body?.cancel();
  }
  assert.equal(t.provider.calls.length, 0);
  assert.ok(t.store.deliveries.every((d) => d.attempts === 0));
});

Deno.test("503 and a logged error when the shared secret itself is not configured", async () => {
  const t = setup(goodConfig, null);
  const res = await call(t.handle, valid, "anything");
  assert.equal(res.status, 503);
  assert.match(t.log.lines.find((l) => l.level === "error")!.message, /CONTACT_AUTOREPLY_SECRET/);
  assert.equal(t.provider.calls.length, 0);
});

Deno.test("405 for other methods", async () => {
  const t = setup();
  const res = await t.handle(new Request("http://localhost/", { method: "GET", headers: { [SECRET_HEADER]: SECRET } }));
  assert.equal(res.status, 405);
});

Deno.test("400 for a body that is not JSON or not the expected shape", async () => {
  const t = setup();
  const bodies: unknown[] = [
    "{not json",
    {},
    { submission_id: "123" },
    { submission_id: 42 },
    { ...valid, extra: true },
    { ...valid, source: "somewhere" },
    [valid],
  ];
  for (const body of bodies) {
    const res = await call(t.handle, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    await res.body?.cancel();
  }
  assert.equal(t.provider.calls.length, 0);
});

Deno.test("sends the auto-reply and the owner notice once, with one idempotency key each", async () => {
  const t = setup();
  const res = await call(t.handle, valid);
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.deepEqual(body.deliveries.map((d: { outcome: string }) => d.outcome), ["sent", "sent"]);

  assert.equal(t.provider.delivered.length, 2);
  const reply = t.provider.delivered.find((d) => d.key === idempotencyKey(submission.id, "autoreply"))!;
  const notice = t.provider.delivered.find((d) => d.key === idempotencyKey(submission.id, "owner_notice"))!;
  assert.equal(reply.key, `contact-${submission.id}-autoreply`);
  assert.equal(reply.mail.to, "bernd@example.de");
  assert.equal(reply.mail.from, "KI Marketing Studio <hallo@example.org>");
  assert.match(reply.mail.text, /^Guten Tag,\n/);
  assert.doesNotMatch(reply.mail.text, /Bernd/);
  assert.equal(notice.mail.to, "owner@example.org");
  assert.equal(notice.mail.replyTo, "bernd@example.de");

  for (const d of t.store.deliveries) {
    assert.equal(d.status, "sent");
    assert.equal(d.attempts, 1);
    assert.ok(d.provider_message_id);
  }
});

Deno.test("a second invocation sends nothing", async () => {
  const t = setup();
  await (await call(t.handle, valid)).body?.cancel();
  const res = await call(t.handle, { submission_id: submission.id, source: "retry" });
  assert.equal(res.status, 200);
  assert.deepEqual((await res.json()).deliveries, []);
  assert.equal(t.provider.calls.length, 2);
});

Deno.test("concurrent invocations (trigger and retry job) send each mail exactly once", async () => {
  const t = setup();
  const responses = await Promise.all([1, 2, 3, 4].map(() => call(t.handle, valid)));
  for (const r of responses) assert.equal(r.status, 200);
  await Promise.all(responses.map((r) => r.body?.cancel()));
  assert.equal(t.provider.calls.length, 2);
  assert.equal(t.provider.delivered.length, 2);
});

Deno.test("5xx and network errors are retryable: deliveries stay pending with the attempt and error recorded", async () => {
  for (
    const failure of [
      "500 application_error: Internal server error",
      "network application_error: Unable to fetch data",
    ]
  ) {
    const t = setup();
    t.provider.script = [
      { ok: false, retryable: true, error: failure },
      { ok: false, retryable: true, error: failure },
    ];
    const res = await call(t.handle, valid);
    assert.equal(res.status, 200);
    assert.deepEqual((await res.json()).deliveries.map((d: { outcome: string }) => d.outcome), ["retry", "retry"]);
    for (const d of t.store.deliveries) {
      assert.equal(d.status, "pending");
      assert.equal(d.attempts, 1);
      assert.equal(d.last_error, failure);
    }
    assert.equal(t.log.lines.filter((l) => l.level === "warn").length, 2);

    // the retry job's next call delivers both
    await (await call(t.handle, { ...valid, source: "retry" })).body?.cancel();
    assert.ok(t.store.deliveries.every((d) => d.status === "sent" && d.attempts === 2));
    assert.equal(t.provider.delivered.length, 2);
  }
});

Deno.test("a validation error is permanent: failed at once, never retried", async () => {
  const t = setup();
  t.provider.script = [{ ok: false, retryable: false, error: "422 validation_error: Invalid `to` field" }];
  await (await call(t.handle, valid)).body?.cancel();
  const failed = t.store.deliveries.filter((d) => d.status === "failed");
  assert.equal(failed.length, 1);
  assert.equal(failed[0].last_error, "422 validation_error: Invalid `to` field");
  assert.equal(t.log.lines.filter((l) => l.level === "error").length, 1);
  await (await call(t.handle, { ...valid, source: "retry" })).body?.cancel();
  assert.equal(t.provider.calls.length, 2, "only the first two calls; the failed one is not tried again");
});

Deno.test("transient failures stay pending however many attempts; once the window is over they end failed", async () => {
  const t = setup();
  const down = { ok: false as const, retryable: true, error: "503 application_error: unavailable" };
  t.provider.script = Array.from({ length: 42 }, () => down);
  for (let i = 0; i < 20; i++) {
    await (await call(t.handle, valid)).body?.cancel();
    t.store.expireLeases();
  }
  assert.ok(t.store.deliveries.every((d) => d.status === "pending" && d.attempts === 20));
  t.store.windowOver = true;
  await (await call(t.handle, valid)).body?.cancel();
  assert.ok(t.store.deliveries.every((d) => d.status === "failed" && d.attempts === 21));
  assert.equal(t.provider.delivered.length, 0);
});

Deno.test("each mail waits for its send slot before the provider is called", async () => {
  const t = setup();
  t.store.slotMs = 550;
  t.store.insert({ ...submission, id: crypto.randomUUID(), email: "zweite@example.de" });
  const second = t.store.deliveries.at(-1)!.submission_id!;
  const start = t.clock.now();
  await (await call(t.handle, valid)).body?.cancel();
  await (await call(t.handle, { submission_id: second })).body?.cancel();
  assert.deepEqual(t.provider.callTimes.map((at) => at - start), [0, 550, 1100, 1650], "one slot every 550 ms");
  assert.equal(t.provider.delivered.length, 4);
});

Deno.test("a lead deleted while its mails wait for their send slots gets no mail; the next lead's mails still go", async () => {
  const t = setup();
  t.store.slotMs = 550;
  t.store.insert({ ...submission, id: crypto.randomUUID(), email: "zweite@example.de" });
  const second = t.store.deliveries.at(-1)!.submission_id!;
  // the first lead's two mails take the first two slots, so the second lead's wait 1,100 and 1,650 ms
  await (await call(t.handle, valid)).body?.cancel();
  const sleep = t.clock.sleep;
  t.clock.sleep = async (ms) => {
    t.store.remove(second);
    await sleep(ms);
  };
  const res = await call(t.handle, { submission_id: second });
  const outcomes = (await res.json()).deliveries.map((d: { outcome: string }) => d.outcome);
  assert.deepEqual(outcomes, ["withdrawn", "withdrawn"]);
  assert.deepEqual(t.provider.delivered.map((d) => d.mail.to).sort(), ["bernd@example.de", "owner@example.org"]);
  assert.ok(t.log.lines.some((l) => l.level === "info" && /lead deleted/.test(l.message)));
  assert.ok(!t.log.lines.some((l) => l.level === "error"));
});

Deno.test("a 429 pauses sending for Retry-After, gives the attempt back and the mail goes out after the pause", async () => {
  const t = setup();
  t.store.slotMs = 550;
  const start = t.clock.now();
  t.provider.script = [{
    ok: false,
    retryable: true,
    throttled: true,
    retryAfterMs: 2000,
    error: "429 rate_limit_exceeded",
  }];
  const res = await call(t.handle, valid);
  const outcomes = (await res.json()).deliveries.map((d: { outcome: string }) => d.outcome);
  // the reply is throttled; the notice's slot (550 ms) falls into the pause, so it is held back, not sent; both are
  // claimed again for slots after the pause and go out then
  assert.deepEqual(outcomes, ["throttled", "throttled", "sent", "sent"]);
  assert.equal(t.store.throttled.length, 2);
  assert.equal(t.store.throttled[0].retryAfterMs, 2000);
  assert.equal(t.provider.calls.length, 3, "the held-back mail never reached the provider during the pause");
  assert.ok(t.provider.callTimes.slice(1).every((at) => at >= start + 2000), "nothing was sent inside the pause");
  assert.ok(t.store.deliveries.every((d) => d.status === "sent" && d.attempts === 1), "no attempt burned by the 429");
  assert.equal(t.provider.delivered.length, 2);
});

Deno.test("a changed configuration between attempts (409 invalid_idempotent_request) counts as sent, not failed", async () => {
  const t = setup();
  t.store.failNextRecordSent = true; // the provider accepts the reply, but recording it fails
  await (await call(t.handle, valid)).body?.cancel();
  t.store.expireLeases();
  // the owner changes MAIL_FROM before the retry: the same key now comes with another payload
  const changed = readMailConfig((name) =>
    ({ RESEND_API_KEY: "re_test", MAIL_FROM: "Neues Studio <neu@example.org>", OWNER_EMAIL: "owner@example.org" })[name]
  );
  const retry = createHandler({
    secret: SECRET,
    config: changed,
    store: t.store,
    sender: () => t.provider,
    log: t.log,
    sleep: t.clock.sleep,
    now: t.clock.now,
  });
  const res = await call(retry, { ...valid, source: "retry" });
  assert.deepEqual((await res.json()).deliveries.map((d: { outcome: string }) => d.outcome), ["sent"]);
  const reply = t.store.of(submission.id, "autoreply");
  assert.equal(reply.status, "sent");
  assert.equal(reply.provider_message_id, null);
  assert.match(reply.last_error!, /accepted earlier under the same idempotency key/);
  assert.equal(t.provider.delivered.length, 2, "no second reply");
  assert.ok(t.log.lines.some((l) => l.level === "warn" && l.message === "mail sent"));
});

Deno.test("an owner summary is sent to the owner by its delivery id, with its own idempotency key", async () => {
  const t = setup();
  const content: OwnerSummaryContent = {
    since: "2026-11-23T10:00:00Z",
    leads: [{
      submission_id: submission.id,
      eingegangen: "2026-11-23T10:00:00Z",
      name: "Bernd Müller",
      email: "bernd@example.de",
      grund: "preise",
      mails: [{
        kind: "owner_notice",
        status: "failed",
        attempts: 30,
        last_error: "aufgegeben: nach 23 Stunden Versuchen nicht versendet",
        sent_at: null,
        delivery_id: crypto.randomUUID(),
        retry_until: "2026-11-24T09:00:00Z",
      }],
    }],
  };
  const summary = t.store.insertSummary(content);
  const res = await call(t.handle, { delivery_id: summary.id, source: "retry" });
  assert.equal(res.status, 200);
  await res.body?.cancel();
  assert.equal(t.provider.delivered.length, 1);
  const mail = t.provider.delivered[0];
  assert.equal(mail.key, summaryIdempotencyKey(summary.id));
  assert.equal(mail.mail.to, "owner@example.org");
  assert.equal(mail.mail.subject, "Benachrichtigung an Sie zu 1 Anfrage nicht zugestellt");
  assert.equal(summary.status, "sent");
  assert.equal(t.store.of(submission.id, "autoreply").attempts, 0, "the lead's own mails are untouched");
});

Deno.test("a body must name exactly one of submission_id and delivery_id", async () => {
  const t = setup();
  for (const body of [{ submission_id: submission.id, delivery_id: crypto.randomUUID() }, { source: "retry" }]) {
    const res = await call(t.handle, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    await res.body?.cancel();
  }
});

Deno.test("provider accepted but recording failed: the retry reuses the key and the provider sends no second mail", async () => {
  const t = setup();
  t.store.failNextRecordSent = true;
  const first = await call(t.handle, valid);
  assert.equal(first.status, 200);
  await first.body?.cancel();
  assert.equal(t.store.deliveries.filter((d) => d.status === "sent").length, 1);
  assert.ok(t.log.lines.some((l) => l.level === "error" && /lease expires/.test(l.message)));

  t.store.expireLeases();
  await (await call(t.handle, { ...valid, source: "retry" })).body?.cancel();
  assert.equal(t.provider.calls.length, 3, "the unrecorded delivery was sent again to the provider");
  assert.equal(t.provider.delivered.length, 2, "but the provider delivered only two mails");
  assert.ok(t.store.deliveries.every((d) => d.status === "sent"));
});

Deno.test("missing RESEND_API_KEY / MAIL_FROM / OWNER_EMAIL: clear error, nothing sent, deliveries stay pending", async () => {
  const config = readMailConfig((name) => ({ MAIL_FROM: "a@example.org" })[name]);
  assert.deepEqual(config, { ok: false, missing: ["RESEND_API_KEY", "OWNER_EMAIL"] });
  const t = setup(config);
  const res = await call(t.handle, valid);
  assert.equal(res.status, 503);
  assert.equal(t.sendersBuilt(), 0);
  assert.equal(t.provider.calls.length, 0);
  const error = t.log.lines.find((l) => l.level === "error")!;
  assert.match(error.message, /missing configuration: RESEND_API_KEY, OWNER_EMAIL/);
  for (const d of t.store.deliveries) {
    assert.equal(d.status, "pending");
    assert.equal(d.attempts, 0);
    assert.equal(d.last_error, "missing configuration: RESEND_API_KEY, OWNER_EMAIL");
  }
});

Deno.test("unknown submission: 404, nothing sent", async () => {
  const t = setup();
  const res = await call(t.handle, { submission_id: crypto.randomUUID() });
  assert.equal(res.status, 404);
  await res.body?.cancel();
  assert.equal(t.provider.calls.length, 0);
});

Deno.test("a recipient address that could inject headers is a permanent failure, not a send", async () => {
  const t = setup();
  t.store.submissions.set(submission.id, { ...submission, email: "x@example.de\r\nBcc: victim@example.com" });
  await (await call(t.handle, valid)).body?.cancel();
  assert.equal(t.store.of(submission.id, "autoreply").status, "failed");
  assert.match(t.store.of(submission.id, "autoreply").last_error!, /invalid recipient/);
  assert.equal(t.store.of(submission.id, "owner_notice").status, "sent");
  assert.equal(t.provider.delivered.length, 1);
  assert.equal(t.provider.delivered[0].mail.replyTo, undefined);
});

Deno.test("the mails' business identity is the owner configuration's, whatever the environment says", () => {
  const config = readMailConfig((name) =>
    ({ RESEND_API_KEY: "k", MAIL_FROM: "f@x.de", OWNER_EMAIL: "o@x.de", BUSINESS_NAME: "Studio Y" })[name]
  );
  assert.ok(config.ok);
  assert.deepEqual(config.config.business, BUSINESS);
});
