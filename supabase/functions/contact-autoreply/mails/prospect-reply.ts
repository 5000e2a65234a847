import type { BusinessIdentity } from "../../_shared/business.ts";
import { escapeHtml, escapeHtmlMultiline, headerValue } from "../../_shared/escape.ts";
import { reasonLabel } from "../../_shared/reasons.ts";
import type { Submission } from "../submission.ts";
import { contactLinesHtml, contactLinesText, htmlPage } from "./layout.ts";
import type { RenderedMail } from "./mail.ts";

/** "Sehr geehrte Frau …," / "Sehr geehrter Herr …," / "Guten Tag …," (divers and anything unexpected). */
export function salutation(anrede: string, name: string): string {
  const cleanName = headerValue(name, 200);
  switch (anrede) {
    case "frau":
      return `Sehr geehrte Frau ${cleanName},`;
    case "herr":
      return `Sehr geehrter Herr ${cleanName},`;
    default:
      return `Guten Tag ${cleanName},`;
  }
}

export interface ProspectReplyOptions {
  business: BusinessIdentity;
  /** Subject from configuration (AUTOREPLY_SUBJECT); a default names the business. */
  subject?: string;
}

const THANKS = "vielen Dank für Ihre Nachricht! Ihre Anfrage ist bei uns eingegangen.";
const REPLY_FOLLOWS = "Sie erhalten so schnell wie möglich eine persönliche Antwort.";
const SIGN_OFF = "Mit freundlichen Grüßen";

export function defaultProspectSubject(business: BusinessIdentity): string {
  return `Vielen Dank für Ihre Anfrage – ${business.name}`;
}

/** The automatic reply to the prospect, in German, as HTML and plain text; every user value is escaped. */
export function renderProspectReply(submission: Submission, options: ProspectReplyOptions): RenderedMail {
  const { business } = options;
  const subject = headerValue(options.subject?.trim() || defaultProspectSubject(business));
  const greeting = salutation(submission.anrede, submission.name);
  const reason = reasonLabel(submission.grund);
  const footerNote =
    `Diese E-Mail wurde automatisch versendet, weil über das Kontaktformular von ${business.name} eine Anfrage mit ` +
    `dieser E-Mail-Adresse gesendet wurde.`;

  const text = [
    greeting,
    "",
    THANKS,
    "",
    `Ihr Anliegen: ${reason}`,
    "",
    "Ihre Nachricht:",
    submission.nachricht.replace(/\r\n?/g, "\n").split("\n").map((line) => `> ${line}`).join("\n"),
    "",
    REPLY_FOLLOWS,
    "",
    SIGN_OFF,
    business.name,
    "",
    contactLinesText(business),
    "",
    "--",
    footerNote,
    "",
  ].join("\n");

  const body = `
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;">${escapeHtml(THANKS)}</p>
<p style="margin:0 0 8px;"><strong>Ihr Anliegen:</strong> ${escapeHtml(reason)}</p>
<p style="margin:16px 0 8px;"><strong>Ihre Nachricht:</strong></p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #4f46e5;background:#f5f5ff;">${
    escapeHtmlMultiline(submission.nachricht)
  }</blockquote>
<p style="margin:0 0 16px;">${escapeHtml(REPLY_FOLLOWS)}</p>
<p style="margin:0 0 24px;">${escapeHtml(SIGN_OFF)}<br>\n${escapeHtml(business.name)}</p>
${contactLinesHtml(business)}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(footerNote)}</p>`;

  return { to: submission.email.trim(), subject, html: htmlPage(subject, body), text };
}
