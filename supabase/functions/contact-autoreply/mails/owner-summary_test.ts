import assert from "node:assert/strict";
import { germanDateTime } from "./layout.ts";
import {
  type OwnerSummaryContent,
  renderOwnerSummary,
  resendCall,
  summaryHeadline,
  type SummaryMail,
} from "./owner-summary.ts";

const failedId = "0b8e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const content: OwnerSummaryContent = {
  since: "2026-11-23T09:15:00Z",
  leads: [
    {
      submission_id: "3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f",
      eingegangen: "2026-11-23T09:15:00Z",
      name: "Anna <b>Schmidt</b>",
      email: "anna@example.de",
      grund: "preise",
      mails: [{
        kind: "autoreply",
        status: "failed",
        attempts: 1,
        last_error: "422 validation_error: Invalid `to` field",
        sent_at: null,
        delivery_id: failedId,
        retry_until: "2026-11-24T08:15:00Z",
      }],
    },
    {
      submission_id: "7b0d1c8e-3a52-4f1e-9d77-2c4b8a6e5f10",
      eingegangen: "2026-11-23T09:40:00Z",
      name: "Bernd Müller",
      email: "bernd@example.de",
      grund: "fragen",
      mails: [
        {
          kind: "autoreply",
          status: "sent",
          attempts: 7,
          last_error: "network error: Connection refused",
          sent_at: "2026-11-23T11:41:00Z",
          delivery_id: "11111111-2222-4333-8444-555555555555",
          retry_until: "2026-11-24T08:40:00Z",
        },
        {
          kind: "owner_notice",
          status: "pending",
          attempts: 7,
          last_error: "500 internal_server_error: An unexpected error occurred.",
          sent_at: null,
          delivery_id: "66666666-7777-4888-8999-000000000000",
          retry_until: "2026-11-24T08:40:00Z",
        },
      ],
    },
  ],
};
const options = { ownerEmail: "owner@example.org" };

Deno.test("owner summary: the headline names the mails that went wrong and what happened to them, never the inquiry", () => {
  const mail = renderOwnerSummary(content, options);
  assert.equal(mail.to, "owner@example.org");
  assert.equal(mail.subject, "E-Mails zu 2 Anfragen nicht rechtzeitig zugestellt");
  const one = renderOwnerSummary({ ...content, leads: content.leads.slice(0, 1) }, options);
  assert.equal(one.subject, "Automatische Antwort zu 1 Anfrage nicht zugestellt");

  const mailOf = (kind: SummaryMail["kind"], status: SummaryMail["status"]): SummaryMail => ({
    kind,
    status,
    attempts: 3,
    last_error: null,
    sent_at: status === "sent" ? "2026-11-23T11:41:00Z" : null,
    delivery_id: crypto.randomUUID(),
    retry_until: "2026-11-24T08:40:00Z",
  });
  const kindWords: [SummaryMail["kind"][], string, string][] = [
    [["autoreply"], "Automatische Antwort", "Automatische Antworten"],
    [["owner_notice"], "Benachrichtigung an Sie", "Benachrichtigungen an Sie"],
    [["autoreply", "owner_notice"], "E-Mails", "E-Mails"],
  ];
  const outcomeWords: [SummaryMail["status"][], string][] = [
    [["failed"], "nicht zugestellt"],
    [["pending"], "noch nicht zugestellt"],
    [["sent"], "verspätet zugestellt"],
    [["failed", "sent"], "nicht rechtzeitig zugestellt"],
    [["pending", "failed"], "nicht rechtzeitig zugestellt"],
  ];
  for (const [kinds, one, several] of kindWords) {
    for (const [statuses, outcome] of outcomeWords) {
      // one lead per status, each with a mail of every kind
      const leads = statuses.map((status, i) => ({
        ...content.leads[0]!,
        submission_id: `lead-${i}`,
        mails: kinds.map((kind) => mailOf(kind, status)),
      }));
      const mails = leads.length * kinds.length;
      const headline = summaryHeadline({ since: content.since, leads });
      const n = leads.length;
      assert.equal(headline, `${mails === 1 ? one : several} zu ${n} ${n === 1 ? "Anfrage" : "Anfragen"} ${outcome}`);
      assert.doesNotMatch(headline, /Anfragen? (konnten?|wurden?) nicht/, "the inquiry itself is stored");
    }
  }
});

Deno.test("owner summary: says that the inquiries are stored and only their mail is affected", () => {
  const { text, html } = renderOwnerSummary(content, options);
  for (const body of [text, html]) {
    assert.match(
      body,
      /Die Anfragen selbst sind gespeichert \(Ansicht contact_leads\)\. Es geht nur um den Versand dieser E-Mails/,
    );
    assert.ok(body.includes(germanDateTime(content.since)), "names the first affected inquiry's time");
  }
  const one = renderOwnerSummary({ ...content, leads: content.leads.slice(0, 1) }, options);
  assert.match(one.text, /Die Anfrage selbst ist gespeichert/);
});

Deno.test("owner summary: each lead with name, address, concern, the state and reason of each mail", () => {
  const { text } = renderOwnerSummary(content, options);
  assert.match(text, /1\. Anna <b>Schmidt<\/b> <anna@example\.de>/);
  assert.match(text, /Grund: Preise aller Pakete erfahren/);
  assert.match(
    text,
    /Automatische Antwort an die anfragende Person: endgültig fehlgeschlagen\n\s+Fehlermeldung: 422 validation_error/,
  );
  assert.match(text, /2\. Bernd Müller <bernd@example\.de>/);
  assert.ok(text.includes(`verspätet zugestellt am ${germanDateTime("2026-11-23T11:41:00Z")}`));
  assert.ok(
    text.includes(
      `Benachrichtigung an Sie: noch nicht zugestellt; wird bis ${
        germanDateTime("2026-11-24T08:40:00Z")
      } weiter versucht`,
    ),
  );
});

Deno.test("owner summary: how to re-send a failed mail, with the exact SQL call", () => {
  const { text, html } = renderOwnerSummary(content, options);
  assert.equal(resendCall(failedId), `select private.resend_contact_delivery('${failedId}');`);
  assert.ok(text.includes(`Erneut senden: ${resendCall(failedId)}`));
  assert.match(text, /SQL Editor/);
  assert.match(text, /contact_delivery_problems/);
  assert.ok(html.includes(`select private.resend_contact_delivery(&#39;${failedId}&#39;);`));
  // only failed mails get a re-send line
  assert.equal(text.split("Erneut senden:").length - 1, 1);
  assert.match(text, /Ausstehende E-Mails werden bis zum genannten Zeitpunkt automatisch weiter versucht/);
  const failedOnly = renderOwnerSummary({ ...content, leads: content.leads.slice(0, 1) }, options).text;
  assert.doesNotMatch(failedOnly, /weiter versucht/, "no promise of retries when nothing is pending");
});

Deno.test("owner summary: visitor text is escaped in HTML, and rendering is deterministic", () => {
  const first = renderOwnerSummary(content, options);
  assert.ok(first.html.includes("Anna &lt;b&gt;Schmidt&lt;/b&gt;"));
  assert.ok(!first.html.includes("<b>Schmidt</b>"));
  assert.deepEqual(renderOwnerSummary(structuredClone(content), options), first);
});
