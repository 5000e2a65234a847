import { secretsMatch } from "../_shared/constant-time.ts";
import { asciiEmailAddress } from "../_shared/email-address.ts";
import type { ConfigResult, MailConfig } from "./config.ts";
import type { ClaimedDelivery, DeliveryFailure, DeliveryStore } from "./delivery-store.ts";
import { dryRun } from "./dry-run.ts";
import type { Logger } from "./log.ts";
import { type MailProviderCheck, resendProviderCheck } from "./mail-provider-check.ts";
import type { MailSender, OutgoingMail, SendOutcome } from "./mail-sender.ts";
import { renderOwnerNotice } from "./mails/owner-notice.ts";
import { type OwnerDigestContent, renderOwnerDigest } from "./mails/owner-digest.ts";
import { type OwnerSummaryContent, renderOwnerSummary } from "./mails/owner-summary.ts";
import { renderProspectReply } from "./mails/prospect-reply.ts";
import { type DryRunInvocation, isDryRun, parseInvocation, SECRET_HEADER } from "./request.ts";
import type { DeliveryKind, LeadMailKind, Submission } from "./submission.ts";

export interface HandlerDeps {
  /** CONTACT_AUTOREPLY_SECRET; the same value is stored in Vault as contact_autoreply_secret. */
  secret: string | undefined;
  config: ConfigResult;
  store: DeliveryStore;
  /** Builds the mail sender once the configuration is known to be complete. */
  sender: (config: MailConfig) => MailSender;
  /** Builds the check of key and sender domain for a dry run with check_provider; default: Resend's API. */
  providerCheck?: (config: MailConfig) => MailProviderCheck;
  log: Logger;
  /** Waits for a send slot; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Resend idempotency key per delivery: a repeated send of the same mail (retry after a crash) is not sent twice. */
export function idempotencyKey(submissionId: string, kind: DeliveryKind): string {
  return `contact-${submissionId}-${kind}`;
}

/** The owner summary has no submission: its key is its own delivery id. */
export function summaryIdempotencyKey(deliveryId: string): string {
  return `contact-owner-summary-${deliveryId}`;
}

/** Like the summary, a digest is keyed by its own delivery id. */
export function digestIdempotencyKey(deliveryId: string): string {
  return `contact-owner-digest-${deliveryId}`;
}

/** withdrawn: the lead was deleted while its mail waited for its send slot, so nothing went out. */
export type DeliveryResult = {
  kind: DeliveryKind;
  outcome: "sent" | "retry" | "throttled" | "failed" | "withdrawn";
  error?: string;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

/** The mail for one lead delivery kind, with the sender from configuration. */
export function composeMail(kind: LeadMailKind, submission: Submission, config: MailConfig): OutgoingMail {
  const rendered = kind === "autoreply"
    ? renderProspectReply(submission, { business: config.business, subject: config.autoreplySubject })
    : renderOwnerNotice(submission, { ownerEmail: config.ownerEmail });
  return { from: config.mailFrom, ...rendered };
}

/** The mail and idempotency key of a claimed delivery, or null when it cannot be composed. */
function mailFor(delivery: ClaimedDelivery, submission: Submission | null, config: MailConfig) {
  const owner = { business: config.business, ownerEmail: config.ownerEmail };
  if (delivery.kind === "owner_summary") {
    if (!delivery.summary) return null;
    const rendered = renderOwnerSummary(delivery.summary as OwnerSummaryContent, owner);
    return { mail: { from: config.mailFrom, ...rendered }, key: summaryIdempotencyKey(delivery.id) };
  }
  if (delivery.kind === "owner_digest") {
    if (!delivery.summary) return null;
    const rendered = renderOwnerDigest(delivery.summary as OwnerDigestContent, owner);
    return { mail: { from: config.mailFrom, ...rendered }, key: digestIdempotencyKey(delivery.id) };
  }
  if (!submission) return null;
  return { mail: composeMail(delivery.kind, submission, config), key: idempotencyKey(submission.id, delivery.kind) };
}

/** Claim rounds per call: the first claim plus re-claims of throttled mails. */
const MAX_ROUNDS = 3;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const { store, log } = deps;
  const sleep = deps.sleep ?? sleepFor;
  const now = deps.now ?? Date.now;
  const providerCheck = deps.providerCheck ??
    ((config: MailConfig) => resendProviderCheck({ apiKey: config.resendApiKey, baseUrl: config.resendBaseUrl }));
  let sender: MailSender | null = null;
  /** After a 429 nothing else is sent from this process until the provider's Retry-After has passed. */
  let pausedUntil = 0;

  async function attempt(
    delivery: ClaimedDelivery,
    submission: Submission | null,
    config: MailConfig,
  ): Promise<SendOutcome> {
    const composed = mailFor(delivery, submission, config);
    if (!composed) return { ok: false, retryable: false, error: `nothing to send for ${delivery.kind}` };
    // Recipient and reply-to go out in ASCII: an internationalised domain in its punycode form (пример.рф becomes
    // xn--e1afmkfd.xn--p1ai); an address outside the address rule is never sent to.
    const to = asciiEmailAddress(composed.mail.to);
    if (!to) {
      return { ok: false, retryable: false, error: `invalid recipient address for ${delivery.kind}` };
    }
    const { replyTo, ...rest } = composed.mail;
    const asciiReplyTo = replyTo === undefined ? null : asciiEmailAddress(replyTo);
    const mail: OutgoingMail = asciiReplyTo ? { ...rest, to, replyTo: asciiReplyTo } : { ...rest, to };
    if (now() < pausedUntil) {
      return {
        ok: false,
        retryable: true,
        throttled: true,
        retryAfterMs: pausedUntil - now(),
        error: "paused after a 429",
      };
    }
    sender ??= deps.sender(config);
    const outcome = await sender.send(mail, composed.key);
    if (!outcome.ok && outcome.throttled) pausedUntil = Math.max(pausedUntil, now() + (outcome.retryAfterMs ?? 1000));
    return outcome;
  }

  async function deliver(delivery: ClaimedDelivery, submission: Submission | null, config: MailConfig) {
    const fields = {
      submission_id: submission?.id,
      delivery_id: delivery.id,
      kind: delivery.kind,
      attempt: delivery.attempts,
    };
    if (delivery.wait_ms > 0) {
      await sleep(delivery.wait_ms);
      // The owner may delete a lead while its mails wait for their slots (up to the claim horizon): a deleted lead
      // is not written to any more. Its deliveries went with it, so there is nothing to record.
      if (submission && !(await store.loadSubmission(submission.id))) {
        log.info("lead deleted while its mail waited for its send slot; not sent", fields);
        return { kind: delivery.kind, outcome: "withdrawn" } satisfies DeliveryResult;
      }
    }
    const outcome = await attempt(delivery, submission, config);
    if (outcome.ok) {
      await store.recordSent(delivery.id, outcome.messageId, outcome.note);
      (outcome.note ? log.warn : log.info)("mail sent", {
        ...fields,
        provider_message_id: outcome.messageId,
        note: outcome.note,
      });
      return { kind: delivery.kind, outcome: "sent" } satisfies DeliveryResult;
    }
    const failure: DeliveryFailure = outcome.throttled
      ? { outcome: "throttled", error: outcome.error, retryAfterMs: outcome.retryAfterMs }
      : { outcome: outcome.retryable ? "retry" : "failed", error: outcome.error };
    await store.recordFailure(delivery.id, failure);
    (outcome.retryable ? log.warn : log.error)("mail not sent", {
      ...fields,
      outcome: failure.outcome,
      error: outcome.error,
    });
    return { kind: delivery.kind, outcome: failure.outcome, error: outcome.error } satisfies DeliveryResult;
  }

  /** A dry run claims and sends nothing; missing configuration is answered as for a real call (503). */
  async function answerDryRun(invocation: DryRunInvocation): Promise<Response> {
    if (!deps.config.ok) {
      const reason = `missing configuration: ${deps.config.missing.join(", ")}`;
      log.error(`${reason} (dry run, ${invocation.source})`);
      return json(503, { error: reason, missing: deps.config.missing, dry_run: true });
    }
    const config = deps.config.config;
    try {
      const report = await dryRun(invocation, config, () => providerCheck(config));
      (report.ok ? log.info : log.warn)("dry run", {
        source: invocation.source,
        ok: report.ok,
        problems: report.problems,
      });
      return json(200, report);
    } catch (error) {
      log.error("dry run failed", { source: invocation.source, error: String(error) });
      return json(500, { error: "internal error" });
    }
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { error: "method not allowed" });

    if (!deps.secret) {
      log.error("CONTACT_AUTOREPLY_SECRET is not set: refusing every call; deliveries stay pending");
      return json(503, { error: "function not configured", missing: ["CONTACT_AUTOREPLY_SECRET"] });
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
    const parsed = parseInvocation(raw);
    if (!parsed.success) {
      return json(400, {
        error: "invalid body",
        issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
      });
    }
    if (isDryRun(parsed.data)) return await answerDryRun(parsed.data);
    const invocation = parsed.data;
    const { submission_id: submissionId, delivery_id: deliveryId } = invocation;

    try {
      if (!deps.config.ok) {
        const reason = `missing configuration: ${deps.config.missing.join(", ")}`;
        log.error(`${reason}. No mail sent; deliveries stay pending until the function secrets are set`, {
          submission_id: submissionId,
          delivery_id: deliveryId,
        });
        if (submissionId) await store.deferDeliveries(submissionId, reason);
        return json(503, { error: reason, missing: deps.config.missing });
      }
      const config = deps.config.config;

      let submission: Submission | null = null;
      if (submissionId) {
        submission = await store.loadSubmission(submissionId);
        if (!submission) {
          log.warn("submission not found", { submission_id: submissionId });
          return json(404, { error: "submission not found" });
        }
      }

      const deliveries: DeliveryResult[] = [];
      let claimed = await store.claimDeliveries(submissionId ? { submissionId } : { deliveryId: deliveryId! });
      // A mail the provider throttled is claimed again for a slot after the pause, a few times per call; beyond
      // that, or beyond the claim horizon, the retry job brings it back.
      for (let round = 1; claimed.length > 0; round++) {
        // Each delivery records its own outcome; one failing to record does not stop the other.
        const settled = await Promise.allSettled(claimed.map((d) => deliver(d, submission, config)));
        const results = settled.map((s, i): DeliveryResult =>
          s.status === "fulfilled"
            ? s.value
            : { kind: claimed[i].kind, outcome: "retry", error: `internal: ${String(s.reason)}` }
        );
        for (const [i, s] of settled.entries()) {
          if (s.status === "rejected") {
            log.error(
              "delivery crashed; its lease expires and the retry job tries again with the same idempotency key",
              {
                submission_id: submissionId,
                delivery_id: claimed[i].id,
                kind: claimed[i].kind,
                error: String(s.reason),
              },
            );
          }
        }
        deliveries.push(...results);
        const throttled = claimed.filter((_, i) => results[i].outcome === "throttled");
        if (throttled.length === 0 || round >= MAX_ROUNDS) break;
        claimed = (await Promise.all(throttled.map((d) => store.claimDeliveries({ deliveryId: d.id })))).flat();
      }
      return json(200, { submission_id: submissionId, delivery_id: deliveryId, source: invocation.source, deliveries });
    } catch (error) {
      log.error("invocation failed", { submission_id: submissionId, delivery_id: deliveryId, error: String(error) });
      return json(500, { error: "internal error" });
    }
  };
}
