import { secretsMatch } from "../_shared/constant-time.ts";
import { safeAddress } from "../_shared/escape.ts";
import type { ConfigResult, MailConfig } from "./config.ts";
import type { ClaimedDelivery, DeliveryStore } from "./delivery-store.ts";
import type { Logger } from "./log.ts";
import type { MailSender, OutgoingMail, SendOutcome } from "./mail-sender.ts";
import { renderOwnerNotice } from "./mails/owner-notice.ts";
import { renderProspectReply } from "./mails/prospect-reply.ts";
import { InvocationBody, SECRET_HEADER } from "./request.ts";
import type { DeliveryKind, Submission } from "./submission.ts";

export interface HandlerDeps {
  /** CONTACT_AUTOREPLY_SECRET; the same value is stored in Vault as contact_autoreply_secret. */
  secret: string | undefined;
  config: ConfigResult;
  store: DeliveryStore;
  /** Builds the mail sender once the configuration is known to be complete. */
  sender: (config: MailConfig) => MailSender;
  log: Logger;
}

/** Resend idempotency key per delivery: a repeated send of the same mail (retry after a crash) is not sent twice. */
export function idempotencyKey(submissionId: string, kind: DeliveryKind): string {
  return `contact-${submissionId}-${kind}`;
}

export type DeliveryResult = { kind: DeliveryKind; outcome: "sent" | "retry" | "failed"; error?: string };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

/** The mail for one delivery kind, with the sender from configuration. */
export function composeMail(kind: DeliveryKind, submission: Submission, config: MailConfig): OutgoingMail {
  const rendered = kind === "autoreply"
    ? renderProspectReply(submission, { business: config.business, subject: config.autoreplySubject })
    : renderOwnerNotice(submission, { business: config.business, ownerEmail: config.ownerEmail });
  return { from: config.mailFrom, ...rendered };
}

export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const { store, log } = deps;
  let sender: MailSender | null = null;

  async function deliver(delivery: ClaimedDelivery, submission: Submission, config: MailConfig) {
    const mail = composeMail(delivery.kind, submission, config);
    let outcome: SendOutcome;
    if (!safeAddress(mail.to)) {
      outcome = { ok: false, retryable: false, error: `invalid recipient address for ${delivery.kind}` };
    } else {
      sender ??= deps.sender(config);
      outcome = await sender.send(mail, idempotencyKey(submission.id, delivery.kind));
    }
    const fields = { submission_id: submission.id, kind: delivery.kind, attempt: delivery.attempts };
    if (outcome.ok) {
      await store.recordSent(delivery.id, outcome.messageId);
      log.info("mail sent", { ...fields, provider_message_id: outcome.messageId });
      return { kind: delivery.kind, outcome: "sent" } satisfies DeliveryResult;
    }
    await store.recordFailure(delivery.id, { retryable: outcome.retryable, error: outcome.error });
    const result: DeliveryResult = { kind: delivery.kind, outcome: outcome.retryable ? "retry" : "failed", error: outcome.error };
    (outcome.retryable ? log.warn : log.error)("mail not sent", { ...fields, retryable: outcome.retryable, error: outcome.error });
    return result;
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { error: "method not allowed" });

    if (!deps.secret) {
      log.error("CONTACT_AUTOREPLY_SECRET is not set: refusing every call; deliveries stay pending");
      return json(503, { error: "function not configured" });
    }
    if (!(await secretsMatch(request.headers.get(SECRET_HEADER), deps.secret))) {
      log.warn("rejected a call with a missing or wrong secret");
      return json(401, { error: "unauthorized" });
    }

    let raw: unknown;
    try {
      raw = await request.json();
    } catch {
      return json(400, { error: "body must be JSON" });
    }
    const parsed = InvocationBody.safeParse(raw);
    if (!parsed.success) {
      return json(400, { error: "invalid body", issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) });
    }
    const submissionId = parsed.data.submission_id;

    try {
      if (!deps.config.ok) {
        const reason = `missing configuration: ${deps.config.missing.join(", ")}`;
        log.error(`${reason}. No mail sent; deliveries stay pending until the function secrets are set`, {
          submission_id: submissionId,
        });
        await store.deferDeliveries(submissionId, reason);
        return json(503, { error: reason });
      }
      const config = deps.config.config;

      const submission = await store.loadSubmission(submissionId);
      if (!submission) {
        log.warn("submission not found", { submission_id: submissionId });
        return json(404, { error: "submission not found" });
      }

      const claimed = await store.claimDeliveries(submissionId);
      if (claimed.length === 0) {
        return json(200, { submission_id: submissionId, deliveries: [] });
      }
      // Each delivery records its own outcome; one failing to record does not stop the other.
      const settled = await Promise.allSettled(claimed.map((d) => deliver(d, submission, config)));
      const deliveries = settled.map((s, i) =>
        s.status === "fulfilled"
          ? s.value
          : { kind: claimed[i].kind, outcome: "retry" as const, error: `internal: ${String(s.reason)}` }
      );
      for (const [i, s] of settled.entries()) {
        if (s.status === "rejected") {
          log.error("delivery crashed; its lease expires and the retry job tries again with the same idempotency key", {
            submission_id: submissionId,
            kind: claimed[i].kind,
            error: String(s.reason),
          });
        }
      }
      return json(200, { submission_id: submissionId, source: parsed.data.source, deliveries });
    } catch (error) {
      log.error("invocation failed", { submission_id: submissionId, error: String(error) });
      return json(500, { error: "internal error" });
    }
  };
}
