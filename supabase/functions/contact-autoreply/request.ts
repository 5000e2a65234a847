import { z } from "../_shared/deps.ts";

/** The header carrying the shared secret from Vault (sent by the trigger and the retry job). */
export const SECRET_HEADER = "x-contact-autoreply-secret";

/** The body the trigger and the retry job send. */
export const InvocationBody = z.object({
  submission_id: z.uuid(),
  /** Who asked: the insert trigger or the retry job; only logged. */
  source: z.enum(["trigger", "retry", "manual"]).optional(),
}).strict();

export type Invocation = z.infer<typeof InvocationBody>;
