// The automatic reply end to end on the local stack: anon insert through the gateway -> AFTER INSERT trigger ->
// pg_net stand-in -> gateway /functions/v1/contact-autoreply -> Deno function -> resend SDK -> mail catcher, and the
// retry job when the mail provider is down. Every mail is counted by its idempotency key, so mails of other test
// files in the same stack do not matter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anon, closeSql, component, sql, stack, submission } from "./stack";
import { caughtMails, mailIdle, mailsOf, sleep, until } from "./delivery-helpers";

interface DeliveryRow {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

async function deliveries(submissionId: string): Promise<DeliveryRow[]> {
  const { rows } = await sql<DeliveryRow>(
    "select kind, status, attempts, last_error, sent_at from public.contact_deliveries where submission_id = $1 order by kind",
    [submissionId],
  );
  return rows;
}

/** Inserts as anon through the gateway (as the contact form does) and returns the new row's id. */
async function insertAsAnon(overrides: Parameters<typeof submission>[0] = {}) {
  const sent = submission(overrides);
  const { status, error } = await anon().from("contact_submissions").insert(sent);
  expect(error).toBeNull();
  expect(status).toBe(201);
  const { rows } = await sql<{ id: string }>("select id from public.contact_submissions where email = $1", [
    sent.email,
  ]);
  expect(rows).toHaveLength(1);
  return { ...sent, id: rows[0]!.id };
}

/** A lead's two mails (the reply and the owner's notice), once both are caught. */
const bothMails = (submissionId: string, timeoutMs: number) =>
  until(
    async () => {
      const found = await mailsOf(submissionId);
      return found.length >= 2 ? found : null;
    },
    timeoutMs,
    "two caught mails",
  );

async function callFunction(body: unknown, secret: string) {
  return fetch(`${stack.apiUrl}/functions/v1/contact-autoreply`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-contact-autoreply-secret": secret },
    body: JSON.stringify(body),
  });
}

let localSecret = "";

beforeAll(async () => {
  expect(stack.components).toEqual(expect.arrayContaining(["mail-catcher", "functions", "net-worker"]));
  const { rows } = await sql<{ secret: string }>(
    "select decrypted_secret as secret from vault.decrypted_secrets where name = 'contact_autoreply_secret'",
  );
  localSecret = rows[0]!.secret;
  await mailIdle();
});

afterAll(async () => {
  // leave the stack as we found it even when a test failed half-way
  await component("mail-catcher", "start").catch(() => {});
  await component("net-worker", "start").catch(() => {});
  await closeSql();
});

