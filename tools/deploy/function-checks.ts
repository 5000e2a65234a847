// The checks answered by the Edge Function: Postgres calls it through pg_net with the URL and secret from Vault, as
// for every lead, with a dry run (no lead, no mail to a person); its answer, read back from net._http_response, says
// whether the way from the database to the function works and, from the function itself, how its secrets are.
// Pure functions from pg_net's answer to result lines (report.ts).
import type { CallAnswer } from "./project-api.ts";
import type { Result } from "./report.ts";

/** The function secrets the dry run reports on, in the order they are printed. */
const FUNCTION_SECRET_NAMES = ["CONTACT_AUTOREPLY_SECRET", "RESEND_API_KEY", "MAIL_FROM", "OWNER_EMAIL"];

const DEPLOY = "npx supabase functions deploy contact-autoreply --use-api";
const LOGS = "Logs ansehen: Dashboard → Edge Functions → contact-autoreply → Logs";

/** The function's body for a dry run (supabase/functions/contact-autoreply/dry-run.ts). */
type DryRunAnswer = {
  dry_run: true;
  ok: boolean;
  problems: string[];
  checks: Record<string, { state: "ok" | "problem" | "unchecked"; detail: string }>;
};

/** The call's line, and what the function said about its secrets (when it got that far). */
type DescribedCall = { call: Result; dryRun: DryRunAnswer | null; missing: string[] };

/**
 * The body as JSON, or null.
 */
function json(content: string | null): Record<string, unknown> | null {
  try {
    const value = JSON.parse(content ?? "");
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The function's own words in an error body ({error}, or {message}/{msg} from the platform), else the body's start.
 */
function detailOf(content: string | null): string {
  const body = json(content);
  const words = body?.error ?? body?.message ?? body?.msg;
  return typeof words === "string" ? words : (content ?? "").trim().slice(0, 200) || "ohne Inhalt";
}

/**
 * The line for the call itself, and what the function said about its secrets (when it got that far). requestId
 * null: Postgres could not queue the call; answer null: none within waitedMs.
 */
export function describeCall({
  requestId,
  answer,
  url,
  waitedMs,
}: {
  requestId: number | null;
  answer: CallAnswer | null;
  url: string | null;
  waitedMs: number;
}): DescribedCall {
  const title = "Aufruf über pg_net";
  const none = { dryRun: null, missing: [] };
  if (requestId === null) {
    return {
      ...none,
      call: {
        state: "problem",
        title,
        text: "Postgres konnte die Funktion nicht aufrufen (Vault-Geheimnis fehlt oder pg_net nicht verfügbar)",
        fix: "Vault-Geheimnisse anlegen (siehe oben); pg_net aktivieren: Dashboard → Database → Extensions → pg_net",
      },
    };
  }
  if (answer === null) {
    return {
      ...none,
      call: {
        state: "problem",
        title,
        text: `keine Antwort von pg_net innerhalb von ${Math.round(waitedMs / 1000)} s (Aufruf ${requestId})`,
        fix:
          "läuft pg_net? Im SQL-Editor: select * from net.http_request_queue; sonst Dashboard → Database → " +
          "Extensions → pg_net aus- und wieder einschalten",
      },
    };
  }
  const { status_code: status, content } = answer;
  const body = json(content);
  if (status === 200 && body?.dry_run === true) {
    return {
      call: { state: "ok", title, text: "Funktion antwortet auf den Probelauf mit URL und Geheimnis aus Vault (200)" },
      dryRun: body as unknown as DryRunAnswer,
      missing: [],
    };
  }
  // what went wrong, in the database's words (the same the leads view shows); here only what to do is added
  const text = answer.problem ?? `Funktion antwortet ${status ?? "nicht"}: ${detailOf(content)}`;
  const missing = Array.isArray(body?.missing)
    ? body.missing.filter((name: unknown): name is string => typeof name === "string")
    : [];
  if (status === 503 && missing.length) {
    return {
      call: {
        state: "problem",
        title,
        text,
        fix: `npx supabase secrets set ${missing.map((name) => `${name}=…`).join(" ")}`,
      },
      dryRun: null,
      missing,
    };
  }
  const fix =
    status === null
      ? answer.timed_out
        ? `${LOGS}; contact_autoreply_url in Vault prüfen (${url})`
        : `contact_autoreply_url in Vault prüfen (${url}); Funktion bereitstellen: ${DEPLOY}`
      : status === 401 && body?.error === "unauthorized"
        ? "contact_autoreply_secret in Vault und CONTACT_AUTOREPLY_SECRET der Funktion auf denselben Wert setzen " +
          "(select vault.update_secret((select id from vault.secrets where name = 'contact_autoreply_secret'), " +
          "'<Geheimnis>'); und npx supabase secrets set CONTACT_AUTOREPLY_SECRET=<Geheimnis>)"
        : status === 401
          ? `${DEPLOY} (supabase/config.toml schaltet sie mit verify_jwt = false ab) oder im Dashboard bei der Funktion ` +
            "„Verify JWT“ ausschalten"
          : status === 404
            ? `${DEPLOY}; contact_autoreply_url muss https://<ref>.supabase.co/functions/v1/contact-autoreply sein (${url})`
            : status === 400
              ? DEPLOY
              : status >= 502 && status <= 504
                ? `${DEPLOY}; ${LOGS}`
                : LOGS;
  return { call: { state: "problem", title, text, fix }, dryRun: null, missing: [] };
}

/**
 * One line per function secret: the function's own finding, or why there is none.
 */
export function functionSecretResults({ call, dryRun, missing }: DescribedCall): Result[] {
  return FUNCTION_SECRET_NAMES.map((name): Result => {
    const title = `Funktionsgeheimnis ${name}`;
    const found = dryRun?.checks?.[name];
    if (found) {
      const state = found.state === "ok" ? "ok" : found.state === "problem" ? "problem" : "unchecked";
      const [text = "", fix] = found.detail.split(" → ");
      return { state, title, text, ...(fix ? { fix } : {}) };
    }
    if (missing.includes(name)) {
      return { state: "problem", title, text: "nicht gesetzt", fix: `npx supabase secrets set ${name}=…` };
    }
    const why = missing.length
      ? "nicht prüfbar, solange andere Funktionsgeheimnisse fehlen"
      : call.state === "ok"
        ? "nicht im Probelauf enthalten (ältere Fassung der Funktion?)"
        : "nicht prüfbar, solange die Funktion nicht auf den Probelauf antwortet";
    return { state: "unchecked", title, text: why };
  });
}
