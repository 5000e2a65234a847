// Component "mail-catcher": STAND-IN for Resend's HTTP API (https://api.resend.com), for the local stack only.
// The Edge Function's resend SDK talks to it because the stack sets RESEND_BASE_URL to its address.
//
//   POST   /emails            Resend's send endpoint: Bearer key required, from/to/subject and html or text required
//                             (422 validation_error otherwise), Idempotency-Key honoured as Resend does it: the same
//                             key with the same body answers with the first mail's id and catches nothing new; the
//                             same key with another body is 409 invalid_idempotent_request. Answer: 200 {"id": ...}.
//   GET    /emails/:id        one caught mail (Resend's "retrieve email")
//   GET    /domains           Resend's "list domains": {"object": "list", "has_more": false, "data": [{id, name, status,
//                             ...}]}, the domains given as `verifiedDomains` (default: the domain of the local stack's
//                             MAIL_FROM), each "verified" unless the fault domain_status says otherwise.
//   GET    /                  a small page listing the caught mails (every value escaped; HTML bodies in a sandbox)
//   GET    /api/emails        the caught mails as JSON, oldest first: {"data": [...]} (for tests)
//   DELETE /api/emails        forget all mails, idempotency keys and counters (a fresh mailbox)
//   GET    /api/faults        the fault modes in force; PUT /api/faults {...} changes some, DELETE resets them:
//                               mode "normal" | "down" (POST /emails drops the connection unanswered) | "error"
//                               (500 internal_server_error); rate_limit N: above N requests per sliding second
//                               answer 429 rate_limit_exceeded with Retry-After as Resend does; delay_ms: answer
//                               POST /emails only after this long (a slow provider); api_key "valid" | "refused"
//                               (every Resend call answers 401 validation_error "API key is invalid", as Resend does
//                               for a deleted key) | "send_only" (a key with sending access: every call but POST
//                               /emails answers 401 restricted_api_key); domain_status null | "not_started" |
//                               "pending" | "failed" | "temporary_failure" (the listed domains have this status, and a
//                               mail from one of them answers 403 validation_error "… domain is not verified").
//   GET    /api/stats         counters of POST /emails since the last reset: requests, accepted, replayed, conflicts,
//                             rate_limited, errors, dropped, refused (key or sender domain), and max_per_second (most
//                             mails accepted within one sliding second)
//
// State (mails and keys) is kept in <dataDir>/mail-catcher/state.json, so a restart of the component keeps the keys,
// as Resend keeps them for 24 hours.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { LOCAL_MAIL_FROM } from "./functions.ts";

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Component, StackContext } from "./components.ts";

/** Resend's states of a domain that are not "verified" (https://resend.com/docs/api-reference/domains/get-domain). */
const UNVERIFIED_STATES = ["not_started", "pending", "failed", "temporary_failure"];
export type Faults = {
  mode: "normal" | "down" | "error";
  rate_limit: number | null;
  delay_ms: number;
  api_key: "valid" | "refused" | "send_only";
  domain_status: string | null;
};
/**
 * A caught mail, as GET /emails/:id and /api/emails show it.
 */
export interface Mail {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: unknown[];
  idempotency_key: string | null;
}
/**
 * What the catcher keeps: the mails, and per Idempotency-Key the body's hash, the mail's id and when it came.
 */
export type State = { mails: Mail[]; keys: Record<string, { fingerprint: string; id: string; at: number }> };

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const MAX_KEY_LENGTH = 256;
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const NORMAL: Readonly<Faults> = Object.freeze({
  mode: "normal",
  rate_limit: null,
  delay_ms: 0,
  api_key: "valid",
  domain_status: null,
});
const freshStats = () => ({
  requests: 0,
  accepted: 0,
  replayed: 0,
  conflicts: 0,
  rate_limited: 0,
  errors: 0,
  dropped: 0,
  refused: 0,
  max_per_second: 0,
});

/**
 * The domain of a sender ("Name <a@domain>" or "a@domain"), in lower case; "" when there is none.
 */