describe("automatic reply and owner notice", () => {
  it("an anon insert ends within a few seconds with exactly two caught mails and both deliveries sent", async () => {
    const started = Date.now();
    const lead = await insertAsAnon({
      anrede: "herr",
      name: "Bernd <b>Müller</b>",
      grund: "preise",
      nachricht: "Was kosten Ihre Pakete? <script>alert(1)</script>",
    });
    const mails = await bothMails(lead.id, 5_000);
    const elapsed = Date.now() - started;
    await until(
      async () => (await deliveries(lead.id)).every((d) => d.status === "sent"),
      5_000,
      "both deliveries sent",
    );
    await sleep(500);
    expect(await mailsOf(lead.id)).toHaveLength(2);
    expect(elapsed).toBeLessThan(5_000);

    const rows = await deliveries(lead.id);
    expect(rows.map((d) => [d.kind, d.status, d.attempts])).toEqual([
      ["autoreply", "sent", 1],
      ["owner_notice", "sent", 1],
    ]);
    expect(rows.every((d) => d.sent_at instanceof Date)).toBe(true);

    // the pg_net stand-in stored the function's answer like pg_net does
    const { rows: responses } = await sql<{ status_code: number; content: string; error_msg: string | null }>(
      "select status_code, content, error_msg from net._http_response where content like '%' || $1 || '%'",
      [lead.id],
    );
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ status_code: 200, error_msg: null });
    expect(JSON.parse(responses[0]!.content)).toMatchObject({ submission_id: lead.id, source: "trigger" });

    const reply = mails.find((mail) => mail.idempotency_key === `contact-${lead.id}-autoreply`)!;
    expect(reply.to).toEqual([lead.email]);
    expect(reply.from).toBe("KI Marketing Studio <kontakt@ki-marketing-studio.de>");
    expect(reply.text).toMatch(/^Guten Tag,\n/);
    expect(reply.reply_to).toEqual(["kontakt@ki-marketing-studio.de"]);
    expect(reply.text).toContain("Ihr Anliegen: Preise aller Pakete\n");
    expect(reply.text).not.toContain("Bernd");
    expect(reply.html).not.toContain("Bernd");
    expect(reply.html).not.toContain("<script>");

    const notice = mails.find((mail) => mail.idempotency_key === `contact-${lead.id}-owner_notice`)!;
    expect(notice.to).toEqual(["inhaberin@example.com"]);
    expect(notice.reply_to).toEqual([lead.email]);
    expect(notice.subject).toBe("Neue Anfrage von Bernd <b>Müller</b>: Preise aller Pakete erfahren");
    expect(notice.text).toContain(lead.id);
  });

  it("the automatic reply carries none of the visitor's name, message or own reason; the owner notice carries them", async () => {
    const lead = await insertAsAnon({
      anrede: "herr",
      name: "Gewinner Spamowski",
      grund: "ihr-preis",
      nachricht: "Guten Tag, was kostet ein Reel für unseren Laden? Mehr über uns: https://gewinn.example.com",
    });
    const mails = await bothMails(lead.id, 15_000);
    const reply = mails.find((mail) => mail.idempotency_key === `contact-${lead.id}-autoreply`)!;
    const notice = mails.find((mail) => mail.idempotency_key === `contact-${lead.id}-owner_notice`)!;
    expect(reply.to).toEqual([lead.email]);
    for (const part of [reply.subject, reply.text ?? "", reply.html ?? ""]) {
      expect(part).not.toContain("Gewinner");
      expect(part).not.toContain("gewinn.example.com");
      expect(part).not.toContain("ihr-preis");
    }
    expect(reply.text).toMatch(/^Guten Tag,\n/);
    expect(notice.reply_to).toEqual([lead.email]);
    expect(notice.text).toContain("Gewinner Spamowski");
    expect(notice.text).toContain("Mehr über uns: https://gewinn.example.com");
  });

  it("with the mail catcher down the insert succeeds and the deliveries stay pending; the retry job then sends each mail once", async () => {
    await component("mail-catcher", "stop");
    let lead!: Awaited<ReturnType<typeof insertAsAnon>>;
    try {
      lead = await insertAsAnon({ anrede: "divers", name: "Kim Berg", grund: "fragen" });
      const pending = await until(
        async () => {
          const rows = await deliveries(lead.id);
          return rows.length === 2 && rows.every((d) => d.attempts === 1 && d.last_error !== null) ? rows : null;
        },
        5_000,
        "the first attempt to be recorded",
      );
      for (const row of pending) {
        expect(row.status).toBe("pending");
        expect(row.last_error).toMatch(/^network /);
        expect(row.sent_at).toBeNull();
      }
    } finally {
      await component("mail-catcher", "start");
    }
    expect(await mailsOf(lead.id)).toHaveLength(0);

    // the job pg_cron runs every 10 seconds, or every minute where pg_cron has no seconds (scheduled by the migration) ...
    const { rows: jobs } = await sql<{ schedule: string; command: string; active: boolean }>(
      "select schedule, command, active from cron.job where jobname = 'contact-deliveries-retry'",
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ command: "select private.dispatch_contact_deliveries()", active: true });
    expect(["10 seconds", "* * * * *"]).toContain(jobs[0]!.schedule);
    // ... run now, as if its backoff had passed, instead of waiting for the next minutes
    const {
      rows: [run],
    } = await sql<{ n: number }>("select private.dispatch_contact_deliveries(now() + interval '1 hour') as n");
    expect(run!.n).toBeGreaterThanOrEqual(1);

    await until(async () => (await deliveries(lead.id)).every((d) => d.status === "sent"), 5_000, "the retry to send");
    const rows = await deliveries(lead.id);
    expect(rows.map((d) => [d.kind, d.status, d.attempts])).toEqual([
      ["autoreply", "sent", 2],
      ["owner_notice", "sent", 2],
    ]);

    // another run of the job finds nothing to do: still exactly one mail per delivery
    await sql("select private.dispatch_contact_deliveries(now() + interval '2 hours')");
    await sleep(1_000);
    const mails = await mailsOf(lead.id);
    expect(mails.map((mail) => mail.idempotency_key).sort()).toEqual([
      `contact-${lead.id}-autoreply`,
      `contact-${lead.id}-owner_notice`,
    ]);
  });

  it("concurrent invocations for one submission (trigger plus five more calls) send each mail exactly once", async () => {
    await component("net-worker", "stop");
    let lead!: Awaited<ReturnType<typeof insertAsAnon>>;
    try {
      lead = await insertAsAnon();
      const { rows: queued } = await sql<{ n: number }>(
        "select count(*)::int as n from net.http_request_queue where convert_from(body, 'UTF8')::jsonb ->> 'submission_id' = $1",
        [lead.id],
      );
      expect(queued[0]!.n).toBe(1);
      const calls = Array.from({ length: 5 }, () =>
        callFunction({ submission_id: lead.id, source: "manual" }, localSecret),
      );
      await component("net-worker", "start"); // sends the trigger's queued call while the others run
      const responses = await Promise.all(calls);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await component("net-worker", "start");
    }
    await until(
      async () => (await deliveries(lead.id)).every((d) => d.status === "sent"),
      5_000,
      "both deliveries sent",
    );
    await sleep(500);
    expect(await mailsOf(lead.id)).toHaveLength(2);
    expect((await deliveries(lead.id)).map((d) => d.attempts)).toEqual([1, 1]);
  });

  it("a lead the owner deletes while its mails wait for their send slots gets no mail", async () => {
    await mailIdle();
    await component("net-worker", "stop");
    let lead!: Awaited<ReturnType<typeof insertAsAnon>>;
    let answer: Response;
    try {
      lead = await insertAsAnon();
      // the next send slots are three seconds ahead, as after a burst of leads
      await sql(
        "update private.contact_mail_pace set next_slot = now() + interval '3 seconds', next_owner_slot = now() + interval '3 seconds'",
      );
      const call = callFunction({ submission_id: lead.id, source: "manual" }, localSecret);
      await until(
        async () => (await deliveries(lead.id)).every((d) => d.attempts === 1),
        5_000,
        "both mails claimed for their slots",
      );
      await sql("delete from public.contact_submissions where id = $1", [lead.id]);
      answer = await call;
    } finally {
      await component("net-worker", "start");
    }
    expect(answer.status).toBe(200);
    const { deliveries: outcomes } = (await answer.json()) as { deliveries: { outcome: string }[] };
    expect(outcomes.map((d) => d.outcome)).toEqual(["withdrawn", "withdrawn"]);
    await mailIdle();
    expect(await mailsOf(lead.id)).toEqual([]);
  });

  it("the function refuses a wrong secret (401) and a bad body (400) through the gateway", async () => {
    const lead = await insertAsAnon();
    const wrong = await callFunction({ submission_id: lead.id }, "not-the-secret");
    expect(wrong.status).toBe(401);
    const bad = await callFunction({ submission_id: "not-a-uuid" }, localSecret);
    expect(bad.status).toBe(400);
  });
});

