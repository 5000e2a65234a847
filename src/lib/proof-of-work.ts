/**
 * The contact form's proof of work: a challenge signed by the database (public.create_contact_challenge, ALTCHA's
 * v1 format), solved in a Web Worker while the visitor types, sent with the insert as `proof_of_work` and checked by
 * the database. Each solution admits one submission and expires with its challenge (10 minutes).
 * Only the contact form imports this module; supabase-js and the solver load on first use.
 */
import { solveInWorker, type ChallengeSolution, type ContactChallenge, type SolveChallenge } from "./proof-of-work-solver";

export type FetchChallenge = () => Promise<ContactChallenge>;

/** A solution is not sent when its challenge expires sooner than this: the request must still arrive in time. */
export const PROOF_EXPIRY_MARGIN_MS = 30_000;

/** The challenge from the database, with the anon key. */
export const fetchChallengeWithSupabase: FetchChallenge = async () => {
  const { supabase } = await import("./supabase");
  const { data, error } = await supabase.rpc("create_contact_challenge");
  if (error) throw error;
  return data as unknown as ContactChallenge;
};

/** When the challenge expires (ms since the epoch), from the `expires` parameter its salt carries. */
export function challengeExpiresAt(challenge: ContactChallenge): number {
  const seconds = Number(/[?&]expires=(\d+)/.exec(challenge.salt)?.[1]);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

/** The value of `proof_of_work`: base64 of the ALTCHA payload JSON. */
export function proofPayload(challenge: ContactChallenge, solution: ChallengeSolution): string {
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
}

interface Pending {
  expiresAt: number;
  proof: Promise<string>;
}

/**
 * One proof at a time for one form: `prepare()` starts fetching and solving in the background (again only when
 * there is none or it is about to expire); `take()` hands out the prepared proof, waiting for it if needed, and
 * forgets it, since a proof is good for one submission.
 */
export function createProofSource({
  fetchChallenge = fetchChallengeWithSupabase,
  solve = solveInWorker,
  now = Date.now,
}: { fetchChallenge?: FetchChallenge; solve?: SolveChallenge; now?: () => number } = {}) {
  let pending: Pending | undefined;

  function start(): Pending {
    const started: Pending = { expiresAt: Infinity, proof: Promise.resolve("") };
    started.proof = (async () => {
      const challenge = await fetchChallenge();
      started.expiresAt = challengeExpiresAt(challenge);
      return proofPayload(challenge, await solve(challenge));
    })();
    // a failed preparation is retried by the next prepare() or take(); take() reports the error
    started.proof.catch(() => {
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
    async take(): Promise<string> {
      const current = usable(pending) ? pending! : start();
      pending = undefined;
      const proof = await current.proof;
      // solved too late (a sleeping laptop): solve a fresh one
      if (current.expiresAt - now() <= PROOF_EXPIRY_MARGIN_MS) return start().proof;
      return proof;
    },
  };
}

export type ProofSource = ReturnType<typeof createProofSource>;
