/**
 * Whether Resend takes the function's API key and lets it send from the sender's domain, for a dry run asked to check
 * the provider. The answer is in German for the owner; nothing here mails a lead or the owner.
 *
 * How the domain is checked: `GET /domains` lists the domains with their status, and only "verified" counts. A key
 * with sending access only (what the README tells the owner to create, and the safer kind) is refused there with
 * `restricted_api_key`, which proves the key itself is valid. Asking the owner for a full-access key just for this
 * check would weaken the production set-up, and leaving the domain unchecked would let a broken launch pass. So for
 * such a key one test mail goes from MAIL_FROM to Resend's documented test address delivered@resend.dev: it reaches
 * no person and does not touch the domain's reputation, and Resend accepts a send only from a verified domain (403
 * "… domain is not verified" otherwise). It counts as one mail of the Resend quota. It happens only when the owner
 * runs the check, never for the probe Postgres sends while the function is failing.
 */

export type CheckState = "ok" | "problem" | "unchecked";

/** The outcome of one checked item: ok, a problem with what to do, or not checkable right now (and why). */
export interface CheckItem {
  state: CheckState;
  detail: string;
}

export interface ProviderReport {
  apiKey: CheckItem;
  domain: CheckItem;
}

export interface MailProviderCheck {
  /** Checks the key and the sender domain; `from` is MAIL_FROM as configured, `domain` its domain in ASCII. */
  check(sender: { from: string; domain: string }): Promise<ProviderReport>;
}

/** Resend's test recipient that simulates a delivered mail (https://resend.com/docs/dashboard/emails/send-test-emails). */
export const RESEND_TEST_RECIPIENT = "delivered@resend.dev";

