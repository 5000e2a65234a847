/// <reference lib="webworker" />
// The contact form's Web Worker: finds the number that solves a challenge with altcha-lib's solver
// (SHA-256 of salt + number, counted up from 0 to maxnumber) and posts {number, took}, or null if none fits.
import { solveChallenge } from "altcha-lib/v1";
import type { ContactChallenge } from "./proof-of-work-solver";

self.onmessage = async (event: MessageEvent<ContactChallenge>) => {
  const { algorithm, challenge, maxnumber, salt } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  self.postMessage(solution ? { number: solution.number, took: solution.took } : null);
};
