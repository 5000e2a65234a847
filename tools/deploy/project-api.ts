// The deployed project's API as the check uses it: the database functions of
// supabase/migrations/20261127160200_contact_owner_tools.sql through PostgREST (`POST /rest/v1/rpc/<name>`), with the
// service-role key in `apikey` and `Authorization: Bearer`, as supabase-js sends it. Errors come back in German with
// what to do.

/** The migration that adds the functions below. */
const STATUS_MIGRATION = "20261127160200_contact_owner_tools.sql";

/**
 * What the project's API refused or could not do, in the owner's words: the message says what is wrong, fix what to
 * do.
 */
export class ProjectApiError extends Error {
  readonly fix: string;

  constructor(message: string, fix: string) {
    super(message);
    this.fix = fix;
  }
}

export type DeployStatus = {
  /** applied versions */
  migrations: string[];
  /** names of the contact_* secrets in Vault */
  vault_secrets: string[];
  /** the Vault secret contact_autoreply_url */
  function_url: string | null;
  cron_jobs: { name: string; schedule: string; active: boolean }[];
  client_address: { header: string; present: boolean };
};

/**
 * pg_net's answer to one request; `problem` is what a non-2xx or a transport error means, in the words the leads view
 * shows (private.describe_function_answer), null for a 2xx.
 */
export type CallAnswer = {
  status_code: number | null;
  content: string | null;
  timed_out: boolean;
  error: string | null;
  problem: string | null;
};

export function projectApi({
  url,
  serviceRoleKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 20_000,
}: {
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const base = url.replace(/\/+$/, "");

  async function rpc(name: string, args: Record<string, unknown> = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new ProjectApiError(
        `SUPABASE_URL ${base} nicht erreichbar (${cause ?? (error instanceof Error ? error.message : String(error))})`,
        "SUPABASE_URL prüfen: https://<ref>.supabase.co (Dashboard → Project Settings → API)",
      );
    }
    const text = await response.text();
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) {
        throw new ProjectApiError(`unerwartete Antwort von ${name}: ${text.slice(0, 200)}`, "SUPABASE_URL prüfen");
      }
    }
    if (response.ok) return body;
    const detail = `${response.status}${body?.code ? ` ${body.code}` : ""}: ${body?.message ?? text.slice(0, 200)}`;
    if (response.status === 404 && (body?.code === "PGRST202" || /function/i.test(body?.message ?? ""))) {
      throw new ProjectApiError(
        `Prüffunktion public.${name} fehlt (${detail}): Migration ${STATUS_MIGRATION} nicht angewendet`,
        "npx supabase db push",
      );
    }
    if (response.status === 401 || (response.status === 403 && body?.code === "42501")) {
      throw new ProjectApiError(
        `SUPABASE_SERVICE_ROLE_KEY abgelehnt oder kein Service-Role-Schlüssel (${detail})`,
        "den service_role- bzw. Secret-Schlüssel aus Dashboard → Project Settings → API Keys setzen",
      );
    }
    throw new ProjectApiError(
      `${name} gescheitert (${detail})`,
      "SUPABASE_URL und Schlüssel prüfen; Logs: Dashboard → Logs → API",
    );
  }

  return {
    status: async (): Promise<DeployStatus> => (await rpc("contact_deploy_status")) as DeployStatus,
    /**
     * Queues the dry run; pg_net's request id, or null when Postgres could not queue it.
     */
    dryRun: async (): Promise<number | null> => (await rpc("contact_deploy_dry_run")) as number | null,
    /**
     * pg_net's answer to the request, polled until it is there or `waitMs` have passed (then null). The answer is
     * stored after the call's transaction committed, so it is read with calls of its own.
     */
    async answerTo(
      requestId: number,
      { waitMs, everyMs = 250 }: { waitMs: number; everyMs?: number },
    ): Promise<CallAnswer | null> {
      const until = Date.now() + waitMs;
      for (;;) {
        const args = { p_request_id: requestId };
        const answer = (await rpc("contact_deploy_call_answer", args)) as CallAnswer | null;
        if (answer) return answer;
        if (Date.now() >= until) return null;
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    },
  };
}