export function senderDomain(from: string) {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/**
 * Checks a PUT /api/faults body; returns the merged fault modes or an error message.
 */
function mergeFaults(current: Faults, change: unknown): Faults | string {
  if (change === null || typeof change !== "object" || Array.isArray(change)) return "The body must be a JSON object.";
  const next = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (key === "mode" && ["normal", "down", "error"].includes(value)) next.mode = value;
    else if (key === "rate_limit" && (value === null || (Number.isInteger(value) && value > 0)))
      next.rate_limit = value;
    else if (key === "delay_ms" && Number.isInteger(value) && value >= 0 && value <= 120_000) next.delay_ms = value;
    else if (key === "api_key" && ["valid", "refused", "send_only"].includes(value)) next.api_key = value;
    else if (key === "domain_status" && (value === null || UNVERIFIED_STATES.includes(value))) {
      next.domain_status = value;
    } else return `Invalid fault setting ${key}=${JSON.stringify(value)}.`;
  }
  return next;
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (ch) => htmlEntities[ch] ?? ch);

/**
 * A field that takes one value or a list, as a list.
 */
const asList = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * An error answer as Resend sends it.
 */
function resendError(res: ServerResponse, statusCode: number, name: string, message: string) {
  sendJson(res, statusCode, { statusCode, name, message });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/**
 * The request body as text; rejects with an Error marked `tooLarge` beyond MAX_BODY_BYTES.
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error("body too large"), { tooLarge: true }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Checks a send request like Resend does for the fields we use; returns an error message or null.
 */
function validationError(json: unknown): string | null {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return "The body must be a JSON object.";
  const body = json as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (body[field] === undefined || body[field] === null || body[field] === "") return `Missing \`${field}\` field.`;
  }
  if (!body.html && !body.text && !body.template) return "Missing `html` or `text` field.";
  const address = /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;
  if (typeof body.from !== "string" || !address.test(body.from.trim())) return "Invalid `from` field.";
  for (const field of ["to", "cc", "bcc", "reply_to"]) {
    const list = asList(body[field]);
    if (list.length > 50) return `Too many recipients in \`${field}\` (at most 50).`;
    if (list.some((a) => typeof a !== "string" || !address.test(a.trim()))) return `Invalid \`${field}\` field.`;
  }
  if (typeof body.subject !== "string" || /[\r\n]/.test(body.subject)) return "Invalid `subject` field.";
  return null;
}

/**
 * The page at GET /: every caught mail, newest first.
 */
