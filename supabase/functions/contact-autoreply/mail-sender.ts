import { Resend } from "resend";

/** A mail ready for the provider. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * ok: accepted (messageId is null when Resend had accepted an earlier version of the mail under the same key).
 * throttled: 429; sending should pause for retryAfterMs (the provider's Retry-After, when it gave one).
 */
export type SendOutcome =
  | { ok: true; messageId: string | null; note?: string }
  | { ok: false; retryable: boolean; throttled?: boolean; retryAfterMs?: number; error: string };

/** Sends one mail; the idempotency key makes a repeated call with the same mail a no-op at the provider. */
export interface MailSender {
  send(mail: OutgoingMail, idempotencyKey: string): Promise<SendOutcome>;
}

/** The error shape the resend SDK returns (it never throws for HTTP or network errors). */
export interface ProviderError {
  name?: string;
  message?: string;
  statusCode?: number | null;
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What a provider error means for the delivery:
 * - 429: throttled, sending pauses for Retry-After; the attempt does not count.
 * - 5xx and network failures (no status): retryable.
 * - 409 concurrent_idempotent_requests: another call with the same key is still running, retry later.
 * - 409 invalid_idempotent_request: Resend already holds a mail under this key with another payload (the
 *   configuration or template changed between attempts). Resend keys a mail that was sent: the mail went out
 *   with the earlier payload, so this counts as sent, never as failed.
 * - other 4xx (validation_error, invalid_from_address, invalid_api_key, ...): permanent.
 */
export function classifyProviderError(error: ProviderError, headers?: Record<string, string> | null): SendOutcome {
  const status = typeof error.statusCode === "number" ? error.statusCode : null;
  const name = error.name ?? "unknown_error";
  const description = `${status ?? "network"} ${name}: ${error.message ?? "no message"}`;
  if (status === 409 && name === "invalid_idempotent_request") {
    return { ok: true, messageId: null, note: `accepted earlier under the same idempotency key (${description})` };
  }
  if (status === 429) {
    return {
      ok: false,
      retryable: true,
      throttled: true,
      retryAfterMs: retryAfterMs(headers?.["retry-after"]),
      error: description,
    };
  }
  const retryable = status === null ||
    status >= 500 ||
    (status === 409 && name === "concurrent_idempotent_requests");
  return { ok: false, retryable, error: description };
}

export interface ResendSenderOptions {
  apiKey: string;
  baseUrl?: string;
  /** Abort a provider call after this long; it then counts as a retryable network failure. */
  timeoutMs?: number;
}

/** The production sender: the resend SDK, one call per mail, with Resend's Idempotency-Key header. */
export function resendSender(options: ResendSenderOptions): MailSender {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async send(mail, idempotencyKey) {
      try {
        const { data, error, headers } = await resend.emails.send(
          {
            from: mail.from,
            to: mail.to,
            replyTo: mail.replyTo,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          },
          { idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
        );
        if (error) return classifyProviderError(error, headers);
        if (!data?.id) return { ok: false, retryable: true, error: "provider answered without a message id" };
        return { ok: true, messageId: data.id };
      } catch (cause) {
        // The SDK swallows fetch errors, but an aborted request is re-thrown: a timeout is a network failure.
        return { ok: false, retryable: true, error: `network: ${cause instanceof Error ? cause.message : cause}` };
      }
    },
  };
}
