import { z } from "zod";

/** The header carrying the shared secret from Vault (sent by the trigger and the retry job). */
export const SECRET_HEADER = "x-contact-autoreply-secret";

/**
 * The body the trigger and the retry job send: the submission whose two mails are due, or one delivery without a
 * submission (an owner summary).
 */
export const DeliveryBody = z.object({
  submission_id: z.uuid().optional(),
  delivery_id: z.uuid().optional(),
  /** Who asked: the insert trigger, the retry job or the owner by hand; only logged. */
  source: z.enum(["trigger", "retry", "manual"]).optional(),
}).strict().refine((body) => (body.submission_id === undefined) !== (body.delivery_id === undefined), {
  message: "exactly one of submission_id and delivery_id",
});

/**
 * A dry run (dry-run.ts): no submission or delivery, nothing claimed or sent. "probe": Postgres, once a minute while
 * calls fail; "check": `npm run check:deploy`. check_provider also asks the mail provider about key and domain.
 */
export const DryRunBody = z.object({
  dry_run: z.literal(true),
  source: z.enum(["probe", "check"]),
  check_provider: z.boolean().optional(),
}).strict();

export const InvocationBody = z.union([DeliveryBody, DryRunBody]);

/**
 * Checks a body against the one schema it asks for (a body naming dry_run is a dry run), so a refusal names the fields
 * of that schema instead of both.
 */
export function parseInvocation(raw: unknown) {
  const dry = raw !== null && typeof raw === "object" && !Array.isArray(raw) && "dry_run" in raw;
  return dry ? DryRunBody.safeParse(raw) : DeliveryBody.safeParse(raw);
}

export type DeliveryInvocation = z.infer<typeof DeliveryBody>;
export type DryRunInvocation = z.infer<typeof DryRunBody>;
export type Invocation = z.infer<typeof InvocationBody>;

export const isDryRun = (invocation: Invocation): invocation is DryRunInvocation => "dry_run" in invocation;