describe("mail catcher (Resend stand-in)", () => {
  const send = (body: object, key: string) =>
    fetch(`${stack.mailUrl}/emails`, {
      method: "POST",
      headers: { authorization: "Bearer re_test", "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
  const mail = { from: "a@example.org", to: "b@example.org", subject: "Hallo", text: "Text" };

  it("honours idempotency keys like Resend: same key and body -> same id, no second mail; other body -> 409", async () => {
    const key = `catcher-${Date.now()}`;
    const first = (await (await send(mail, key)).json()) as { id: string };
    const again = (await (await send(mail, key)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect((await caughtMails()).filter((m) => m.idempotency_key === key)).toHaveLength(1);
    const conflict = await send({ ...mail, subject: "Anders" }, key);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ name: "invalid_idempotent_request" });
  });

  it("refuses a mail without recipient (422 validation_error) and a request without key (401)", async () => {
    const invalid = await send({ ...mail, to: undefined }, `catcher-invalid-${Date.now()}`);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ statusCode: 422, name: "validation_error" });
    const anonymous = await fetch(`${stack.mailUrl}/emails`, { method: "POST", body: JSON.stringify(mail) });
    expect(anonymous.status).toBe(401);
  });

  it("lists caught mails on an HTML page with every value escaped", async () => {
    const key = `catcher-html-${Date.now()}`;
    await send({ ...mail, subject: "<img src=x onerror=alert(1)>", text: "<script>alert(2)</script>" }, key);
    const page = await (await fetch(`${stack.mailUrl}/`)).text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<script>alert(2)");
  });
});
