// The contact intake's proof of work from a Node client (tests, benchmarks, a CRM integration): ask the API for a
// challenge, find the number, build the value of `proof_of_work`. The same steps as the site's Web Worker
// (src/lib/proof-of-work.ts), with node:crypto's synchronous SHA-256, which is much faster than a loop of awaits.
import { createHash } from "node:crypto";

// A challenge and its solution have the shapes the site's form uses.
import type { ChallengeSolution as ContactSolution, ContactChallenge } from "../../src/lib/proof-of-work-solver.ts";

/**
 * How the challenge is fetched: fetch, or a stand-in with the same call (e.g. fetch from another client address); of
 * the answer, only ok, status, text() and json() are used.
 */
export type Request = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Pick<Response, "ok" | "status" | "text" | "json">>;

/**
 * POST /rest/v1/rpc/create_contact_challenge with the anon key; `request` defaults to fetch.
 */
export async function fetchContactChallenge(
  apiUrl: string,
  anonKey: string,
  { request = fetch }: { request?: Request } = {},
): Promise<ContactChallenge> {
  const response = await request(`${apiUrl}/rest/v1/rpc/create_contact_challenge`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`create_contact_challenge: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The number n in 0..maxnumber with sha256_hex(salt + n) = challenge, and how long the search took.
 */
export function solveContactChallenge({ challenge, salt, maxnumber }: ContactChallenge): ContactSolution {
  const started = Date.now();
  for (let n = 0; n <= maxnumber; n++) {
    if (
      createHash("sha256")
        .update(salt + n)
        .digest("hex") === challenge
    )
      return { number: n, took: Date.now() - started };
  }
  throw new Error("The challenge has no solution up to maxnumber.");
}

/**
 * What the site's form reports beside the solution: `formMs`, the milliseconds from opening the form to sending (the
 * spam score counts a form sent within 3 s as a bot's, and a missing value as a script's), and `honeypot`, the value of
 * the hidden field only bots fill in. A visitor of the form takes its time: 20 s unless told otherwise; `formMs: null`
 * sends nothing, as a script does.
 */
export type FormReport = { formMs?: number | null; honeypot?: string };

/** How long a visitor of the form takes by default, in milliseconds. */
const VISITOR_FORM_MS = 20_000;

/**
 * The value of `proof_of_work`: base64 of the ALTCHA payload JSON, with what the form reports.
 */
export function contactProofPayload(
  challenge: ContactChallenge,
  solution: ContactSolution,
  { formMs = VISITOR_FORM_MS, honeypot }: FormReport = {},
): string {
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt,
    signature,
    took: solution.took,
    ...(formMs === null ? {} : { form_ms: formMs }),
    ...(honeypot === undefined ? {} : { honeypot }),
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * A fresh, solved proof of work for one insert.
 */
export async function solvedContactProof(
  apiUrl: string,
  anonKey: string,
  options: { request?: Request } & FormReport = {},
): Promise<string> {
  const challenge = await fetchContactChallenge(apiUrl, anonKey, options);
  return contactProofPayload(challenge, solveContactChallenge(challenge), options);
}
