import { type BusinessIdentity, contactLines } from "../../_shared/business.ts";
import { escapeHtml } from "../../_shared/escape.ts";

/**
 * Wraps escaped HTML content in a minimal, mail-client-safe page (tables and inline styles only). A word longer than
 * the line (an address, a link, an id, an SQL call) breaks where it must rather than widen the mail past a phone's
 * screen: the content cell's wrapping rule is inherited by everything in it.
 */
export function htmlPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;overflow-wrap:anywhere;word-break:break-word;">
${bodyHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** An SQL call for the owner to copy. */
export function sqlCallHtml(call: string): string {
  return `<code>${escapeHtml(call)}</code>`;
}

/** The business's contact lines as HTML (escaped, links only for mailto/tel/https targets). */
export function contactLinesHtml(business: BusinessIdentity): string {
  const rows = contactLines(business).map((line) => {
    const text = escapeHtml(line.text);
    const value = line.href && /^(mailto:|tel:|https:\/\/)/.test(line.href)
      ? `<a href="${escapeHtml(line.href)}" style="color:#4f46e5;">${text}</a>`
      : text;
    return `${escapeHtml(line.label)}: ${value}`;
  });
  return rows.length ? `<p style="margin:0;font-size:14px;color:#4b5563;">${rows.join("<br>\n")}</p>` : "";
}

/** The business's contact lines as plain text. */
export function contactLinesText(business: BusinessIdentity): string {
  return contactLines(business).map((line) => `${line.label}: ${line.text}`).join("\n");
}

/** A submission time in German wording, Europe/Berlin, e.g. "Montag, 2. Juni 2025 um 14:05 Uhr". */
export function germanDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
  const time = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" })
    .format(date);
  return `${day} um ${time} Uhr`;
}
