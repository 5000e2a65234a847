import assert from "node:assert/strict";
import { BUSINESS } from "../_shared/business.ts";
import { readMailConfig } from "./config.ts";
import { createHandler, idempotencyKey } from "./handler.ts";
import { SECRET_HEADER } from "./request.ts";
import type { Submission } from "./submission.ts";
import { FakeClock, FakeProvider, LogRecorder, MemoryStore } from "./test-doubles.ts";

// A prospect whose address has an internationalised domain gets the reply, sent to the punycode form of the domain,
// and the owner's notice has that form as reply-to.

const SECRET = "local-test-secret-0123456789";
const submission: Submission = {
  id: "2f4c6e8a-1b3d-4f5a-8c7e-9d0b1a2c3e4f",
  created_at: "2025-06-02T12:05:00.000Z",
  anrede: "frau",
  name: "Anna Petrowa",
  email: "anna@пример.рф",
  grund: "fragen",
  nachricht: "Können Sie auch Kampagnen auf Russisch?",
  datenschutz: true,
};

Deno.test("an internationalised domain is sent to in punycode, as recipient and as reply-to", async () => {
  const store = new MemoryStore();
  store.insert(submission);
  const provider = new FakeProvider();
  const clock = new FakeClock();
  store.now = clock.now;
  provider.clock = clock.now;
  const handle = createHandler({
    secret: SECRET,
    config: readMailConfig((name) =>
      ({ RESEND_API_KEY: "re_test", MAIL_FROM: "Studio <hallo@example.org>", OWNER_EMAIL: "owner@bäckerei-müller.de" })[
        name
      ]
    ),
    store,
    sender: () => provider,
    log: new LogRecorder(),
    sleep: clock.sleep,
    now: clock.now,
  });
  const res = await handle(
    new Request("http://localhost/contact-autoreply", {
      method: "POST",
      headers: { "content-type": "application/json", [SECRET_HEADER]: SECRET },
      body: JSON.stringify({ submission_id: submission.id, source: "trigger" }),
    }),
  );
  assert.equal(res.status, 200);
  await res.body?.cancel();

  const reply = provider.delivered.find((d) => d.key === idempotencyKey(submission.id, "autoreply"))!;
  const notice = provider.delivered.find((d) => d.key === idempotencyKey(submission.id, "owner_notice"))!;
  assert.equal(reply.mail.to, "anna@xn--e1afmkfd.xn--p1ai");
  assert.equal(reply.mail.replyTo, BUSINESS.email);
  assert.equal(notice.mail.to, "owner@xn--bckerei-mller-bfb28a.de");
  assert.equal(notice.mail.replyTo, "anna@xn--e1afmkfd.xn--p1ai");
  // the owner still reads the address as the prospect wrote it
  assert.match(notice.mail.text, /anna@пример\.рф/);
});
