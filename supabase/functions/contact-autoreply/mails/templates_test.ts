import assert from "node:assert/strict";
import { contactReasons } from "../../_shared/reasons.ts";
import { BUSINESS } from "../../_shared/business.ts";
import type { Submission } from "../submission.ts";
import { germanDateTime } from "./layout.ts";
import { renderOwnerNotice } from "./owner-notice.ts";
import { legalPath } from "../../../../src/content/paths.ts";
import {
  defaultProspectSubject,
  PRIVACY_NOTICE_PATH,
  privacyNoticeUrl,
  renderProspectReply,
} from "./prospect-reply.ts";

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
const business = BUSINESS;
const hostile: Submission = {
  ...submission,
  name: `Eve <img src=x onerror=alert(1)>\r\nBcc: victim@example.com`,
  email: "eve@example.com\r\nBcc: victim@example.com",
  grund: `<b>x</b>`,
  nachricht: `<script>alert("pwned")</script>\n<a href="javascript:alert(1)">klick</a>`,
};

// Every value a visitor (or a script) chooses; none of it may reach the prospect's mailbox.
const spam: Submission = {
  ...submission,
  anrede: "herr",
  name: "Gewinner",
  grund: "ihr-preis-https-gewinn-example-com",
  nachricht: "Sehr geehrter Herr Gewinner! Ihr Preis: https://gewinn.example.com/abholen",
};

Deno.test("prospect reply: neutral greeting, thanks, reason, reply promise, contact lines", () => {
  const mail = renderProspectReply(submission, { business });
  assert.equal(mail.to, "anna@example.de");
  assert.equal(mail.replyTo, "kontakt@ki-marketing-studio.de", "an answer reaches the business's public address");
  assert.equal(mail.subject, defaultProspectSubject(business));
  for (const body of [mail.text, mail.html]) {
    assert.match(body, /Guten Tag,/);
    assert.match(body, /vielen Dank für Ihre Nachricht!/);
    assert.match(body, /Kostenloses Testvideo/);
    assert.match(body, /so schnell wie möglich eine persönliche Antwort/);
    assert.match(body, /kontakt@ki-marketing-studio\.de/);
    assert.match(body, /KI Marketing Studio/);
  }
  assert.match(mail.text, /^Guten Tag,\n/);
  assert.match(mail.html, /^<!doctype html>/);
  assert.match(mail.html, /<html lang="de">/);
});

Deno.test("prospect reply: carries none of the visitor's name, message or own reason", () => {
  for (const sent of [submission, spam, hostile]) {
    const mail = renderProspectReply(sent, { business });
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const visitorText of [sent.name, sent.nachricht, ...sent.nachricht.split("\n"), sent.grund]) {
        assert.ok(!part.includes(visitorText), `"${visitorText}" must not appear`);
      }
      assert.doesNotMatch(part, /Gewinner|gewinn\.example|Bäckerei|Anna|Schmidt|Eve|<script|pwned/);
    }
  }
  // the same fixed mail for every visitor with the same known reason
  const other = renderProspectReply({ ...submission, name: "Bernd", nachricht: "Ganz etwas anderes." }, { business });
  assert.equal(other.text, renderProspectReply(submission, { business }).text);
});

Deno.test("prospect reply: signed by the owner above the business, once the owner's name is set", () => {
  const signed = renderProspectReply(submission, { business: { ...business, ownerName: "Erika Muster" } });
  assert.match(signed.text, /\nMit freundlichen Grüßen\nErika Muster\nKI Marketing Studio\n/);
  assert.match(signed.html, /Mit freundlichen Grüßen<br>\nErika Muster<br>\nKI Marketing Studio<\/p>/);
  const unset = renderProspectReply(submission, { business: { ...business, ownerName: "«Vorname Nachname»" } });
  assert.match(unset.text, /\nMit freundlichen Grüßen\nKI Marketing Studio\n/);
  assert.doesNotMatch(unset.text + unset.html, /«/);
});

Deno.test("prospect reply: the matter in words for each known reason, no reason line for any other", () => {
  for (const { value: grund, topic: words } of contactReasons) {
    assert.match(
      renderProspectReply({ ...submission, grund }, { business }).text,
      new RegExp(`Ihr Anliegen: ${words}\n`),
    );
  }
  const unknown = renderProspectReply({ ...submission, grund: "sonder-anfrage-2" }, { business });
  assert.doesNotMatch(unknown.text, /Ihr Anliegen|sonder-anfrage/);
  assert.doesNotMatch(unknown.html, /Ihr Anliegen|sonder-anfrage/);
});

