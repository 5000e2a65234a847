import type { BusinessIdentity } from "../../_shared/business.ts";
import { escapeHtml, escapeHtmlMultiline, headerValue } from "../../_shared/escape.ts";
import { figuresByCase } from "../../_shared/facts.ts";
import { reasonLabel } from "../../_shared/reasons.ts";
import { germanDateTime, htmlPage, sqlCallHtml } from "./layout.ts";
import type { RenderedMail } from "./mail.ts";
import { anredeWord } from "./owner-notice.ts";

/** A lead not scored as spam, as the digest lists it (frozen by private.plan_contact_owner_digest). */
export interface DigestLead {
  submission_id: string;
  eingegangen: string;
  anrede: string;
  name: string;
  email: string;
  grund: string;
  /** The first 500 characters of the message. */
  nachricht: string;
  /** waiting: under attack, still waiting for its share of the hour's replies (it may yet be held). */
  reply_status: "pending" | "waiting" | "sent" | "failed" | "held" | null;
  hold_reason: "spam" | "budget" | "domain" | null;
}

/** A lead scored as spam: who, and why in words (private.spam_reasons, as the leads view says it; null: none noted). */
export interface DigestSpamLead {
  submission_id: string;
  eingegangen: string;
  name: string;
  email: string;
  grund: string;
  spam_score: number;
  spam_gruende: string | null;
}

/** The content of an owner digest: every lead whose single notice it replaces, real ones first. */
export interface OwnerDigestContent {
  since: string;
  until: string;
  total: number;
  spam: number;
  leads: DigestLead[];
  spam_leads: DigestSpamLead[];
  more_leads: number;
  more_spam: number;
}

export interface OwnerDigestOptions {
  business: BusinessIdentity;
  ownerEmail: string;
}

/** "5 Minuten", "1 Minute", "3 Stunden": the span the digest covers, rounded up, in words. */
export function spanInWords(since: string, until: string): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - Date.parse(since)) / 60_000));
  if (!Number.isFinite(minutes)) return "Minuten";
  if (minutes < 120) return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
  return `${Math.ceil(minutes / 60)} Stunden`;
}

/**
 * "N Anfragen in den letzten 5 Minuten, davon M als Spam erkannt"; without spam only the first part, with nothing
 * but spam "N als Spam erkannte Anfragen in den letzten 24 Stunden".
 */
export function digestSubject(content: OwnerDigestContent): string {
  const span = spanInWords(content.since, content.until);
  const last = span.startsWith("1 ") ? `in der letzten ${span.slice(2)}` : `in den letzten ${span}`;
  const noun = content.total === 1 ? "Anfrage" : "Anfragen";
  if (content.spam === 0) return `${content.total} ${noun} ${last}`;
  if (content.spam === content.total) return `${content.total} als Spam erkannte ${noun} ${last}`;
  return `${content.total} ${noun} ${last}, davon ${content.spam} als Spam erkannt`;
}

const HELD_WORDS: Record<string, string> = {
  budget: "zurückgehalten (Höchstzahl automatischer Antworten pro Stunde erreicht; bei vielen Anfragen gehen die " +
    "Antworten zuerst an die, die am meisten nach einem Menschen aussehen)",
  domain: "zurückgehalten (Höchstzahl automatischer Antworten pro Stunde an diese Domain erreicht)",
  spam: "zurückgehalten (als Spam erkannt)",
};

function replyState(lead: DigestLead): string {
  if (lead.reply_status === "held") return HELD_WORDS[lead.hold_reason ?? ""] ?? "zurückgehalten";
  if (lead.reply_status === "sent") return "versendet";
  if (lead.reply_status === "failed") return "fehlgeschlagen";
  if (lead.reply_status === "waiting") {
    return "wartet auf ihren Platz im Stundenbudget (bei vielen Anfragen gehen die Antworten zuerst an die, die am " +
      "meisten nach einem Menschen aussehen; die übrigen werden zurückgehalten)";
  }
  return "wird versendet";
}

