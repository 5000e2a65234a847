import { createChallenge, solveChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it, vi } from "vitest";
import { challengeExpiresAt, createProofSource, PROOF_EXPIRY_MARGIN_MS, proofPayload } from "./proof-of-work";
import type { ContactChallenge } from "./proof-of-work-solver";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const challengeExpiringAt = (ms: number, id = "a"): ContactChallenge => ({
  algorithm: "SHA-256",
  challenge: id.repeat(64),
  maxnumber: 10,
  salt: `0123456789abcdef01234567?expires=${Math.floor(ms / 1000)}&maxnumber=10&`,
  signature: "b".repeat(64),
});

describe("proof payload", () => {
  it("is what altcha-lib verifies: a solution found by altcha-lib's solver passes its verifySolution", async () => {
    const hmacKey = "test-key";
    const created = await createChallenge({
      hmacKey,
      maxnumber: 200,
      expires: new Date(Date.now() + 60_000),
      params: { maxnumber: "200" },
    });
    const challenge: ContactChallenge = {
      ...created,
      maxnumber: created.maxnumber ?? 200,
      signature: created.signature,
    };
    const solution = (await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise)!;
    const payload = proofPayload(challenge, solution);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(proofPayload(challenge, { ...solution, number: solution.number + 1 }), hmacKey)).toBe(
      false,
    );
  });

  it("carries the form's report: time on the form, and a filled honeypot in any script", () => {
    const challenge = challengeExpiringAt(now + 600_000);
    const decode = (payload: string) =>
      JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))));
    expect(decode(proofPayload(challenge, { number: 3, took: 1 }, { formMs: 12345.6, honeypot: "" }))).toMatchObject({
      number: 3,
      form_ms: 12346,
    });
    expect(decode(proofPayload(challenge, { number: 3, took: 1 }, { formMs: 1, honeypot: "" }))).not.toHaveProperty(
      "honeypot",
    );
    expect(decode(proofPayload(challenge, { number: 3, took: 1 }, { formMs: 1, honeypot: " Спам 🙂 " })).honeypot).toBe(
      "Спам 🙂",
    );
    expect(
      decode(proofPayload(challenge, { number: 3, took: 1 }, { formMs: 1, honeypot: "x".repeat(500) })).honeypot,
    ).toHaveLength(200);
    expect(decode(proofPayload(challenge, { number: 3, took: 1 }))).not.toHaveProperty("form_ms");
  });

  it("reads the expiry from the salt", () => {
    expect(challengeExpiresAt(challengeExpiringAt(now + 600_000))).toBe(now + 600_000);
    expect(challengeExpiresAt({ ...challengeExpiringAt(now), salt: "abc&" })).toBe(0);
  });
});

describe("createProofSource", () => {
  const solution = { number: 3, took: 1 };
  /** What a proof taken with the clock standing still reports. */
  const atOnce = { formMs: 0, honeypot: "" };

  it("reports the time from its creation (the form shown) to take(), and the honeypot", async () => {
    let clock = now;
    const source = createProofSource({
      fetchChallenge: async () => challengeExpiringAt(now + 600_000),
      solve: async () => solution,
      now: () => clock,
    });
    clock += 12_500;
    const proof = JSON.parse(atob(await source.take({ honeypot: "https://bot.example" })));
    expect(proof).toMatchObject({ form_ms: 12_500, honeypot: "https://bot.example" });
  });

  it("prepares once in the background and hands the prepared proof to one submission only", async () => {
    const fetchChallenge = vi.fn(async () => challengeExpiringAt(now + 600_000));
    const solve = vi.fn(async () => solution);
    const source = createProofSource({ fetchChallenge, solve, now: () => now });
    source.prepare();
    source.prepare();
    const first = await source.take();
    expect(first).toBe(proofPayload(challengeExpiringAt(now + 600_000), solution, atOnce));
    expect(fetchChallenge).toHaveBeenCalledOnce();
    await source.take();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("waits for a solution still being solved", async () => {
    let solved!: (value: typeof solution) => void;
    const source = createProofSource({
      fetchChallenge: async () => challengeExpiringAt(now + 600_000),
      solve: () => new Promise((resolve) => (solved = resolve)),
      now: () => now,
    });
    source.prepare();
    const taken = source.take();
    let done = false;
    void taken.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    solved(solution);
    await expect(taken).resolves.toBe(proofPayload(challengeExpiringAt(now + 600_000), solution, atOnce));
    expect(done).toBe(true);
  });

  it("does not hand out a proof whose challenge expires within the margin", async () => {
    let clock = now;
    let id = 0;
    const fetchChallenge = vi.fn(async () => challengeExpiringAt(clock + 600_000, String(++id)));
    const source = createProofSource({ fetchChallenge, solve: async () => solution, now: () => clock });
    source.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 600_000 - PROOF_EXPIRY_MARGIN_MS + 1;
    const proof = JSON.parse(atob(await source.take()));
    expect(proof.challenge).toBe("2".repeat(64));
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("reports a failed challenge fetch to take() and starts over on the next prepare()", async () => {
    const fetchChallenge = vi
      .fn<() => Promise<ContactChallenge>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(challengeExpiringAt(now + 600_000));
    const source = createProofSource({ fetchChallenge, solve: async () => solution, now: () => now });
    await expect(source.take()).rejects.toThrow("Failed to fetch");
    source.prepare();
    await expect(source.take()).resolves.toBe(proofPayload(challengeExpiringAt(now + 600_000), solution, atOnce));
  });
});
