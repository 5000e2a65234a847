import { type BusinessIdentity, printable } from "../../_shared/business.ts";
import { escapeHtml, headerValue } from "../../_shared/escape.ts";
import { facts } from "../../_shared/facts.ts";
import { knownReasonLabel } from "../../_shared/reasons.ts";
import type { Submission } from "../submission.ts";
import { contactLinesHtml, contactLinesText, htmlPage } from "./layout.ts";
import type { RenderedMail } from "./mail.ts";

export interface ProspectReplyOptions {
  business: BusinessIdentity;
  /** Subject from configuration (AUTOREPLY_SUBJECT); a default names the business. */
  subject?: string;
}

// The reply goes to whatever address a visitor (or a script) typed in, from the owner's domain. So it carries no
// text the visitor chose: no name, no message, no unknown reason value. Only fixed sentences and, for a known reason,
// its fixed label; otherwise anyone could make the owner's domain mail their text to any address.
const GREETING = "Guten Tag,";
const THANKS = "vielen Dank für Ihre Nachricht! Ihre Anfrage ist bei mir eingegangen.";
const REPLY_FOLLOWS = `Sie erhalten ${facts.responseTime} eine persönliche Antwort.`;
const SIGN_OFF = "Mit freundlichen Grüßen";

/** Where the website's privacy notice stands (src/content/paths.ts, legalPath("datenschutz"); a test holds the two equal). */
export const PRIVACY_NOTICE_PATH = "/legal#datenschutz";

/** The privacy notice's address on the business's website, or null while the website is not set. */
export function privacyNoticeUrl(business: BusinessIdentity): string | null {
  const website = printable(business.website);
  return website && /^https:\/\//.test(website) ? `${website.replace(/\/+$/, "")}${PRIVACY_NOTICE_PATH}` : null;
}

export function defaultProspectSubject(business: BusinessIdentity): string {
  return `Vielen Dank für Ihre Anfrage – ${business.name}`;
}

/** The automatic reply to the prospect, in German, as HTML and plain text; nothing in it comes from the visitor. */
export function renderProspectReply(submission: Submission, options: ProspectReplyOptions): RenderedMail {
  const { business } = options;
  const subject = headerValue(options.subject?.trim() || defaultProspectSubject(business));
  const reason = knownReasonLabel(submission.grund);
  const footerNote =
    `Diese E-Mail wurde automatisch versendet, weil über das Kontaktformular von ${business.name} eine Anfrage mit ` +
    `dieser E-Mail-Adresse gesendet wurde. Haben Sie keine Anfrage gesendet, können Sie diese E-Mail ignorieren.`;
  // where the sender (or whoever's address was typed in) learns how the data of the request is processed
  const privacyUrl = privacyNoticeUrl(business);
  const privacyNote = "Wie ich Ihre Daten verarbeite, erklärt meine Datenschutzerklärung:";

  const text = [
    GREETING,
    "",
    THANKS,
    ...(reason ? ["", `Ihr Anliegen: ${reason}`] : []),
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
    ...(privacyUrl ? [`${privacyNote} ${privacyUrl}`] : []),
    "",
  ].join("\n");

  const body = `
<p style="margin:0 0 16px;">${escapeHtml(GREETING)}</p>
<p style="margin:0 0 16px;">${escapeHtml(THANKS)}</p>
${
    reason
      ? `<p style="margin:0 0 16px;"><strong>Ihr Anliegen:</strong> ${escapeHtml(reason)}</p>\n`
      : ""
  }<p style="margin:0 0 16px;">${escapeHtml(REPLY_FOLLOWS)}</p>
<p style="margin:0 0 24px;">${escapeHtml(SIGN_OFF)}<br>\n${escapeHtml(business.name)}</p>
${contactLinesHtml(business)}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(footerNote)}${
    privacyUrl
      ? ` ${escapeHtml(privacyNote)} <a href="${escapeHtml(privacyUrl)}" style="color:#6b7280;">${
        escapeHtml(privacyUrl)
      }</a>`
      : ""
  }</p>`;

  return { to: submission.email.trim(), subject, html: htmlPage(subject, body), text };
}
