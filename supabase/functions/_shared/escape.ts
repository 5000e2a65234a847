/** Escaping for the two places user input ends up in a mail: HTML bodies and header values. */
import { isPlausibleEmailAddress } from "./email-address.ts";

const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML element body or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

/** Escapes text and keeps its line breaks visible in HTML. */
export function escapeHtmlMultiline(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, "\n")).replace(/\n/g, "<br>\n");
}

/**
 * Makes a value safe for a mail header (subject, display name): CR, LF and every other control character become a
 * single space, so a header-injection attempt stays one harmless line. Runs of whitespace collapse; the result is
 * trimmed and cut to `maxLength` characters.
 */
export function headerValue(text: string, maxLength = 200): string {
  // deno-lint-ignore no-control-regex
  const oneLine = text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return Array.from(oneLine).slice(0, maxLength).join("");
}

/**
 * A bare address usable as a recipient or reply-to value, or null when it could smuggle anything else into the
 * header. The shared address rule (./email-address.ts) is that guard: ASCII atext before the @, letters, digits and
 * hyphens after it (internationalised domains in Unicode included), so no space, control or line-break character,
 * no comma, semicolon, angle bracket, quote or second @ gets through.
 */
export function safeAddress(address: string): string | null {
  const trimmed = address.trim();
  return isPlausibleEmailAddress(trimmed) ? trimmed : null;
}
