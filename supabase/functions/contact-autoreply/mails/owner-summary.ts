import { escapeHtml, headerValue } from "../../_shared/escape.ts";
import { reasonLabel } from "../../_shared/reasons.ts";
import { germanDateTime, htmlPage, sqlCallHtml } from "./layout.ts";
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

/**
 * The content of an owner summary: the leads whose mail failed, is pending too long or went out late, since the first
 * of them.
 */
export interface OwnerSummaryContent {
  since: string;
  leads: SummaryLead[];
}

export interface OwnerSummaryOptions {
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
  if (mail.status === "sent") return `verspätet zugestellt am ${germanDateTime(mail.sent_at ?? "")}`;
  if (mail.status === "pending") {
    return `noch nicht zugestellt; wird bis ${germanDateTime(mail.retry_until)} weiter versucht`;
  }
  return "endgültig fehlgeschlagen";
}

/** Which mails the summary is about: "Automatische Antwort", "Benachrichtigungen an Sie" or, of both kinds, "E-Mails". */
function mailsInWords(mails: SummaryMail[]): string {
  const kinds = new Set(mails.map((mail) => mail.kind));
  const several = mails.length > 1;
  if (kinds.size !== 1) return "E-Mails";
  return kinds.has("autoreply")
    ? several ? "Automatische Antworten" : "Automatische Antwort"
    : several
    ? "Benachrichtigungen an Sie"
    : "Benachrichtigung an Sie";
}

/** What happened to them: all failed, all still pending, all delivered late, or a mix of these. */
function outcomeInWords(mails: SummaryMail[]): string {
  if (mails.every((mail) => mail.status === "failed")) return "nicht zugestellt";
  if (mails.every((mail) => mail.status === "pending")) return "noch nicht zugestellt";
  if (mails.every((mail) => mail.status === "sent")) return "verspätet zugestellt";
  return "nicht rechtzeitig zugestellt";
}

/**
 * "Automatische Antwort zu 1 Anfrage nicht zugestellt": the headline names the mails that went wrong, never the
 * inquiry, which is stored whatever happens to its mail.
 */
export function summaryHeadline(content: OwnerSummaryContent): string {
  const mails = content.leads.flatMap((lead) => lead.mails);
  const n = content.leads.length;
  return `${mailsInWords(mails)} zu ${n} ${n === 1 ? "Anfrage" : "Anfragen"} ${outcomeInWords(mails)}`;
}

/**
 * The owner's summary of mail that failed, is still pending or went out late: one headline, each lead with name,
 * address, reason and the state and error of each affected mail, and what to do. Rendering is deterministic (the
 * content is frozen), so every attempt sends the same payload under the same idempotency key.
 */
export function renderOwnerSummary(content: OwnerSummaryContent, options: OwnerSummaryOptions): RenderedMail {
  const title = summaryHeadline(content);
  const subject = headerValue(title);
  const mails = content.leads.flatMap((lead) => lead.mails);
  const intro = `${content.leads.length === 1 ? "Die Anfrage selbst ist" : "Die Anfragen selbst sind"} gespeichert ` +
    `(Ansicht contact_leads). Es geht nur um den Versand dieser E-Mails seit ${germanDateTime(content.since)}:`;
  const advice = [
    ...(mails.some((mail) => mail.status === "failed")
      ? [
        "Eine fehlgeschlagene E-Mail senden Sie erneut, indem Sie im Supabase-Dashboard (SQL Editor) den Aufruf unter " +
        "„Erneut senden“ ausführen.",
      ]
      : []),
    ...(mails.some((mail) => mail.status === "pending")
      ? [
        "Ausstehende E-Mails werden bis zum genannten Zeitpunkt automatisch weiter versucht; dafür müssen Sie nichts tun.",
      ]
      : []),
    "Alle offenen Probleme zeigt die Ansicht contact_delivery_problems (Table Editor, Schema public).",
  ];

  const leadText = content.leads.map((lead, i) =>
    [
      `${i + 1}. ${lead.name} <${lead.email}>`,
      `   Grund: ${reasonLabel(lead.grund)}`,
      `   Eingegangen: ${germanDateTime(lead.eingegangen)}`,
      ...lead.mails.flatMap((mail) => [
        `   - ${MAIL_WORDS[mail.kind]}: ${mailState(mail)}`,
        ...(mail.last_error ? [`     Fehlermeldung: ${mail.last_error}`] : []),
        ...(mail.status === "failed" ? [`     Erneut senden: ${resendCall(mail.delivery_id)}`] : []),
      ]),
    ].join("\n")
  );
  const text = [
    `${title}.`,
    "",
    intro,
    "",
    ...leadText.flatMap((block) => [block, ""]),
    ...advice,
    "",
  ].join("\n");

  const leadHtml = content.leads.map((lead) => {
    const items = lead.mails.map((mail) =>
      `<li>${escapeHtml(MAIL_WORDS[mail.kind])}: ${escapeHtml(mailState(mail))}` +
      (mail.last_error ? `<br><span style="color:#6b7280;">Fehlermeldung: ${escapeHtml(mail.last_error)}</span>` : "") +
      (mail.status === "failed" ? `<br>Erneut senden: ${sqlCallHtml(resendCall(mail.delivery_id))}` : "") +
      `</li>`
    ).join("\n");
    return `<li style="margin:0 0 16px;"><strong>${escapeHtml(lead.name)}</strong> &lt;${escapeHtml(lead.email)}&gt;<br>
Grund: ${escapeHtml(reasonLabel(lead.grund))}<br>
Eingegangen: ${escapeHtml(germanDateTime(lead.eingegangen))}
<ul>
${items}
</ul></li>`;
  }).join("\n");
  const body = `
<p style="margin:0 0 16px;"><strong>${escapeHtml(title)}.</strong></p>
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<ol style="padding-left:20px;">
${leadHtml}
</ol>
<p style="margin:24px 0 0;font-size:14px;color:#4b5563;">${escapeHtml(advice.join(" "))}</p>`;

  return { to: options.ownerEmail, subject, html: htmlPage(subject, body), text };
}