function renderPage(mails: Mail[], selfUrl: string) {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `
<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>Zeit</dt><dd><time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></dd>
    <dt>Von</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>An</dt><dd>${escapeHtml(mail.to.join(", "))}</dd>
    ${mail.reply_to.length ? `<dt>Antwort an</dt><dd>${escapeHtml(mail.reply_to.join(", "))}</dd>` : ""}
    <dt>ID</dt><dd><code>${escapeHtml(mail.id)}</code>${mail.idempotency_key ? ` (Idempotency-Key <code>${escapeHtml(mail.idempotency_key)}</code>)` : ""}</dd>
  </dl>
  ${mail.text ? `<details open><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>` : ""}
  ${mail.html ? `<details><summary>HTML</summary><iframe title="HTML-Ansicht: ${escapeHtml(mail.subject)}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe></details>` : ""}
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>Mail-Catcher (lokal): ${mails.length} E-Mail${mails.length === 1 ? "" : "s"}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; }
  article { border: 1px solid #ccc; border-radius: .5rem; padding: 0 1rem 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: .75rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ccc; }
  a:focus, summary:focus, button:focus { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<header>
  <h1>Mail-Catcher (lokal)</h1>
  <p>Stand-in für Resend: Diese E-Mails hat die lokale Edge Function „versendet“. Nichts davon hat diesen Rechner
  verlassen. JSON: <a href="${escapeHtml(selfUrl)}/api/emails">/api/emails</a></p>
</header>
<main>
${mails.length ? rows : "<p>Noch keine E-Mails.</p>"}
</main>
</body>
</html>
`;
}

/**
 * The catcher as a plain object (state + HTTP server), so tools and tests can also use it outside the stack.
 *   stateFile: where the mails and keys are kept across restarts; none: in memory only
 *   verifiedDomains: the domains GET /domains lists as verified (default: the domain of the local MAIL_FROM)
 */
export async function startMailCatcher({
  port,
  host = "127.0.0.1",
  stateFile,
  verifiedDomains = [senderDomain(LOCAL_MAIL_FROM)],
  log = () => {},
}: {
  port: number;
  host?: string;
  stateFile?: string;
  verifiedDomains?: string[];
  log?: (...args: unknown[]) => void;
}): Promise<{ url: string; mails(): Mail[]; stop(): Promise<void> }> {
  const domains = verifiedDomains.map((name) => ({
    id: crypto.randomUUID(),
    name: name.toLowerCase(),
    created_at: new Date().toISOString(),
  }));
  let state: State = { mails: [], keys: {} };
  if (stateFile && fs.existsSync(stateFile)) {
    try {
      state = JSON.parse(fs.readFileSync(stateFile, "utf8"));
    } catch (error) {
      log(`could not read ${stateFile}: ${error instanceof Error ? error.message : error}; starting empty`);
    }
  }
  const save = () => {
    if (!stateFile) return;
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    fs.writeFileSync(`${stateFile}.tmp`, JSON.stringify(state));
    fs.renameSync(`${stateFile}.tmp`, stateFile);
  };
  const selfUrl = `http://${host}:${port}`;
  let faults: Faults = { ...NORMAL };
  let stats = freshStats();
  /** Times of the POST /emails requests let through the rate limit within the last second. */
  let window: number[] = [];
  /** Times of the mails accepted within the last second (for max_per_second). */
  let acceptedTimes: number[] = [];

  /**
   * Applies the fault modes to one POST /emails; true when the request was answered (or dropped) here.
   * @param now the request's arrival, the one instant the limit, the mail's time and its statistics all use
   */
  async function injectFault(req: IncomingMessage, res: ServerResponse, now: number) {
    stats.requests += 1;
    if (faults.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
    if (faults.mode === "down") {
      stats.dropped += 1;
      req.socket.destroy();
      return true;
    }
    if (faults.mode === "error") {
      stats.errors += 1;
      resendError(res, 500, "internal_server_error", "An unexpected error occurred.");
      return true;
    }
    if (faults.rate_limit !== null) {
      window = window.filter((t) => now - t < 1000);
      if (window.length >= faults.rate_limit) {
        stats.rate_limited += 1;
        const wait = Math.max(1, Math.ceil((1000 - (now - (window[0] ?? now))) / 1000));
        sendJson(
          res,
          429,
          {
            statusCode: 429,
            name: "rate_limit_exceeded",
            message:
              "Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.",
          },
          {
            "retry-after": String(wait),
            "ratelimit-limit": String(faults.rate_limit),
            "ratelimit-remaining": "0",
            "ratelimit-reset": String(wait),
          },
        );
        return true;
      }
      window.push(now);
    }
    return false;
  }

  /**
   * Answers as Resend does when the key is missing or the fault api_key refuses it (a send-only key may only send);
   * true when the request was answered here.
   */
  function refuseKey(req: IncomingMessage, res: ServerResponse, { sending }: { sending: boolean }) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) resendError(res, 401, "missing_api_key", "Missing API key in the authorization header.");
    else if (faults.api_key === "refused") resendError(res, 401, "validation_error", "API key is invalid");
    else if (faults.api_key === "send_only" && !sending) {
      resendError(res, 401, "restricted_api_key", "This API key is restricted to only send emails.");
    } else return false;
    if (sending) stats.refused += 1;
    return true;
  }

  /**
   * POST /emails.
   */
  async function sendEmail(req: IncomingMessage, res: ServerResponse) {
    const now = Date.now();
    if (await injectFault(req, res, now)) return;
    if (refuseKey(req, res, { sending: true })) return;
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof Error && "tooLarge" in error)
        return resendError(res, 413, "validation_error", "Request body too large.");
      return resendError(res, 422, "validation_error", "Invalid JSON body.");
    }
    const problem = validationError(body);
    if (problem) return resendError(res, 422, "validation_error", problem);
    const fromDomain = senderDomain(body.from);
    if (faults.domain_status !== null && domains.some((d) => d.name === fromDomain)) {
      stats.refused += 1;
      return resendError(
        res,
        403,
        "validation_error",
        `The ${fromDomain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
      );
    }

    // Node joins a repeated header into one string (only set-cookie comes as an array).
    const key = req.headers["idempotency-key"] as string | undefined;
    const fingerprint = crypto.createHash("sha256").update(JSON.stringify(body)).digest("hex");
    for (const [k, entry] of Object.entries(state.keys)) if (now - entry.at > KEY_TTL_MS) delete state.keys[k];
    if (key !== undefined) {
      if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
        return resendError(res, 400, "invalid_idempotency_key", `The key must be between 1-${MAX_KEY_LENGTH} chars.`);
      }
      const known = state.keys[key];
      if (known) {
        if (known.fingerprint !== fingerprint) {
          stats.conflicts += 1;
          return resendError(
            res,
            409,
            "invalid_idempotent_request",
            "Same idempotency key used with a different request payload. Change your idempotency key or payload.",
          );
        }
        log(`idempotent replay of ${key} -> ${known.id} (no new mail)`);
        stats.replayed += 1;
        return sendJson(res, 200, { id: known.id });
      }
    }

    const mail: Mail = {
      id: crypto.randomUUID(),
      created_at: new Date(now).toISOString(),
      from: body.from,
      to: asList(body.to),
      cc: asList(body.cc),
      bcc: asList(body.bcc),
      reply_to: asList(body.reply_to),
      subject: body.subject,
      html: body.html ?? null,
      text: body.text ?? null,
      headers: body.headers ?? {},
      tags: body.tags ?? [],
      idempotency_key: key ?? null,
    };
    state.mails.push(mail);
    if (key !== undefined) state.keys[key] = { fingerprint, id: mail.id, at: now };
    save();
    stats.accepted += 1;
    acceptedTimes = acceptedTimes.filter((t) => now - t < 1000);
    acceptedTimes.push(now);
    stats.max_per_second = Math.max(stats.max_per_second, acceptedTimes.length);
    log(`caught "${mail.subject}" for ${mail.to.join(", ")}`);
    sendJson(res, 200, { id: mail.id });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", selfUrl);
    const route = `${req.method} ${url.pathname.replace(/\/+$/, "") || "/"}`;
    const one = /^GET \/emails\/([\w-]+)$/.exec(route);
    if (route === "POST /emails") {
      sendEmail(req, res).catch((error) => resendError(res, 500, "internal_server_error", error.message));
    } else if ((one || route === "GET /domains") && refuseKey(req, res, { sending: false })) {
      // answered: the key may not do this
    } else if (route === "GET /domains") {
      const status = faults.domain_status ?? "verified";
      sendJson(res, 200, {
        object: "list",
        has_more: false,
        data: domains.map((d) => ({
          ...d,
          status,
          region: "eu-west-1",
          capabilities: { sending: "enabled", receiving: "disabled" },
        })),
      });
    } else if (one) {
      const mail = state.mails.find((m) => m.id === one[1]);
      if (mail) sendJson(res, 200, { object: "email", ...mail });
      else resendError(res, 404, "not_found", "Email not found");
    } else if (route === "GET /api/emails") {
      sendJson(res, 200, { data: state.mails }, { "cache-control": "no-store" });
    } else if (route === "DELETE /api/emails") {
      state = { mails: [], keys: {} };
      stats = freshStats();
      save();
      sendJson(res, 200, { deleted: true });
    } else if (route === "GET /api/faults") {
      sendJson(res, 200, faults, { "cache-control": "no-store" });
    } else if (route === "PUT /api/faults") {
      readBody(req)
        .then((raw) => {
          let change;
          try {
            change = JSON.parse(raw);
          } catch {
            return resendError(res, 422, "validation_error", "Invalid JSON body.");
          }
          const next = mergeFaults(faults, change);
          if (typeof next === "string") return resendError(res, 422, "validation_error", next);
          faults = next;
          log(`fault modes: ${JSON.stringify(faults)}`);
          sendJson(res, 200, faults);
        })
        .catch((error) => resendError(res, 500, "internal_server_error", error.message));
    } else if (route === "DELETE /api/faults") {
      faults = { ...NORMAL };
      sendJson(res, 200, faults);
    } else if (route === "GET /api/stats") {
      sendJson(res, 200, stats, { "cache-control": "no-store" });
    } else if (route === "GET /") {
      const page = renderPage(state.mails, selfUrl);
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": Buffer.byteLength(page),
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
        "cache-control": "no-store",
      });
      res.end(page);
    } else {
      resendError(res, 404, "not_found", `No route ${route}`);
    }
  });

  await (new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  }) as Promise<void>);
  return {
    url: selfUrl,
    mails: () => state.mails,
    async stop() {
      server.closeAllConnections?.();
      await (new Promise((resolve) => server.close(() => resolve())) as Promise<void>);
    },
  };
}

export default {
  name: "mail-catcher",
  async start(ctx: StackContext) {
    const catcher = await startMailCatcher({
      port: ctx.ports.mail,
      stateFile: path.join(ctx.dataDir, "mail-catcher", "state.json"),
      // the sender domain the functions component gives the function (MAIL_FROM passes through from the environment)
      verifiedDomains: [senderDomain(process.env.MAIL_FROM || LOCAL_MAIL_FROM)],
      log: (...args) => ctx.log("[mail-catcher]", ...args),
    });
    ctx.log(`[mail-catcher] caught mails: ${catcher.url}/ (JSON: ${catcher.url}/api/emails)`);
    return catcher;
  },
} satisfies Component;