/** The call that releases a lead's reply, with its label: for a held one, and for one that may yet be held. */
function releaseLine(lead: DigestLead): { label: string; call: string } | null {
  if (lead.reply_status === "held" && lead.hold_reason !== "spam") {
    return { label: "Freigeben", call: releaseCall(lead.submission_id) };
  }
  if (lead.reply_status === "waiting") {
    return { label: "Freigeben, falls zurückgehalten", call: releaseCall(lead.submission_id) };
  }
  return null;
}

/** The SQL calls the owner may need, with the ids filled in. */
export function releaseCall(submissionId: string): string {
  return `select private.release_held_replies(array['${submissionId}']::uuid[]);`;
}
export function notSpamCall(submissionId: string): string {
  return `select private.mark_contact_not_spam('${submissionId}');`;
}

/** Why a lead was taken for spam, as the database words it. */
function spamReasons(lead: DigestSpamLead): string {
  return lead.spam_gruende ?? "keine vermerkt";
}

/** "… und 1 weitere Anfrage", "… und 3 weitere als Spam erkannte Anfragen" */
function moreLine(count: number, kind: "" | "als Spam erkannte "): string {
  return `… und ${count} weitere ${kind}${count === 1 ? "Anfrage" : "Anfragen"}`;
}

/**
 * What the digest is about: real leads that came in unusually many, leads scored as spam, or both. It says that
 * the senders of spam got no automatic reply, and when the spam is deleted.
 */
function introduction(content: OwnerDigestContent, business: string): string {
  const real = content.total - content.spam;
  const spamNote =
    "Wer eine als Spam erkannte Anfrage gesendet hat, hat keine automatische Antwort erhalten. Als Spam erkannte " +
    `Anfragen werden ${figuresByCase.spamRetention.accusative} nach ihrem Eingang gelöscht, es sei denn, Sie ` +
    "bestätigen sie als echt.";
  if (real === 0) {
    const these = content.spam === 1 ? "Diese Anfrage" : "Diese Anfragen";
    return `${these} an ${business} ${content.spam === 1 ? "wurde" : "wurden"} als Spam erkannt. ${spamNote}`;
  }
  const wave = `Über das Kontaktformular von ${business} kamen ungewöhnlich viele Anfragen. Statt einer ` +
    "Benachrichtigung je Anfrage erhalten Sie diese Sammelmail.";
  return content.spam > 0
    ? `${wave} Die echten Anfragen stehen zuerst, die als Spam erkannten danach. ${spamNote}`
    : wave;
}

/**
 * The digest that replaces single notices while unusually many leads arrive, and that reports leads scored as spam.
 * Real leads come first, each with its message and the state of its automatic reply; then the spam, one line each
 * with why it was taken for spam and the call that confirms a lead as real. Rendering is deterministic (the content is
 * frozen), so every attempt sends the same payload under the same idempotency key.
 */
