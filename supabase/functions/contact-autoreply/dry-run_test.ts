/**
 * Dry runs through the handler: the probe Postgres sends while calls fail and the check of `npm run check:deploy`.
 * Neither claims nor sends a delivery; only the check asks the provider about key and sender domain.
 */
import assert from "node:assert/strict";
import { type ConfigResult, readMailConfig } from "./config.ts";
import { senderOf } from "./dry-run.ts";
import { createHandler } from "./handler.ts";
import { SECRET_HEADER } from "./request.ts";
import type { Submission } from "./submission.ts";
import { FakeClock, FakeProvider, FakeProviderCheck, LogRecorder, MemoryStore } from "./test-doubles.ts";

const SECRET = "local-test-secret-0123456789";
const submission: Submission = {
  id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  created_at: "2026-11-27T12:00:00.000Z",
  anrede: "frau",
  name: "Erika Muster",
  email: "erika@example.de",
  grund: "fragen",
  nachricht: "Eine Frage.",
  datenschutz: true,
};
const env = (overrides: Record<string, string | undefined> = {}) => (name: string) =>
  ({
    RESEND_API_KEY: "re_test",
    MAIL_FROM: "KI Marketing Studio <hallo@Example.org>",
    OWNER_EMAIL: "owner@example.org",
    ...overrides,
  })[name];

function setup(config: ConfigResult = readMailConfig(env()), secret: string | null = SECRET) {
  const store = new MemoryStore();
  store.insert(submission);
  const provider = new FakeProvider();
  const check = new FakeProviderCheck();
  const log = new LogRecorder();
  const clock = new FakeClock();
  let sendersBuilt = 0;
  let checksBuilt = 0;
  const handle = createHandler({
    secret: secret ?? undefined,
    config,
    store,
    sender: () => {
      sendersBuilt++;
      return provider;
    },
    providerCheck: () => {
      checksBuilt++;
      return check;
    },
    log,
    sleep: clock.sleep,
    now: clock.now,
  });
  const untouched = () => {
    assert.equal(sendersBuilt, 0, "no mail sender built");
    assert.equal(provider.calls.length, 0, "no mail sent");
    assert.ok(store.deliveries.every((d) => d.attempts === 0 && !d.leased && d.last_error === null), "nothing claimed");
  };
  return { store, provider, check, log, handle, untouched, checksBuilt: () => checksBuilt };
}

