import assert from "node:assert/strict";
import { DEFAULT_BUSINESS } from "../../_shared/business.ts";
import { germanDateTime } from "./layout.ts";
import { type OwnerSummaryContent, renderOwnerSummary, resendCall } from "./owner-summary.ts";

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
const options = { business: DEFAULT_BUSINESS, ownerEmail: "owner@example.org" };

Deno.test("owner summary: headline with the number of leads and the time of the first", () => {
  const mail = renderOwnerSummary(content, options);
  assert.equal(mail.to, "owner@example.org");
  assert.equal(mail.subject, `2 Anfragen seit ${germanDateTime(content.since)} konnten nicht zugestellt werden`);
  const one = renderOwnerSummary({ ...content, leads: content.leads.slice(0, 1) }, options);
  assert.equal(one.subject, `1 Anfrage seit ${germanDateTime(content.since)} konnte nicht zugestellt werden`);
});

Deno.test("owner summary: each lead with name, address, concern, the state and reason of each mail", () => {
  const { text } = renderOwnerSummary(content, options);
  assert.match(text, /1\. Anna <b>Schmidt<\/b> <anna@example\.de>/);
  assert.match(text, /Anliegen: Preise aller Pakete erfahren/);
  assert.match(text, /Automatische Antwort an die anfragende Person: endgültig fehlgeschlagen\n\s+Grund: 422 validation_error/);
  assert.match(text, /2\. Bernd Müller <bernd@example\.de>/);
  assert.match(text, new RegExp(`inzwischen zugestellt \\(${germanDateTime("2026-11-23T11:41:00Z")}\\)`));
  assert.match(text, new RegExp(`Benachrichtigung an Sie: noch ausstehend, wird bis ${germanDateTime("2026-11-24T08:40:00Z")}`));
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
});

Deno.test("owner summary: visitor text is escaped in HTML, and rendering is deterministic", () => {
  const first = renderOwnerSummary(content, options);
  assert.ok(first.html.includes("Anna &lt;b&gt;Schmidt&lt;/b&gt;"));
  assert.ok(!first.html.includes("<b>Schmidt</b>"));
  assert.deepEqual(renderOwnerSummary(structuredClone(content), options), first);
});
