// The contact intake's proof of work from a Node client (tests, benchmarks, a CRM integration): ask the API for a
// challenge, find the number, build the value of `proof_of_work`. The same steps as the site's Web Worker
// (src/lib/proof-of-work.ts), with node:crypto's synchronous SHA-256, which is much faster than a loop of awaits.
import { createHash } from "node:crypto";

/**
 * A challenge as create_contact_challenge returns it.
 * @typedef {object} ContactChallenge
 * @property {string} algorithm
 * @property {string} challenge
 * @property {number} maxnumber
 * @property {string} salt
 * @property {string} signature
 */

/**
 * The number that solves a challenge, and how many milliseconds the search took.
 * @typedef {{ number: number, took: number }} ContactSolution
 */

/**
 * How the challenge is fetched: fetch, or a stand-in with the same call (e.g. fetch from another client address); of
 * the answer, only ok, status, text() and json() are used.
 * @typedef {(url: string, init: { method: string, headers: Record<string, string>, body: string })
 *   => Promise<Pick<Response, "ok" | "status" | "text" | "json">>} Request
 */

/**
 * POST /rest/v1/rpc/create_contact_challenge with the anon key; `request` defaults to fetch.
 * @param {string} apiUrl
 * @param {string} anonKey
 * @param {{ request?: Request }} [options]
 * @returns {Promise<ContactChallenge>}
 */
export async function fetchContactChallenge(apiUrl, anonKey, { request = fetch } = {}) {
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
 * @param {ContactChallenge} challenge
 * @returns {ContactSolution}
 */
export function solveContactChallenge({ challenge, salt, maxnumber }) {
  const started = Date.now();
  for (let n = 0; n <= maxnumber; n++) {
    if (createHash("sha256").update(salt + n).digest("hex") === challenge) return { number: n, took: Date.now() - started };
  }
  throw new Error("The challenge has no solution up to maxnumber.");
}

/**
 * The value of `proof_of_work`: base64 of the ALTCHA payload JSON.
 * @param {ContactChallenge} challenge
 * @param {ContactSolution} solution
 * @returns {string}
 */
export function contactProofPayload(challenge, solution) {
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * A fresh, solved proof of work for one insert.
 * @param {string} apiUrl
 * @param {string} anonKey
 * @param {{ request?: Request }} [options]
 * @returns {Promise<string>}
 */
export async function solvedContactProof(apiUrl, anonKey, options) {
  const challenge = await fetchContactChallenge(apiUrl, anonKey, options);
  return contactProofPayload(challenge, solveContactChallenge(challenge));
}
