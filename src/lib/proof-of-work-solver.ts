/**
 * The browser side of the contact form's Web Worker (./proof-of-work.worker.ts), on its own so tests can replace it,
 * with the shapes of a challenge and its solution that the worker and the form share.
 */
/** A challenge as create_contact_challenge returns it. */
export interface ContactChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The number that solves a challenge and how long finding it took (ms). */
export interface ChallengeSolution {
  number: number;
  took: number;
}

export type SolveChallenge = (challenge: ContactChallenge) => Promise<ChallengeSolution>;

/** Solves in a Web Worker, so typing stays smooth; the worker ends with its answer. */
export const solveInWorker: SolveChallenge = (challenge) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<ChallengeSolution | null>) => {
      worker.terminate();
      if (event.data) resolve(event.data);
      else reject(new Error("Die Rechenaufgabe hat keine Lösung im erlaubten Bereich."));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`Der Web Worker für die Rechenaufgabe ist fehlgeschlagen: ${event.message}`));
    };
    worker.postMessage(challenge);
  });
