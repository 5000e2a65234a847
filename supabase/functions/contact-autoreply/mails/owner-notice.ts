import { escapeHtml, escapeHtmlMultiline, headerValue, safeAddress } from "../../_shared/escape.ts";
import { leadSourceText } from "../../_shared/lead-source.ts";
import { knownReasonLabel, REASON_LABELS, reasonLabel } from "../../_shared/reasons.ts";
import type { Submission } from "../submission.ts";
import { germanDateTime, htmlPage } from "./layout.ts";
import type { RenderedMail } from "./mail.ts";

const ANREDE_WORDS: Record<string, string> = { frau: "Frau", herr: "Herr", divers: "Divers" };

/** The salutation as the form offered it ("Frau"), or the stored value as given. */
export function anredeWord(anrede: string): string {
  return Object.hasOwn(ANREDE_WORDS, anrede) ? ANREDE_WORDS[anrede]! : anrede;
}

export interface OwnerNoticeOptions {
  ownerEmail: string;
}

interface Field {
  label: string;
  value: string;
}

function fields(s: Submission): Field[] {
  const reason = Object.hasOwn(REASON_LABELS, s.grund) ? `${reasonLabel(s.grund)} (${s.grund})` : s.grund;
  // where the lead came from, only when it is known
  const source = leadSourceText(s.source_page, s.source_cta);
  // who and what first, then the record of when and how. Labels are short: the table stands on a phone's screen
  // beside its values
  return [
    { label: "Anrede", value: anredeWord(s.anrede) },
    { label: "Name", value: s.name },
    { label: "E-Mail", value: s.email },
    { label: "Grund", value: reason },
    { label: "Eingegangen", value: germanDateTime(s.created_at) },
    ...(source ? [{ label: "Quelle", value: source }] : []),
    {
      label: "Datenschutz",
      value: s.datenschutz ? "Datenschutzerklärung zur Kenntnis genommen" : "nicht bestätigt",
    },
    { label: "Anfrage-ID", value: s.id },
  ];
}

/** Longest name the subject shows; the whole name stands in the body. */
export const SUBJECT_NAME_MAX = 60;

/**
 * The subject names a reason only from the known list: any other value is visitor text, which stays in the body
 * and never reaches the owner's inbox list.
 */
export function subjectReason(grund: string): string {
  return knownReasonLabel(grund) ?? "Sonstiges";
}

export function subjectName(name: string): string {
  const characters = Array.from(name.trim());
  return characters.length <= SUBJECT_NAME_MAX
    ? characters.join("")
    : `${characters.slice(0, SUBJECT_NAME_MAX - 1).join("")}…`;
}

/**
 * The lead notice to the owner: who writes, the message, then every other field and the time; reply-to set to the
 * prospect (only when the address is a plain address that cannot carry anything else into the header). The message
 * comes right after one line naming the sender, so an inbox list's preview of the mail shows its first words.
 */
export function renderOwnerNotice(submission: Submission, options: OwnerNoticeOptions): RenderedMail {
  // the name first: an inbox list on a phone cuts the subject after 30 to 40 characters
  const subject = headerValue(`Neue Anfrage von ${subjectName(submission.name)}: ${subjectReason(submission.grund)}`);
  const all = fields(submission);

  const opening = `${submission.name} schreibt über das Kontaktformular:`;

  const text = [
    opening,
    "",
    submission.nachricht.replace(/\r\n?/g, "\n"),
    "",
    ...all.map((f) => `${f.label}: ${f.value}`),
    "",
    "Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.",
    "",
  ].join("\n");

  const rows = all.map((f) =>
    `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;">${escapeHtml(f.label)}</th>` +
    `<td style="padding:6px 0;">${escapeHtml(f.value)}</td></tr>`
  ).join("\n");
  const body = `
<p style="margin:0 0 12px;"><strong>${escapeHtml(opening)}</strong></p>
<p style="margin:0 0 24px;padding:12px 16px;background:#f4f4f7;border-radius:6px;">${
    escapeHtmlMultiline(submission.nachricht)
  }</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;">
${rows}
</table>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280;">Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.</p>`;

  const replyTo = safeAddress(submission.email) ?? undefined;
  return { to: options.ownerEmail, replyTo, subject, html: htmlPage(subject, body), text };
}
