/**
 * The contact form's proof of work: a challenge signed by the database (public.create_contact_challenge, ALTCHA's
 * v1 format), solved in a Web Worker while the visitor types, sent with the insert as `proof_of_work` and checked by
 * the database. Each solution admits one submission and expires with its challenge (10 minutes).
 * Only the contact form imports this module; supabase-js and the solver load on first use.
 */
import {
  solveInWorker,
  type ChallengeSolution,
  type ContactChallenge,
  type SolveChallenge,
} from "./proof-of-work-solver";

export type FetchChallenge = () => Promise<ContactChallenge>;

/**
 * A solution is not sent when its challenge expires sooner than this: the request must still arrive in time.
 * @internal (tested directly)
 */
export const PROOF_EXPIRY_MARGIN_MS = 30_000;

/** The challenge from the database, with the anon key. */
const fetchChallengeWithSupabase: FetchChallenge = async () => {
  const { supabase } = await import("./supabase");
  const { data, error } = await supabase.rpc("create_contact_challenge");
  if (error) throw error;
  return data as unknown as ContactChallenge;
};

/**
 * When the challenge expires (ms since the epoch), from the `expires` parameter its salt carries.
 * @internal (tested directly)
 */
export function challengeExpiresAt(challenge: ContactChallenge): number {
  const seconds = Number(/[?&]expires=(\d+)/.exec(challenge.salt)?.[1]);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

/**
 * What the form reports with the solution, for the database's spam score: how long the visitor took from opening the
 * form to sending (a person needs more than a few seconds) and the value of the hidden field only bots fill in.
 */
interface FormReport {
  formMs: number;
  honeypot: string;
}

/** The longest honeypot value sent along: whether it was filled is all that counts. */
const HONEYPOT_REPORT_MAX = 200;

/**
 * The value of `proof_of_work`: base64 of the ALTCHA payload JSON, with the form's report.
 * @internal (tested directly)
 */
export function proofPayload(challenge: ContactChallenge, solution: ChallengeSolution, report?: FormReport): string {
  const honeypot = report?.honeypot.trim().slice(0, HONEYPOT_REPORT_MAX);
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
    ...(report ? { form_ms: Math.max(0, Math.round(report.formMs)) } : {}),
    ...(honeypot ? { honeypot } : {}),
  });
  // btoa takes Latin-1 only; a honeypot may hold any text
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

interface Solved {
  challenge: ContactChallenge;
  solution: ChallengeSolution;
}

interface Pending {
  expiresAt: number;
  solved: Promise<Solved>;
}

/**
 * One proof at a time for one form: `prepare()` starts fetching and solving in the background (again only when
 * there is none or it is about to expire); `take()` hands out the prepared proof, waiting for it if needed, and
 * forgets it, since a proof is good for one submission. The source is made when the form is shown, so the time from
 * then to `take()` is the form's time (`formMs` in the report).
 */
export function createProofSource({
  fetchChallenge = fetchChallengeWithSupabase,
  solve = solveInWorker,
  now = Date.now,
}: { fetchChallenge?: FetchChallenge; solve?: SolveChallenge; now?: () => number } = {}) {
  let pending: Pending | undefined;
  const shownAt = now();

  function start(): Pending {
    const started: Pending = { expiresAt: Infinity, solved: Promise.resolve({} as Solved) };
    started.solved = (async () => {
      const challenge = await fetchChallenge();
      started.expiresAt = challengeExpiresAt(challenge);
      return { challenge, solution: await solve(challenge) };
    })();
    // a failed preparation is retried by the next prepare() or take(); take() reports the error
    started.solved.catch(() => {
      if (pending === started) pending = undefined;
    });
    return started;
  }

  const usable = (candidate: Pending | undefined) =>
    candidate !== undefined && candidate.expiresAt - now() > PROOF_EXPIRY_MARGIN_MS;

  return {
    prepare(): void {
      if (!usable(pending)) pending = start();
    },
    async take({ honeypot = "" }: { honeypot?: string } = {}): Promise<string> {
      const formMs = now() - shownAt;
      const current = usable(pending) ? pending! : start();
      pending = undefined;
      let { challenge, solution } = await current.solved;
      // solved too late (a sleeping laptop): solve a fresh one
      if (current.expiresAt - now() <= PROOF_EXPIRY_MARGIN_MS) ({ challenge, solution } = await start().solved);
      return proofPayload(challenge, solution, { formMs, honeypot });
    },
  };
}