export interface ResendProviderCheckOptions {
  apiKey: string;
  baseUrl?: string;
  /** Abort a provider call after this long; the item is then not checkable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Resend's answer to one call: the status (null: no answer) and its error or data. */
interface Answer {
  status: number | null;
  name: string;
  message: string;
  body: unknown;
}

const KEY_FIX = "neuen Schlüssel unter resend.com/api-keys anlegen und mit " +
  "`npx supabase secrets set RESEND_API_KEY=re_…` setzen";
const DOMAIN_FIX = "unter resend.com/domains die DNS-Einträge (SPF, DKIM) veröffentlichen, bis dort „Verified“ steht";

/** A key Resend does not know, or none: named so in every version of its error list. */
function keyRefused(answer: Answer): boolean {
  return answer.name === "invalid_api_key" || answer.name === "missing_api_key" ||
    (answer.status !== null && [400, 401, 403].includes(answer.status) && /api key is invalid/i.test(answer.message));
}

/** An answer that says nothing about the key or the domain: no answer, rate limit, Resend's own failure. */
function notCheckable(answer: Answer): string | null {
  if (answer.status === null) return `Resend nicht erreichbar (${answer.message}); später erneut prüfen`;
  if (answer.status === 429) return "Resend-Ratenlimit erreicht (429); in einer Minute erneut prüfen";
  if (answer.status >= 500) return `Resend antwortet ${answer.status} (${answer.message}); später erneut prüfen`;
  return null;
}

const describe = (answer: Answer) => `${answer.status} ${answer.name}: ${answer.message}`;

export function resendProviderCheck(options: ResendProviderCheckOptions): MailProviderCheck {
  const baseUrl = (options.baseUrl ?? "https://api.resend.com").replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? fetch;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          "user-agent": "contact-autoreply-check",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON: the status alone speaks
      }
      const fields = (json && typeof json === "object" ? json : {}) as { name?: unknown; message?: unknown };
      return {
        status: response.status,
        name: typeof fields.name === "string" ? fields.name : "",
        message: typeof fields.message === "string" ? fields.message : text.slice(0, 200) || response.statusText,
        body: json,
      };
    } catch (error) {
      return {
        status: null,
        name: "network",
        message: error instanceof Error ? error.message : String(error),
        body: null,
      };
    }
  }

  /** The domain's state from the list of domains (full-access key). */
  function domainFromList(answer: Answer, domain: string): CheckItem {
    const data = (answer.body as { data?: unknown } | null)?.data;
    const domains = Array.isArray(data)
      ? data.filter((d): d is { name: string; status?: unknown } => typeof d?.name === "string")
      : [];
    const found = domains.find((d) => d.name.toLowerCase() === domain);
    if (!found) {
      const listed = domains.map((d) => d.name).join(", ") || "keine";
      return {
        state: "problem",
        detail: `Domain ${domain} ist bei Resend nicht angelegt (angelegt: ${listed}) → unter resend.com/domains ` +
          "hinzufügen und verifizieren, oder MAIL_FROM auf eine verifizierte Domain setzen",
      };
    }
    if (found.status === "verified") return { state: "ok", detail: `Domain ${domain} bei Resend verifiziert` };
    return {
      state: "problem",
      detail: `Domain ${domain} ist bei Resend nicht verifiziert (Status „${String(found.status)}“) → ${DOMAIN_FIX}`,
    };
  }

  /** The domain's state from a test mail to Resend's test address (send-only key; see the module comment). */
  async function domainFromTestMail(from: string, domain: string): Promise<ProviderReport> {
    const apiKey: CheckItem = { state: "ok", detail: "von Resend angenommen (Schlüssel nur zum Senden)" };
    const answer = await call("POST", "/emails", {
      from,
      to: [RESEND_TEST_RECIPIENT],
      subject: "Prüfung der Absenderdomain (npm run check:deploy)",
      text: "Diese Nachricht prüft, ob Resend von dieser Domain sendet. Sie geht an Resends Testadresse " +
        `${RESEND_TEST_RECIPIENT} und erreicht niemanden.`,
    });
    if (answer.status === 200) {
      return {
        apiKey,
        domain: {
          state: "ok",
          detail: `Domain ${domain} bei Resend verifiziert (Testsendung an ${RESEND_TEST_RECIPIENT} angenommen)`,
        },
      };
    }
    if (keyRefused(answer)) {
      return {
        apiKey: { state: "problem", detail: `von Resend abgelehnt (${describe(answer)}) → ${KEY_FIX}` },
        domain: { state: "unchecked", detail: "nicht prüfbar, solange Resend den Schlüssel ablehnt" },
      };
    }
    const unknown = notCheckable(answer);
    if (unknown) return { apiKey, domain: { state: "unchecked", detail: unknown } };
    if (/not verified/i.test(answer.message)) {
      return {
        apiKey,
        domain: {
          state: "problem",
          detail: `Domain ${domain} ist bei Resend nicht verifiziert (Resend: „${answer.message}“) → ${DOMAIN_FIX}`,
        },
      };
    }
    return {
      apiKey,
      domain: { state: "problem", detail: `Resend lehnt eine Sendung von MAIL_FROM ab (${describe(answer)})` },
    };
  }

  return {
    async check({ from, domain }) {
      const answer = await call("GET", "/domains?limit=100");
      if (answer.status === 200) {
        return {
          apiKey: {
            state: "ok",
            detail: "von Resend angenommen (voller Zugriff; ein Schlüssel nur zum Senden genügt)",
          },
          domain: domainFromList(answer, domain),
        };
      }
      if (answer.name === "restricted_api_key") return await domainFromTestMail(from, domain);
      if (keyRefused(answer)) {
        return {
          apiKey: { state: "problem", detail: `von Resend abgelehnt (${describe(answer)}) → ${KEY_FIX}` },
          domain: { state: "unchecked", detail: "nicht prüfbar, solange Resend den Schlüssel ablehnt" },
        };
      }
      const reason = notCheckable(answer) ?? `unerwartete Antwort von Resend (${describe(answer)})`;
      return { apiKey: { state: "unchecked", detail: reason }, domain: { state: "unchecked", detail: reason } };
    },
  };
}
