import assert from "node:assert/strict";
import { BUSINESS } from "../../_shared/business.ts";
import { figuresByCase } from "../../_shared/facts.ts";
import {
  digestSubject,
  notSpamCall,
  type OwnerDigestContent,
  releaseCall,
  renderOwnerDigest,
  spanInWords,
} from "./owner-digest.ts";

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
      spam_gruende: "ohne die Zeitmessung des Formulars gesendet (von einem Programm, nicht über die Website); " +
        "Werbefloskeln: „first page of google“",
    },
    {
      submission_id: "11111111-2222-4333-8444-555555555555",
      eingegangen: "2026-11-27T09:03:00Z",
      name: "Иван",
      email: "ivan@spam.example",
      grund: "fragen",
      spam_score: 4.5,
      spam_gruende: "Textmodell: 99\u00a0% Spam (spamtypisch: kyrillische Schrift, „дипломы“); keine lateinischen " +
        "Buchstaben",
    },
  ],
  more_leads: 0,
  more_spam: 0,
};
const options = { business: BUSINESS, ownerEmail: "owner@example.org" };

Deno.test("owner digest: subject with the number of leads, the span and the spam count", () => {
  assert.equal(digestSubject(content), "3 Anfragen in den letzten 5 Minuten, davon 2 als Spam erkannt");
  assert.equal(
    digestSubject({ ...content, total: 1, spam: 0, since: content.until }),
    "1 Anfrage in der letzten Minute",
  );
  assert.equal(
    digestSubject({ ...content, total: 60, spam: 60 }),
    "60 als Spam erkannte Anfragen in den letzten 5 Minuten",
  );
  assert.equal(
    digestSubject({ ...content, total: 1, spam: 1 }),
    "1 als Spam erkannte Anfrage in den letzten 5 Minuten",
  );
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
    assert.match(body, /Höchstzahl automatischer Antworten pro Stunde erreicht/);
    assert.match(body, /Anrede: Frau/);
    assert.ok(
      body.includes(releaseCall(real.submission_id)) ||
        body.includes(releaseCall(real.submission_id).replaceAll("'", "&#39;")),
    );
    assert.match(body, /Werbefloskeln: „first page of google“/);
    assert.match(body, /keine lateinischen Buchstaben/);
    assert.ok(
      body.includes(notSpamCall("11111111-2222-4333-8444-555555555555")) ||
        body.includes(notSpamCall("11111111-2222-4333-8444-555555555555").replaceAll("'", "&#39;")),
    );
  }
  assert.doesNotMatch(mail.html, /<b>Schmidt/, "visitor text is escaped");
  assert.match(mail.html, /&lt;b&gt;Schmidt/);
});

Deno.test("owner digest: a spam-only digest says so; counts beyond the listed leads", () => {
  const mail = renderOwnerDigest({ ...content, total: 60, spam: 60, leads: [], more_spam: 58 }, options);
  assert.match(mail.text, /Diese Anfragen an KI Marketing Studio wurden als Spam erkannt/);
  const one = renderOwnerDigest({
    ...content,
    total: 1,
    spam: 1,
    leads: [],
    spam_leads: content.spam_leads.slice(0, 1),
  }, options);
  assert.match(one.text, /Diese Anfrage an KI Marketing Studio wurde als Spam erkannt/);
  assert.match(mail.text, /und 58 weitere als Spam erkannte Anfragen/);
  assert.doesNotMatch(mail.text, /ungewöhnlich viele/);
  assert.match(renderOwnerDigest({ ...content, leads: [], more_leads: 1 }, options).text, /… und 1 weitere Anfrage \(/);
});

Deno.test("owner digest: says that the senders of spam got no automatic reply, never that the owner gets none", () => {
  for (const digest of [content, { ...content, total: 2, spam: 2, leads: [] }]) {
    const { text, html } = renderOwnerDigest(digest, options);
    for (const body of [text, html]) {
      assert.match(body, /Wer eine als Spam erkannte Anfrage gesendet hat, hat keine automatische Antwort erhalten\./);
      assert.ok(
        body.includes(
          `Als Spam erkannte Anfragen werden ${figuresByCase.spamRetention.accusative} nach ihrem Eingang gelöscht`,
        ),
      );
      assert.doesNotMatch(body, /Sie erhalten keine automatische Antwort/);
    }
  }
  const noSpam = renderOwnerDigest({ ...content, total: 1, spam: 0, spam_leads: [] }, options);
  assert.doesNotMatch(noSpam.text, /Spam/);
});

Deno.test("owner digest: says why each spam lead was taken for spam in the database's words, escaped", () => {
  const spamLead = { ...content.spam_leads[0]!, spam_gruende: "Werbefloskeln: „<a href“; 3 Links" };
  const { text, html } = renderOwnerDigest({ ...content, spam_leads: [spamLead] }, options);
  assert.match(text, /\n {2}Gründe: Werbefloskeln: „<a href“; 3 Links\n/);
  assert.match(html, /Gründe: Werbefloskeln: „&lt;a href“; 3 Links/);
  const unexplained = { ...spamLead, spam_gruende: null };
  assert.match(renderOwnerDigest({ ...content, spam_leads: [unexplained] }, options).text, /Gründe: keine vermerkt\n/);
});

Deno.test("owner digest: a reply still waiting for its share under attack says so, with the call should it be held", () => {
  const waiting = { ...real, reply_status: "waiting" as const, hold_reason: null };
  const { text, html } = renderOwnerDigest({ ...content, leads: [waiting] }, options);
  for (const body of [text, html]) {
    assert.match(body, /wartet auf ihren Platz im Stundenbudget/);
    assert.match(body, /Freigeben, falls zurückgehalten:/);
    assert.match(body, /Zurückgehaltene automatische Antworten geben Sie/);
  }
  assert.ok(text.includes(releaseCall(real.submission_id)));
  assert.doesNotMatch(text, /wird versendet/);
});

Deno.test("owner digest: rendering is deterministic (same payload under the same idempotency key)", () => {
  assert.deepEqual(renderOwnerDigest(content, options), renderOwnerDigest(content, options));
});
