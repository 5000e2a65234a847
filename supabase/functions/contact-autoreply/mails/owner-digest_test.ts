import assert from "node:assert/strict";
import { DEFAULT_BUSINESS } from "../../_shared/business.ts";
import { digestSubject, notSpamCall, type OwnerDigestContent, releaseCall, renderOwnerDigest, spanInWords } from "./owner-digest.ts";

const real = {
  submission_id: "3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f",
  eingegangen: "2026-11-27T09:01:00Z",
  anrede: "frau",
  name: "Anna <b>Schmidt</b>",
  email: "anna@example.de",
  grund: "preise",
  nachricht: "Guten Tag,\nwas kostet eine Website für meine Bäckerei?",
  reply_status: "held" as const,
  hold_reason: "budget" as const,
};
const content: OwnerDigestContent = {
  since: "2026-11-27T09:00:30Z",
  until: "2026-11-27T09:05:10Z",
  total: 3,
  spam: 2,
  leads: [real],
  spam_leads: [
    {
      submission_id: "7b0d1c8e-3a52-4f1e-9d77-2c4b8a6e5f10",
      eingegangen: "2026-11-27T09:02:00Z",
      name: "SEO Expert",
      email: "seo@spam.example",
      grund: "fragen",
      spam_score: 5.5,
      spam_signals: ["no_browser_timing", "phrases:first page of google"],
    },
    {
      submission_id: "11111111-2222-4333-8444-555555555555",
      eingegangen: "2026-11-27T09:03:00Z",
      name: "Иван",
      email: "ivan@spam.example",
      grund: "fragen",
      spam_score: 4.5,
      spam_signals: ["non_latin:0", "no_browser_timing"],
    },
  ],
  more_leads: 0,
  more_spam: 0,
};
const options = { business: DEFAULT_BUSINESS, ownerEmail: "owner@example.org" };

Deno.test("owner digest: subject with the number of leads, the span and the spam count", () => {
  assert.equal(digestSubject(content), "3 Anfragen in den letzten 5 Minuten, davon 2 als Spam erkannt");
  assert.equal(digestSubject({ ...content, total: 1, spam: 0, since: content.until }), "1 Anfrage in der letzten Minute, davon 0 als Spam erkannt");
  assert.equal(spanInWords("2026-11-26T09:00:00Z", "2026-11-27T09:00:00Z"), "24 Stunden");
  const mail = renderOwnerDigest(content, options);
  assert.equal(mail.to, "owner@example.org");
  assert.equal(mail.subject, "3 Anfragen in den letzten 5 Minuten, davon 2 als Spam erkannt");
});

Deno.test("owner digest: real leads first with their message and reply state, then spam with its signals", () => {
  const mail = renderOwnerDigest(content, options);
  for (const body of [mail.text, mail.html]) {
    const realAt = body.indexOf("anna@example.de");
    const spamAt = body.indexOf("seo@spam.example");
    assert.ok(realAt > 0 && spamAt > realAt, "the real lead is listed before the spam");
    assert.match(body, /Bäckerei/);
    assert.match(body, /Stundenbudget/);
    assert.ok(body.includes(releaseCall(real.submission_id)) || body.includes(releaseCall(real.submission_id).replaceAll("'", "&#39;")));
    assert.match(body, /phrases:first page of google/);
    assert.ok(body.includes(notSpamCall("11111111-2222-4333-8444-555555555555")) ||
      body.includes(notSpamCall("11111111-2222-4333-8444-555555555555").replaceAll("'", "&#39;")));
  }
  assert.doesNotMatch(mail.html, /<b>Schmidt/, "visitor text is escaped");
  assert.match(mail.html, /&lt;b&gt;Schmidt/);
});

Deno.test("owner digest: a spam-only digest says so; counts beyond the listed leads", () => {
  const mail = renderOwnerDigest({ ...content, total: 60, spam: 60, leads: [], more_spam: 58 }, options);
  assert.match(mail.text, /wurden als Spam erkannt/);
  assert.match(mail.text, /und 58 weitere als Spam erkannte Anfragen/);
  assert.doesNotMatch(mail.text, /ungewöhnlich viele/);
});

Deno.test("owner digest: rendering is deterministic (same payload under the same idempotency key)", () => {
  assert.deepEqual(renderOwnerDigest(content, options), renderOwnerDigest(content, options));
});
