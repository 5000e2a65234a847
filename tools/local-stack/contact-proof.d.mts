export interface ContactChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
export interface ContactSolution {
  number: number;
  took: number;
}
type Request = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<Response>;
export function fetchContactChallenge(apiUrl: string, anonKey: string, options?: { request?: Request }): Promise<ContactChallenge>;
export function solveContactChallenge(challenge: ContactChallenge): ContactSolution;
export function contactProofPayload(challenge: ContactChallenge, solution: ContactSolution): string;
export function solvedContactProof(apiUrl: string, anonKey: string, options?: { request?: Request }): Promise<string>;
