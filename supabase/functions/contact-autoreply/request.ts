import { z } from "../_shared/deps.ts";

/** The header carrying the shared secret from Vault (sent by the trigger and the retry job). */
export const SECRET_HEADER = "x-contact-autoreply-secret";

/**
 * The body the trigger and the retry job send: the submission whose two mails are due, or one delivery without a
 * submission (an owner summary).
 */
export const InvocationBody = z.object({
  submission_id: z.uuid().optional(),
  delivery_id: z.uuid().optional(),
  /** Who asked: the insert trigger, the retry job or the owner by hand; only logged. */
  source: z.enum(["trigger", "retry", "manual"]).optional(),
}).strict().refine((body) => (body.submission_id === undefined) !== (body.delivery_id === undefined), {
  message: "exactly one of submission_id and delivery_id",
});

export type Invocation = z.infer<typeof InvocationBody>;
