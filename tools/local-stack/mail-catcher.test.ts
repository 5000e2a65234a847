// @vitest-environment node
// The mail catcher's answers about keys and domains, as Resend gives them: GET /domains with the verified sender
// domain, and the fault modes a refused key, a send-only key and an unverified sender domain.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./config.ts";
import { LOCAL_MAIL_FROM } from "./functions.ts";
import { senderDomain, startMailCatcher } from "./mail-catcher.ts";

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
});
afterAll(() => catcher.stop());
afterEach(() => fetch(`${catcher.url}/api/faults`, { method: "DELETE" }).then((r) => r.body?.cancel()));

const key = { authorization: "Bearer re_local" };
const faults = async (change: Record<string, unknown>) => {
  const response = await fetch(`${catcher.url}/api/faults`, { method: "PUT", body: JSON.stringify(change) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const domains = async (headers: Record<string, string> = key) => {
  const response = await fetch(`${catcher.url}/domains`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
let sent = 0;
const send = async (from: string) => {
  const response = await fetch(`${catcher.url}/emails`, {
    method: "POST",
    headers: { ...key, "content-type": "application/json" },
    body: JSON.stringify({ from, to: ["delivered@resend.dev"], subject: `Prüfung ${++sent}`, text: "Hallo" }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("mail catcher: domains and keys (Resend stand-in)", () => {
  it("lists the local sender's domain as verified, in Resend's list format", async () => {
    expect(senderDomain(LOCAL_MAIL_FROM)).toBe("ki-marketing-studio.de");
    const { status, body } = await domains();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: "list",
      has_more: false,
      data: [
        { id: expect.any(String), name: "ki-marketing-studio.de", status: "verified", created_at: expect.any(String) },
      ],
    });
    expect((await domains({})).body).toMatchObject({ statusCode: 401, name: "missing_api_key" });
  });

  it("a refused key: every Resend call answers 401 with Resend's error body, and nothing is caught", async () => {
    const before = catcher.mails().length;
    expect((await faults({ api_key: "refused" })).body).toMatchObject({ api_key: "refused", mode: "normal" });
    const refusal = { statusCode: 401, name: "validation_error", message: "API key is invalid" };
    expect(await domains()).toEqual({ status: 401, body: refusal });
    expect(await send(LOCAL_MAIL_FROM)).toEqual({ status: 401, body: refusal });
    const one = await fetch(`${catcher.url}/emails/${crypto.randomUUID()}`, { headers: key });
    expect(one.status).toBe(401);
    await one.body?.cancel();
    expect(catcher.mails()).toHaveLength(before);
    const stats = (await (await fetch(`${catcher.url}/api/stats`)).json()) as Record<string, number>;
    expect(stats.refused).toBeGreaterThanOrEqual(1);
  });

  it("a send-only key may send but not list domains (restricted_api_key)", async () => {
    await faults({ api_key: "send_only" });
    expect(await domains()).toMatchObject({ status: 401, body: { name: "restricted_api_key" } });
    expect(await send(LOCAL_MAIL_FROM)).toMatchObject({ status: 200, body: { id: expect.any(String) } });
  });

  it("an unverified sender domain: listed with that status, and a mail from it is refused with 403", async () => {
    expect((await faults({ domain_status: "pending" })).status).toBe(200);
    expect((await domains()).body).toMatchObject({ data: [{ name: "ki-marketing-studio.de", status: "pending" }] });
    const refused = await send(LOCAL_MAIL_FROM);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, name: "validation_error" });
    expect(String(refused.body.message)).toContain("The ki-marketing-studio.de domain is not verified");
    // senders of other domains are caught as before (the tests' own mail)
    expect((await send("Test <a@example.org>")).status).toBe(200);
  });

  it("refuses unknown fault values and resets everything on DELETE", async () => {
    for (const bad of [{ api_key: "maybe" }, { domain_status: "verified" }, { domain_status: 3 }]) {
      expect((await faults(bad)).status).toBe(422);
    }
    await faults({ api_key: "refused", domain_status: "failed" });
    const reset = await fetch(`${catcher.url}/api/faults`, { method: "DELETE" });
    expect(await reset.json()).toEqual({
      mode: "normal",
      rate_limit: null,
      delay_ms: 0,
      api_key: "valid",
      domain_status: null,
    });
  });

  it("takes the verified domains as an option", async () => {
    const other = await startMailCatcher({ port: await freePort(), verifiedDomains: ["Studio.example"] });
    try {
      const response = await fetch(`${other.url}/domains`, { headers: key });
      expect(await response.json()).toMatchObject({ data: [{ name: "studio.example", status: "verified" }] });
    } finally {
      await other.stop();
    }
  });
});
