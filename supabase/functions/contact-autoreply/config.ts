import { BUSINESS, type BusinessIdentity } from "../_shared/business.ts";

/** Everything the function reads from its environment (Supabase function secrets / the local stack's env). */
export interface MailConfig {
  resendApiKey: string;
  /** Optional; the resend SDK reads RESEND_BASE_URL itself, we pass it explicitly so the local mail catcher is used. */
  resendBaseUrl?: string;
  mailFrom: string;
  ownerEmail: string;
  autoreplySubject?: string;
  business: BusinessIdentity;
}

/** The variables without which no mail can be sent; missing ones leave deliveries pending, never lost. */
export const REQUIRED_MAIL_ENV = ["RESEND_API_KEY", "MAIL_FROM", "OWNER_EMAIL"] as const;

export type ConfigResult = { ok: true; config: MailConfig } | { ok: false; missing: string[] };

export function readMailConfig(env: (name: string) => string | undefined): ConfigResult {
  const value = (name: string) => env(name)?.trim() || undefined;
  const missing = REQUIRED_MAIL_ENV.filter((name) => !value(name));
  if (missing.length) return { ok: false, missing };
  return {
    ok: true,
    config: {
      resendApiKey: value("RESEND_API_KEY")!,
      resendBaseUrl: value("RESEND_BASE_URL"),
      mailFrom: value("MAIL_FROM")!,
      ownerEmail: value("OWNER_EMAIL")!,
      autoreplySubject: value("AUTOREPLY_SUBJECT"),
      business: BUSINESS,
    },
  };
}