function call(handle: (r: Request) => Promise<Response>, body: unknown, secret: string | null = SECRET) {
  const headers = new Headers({ "content-type": "application/json" });
  if (secret !== null) headers.set(SECRET_HEADER, secret);
  return handle(
    new Request("http://localhost/contact-autoreply", { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

const probe = { dry_run: true, source: "probe" };
const check = { dry_run: true, source: "check", check_provider: true };

Deno.test("the probe answers 200 with the configuration checked, and never calls the provider", async () => {
  const t = setup();
  const res = await call(t.handle, probe);
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.dry_run, true);
  assert.equal(body.source, "probe");
  assert.equal(body.ok, true);
  assert.deepEqual(body.problems, []);
  assert.equal(body.provider_checked, false);
  assert.equal(body.checks.CONTACT_AUTOREPLY_SECRET.state, "ok");
  assert.match(body.checks.RESEND_API_KEY.detail, /nicht geprüft/);
  assert.equal(body.checks.MAIL_FROM.detail, "Absender hallo@Example.org (Domain bei Resend nicht geprüft)");
  assert.equal(body.checks.OWNER_EMAIL.detail, "gültige Adresse (owner@example.org)");
  assert.equal(t.checksBuilt(), 0, "the provider check is not even built");
  assert.equal(t.check.asked.length, 0);
  t.untouched();
});

Deno.test("the check asks the provider about key and sender domain and reports its answer", async () => {
  const t = setup();
  const res = await call(t.handle, check);
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.ok, true);
  assert.equal(body.provider_checked, true);
  assert.deepEqual(t.check.asked, [{ from: "KI Marketing Studio <hallo@Example.org>", domain: "example.org" }]);
  assert.equal(body.checks.RESEND_API_KEY.state, "ok");
  assert.equal(body.checks.MAIL_FROM.detail, "Domain example.org bei Resend verifiziert");
  t.untouched();
});

Deno.test("a refused key and an unverified domain make the check not ok, named in German", async () => {
  const t = setup();
  t.check.report = {
    apiKey: {
      state: "problem",
      detail: "von Resend abgelehnt (401 validation_error: API key is invalid) → neu setzen",
    },
    domain: { state: "unchecked", detail: "nicht prüfbar, solange Resend den Schlüssel ablehnt" },
  };
  const body = await (await call(t.handle, check)).json();
  assert.equal(body.ok, false);
  assert.deepEqual(body.problems, [
    "RESEND_API_KEY: von Resend abgelehnt (401 validation_error: API key is invalid) → neu setzen",
    "MAIL_FROM: nicht prüfbar, solange Resend den Schlüssel ablehnt",
  ]);
  assert.ok(t.log.lines.some((l) => l.level === "warn" && l.message === "dry run"));
  t.untouched();
});

Deno.test("an invalid OWNER_EMAIL or MAIL_FROM is a problem; the provider is not asked without a sender", async () => {
  const t = setup(readMailConfig(env({ MAIL_FROM: "Studio <kein-absender>", OWNER_EMAIL: "owner@@example" })));
  const body = await (await call(t.handle, check)).json();
  assert.equal(body.ok, false);
  assert.equal(body.checks.MAIL_FROM.state, "problem");
  assert.match(body.checks.MAIL_FROM.detail, /keine gültige Absenderangabe/);
  assert.equal(body.checks.OWNER_EMAIL.state, "problem");
  assert.match(body.checks.OWNER_EMAIL.detail, /keine gültige E-Mail-Adresse .*OWNER_EMAIL=/);
  assert.equal(body.checks.RESEND_API_KEY.state, "unchecked");
  assert.equal(body.problems.length, 3);
  assert.equal(t.check.asked.length, 0);
  t.untouched();
});

Deno.test("missing function secrets: 503 naming them, as for a real call, and no delivery is touched", async () => {
  const config = readMailConfig(env({ RESEND_API_KEY: undefined, OWNER_EMAIL: " " }));
  const t = setup(config);
  const res = await call(t.handle, check);
  assert.equal(res.status, 503);
  assert.deepEqual(await res.json(), {
    error: "missing configuration: RESEND_API_KEY, OWNER_EMAIL",
    missing: ["RESEND_API_KEY", "OWNER_EMAIL"],
    dry_run: true,
  });
  assert.equal(t.check.asked.length, 0);
  t.untouched();
});

Deno.test("without CONTACT_AUTOREPLY_SECRET: 503 naming it; with a wrong secret: 401; nothing asked", async () => {
  const unset = setup(undefined, null);
  const res = await call(unset.handle, check, "anything");
  assert.equal(res.status, 503);
  assert.deepEqual((await res.json()).missing, ["CONTACT_AUTOREPLY_SECRET"]);

  const wrong = setup();
  const refused = await call(wrong.handle, check, "wrong");
  assert.equal(refused.status, 401);
  assert.deepEqual(await refused.json(), { error: "unauthorized" });
  for (const t of [unset, wrong]) {
    assert.equal(t.check.asked.length, 0);
    t.untouched();
  }
});

Deno.test("a dry run body stays strict: no ids, no other source, nothing extra", async () => {
  const t = setup();
  const bodies: unknown[] = [
    { ...probe, submission_id: submission.id },
    { ...probe, delivery_id: crypto.randomUUID() },
    { dry_run: false, source: "probe" },
    { dry_run: true },
    { dry_run: true, source: "retry" },
    { ...check, check_provider: "yes" },
    { ...check, extra: 1 },
    { submission_id: submission.id, source: "check" },
  ];
  for (const body of bodies) {
    const res = await call(t.handle, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    await res.body?.cancel();
  }
  assert.equal(t.check.asked.length, 0);
  t.untouched();
});

Deno.test("a dry run leaves pending deliveries alone, even right before a real call that sends them", async () => {
  const t = setup();
  await (await call(t.handle, check)).body?.cancel();
  await (await call(t.handle, probe)).body?.cancel();
  t.untouched();
  const res = await call(t.handle, { submission_id: submission.id, source: "retry" });
  assert.equal(res.status, 200);
  await res.body?.cancel();
  assert.equal(t.provider.delivered.length, 2);
});

Deno.test("senderOf: the address of MAIL_FROM with or without a display name, in ASCII", () => {
  assert.deepEqual(senderOf("KI Marketing Studio <kontakt@ki-marketing-studio.de>"), {
    address: "kontakt@ki-marketing-studio.de",
    domain: "ki-marketing-studio.de",
  });
  assert.deepEqual(senderOf(" kontakt@Studio.DE "), { address: "kontakt@Studio.DE", domain: "studio.de" });
  assert.deepEqual(senderOf("Büro <post@bücher.de>"), { address: "post@xn--bcher-kva.de", domain: "xn--bcher-kva.de" });
  for (const bad of ["", "Studio", "Studio <>", "a@b", "Studio <a@example.org", "a@example.org b@example.org"]) {
    assert.equal(senderOf(bad), null, bad);
  }
});
