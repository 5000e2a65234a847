import assert from "node:assert/strict";
import { DEFAULT_BUSINESS } from "../../_shared/business.ts";
import type { Submission } from "../submission.ts";
import { germanDateTime } from "./layout.ts";
import { renderOwnerNotice } from "./owner-notice.ts";
import { defaultProspectSubject, renderProspectReply, salutation } from "./prospect-reply.ts";

const submission: Submission = {
  id: "3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f",
  created_at: "2025-06-02T12:05:00.000Z",
  anrede: "frau",
  name: "Anna Schmidt",
  email: "anna@example.de",
  grund: "gratis-video",
  nachricht: "Ich hätte gern ein Werbevideo für meine Bäckerei.\nGeht das bis Juli?",
  datenschutz: true,
};
const business = DEFAULT_BUSINESS;
const hostile: Submission = {
  ...submission,
  name: `Eve <img src=x onerror=alert(1)>\r\nBcc: victim@example.com`,
  email: "eve@example.com\r\nBcc: victim@example.com",
  grund: `<b>x</b>`,
  nachricht: `<script>alert("pwned")</script>\n<a href="javascript:alert(1)">klick</a>`,
};

Deno.test("salutation follows anrede", () => {
  assert.equal(salutation("frau", "Anna Schmidt"), "Sehr geehrte Frau Anna Schmidt,");
  assert.equal(salutation("herr", "Bernd Müller"), "Sehr geehrter Herr Bernd Müller,");
  assert.equal(salutation("divers", "Kim Berg"), "Guten Tag Kim Berg,");
  assert.equal(salutation("unbekannt", "Kim Berg"), "Guten Tag Kim Berg,");
  assert.equal(salutation("herr", "Max\r\nBcc: x"), "Sehr geehrter Herr Max Bcc: x,");
});

Deno.test("prospect reply: salutation, thanks, reason, message copy, reply promise, contact lines", () => {
  const mail = renderProspectReply(submission, { business });
  assert.equal(mail.to, "anna@example.de");
  assert.equal(mail.replyTo, undefined);
  assert.equal(mail.subject, defaultProspectSubject(business));
  for (const body of [mail.text, mail.html]) {
    assert.match(body, /Sehr geehrte Frau Anna Schmidt,/);
    assert.match(body, /vielen Dank für Ihre Nachricht!/);
    assert.match(body, /Kostenloses Werbevideo/);
    assert.match(body, /Bäckerei/);
    assert.match(body, /Geht das bis Juli\?/);
    assert.match(body, /so schnell wie möglich eine persönliche Antwort/);
    assert.match(body, /kontakt@ki-marketing-studio\.de/);
    assert.match(body, /KI Marketing Studio/);
    assert.doesNotMatch(body, /«/);
  }
  assert.match(mail.text, /> Ich hätte gern ein Werbevideo für meine Bäckerei\.\n> Geht das bis Juli\?/);
  assert.match(mail.html, /^<!doctype html>/);
  assert.match(mail.html, /<html lang="de">/);
  assert.match(mail.html, /Bäckerei\.<br>\nGeht das/);
});

Deno.test("prospect reply: the reason in words for each known value, unknown as given", () => {
  const cases: Record<string, string> = {
    "fragen": "Ich habe Fragen",
    "preise": "Preise aller Pakete erfahren",
    "plan-personalisiert": "Personalisierten Plan erstellen",
    "service-spezifisch": "Ein bestimmter Service",
    "sonder-anfrage-2": "sonder-anfrage-2",
  };
  for (const [grund, words] of Object.entries(cases)) {
    assert.match(renderProspectReply({ ...submission, grund }, { business }).text, new RegExp(`Ihr Anliegen: ${words}\n`));
  }
});

Deno.test("prospect reply: subject from configuration, stripped of line breaks", () => {
  const mail = renderProspectReply(submission, { business, subject: "Danke!\r\nBcc: x@y.z" });
  assert.equal(mail.subject, "Danke! Bcc: x@y.z");
});

Deno.test("prospect reply: HTML in the input arrives as text", () => {
  const mail = renderProspectReply(hostile, { business });
  assert.doesNotMatch(mail.html, /<script|<img|<a href="javascript|<b>x/);
  assert.match(mail.html, /&lt;script&gt;alert\(&quot;pwned&quot;\)&lt;\/script&gt;/);
  assert.match(mail.html, /Eve &lt;img src=x onerror=alert\(1\)&gt; Bcc: victim@example\.com,/);
  assert.match(mail.html, /&lt;b&gt;x&lt;\/b&gt;/);
  assert.match(mail.text, /<script>alert\("pwned"\)<\/script>/, "plain text keeps the characters, harmless there");
  assert.doesNotMatch(mail.text.split("\n")[0], /\r/);
});

Deno.test("owner notice: every field, the time, reply-to the prospect", () => {
  const mail = renderOwnerNotice(submission, { business, ownerEmail: "owner@example.org" });
  assert.equal(mail.to, "owner@example.org");
  assert.equal(mail.replyTo, "anna@example.de");
  assert.equal(mail.subject, "Neue Anfrage: Kostenloses Werbevideo – Anna Schmidt");
  for (const body of [mail.text, mail.html]) {
    assert.match(body, /Montag, 2\. Juni 2025 um 14:05 Uhr/);
    assert.match(body, /Frau/);
    assert.match(body, /Anna Schmidt/);
    assert.match(body, /anna@example\.de/);
    assert.match(body, /Kostenloses Werbevideo \(gratis-video\)/);
    assert.match(body, /Bäckerei/);
    assert.match(body, /Datenschutz zugestimmt/);
    assert.match(body, /3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f/);
  }
  assert.match(mail.text, /Datenschutz zugestimmt: ja/);
  assert.match(mail.text, /Nachricht:\nIch hätte gern/);
});

Deno.test("owner notice: header injection and HTML are harmless", () => {
  const mail = renderOwnerNotice(hostile, { business, ownerEmail: "owner@example.org" });
  assert.doesNotMatch(mail.subject, /[\r\n]/);
  assert.equal(mail.replyTo, undefined, "an address with a line break is not used as reply-to");
  assert.doesNotMatch(mail.html, /<script|<img|<a href="javascript|<b>x/);
  assert.match(mail.html, /&lt;script&gt;/);
  assert.equal(mail.to, "owner@example.org");
});

Deno.test("germanDateTime uses Europe/Berlin (summer and winter time)", () => {
  assert.equal(germanDateTime("2025-06-02T12:05:00Z"), "Montag, 2. Juni 2025 um 14:05 Uhr");
  assert.equal(germanDateTime("2025-12-24T23:30:00Z"), "Donnerstag, 25. Dezember 2025 um 00:30 Uhr");
  assert.equal(germanDateTime("not a date"), "not a date");
});

Deno.test("rendering is deterministic, so a retry sends the same body under the same idempotency key", () => {
  assert.deepEqual(renderProspectReply(submission, { business }), renderProspectReply(submission, { business }));
  const notice = { business, ownerEmail: "o@example.org" };
  assert.deepEqual(renderOwnerNotice(submission, notice), renderOwnerNotice(submission, notice));
});
