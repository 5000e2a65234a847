import { type BusinessIdentity, printable } from "../../_shared/business.ts";
import { escapeHtml, headerValue, safeAddress } from "../../_shared/escape.ts";
import { facts } from "../../_shared/facts.ts";
import { reasonTopic } from "../../_shared/reasons.ts";
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
// its fixed name; otherwise anyone could make the owner's domain mail their text to any address. It speaks in the
// owner's first person, so the owner signs it, above the business's name (while the owner's name is set).
const GREETING = "Guten Tag,";
const THANKS = "vielen Dank für Ihre Nachricht! Ihre Anfrage ist bei mir eingegangen.";
const REPLY_FOLLOWS = `Sie erhalten ${facts.responseTime} eine persönliche Antwort.`;
const SIGN_OFF = "Mit freundlichen Grüßen";
const PRIVACY_SENTENCE = "Wie ich Ihre Daten verarbeite, erklärt meine";
const PRIVACY_LINK_WORDS = "Datenschutzerklärung";

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
  const reason = reasonTopic(submission.grund);
  const signature = [printable(business.ownerName), business.name].filter((line): line is string => line !== null);
  const footerNote =
    `Diese E-Mail wurde automatisch versendet, weil über das Kontaktformular von ${business.name} eine Anfrage mit ` +
    `dieser E-Mail-Adresse gesendet wurde. Haben Sie keine Anfrage gesendet, können Sie diese E-Mail ignorieren.`;
  // where the sender (or whoever's address was typed in) learns how the data of the request is processed
  const privacyUrl = privacyNoticeUrl(business);
  const privacyNote = `${PRIVACY_SENTENCE} ${PRIVACY_LINK_WORDS}:`;

  const text = [
    GREETING,
    "",
    THANKS,
    ...(reason ? ["", `Ihr Anliegen: ${reason}`] : []),
    "",
    REPLY_FOLLOWS,
    "",
    SIGN_OFF,
    ...signature,
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
<p style="margin:0 0 24px;">${[SIGN_OFF, ...signature].map(escapeHtml).join("<br>\n")}</p>
${contactLinesHtml(business)}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(footerNote)}${
    // the link's words rather than its address, which is wider than a phone's screen at this size
    privacyUrl
      ? ` ${escapeHtml(PRIVACY_SENTENCE)} <a href="${escapeHtml(privacyUrl)}" style="color:#6b7280;">${
        escapeHtml(PRIVACY_LINK_WORDS)
      }</a>.`
      : ""}</p>`;

  // an answer to the automatic reply reaches the business's public address, whatever address it is sent from
  const replyTo = safeAddress(business.email) ?? undefined;
  return { to: submission.email.trim(), replyTo, subject, html: htmlPage(subject, body), text };
}