Deno.test("prospect reply: points to the privacy notice on the website, when the website is set", () => {
  assert.equal(PRIVACY_NOTICE_PATH, legalPath("datenschutz"));
  const url = `${business.website}${legalPath("datenschutz")}`;
  assert.equal(privacyNoticeUrl(business), url);
  const mail = renderProspectReply(submission, { business });
  assert.ok(mail.text.includes(`Wie ich Ihre Daten verarbeite, erklärt meine Datenschutzerklärung: ${url}`));
  assert.ok(mail.html.includes(`<a href="${url}"`));
  for (const website of ["«https://…»", "", "javascript:alert(1)"]) {
    const without = renderProspectReply(submission, { business: { ...business, website } });
    assert.doesNotMatch(without.text + without.html, /Datenschutzerklärung/, website);
  }
});

Deno.test("prospect reply: subject from configuration, stripped of line breaks", () => {
  const mail = renderProspectReply(submission, { business, subject: "Danke!\r\nBcc: x@y.z" });
  assert.equal(mail.subject, "Danke! Bcc: x@y.z");
});

Deno.test("owner notice: who writes, the message, every other field and the time, reply-to the prospect", () => {
  const mail = renderOwnerNotice(submission, { ownerEmail: "owner@example.org" });
  assert.equal(mail.to, "owner@example.org");
  assert.equal(mail.replyTo, "anna@example.de");
  assert.equal(mail.subject, "Neue Anfrage von Anna Schmidt: Kostenloses Testvideo anfordern");
  for (const body of [mail.text, mail.html]) {
    assert.match(body, /Montag, 2\. Juni 2025 um 14:05 Uhr/);
    assert.match(body, /Frau/);
    assert.match(body, /Anna Schmidt/);
    assert.match(body, /anna@example\.de/);
    assert.match(body, /Kostenloses Testvideo anfordern \(gratis-video\)/);
    assert.match(body, /Bäckerei/);
    assert.match(body, /Datenschutzerklärung zur Kenntnis genommen/);
    assert.match(body, /3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f/);
  }
  assert.match(mail.text, /Datenschutz: Datenschutzerklärung zur Kenntnis genommen/);
  // the sender and the message open the mail, so an inbox list's preview shows them
  assert.match(
    mail.text,
    /^Anna Schmidt schreibt über das Kontaktformular:\n\nIch hätte gern ein Werbevideo für meine Bäckerei\.\nGeht das bis Juli\?\n\nAnrede: Frau\n/,
  );
  assert.match(
    mail.html,
    /Anna Schmidt schreibt über das Kontaktformular:<\/strong><\/p>\n<p [^>]*>Ich hätte gern ein Werbevideo für meine Bäckerei\.<br>/,
  );
  assert.doesNotMatch(mail.html, /nowrap/, "labels may wrap on a narrow screen");
});

Deno.test("owner notice: keeps the visitor's name, message and unknown reason, reply-to the visitor", () => {
  const mail = renderOwnerNotice(spam, { ownerEmail: "owner@example.org" });
  for (const body of [mail.text, mail.html]) {
    assert.match(body, /Gewinner/);
    assert.match(body, /Ihr Preis: https:\/\/gewinn\.example\.com\/abholen/);
    assert.match(body, /ihr-preis-https-gewinn-example-com/);
  }
  assert.equal(mail.replyTo, "anna@example.de");
});

Deno.test("owner notice: the subject names only a known reason ('Sonstiges' otherwise) and at most 60 characters of the name", () => {
  const long = "Dr. Maximiliane Friederike von und zu Hohenzollern-Sigmaringen-Württemberg";
  const mail = renderOwnerNotice({ ...spam, name: long }, { ownerEmail: "owner@example.org" });
  assert.equal(mail.subject, `Neue Anfrage von ${Array.from(long).slice(0, 59).join("")}…: Sonstiges`);
  assert.doesNotMatch(mail.subject, /gewinn|https/i, "the free reason value stays out of the subject");
  assert.match(mail.text, /ihr-preis-https-gewinn-example-com/, "and stays in the body");
  const exact = renderOwnerNotice({ ...submission, name: "x".repeat(60) }, { ownerEmail: "o@example.org" });
  assert.equal(exact.subject, `Neue Anfrage von ${"x".repeat(60)}: Kostenloses Testvideo anfordern`);
  const emoji = renderOwnerNotice({ ...submission, name: "😀".repeat(70) }, { ownerEmail: "o@example.org" });
  const shownName = emoji.subject.slice("Neue Anfrage von ".length, emoji.subject.lastIndexOf(": "));
  assert.equal(Array.from(shownName).length, 60, "counted in characters, not UTF-16 units");
});