export function renderOwnerDigest(content: OwnerDigestContent, options: OwnerDigestOptions): RenderedMail {
  const subject = headerValue(digestSubject(content));
  const held = content.leads.some((lead) => lead.reply_status === "held" || lead.reply_status === "waiting");
  const intro = introduction(content, options.business.name);
  const howTo = [
    ...(held
      ? [
        "Zurückgehaltene automatische Antworten geben Sie im Supabase-Dashboard (SQL Editor) frei: alle auf einmal " +
        "mit select private.release_held_replies(); oder einzeln mit dem Aufruf unter „Freigeben“.",
      ]
      : []),
    ...(content.spam > 0
      ? [
        "Eine echte Anfrage, die als Spam erkannt wurde, bestätigen Sie mit dem Aufruf unter „Als echt bestätigen“; " +
        "dann werden ihre automatische Antwort und die Benachrichtigung an Sie versendet.",
      ]
      : []),
    "Alle Anfragen mit ihrem Stand zeigt die Ansicht contact_leads (Table Editor, Schema public).",
  ];

  const leadText = content.leads.map((lead, i) => {
    const release = releaseLine(lead);
    return [
      `${i + 1}. ${lead.name} <${lead.email}>`,
      `   Anrede: ${anredeWord(lead.anrede)}`,
      `   Grund: ${reasonLabel(lead.grund)}`,
      `   Eingegangen: ${germanDateTime(lead.eingegangen)}`,
      `   Automatische Antwort: ${replyState(lead)}`,
      ...(release ? [`   ${release.label}: ${release.call}`] : []),
      "   Nachricht:",
      ...lead.nachricht.replace(/\r\n?/g, "\n").split("\n").map((line) => `   > ${line}`),
    ].join("\n");
  });
  const spamText = content.spam_leads.map((lead) =>
    `- ${lead.name} <${lead.email}>, ${germanDateTime(lead.eingegangen)}\n` +
    `  Gründe: ${spamReasons(lead)}\n` +
    `  Als echt bestätigen: ${notSpamCall(lead.submission_id)}`
  );
  const text = [
    `${subject}.`,
    "",
    intro,
    "",
    ...(content.leads.length ? ["Anfragen:", "", ...leadText.flatMap((block) => [block, ""])] : []),
    ...(content.more_leads > 0 ? [`${moreLine(content.more_leads, "")} (Ansicht contact_leads).`, ""] : []),
    ...(content.spam_leads.length ? ["Als Spam erkannt:", ...spamText, ""] : []),
    ...(content.more_spam > 0 ? [`${moreLine(content.more_spam, "als Spam erkannte ")}.`, ""] : []),
    ...howTo,
    "",
  ].join("\n");

  const leadHtml = content.leads.map((lead) => {
    const release = releaseLine(lead);
    return `<li style="margin:0 0 16px;"><strong>${escapeHtml(lead.name)}</strong> &lt;${escapeHtml(lead.email)}&gt;<br>
Anrede: ${escapeHtml(anredeWord(lead.anrede))}<br>
Grund: ${escapeHtml(reasonLabel(lead.grund))}<br>
Eingegangen: ${escapeHtml(germanDateTime(lead.eingegangen))}<br>
Automatische Antwort: ${escapeHtml(replyState(lead))}${
      release ? `<br>${escapeHtml(release.label)}: ${sqlCallHtml(release.call)}` : ""
    }
<blockquote style="margin:8px 0 0;padding-left:12px;border-left:3px solid #e5e7eb;color:#374151;">${
      escapeHtmlMultiline(lead.nachricht)
    }</blockquote></li>`;
  }).join("\n");
  const spamHtml = content.spam_leads.map((lead) =>
    `<li>${escapeHtml(lead.name)} &lt;${escapeHtml(lead.email)}&gt;, ${
      escapeHtml(germanDateTime(lead.eingegangen))
    }<br>` +
    `<span style="color:#6b7280;">Gründe: ${escapeHtml(spamReasons(lead))}</span><br>` +
    `Als echt bestätigen: ${sqlCallHtml(notSpamCall(lead.submission_id))}</li>`
  ).join("\n");
  const body = `
<p style="margin:0 0 16px;"><strong>${escapeHtml(subject)}.</strong></p>
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
${content.leads.length ? `<ol style="padding-left:20px;">\n${leadHtml}\n</ol>` : ""}
${content.more_leads > 0 ? `<p>${escapeHtml(moreLine(content.more_leads, ""))} (Ansicht contact_leads).</p>` : ""}
${
    content.spam_leads.length
      ? `<p style="margin:16px 0 8px;"><strong>Als Spam erkannt:</strong></p>\n<ul>\n${spamHtml}\n</ul>`
      : ""
  }
${content.more_spam > 0 ? `<p>${escapeHtml(moreLine(content.more_spam, "als Spam erkannte "))}.</p>` : ""}
<p style="margin:24px 0 0;font-size:14px;color:#4b5563;">${escapeHtml(howTo.join(" "))}</p>`;

  return { to: options.ownerEmail, subject, html: htmlPage(subject, body), text };
}
