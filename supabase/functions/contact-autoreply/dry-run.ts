/**
 * A dry run: what the function would need to send mail, checked without claiming or sending any delivery. Postgres
 * sends one with source "probe" every minute while calls of the function fail (to notice when it works again; the
 * provider is not called then), and `npm run check:deploy` one with source "check" and check_provider, which also
 * asks Resend about the key and the sender domain (mail-provider-check.ts). Every text is German, for the owner.
 */
import { asciiEmailAddress } from "../_shared/email-address.ts";
import type { MailConfig } from "./config.ts";
import type { CheckItem, MailProviderCheck } from "./mail-provider-check.ts";
import type { DryRunInvocation } from "./request.ts";

/** The function secrets a dry run reports on, in this order. */
export const DRY_RUN_ITEMS = ["CONTACT_AUTOREPLY_SECRET", "RESEND_API_KEY", "MAIL_FROM", "OWNER_EMAIL"] as const;
export type DryRunItemName = typeof DRY_RUN_ITEMS[number];

export interface DryRunReport {
  dry_run: true;
  source: DryRunInvocation["source"];
  /** Every item ok. */
  ok: boolean;
  /** One German sentence per item that is not ok, with what to do. */
  problems: string[];
  checks: Record<DryRunItemName, CheckItem>;
  provider_checked: boolean;
}

/**
 * The sender address in MAIL_FROM ("Name <adresse@domain>" or "adresse@domain"), in ASCII, with its domain; null
 * when it is neither.
 */
export function senderOf(mailFrom: string): { address: string; domain: string } | null {
  const match = /^\s*(?:[^<>]*<([^<>]+)>|([^<>\s]+))\s*$/.exec(mailFrom);
  const address = asciiEmailAddress(match?.[1] ?? match?.[2] ?? "");
  if (!address) return null;
  return { address, domain: address.slice(address.lastIndexOf("@") + 1).toLowerCase() };
}

const SET_SECRET = (name: string, example: string) => `mit \`npx supabase secrets set ${name}=${example}\` setzen`;

/**
 * Checks the configuration (complete: the handler answers 503 before a dry run otherwise) and, when asked, the
 * provider. The shared secret needs no check here: a dry run only runs after the caller presented it.
 */
export async function dryRun(
  invocation: DryRunInvocation,
  config: MailConfig,
  provider: () => MailProviderCheck,
): Promise<DryRunReport> {
  const checkProvider = invocation.check_provider === true;
  const sender = senderOf(config.mailFrom);
  const owner = asciiEmailAddress(config.ownerEmail);

  const checks: Record<DryRunItemName, CheckItem> = {
    CONTACT_AUTOREPLY_SECRET: {
      state: "ok",
      detail: "gesetzt und gleich dem Vault-Geheimnis contact_autoreply_secret",
    },
    RESEND_API_KEY: { state: "ok", detail: "gesetzt (bei Resend nicht geprüft)" },
    MAIL_FROM: sender ? { state: "ok", detail: `Absender ${sender.address} (Domain bei Resend nicht geprüft)` } : {
      state: "problem",
      detail: `keine gültige Absenderangabe („${config.mailFrom}“) → ` +
        SET_SECRET("MAIL_FROM", '"Name <kontakt@ihre-domain.de>"'),
    },
    OWNER_EMAIL: owner ? { state: "ok", detail: `gültige Adresse (${owner})` } : {
      state: "problem",
      detail: `keine gültige E-Mail-Adresse („${config.ownerEmail}“) → ${SET_SECRET("OWNER_EMAIL", "<Ihre Adresse>")}`,
    },
  };

  if (checkProvider) {
    if (sender) {
      const report = await provider().check({ from: config.mailFrom, domain: sender.domain });
      checks.RESEND_API_KEY = report.apiKey;
      checks.MAIL_FROM = report.domain;
    } else {
      checks.RESEND_API_KEY = { state: "unchecked", detail: "nicht prüfbar, solange MAIL_FROM ungültig ist" };
    }
  }

  const problems = DRY_RUN_ITEMS.filter((name) => checks[name].state !== "ok")
    .map((name) => `${name}: ${checks[name].detail}`);
  return {
    dry_run: true,
    source: invocation.source,
    ok: problems.length === 0,
    problems,
    checks,
    provider_checked: checkProvider && sender !== null,
  };
}
