import { Resend } from "../_shared/deps.ts";

/** A mail ready for the provider. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export type SendOutcome =
  | { ok: true; messageId: string }
  | { ok: false; retryable: boolean; error: string };

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

/**
 * 429, 5xx and network failures (no status) are retryable; other 4xx (validation_error, invalid_from_address,
 * invalid_api_key, invalid_idempotent_request, ...) are permanent: sending the same mail again cannot succeed.
 * A 409 concurrent_idempotent_requests means another call with the same key is still running: retry later.
 */
export function classifyProviderError(error: ProviderError): { retryable: boolean; error: string } {
  const status = typeof error.statusCode === "number" ? error.statusCode : null;
  const name = error.name ?? "unknown_error";
  const description = `${status ?? "network"} ${name}: ${error.message ?? "no message"}`;
  const retryable = status === null ||
    status === 429 ||
    status >= 500 ||
    (status === 409 && name === "concurrent_idempotent_requests");
  return { retryable, error: description };
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
        const { data, error } = await resend.emails.send(
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
        if (error) return { ok: false, ...classifyProviderError(error) };
        if (!data?.id) return { ok: false, retryable: true, error: "provider answered without a message id" };
        return { ok: true, messageId: data.id };
      } catch (cause) {
        // The SDK swallows fetch errors, but an aborted request is re-thrown: a timeout is a network failure.
        return { ok: false, retryable: true, error: `network: ${cause instanceof Error ? cause.message : cause}` };
      }
    },
  };
}
