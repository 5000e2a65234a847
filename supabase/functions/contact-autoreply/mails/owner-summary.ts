import type { BusinessIdentity } from "../../_shared/business.ts";
import { escapeHtml, headerValue } from "../../_shared/escape.ts";
import { reasonLabel } from "../../_shared/reasons.ts";
import { germanDateTime, htmlPage } from "./layout.ts";
import type { RenderedMail } from "./mail.ts";

/** One mail of a lead as the summary reports it (frozen by private.plan_contact_owner_summary). */
export interface SummaryMail {
  kind: "autoreply" | "owner_notice";
  status: "pending" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  delivery_id: string;
  retry_until: string;
}

export interface SummaryLead {
  submission_id: string;
  eingegangen: string;
  name: string;
  email: string;
  grund: string;
  mails: SummaryMail[];
}

/** The content of an owner summary: the leads whose mail failed or was held up, since the first of them. */
export interface OwnerSummaryContent {
  since: string;
  leads: SummaryLead[];
}

export interface OwnerSummaryOptions {
  business: BusinessIdentity;
  ownerEmail: string;
}

const MAIL_WORDS: Record<SummaryMail["kind"], string> = {
  autoreply: "Automatische Antwort an die anfragende Person",
  owner_notice: "Benachrichtigung an Sie",
};

/** The one SQL call that sends a mail again (Supabase dashboard, SQL Editor). */
export function resendCall(deliveryId: string): string {
  return `select private.resend_contact_delivery('${deliveryId}');`;
}

function mailState(mail: SummaryMail): string {
  if (mail.status === "sent") return `inzwischen zugestellt (${germanDateTime(mail.sent_at ?? "")})`;
  if (mail.status === "pending") return `noch ausstehend, wird bis ${germanDateTime(mail.retry_until)} weiter versucht`;
  return "endgültig fehlgeschlagen";
}

function headline(content: OwnerSummaryContent): string {
  const n = content.leads.length;
  return n === 1
    ? `1 Anfrage seit ${germanDateTime(content.since)} konnte nicht zugestellt werden`
    : `${n} Anfragen seit ${germanDateTime(content.since)} konnten nicht zugestellt werden`;
}

/**
 * The owner's summary of mail that failed or was held up: one headline, each lead with name, address, concern and
 * the state and reason of each affected mail, and how to send a failed mail again. Rendering is deterministic (the
 * content is frozen), so every attempt sends the same payload under the same idempotency key.
 */
export function renderOwnerSummary(content: OwnerSummaryContent, options: OwnerSummaryOptions): RenderedMail {
  const title = headline(content);
  const subject = headerValue(title);
  const failed = content.leads.flatMap((lead) => lead.mails.filter((m) => m.status === "failed"));

  const leadText = content.leads.map((lead, i) =>
    [
      `${i + 1}. ${lead.name} <${lead.email}>`,
      `   Anliegen: ${reasonLabel(lead.grund)}`,
      `   Eingegangen: ${germanDateTime(lead.eingegangen)}`,
      ...lead.mails.flatMap((mail) => [
        `   - ${MAIL_WORDS[mail.kind]}: ${mailState(mail)}`,
        ...(mail.last_error ? [`     Grund: ${mail.last_error}`] : []),
        ...(mail.status === "failed" ? [`     Erneut senden: ${resendCall(mail.delivery_id)}`] : []),
      ]),
    ].join("\n")
  );
  const howTo = [
    "So senden Sie eine fehlgeschlagene E-Mail erneut: Supabase-Dashboard > SQL Editor, die Zeile „Erneut senden“",
    "ausführen. Alle offenen Probleme zeigt die Ansicht contact_delivery_problems (Table Editor, Schema public).",
  ];
  const text = [
    `${title}.`,
    "",
    `Der Versand über Resend war gestört. Betroffen sind diese Anfragen an ${options.business.name}:`,
    "",
    ...leadText.flatMap((block) => [block, ""]),
    ...(failed.length ? howTo : ["Alle übrigen E-Mails werden automatisch weiter versucht.", howTo[1]]),
    "",
  ].join("\n");

  const leadHtml = content.leads.map((lead) => {
    const mails = lead.mails.map((mail) =>
      `<li>${escapeHtml(MAIL_WORDS[mail.kind])}: ${escapeHtml(mailState(mail))}` +
      (mail.last_error ? `<br><span style="color:#6b7280;">Grund: ${escapeHtml(mail.last_error)}</span>` : "") +
      (mail.status === "failed"
        ? `<br>Erneut senden: <code>${escapeHtml(resendCall(mail.delivery_id))}</code>`
        : "") +
      `</li>`
    ).join("\n");
    return `<li style="margin:0 0 16px;"><strong>${escapeHtml(lead.name)}</strong> &lt;${escapeHtml(lead.email)}&gt;<br>
Anliegen: ${escapeHtml(reasonLabel(lead.grund))}<br>
Eingegangen: ${escapeHtml(germanDateTime(lead.eingegangen))}
<ul>
${mails}
</ul></li>`;
  }).join("\n");
  const body = `
<p style="margin:0 0 16px;"><strong>${escapeHtml(title)}.</strong></p>
<p style="margin:0 0 16px;">Der Versand über Resend war gestört. Betroffen sind diese Anfragen an ${
    escapeHtml(options.business.name)
  }:</p>
<ol style="padding-left:20px;">
${leadHtml}
</ol>
<p style="margin:24px 0 0;font-size:14px;color:#4b5563;">${
    escapeHtml(failed.length ? howTo.join(" ") : `Alle übrigen E-Mails werden automatisch weiter versucht. ${howTo[1]}`)
  }</p>`;

  return { to: options.ownerEmail, subject, html: htmlPage(subject, body), text };
}
