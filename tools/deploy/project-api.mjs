// The deployed project's API as the check uses it: the database functions of
// supabase/migrations/20261127160200_contact_owner_tools.sql through PostgREST (`POST /rest/v1/rpc/<name>`), with the
// service-role key in `apikey` and `Authorization: Bearer`, as supabase-js sends it. Errors come back in German with
// what to do.

/** The migration that adds the functions below. */
const STATUS_MIGRATION = "20261127160200_contact_owner_tools.sql";

/**
 * What the project's API refused or could not do, in the owner's words.
 */
export class ProjectApiError extends Error {
  /**
   * @param {string} message what is wrong
   * @param {string} fix what to do
   */
  constructor(message, fix) {
    super(message);
    this.fix = fix;
  }
}

/**
 * @typedef {object} DeployStatus
 * @property {string[]} migrations applied versions
 * @property {string[]} vault_secrets names of the contact_* secrets in Vault
 * @property {string | null} function_url the Vault secret contact_autoreply_url
 * @property {{ name: string, schedule: string, active: boolean }[]} cron_jobs
 * @property {{ header: string, present: boolean }} client_address
 */
/**
 * pg_net's answer to one request; `problem` is what a non-2xx or a transport error means, in the words the leads view
 * shows (private.describe_function_answer), null for a 2xx.
 * @typedef {{ status_code: number | null, content: string | null, timed_out: boolean, error: string | null,
 *   problem: string | null }} CallAnswer
 */

/**
 * @param {{ url: string, serviceRoleKey: string, fetch?: typeof fetch, timeoutMs?: number }} options
 */
export function projectApi({ url, serviceRoleKey, fetch: fetchImpl = fetch, timeoutMs = 20_000 }) {
  const base = url.replace(/\/+$/, "");

  /**
   * @param {string} name
   * @param {Record<string, unknown>} [args]
   * @returns {Promise<unknown>}
   */
  async function rpc(name, args = {}) {
    /** @type {Response} */
    let response;
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
      const cause = /** @type {{ cause?: { message?: string } }} */ (error).cause?.message;
      throw new ProjectApiError(
        `SUPABASE_URL ${base} nicht erreichbar (${cause ?? (error instanceof Error ? error.message : String(error))})`,
        "SUPABASE_URL prüfen: https://<ref>.supabase.co (Dashboard → Project Settings → API)",
      );
    }
    const text = await response.text();
    /** @type {{ code?: string, message?: string }} */
    let body = {};
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
    /** @returns {Promise<DeployStatus>} */
    status: async () => /** @type {DeployStatus} */ (await rpc("contact_deploy_status")),
    /**
     * Queues the dry run; pg_net's request id, or null when Postgres could not queue it.
     * @returns {Promise<number | null>}
     */
    dryRun: async () => /** @type {number | null} */ (await rpc("contact_deploy_dry_run")),
    /**
     * pg_net's answer to the request, polled until it is there or `waitMs` have passed (then null). The answer is
     * stored after the call's transaction committed, so it is read with calls of its own.
     * @param {number} requestId
     * @param {{ waitMs: number, everyMs?: number }} options
     * @returns {Promise<CallAnswer | null>}
     */
    async answerTo(requestId, { waitMs, everyMs = 250 }) {
      const until = Date.now() + waitMs;
      for (;;) {
        const args = { p_request_id: requestId };
        const answer = /** @type {CallAnswer | null} */ (await rpc("contact_deploy_call_answer", args));
        if (answer) return answer;
        if (Date.now() >= until) return null;
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    },
  };
}