Deno.test("owner notice: header injection and HTML are harmless", () => {
  const mail = renderOwnerNotice(hostile, { ownerEmail: "owner@example.org" });
  assert.doesNotMatch(mail.subject, /[\r\n]/);
  assert.equal(mail.replyTo, undefined, "an address with a line break is not used as reply-to");
  assert.doesNotMatch(mail.html, /<script|<img|<a href="javascript|<b>x/);
  assert.match(mail.html, /&lt;script&gt;/);
  assert.equal(mail.to, "owner@example.org");
});

Deno.test("owner notice: names the page and call to action the lead came from", () => {
  const fromPage = { ...submission, source_page: "/services/seo-experte", source_cta: "seitenende" };
  const mail = renderOwnerNotice(fromPage, { ownerEmail: "owner@example.org" });
  assert.match(mail.text, /\nQuelle: über \/services\/seo-experte, Schaltfläche im Seitenende\n/);
  assert.match(
    mail.html,
    /<th[^>]*>Quelle<\/th><td[^>]*>über \/services\/seo-experte, Schaltfläche im Seitenende<\/td>/,
  );
  // only the part that is known
  const pageOnly = renderOwnerNotice({ ...submission, source_page: "/preise", source_cta: null }, {
    ownerEmail: "o@example.org",
  });
  assert.match(pageOnly.text, /\nQuelle: über \/preise\n/);
  const slotOnly = renderOwnerNotice({ ...submission, source_page: null, source_cta: "paket" }, {
    ownerEmail: "o@example.org",
  });
  assert.match(slotOnly.text, /\nQuelle: Schaltfläche „Trotzdem Preis anfragen“ bei einem Paket\n/);
});

Deno.test("owner notice: no source line when the source is not known", () => {
  for (const unknown of [submission, { ...submission, source_page: null, source_cta: null }]) {
    const mail = renderOwnerNotice(unknown, { ownerEmail: "owner@example.org" });
    assert.doesNotMatch(mail.text, /Quelle/);
    assert.doesNotMatch(mail.html, /Quelle/);
  }
});

Deno.test("owner notice: the source is escaped like every other value", () => {
  const forged = {
    ...submission,
    source_page: `/x"><script>alert(1)</script>`,
    source_cta: `<img src=x onerror=alert(1)>`,
  };
  const mail = renderOwnerNotice(forged, { ownerEmail: "owner@example.org" });
  assert.doesNotMatch(mail.html, /<script|<img/);
  assert.match(
    mail.html,
    /über \/x&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;, &lt;img src=x onerror=alert\(1\)&gt;/,
  );
});

Deno.test("prospect reply: never names the page or call to action the lead came from", () => {
  const fromPage = { ...submission, source_page: "/services/seo-experte", source_cta: "seitenende" };
  const mail = renderProspectReply(fromPage, { business });
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert.doesNotMatch(part, /Quelle|seo-experte|Seitenende|seitenende/);
  }
  assert.equal(mail.text, renderProspectReply(submission, { business }).text);
});

Deno.test("germanDateTime uses Europe/Berlin (summer and winter time)", () => {
  assert.equal(germanDateTime("2025-06-02T12:05:00Z"), "Montag, 2. Juni 2025 um 14:05 Uhr");
  assert.equal(germanDateTime("2025-12-24T23:30:00Z"), "Donnerstag, 25. Dezember 2025 um 00:30 Uhr");
  assert.equal(germanDateTime("not a date"), "not a date");
});

Deno.test("rendering is deterministic, so a retry sends the same body under the same idempotency key", () => {
  assert.deepEqual(renderProspectReply(submission, { business }), renderProspectReply(submission, { business }));
  const notice = { ownerEmail: "o@example.org" };
  assert.deepEqual(renderOwnerNotice(submission, notice), renderOwnerNotice(submission, notice));
});
