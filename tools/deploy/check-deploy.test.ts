// @vitest-environment node
// The parts of `npm run check:deploy` that turn what a project reports into lines: what the repository expects, the
// database's state, pg_net's answer to the dry run, the advisor's output, the call's settings and the summary. The
// whole command against a real local stack: tests/contract/check-deploy.test.ts.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { advisorResult } from "./advisors.ts";
import { settingsFrom } from "./check-deploy.ts";
import { checkClientAddress, checkCronJobs, checkMigrations, checkVault } from "./database-checks.ts";
import { describeCall, functionSecretResults } from "./function-checks.ts";
import { migrationsIn, scheduledJobsIn } from "./project-files.ts";
import { ProjectApiError, projectApi } from "./project-api.ts";
import { allWell, formatResult, summary } from "./report.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function migrationsDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-deploy-"));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe("what the repository expects", () => {
  it("takes every cron.schedule with a name, less later cron.unschedule, and nothing from comments", () => {
    const dir = migrationsDir({
      "20250101000000_a.sql": `-- cron.schedule('in-a-comment', '* * * * *', 'x')
select cron.schedule(
  'daily-job',
  '17 3 * * *', 'select 1');
do $$ begin perform cron.schedule('retry', '10 seconds', 'select 2');
exception when others then perform cron.schedule('retry', '* * * * *', 'select 2'); end $$;
select cron.schedule('* * * * *', 'select ''unnamed''');
/* cron.schedule('in-a-block-comment', '* * * * *', 'x') */`,
      "20250102000000_b.sql": `select cron.unschedule('daily-job');
select cron.schedule(job_name := 'named-argument', schedule := '@daily', command := 'select 3');
select 'cron.schedule(''in-a-string'', ...)';`,
      "20250103000000_c.sql": "select cron.schedule('retry', '* * * * *', 'select 4');",
      "notes.md": "cron.schedule('not-a-migration', ...)",
    });
    expect(migrationsIn(dir)).toEqual([
      { version: "20250101000000", file: "20250101000000_a.sql" },
      { version: "20250102000000", file: "20250102000000_b.sql" },
      { version: "20250103000000", file: "20250103000000_c.sql" },
    ]);
    expect(scheduledJobsIn(dir)).toEqual([
      { name: "retry", file: "20250103000000_c.sql" },
      { name: "named-argument", file: "20250102000000_b.sql" },
    ]);
  });

  it("finds the project's own jobs in its migrations", () => {
    const names = scheduledJobsIn("supabase/migrations").map((job) => job.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "contact-submissions-retention",
        "contact-deliveries-retry",
        "contact-intake-housekeeping",
        "cron-history-purge",
        "spam-model-training",
      ]),
    );
    expect(migrationsIn("supabase/migrations").map((m) => m.file)).toContain("20261127160200_contact_owner_tools.sql");
  });
});

describe("the database's state", () => {
  const expected = [
    { version: "1", file: "1_a.sql" },
    { version: "2", file: "2_b.sql" },
  ];

  it("migrations: all applied, missing ones named, unknown ones named", () => {
    expect(checkMigrations(expected, ["1", "2"])).toMatchObject({
      state: "ok",
      text: "alle 2 angewendet (neueste 2_b.sql)",
    });
    expect(checkMigrations(expected, ["1"])).toMatchObject({
      state: "problem",
      text: "1 nicht angewendet: 2_b.sql",
      fix: "npx supabase db push",
    });
    expect(checkMigrations(expected, ["1", "2", "3"]).text).toBe(
      "in der Datenbank, aber nicht in supabase/migrations: 3",
    );
  });

  const status = (vault: string[]) => ({
    migrations: [],
    vault_secrets: vault,
    function_url: "https://ref.supabase.co/functions/v1/contact-autoreply",
    cron_jobs: [],
    client_address: { header: "cf-connecting-ip", present: true },
  });

  it("vault: the two secrets the calls of the function need", () => {
    const [secrets, ...rest] = checkVault(status(["contact_autoreply_secret", "contact_autoreply_url"]));
    expect(secrets).toMatchObject({ state: "ok" });
    expect(secrets!.text).toContain("URL: https://ref.supabase.co/functions/v1/contact-autoreply");
    expect(rest).toEqual([]);

    const [missing] = checkVault(status(["contact_autoreply_url"]));
    expect(missing).toMatchObject({ state: "problem", text: "contact_autoreply_secret fehlt" });
    expect(missing!.fix).toContain("vault.create_secret(");
    expect(missing!.fix).not.toContain("contact_autoreply_url");
  });

  it("cron: one line when all are there and active, else one per job with what to do", () => {
    const jobs = [
      { name: "a", file: "1_a.sql" },
      { name: "b", file: "2_b.sql" },
    ];
    expect(
      checkCronJobs(jobs, [
        { name: "a", schedule: "* * * * *", active: true },
        { name: "b", schedule: "@daily", active: true },
        { name: "own-job", schedule: "@hourly", active: false },
      ]),
    ).toEqual([{ state: "ok", title: "Cron-Jobs", text: "alle 2 eingeplant und aktiv: a (* * * * *), b (@daily)" }]);
    const problems = checkCronJobs(jobs, [{ name: "a", schedule: "* * * * *", active: false }]);
    expect(problems.map(formatResult)).toEqual([
      "✗ Cron-Job a: eingeplant (* * * * *), aber nicht aktiv → select cron.alter_job((select jobid from cron.job where jobname = 'a'), active := true);",
      "✗ Cron-Job b: fehlt (nicht eingeplant) → den cron.schedule-Aufruf für b aus supabase/migrations/2_b.sql im SQL-Editor ausführen",
    ]);
  });

  it("client address: says what happens to the limits when the header does not arrive", () => {
    expect(checkClientAddress({ header: "cf-connecting-ip", present: true }).state).toBe("ok");
    const missing = checkClientAddress({ header: "cf-connecting-ip", present: false });
    expect(missing.state).toBe("problem");
    expect(missing.text).toContain("gemeinsamen Topf");
  });
});

describe("pg_net's answer to the dry run", () => {
  const url = "https://ref.supabase.co/functions/v1/contact-autoreply";
  const answer = (
    status_code: number | null,
    content: unknown,
    extra: { timed_out?: boolean; error?: string; problem?: string } = {},
  ) => ({
    status_code,
    content: typeof content === "string" ? content : JSON.stringify(content),
    timed_out: extra.timed_out ?? false,
    error: extra.error ?? null,
    problem: extra.problem ?? null,
  });
  const call = (a: ReturnType<typeof answer> | null, requestId: number | null = 7) =>
    describeCall({ requestId, answer: a, url, waitedMs: 60_000 });

  it("shows the database's words for each failed answer and adds what to do", () => {
    // the words come from private.describe_function_answer (pgTAP 14_function_answers holds them); here: which fix
    const cases: [ReturnType<typeof answer>, RegExp][] = [
      [
        answer(
          401,
          { error: "unauthorized" },
          { problem: "Funktion antwortet 401: Geheimnis stimmt nicht überein (…)" },
        ),
        /vault\.update_secret.*secrets set CONTACT_AUTOREPLY_SECRET/,
      ],
      [
        answer(
          401,
          { message: "Missing authorization header" },
          { problem: "Funktion antwortet 401: JWT-Prüfung ist eingeschaltet (…)" },
        ),
        /Verify JWT/,
      ],
      [
        answer(
          404,
          { message: "Requested function was not found" },
          { problem: "Funktion antwortet 404: nicht gefunden (…)" },
        ),
        /functions deploy contact-autoreply.*contact_autoreply_url muss/,
      ],
      [
        answer(
          503,
          { error: "missing configuration: RESEND_API_KEY, OWNER_EMAIL", missing: ["RESEND_API_KEY", "OWNER_EMAIL"] },
          { problem: "Funktion antwortet 503: Funktionsgeheimnisse fehlen: RESEND_API_KEY, OWNER_EMAIL" },
        ),
        /^npx supabase secrets set RESEND_API_KEY=… OWNER_EMAIL=…$/,
      ],
      [
        answer(
          503,
          { message: "Functions server not reachable" },
          { problem: "Funktion nicht erreichbar: Antwort 503 (…)" },
        ),
        /functions deploy.*Logs ansehen/,
      ],
      [
        answer(null, null, {
          error: "Couldn't connect to server",
          problem: "Funktion nicht erreichbar: Couldn't connect to server",
        }),
        /contact_autoreply_url in Vault prüfen.*Funktion bereitstellen/,
      ],
      [
        answer(null, null, { timed_out: true, error: "Timeout", problem: "Funktion antwortet nicht: Timeout" }),
        /Logs ansehen.*; contact_autoreply_url in Vault prüfen/,
      ],
      [
        answer(400, { error: "invalid body" }, { problem: "Funktion antwortet 400: kennt den Aufruf nicht (…)" }),
        /^npx supabase functions deploy contact-autoreply --use-api$/,
      ],
      [
        answer(500, { error: "internal error" }, { problem: "Funktion antwortet 500: interner Fehler (…)" }),
        /^Logs ansehen/,
      ],
    ];
    for (const [a, fix] of cases) {
      const described = call(a);
      expect(described.call, a.problem!).toMatchObject({
        state: "problem",
        title: "Aufruf über pg_net",
        text: a.problem,
      });
      expect(described.call.fix, a.problem!).toMatch(fix);
    }
    expect(call(answer(502, "Bad Gateway")).call.text).toBe("Funktion antwortet 502: Bad Gateway");
    expect(call(null).call.text).toBe("keine Antwort von pg_net innerhalb von 60 s (Aufruf 7)");
    expect(call(null, null).call.text).toContain("konnte die Funktion nicht aufrufen");
  });

  it("a dry run's answer: the call is ok and each function secret gets the function's own finding", () => {
    const described = call(
      answer(200, {
        dry_run: true,
        ok: false,
        problems: ["RESEND_API_KEY: von Resend abgelehnt"],
        checks: {
          CONTACT_AUTOREPLY_SECRET: { state: "ok", detail: "gesetzt" },
          RESEND_API_KEY: {
            state: "problem",
            detail: "von Resend abgelehnt (401 validation_error: API key is invalid) → neuen Schlüssel setzen",
          },
          MAIL_FROM: { state: "unchecked", detail: "nicht prüfbar, solange Resend den Schlüssel ablehnt" },
          OWNER_EMAIL: { state: "ok", detail: "gültige Adresse (owner@example.org)" },
        },
      }),
    );
    expect(described.call.state).toBe("ok");
    expect(functionSecretResults(described).map(formatResult)).toEqual([
      "✓ Funktionsgeheimnis CONTACT_AUTOREPLY_SECRET: gesetzt",
      "✗ Funktionsgeheimnis RESEND_API_KEY: von Resend abgelehnt (401 validation_error: API key is invalid) → neuen Schlüssel setzen",
      "? Funktionsgeheimnis MAIL_FROM: nicht prüfbar, solange Resend den Schlüssel ablehnt",
      "✓ Funktionsgeheimnis OWNER_EMAIL: gültige Adresse (owner@example.org)",
    ]);
  });

  it("without a dry run's answer the secrets are missing (503) or not checkable", () => {
    const missing = functionSecretResults(call(answer(503, { error: "x", missing: ["OWNER_EMAIL"] })));
    expect(missing.map((r) => [r.title, r.state])).toEqual([
      ["Funktionsgeheimnis CONTACT_AUTOREPLY_SECRET", "unchecked"],
      ["Funktionsgeheimnis RESEND_API_KEY", "unchecked"],
      ["Funktionsgeheimnis MAIL_FROM", "unchecked"],
      ["Funktionsgeheimnis OWNER_EMAIL", "problem"],
    ]);
    expect(
      functionSecretResults(call(answer(401, { error: "unauthorized" }))).every((r) => r.state === "unchecked"),
    ).toBe(true);
  });
});

describe("the security advisor's output", () => {
  const run = (stdout: string, code = 0) =>
    advisorResult({ code, stdout, stderr: "Target: custom Postgres (127.0.0.1:5432)\n" });

  it("no finding at WARN or above is ok; each finding is named", () => {
    expect(run('{"results":[],"message":"db advisors"}')).toMatchObject({ state: "ok" });
    const found = run(
      JSON.stringify({
        results: [
          {
            name: "function_search_path_mutable",
            level: "WARN",
            detail: "Function `public.f` has a role mutable search_path",
          },
          { name: "rls_enabled_no_policy", level: "INFO", detail: "info only" },
        ],
      }),
    );
    expect(found.state).toBe("problem");
    expect(found.text).toBe(
      "1 Befund: WARN function_search_path_mutable: Function `public.f` has a role mutable search_path",
    );
  });

  it("says how to make it possible when it cannot run", () => {
    const notLinked = run(
      '{"_tag":"Error","error":{"code":"ProjectRefNotLinkedError","message":"Cannot find project ref."}}',
      1,
    );
    expect(notLinked).toMatchObject({
      state: "problem",
      text: "nicht prüfbar: weder SUPABASE_DB_URL gesetzt noch ein Projekt verknüpft",
    });
    expect(notLinked.fix).toContain("supabase link");
    const refused = run(
      '{"_tag":"Error","error":{"code":"DbConnectError","message":"failed to connect","suggestion":"Check the network.\\nmore"}}',
      1,
    );
    expect(refused).toMatchObject({
      state: "problem",
      text: "nicht prüfbar: failed to connect",
      fix: "Check the network.",
    });
  });
});

describe("the call and the summary", () => {
  const env = { SUPABASE_URL: "https://ref.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "key" };

  it("reads the environment and --skip, and refuses what it does not know", () => {
    const settings = settingsFrom(["--skip", "check-launch", "--skip", "advisors,cron", "--wait", "5"], env);
    expect([...settings.skip]).toEqual(["check-launch", "advisors", "cron"]);
    expect(settings).toMatchObject({
      url: "https://ref.supabase.co",
      serviceRoleKey: "key",
      dbUrl: undefined,
      waitMs: 5000,
    });
    expect(() => settingsFrom([], { SUPABASE_URL: "x" })).toThrow(/SUPABASE_SERVICE_ROLE_KEY nicht gesetzt/);
    expect(() => settingsFrom(["--skip", "launch"], env)).toThrow(/unbekannte Prüfung/);
    expect(() => settingsFrom(["--wait", "bald"], env)).toThrow(/--wait/);
  });

  it("is all well only without problems and without anything left unchecked", () => {
    const ok = { state: "ok" as const, title: "A", text: "gut" };
    const skipped = { state: "skipped" as const, title: "B", text: "übersprungen" };
    expect(allWell([ok, skipped])).toBe(true);
    expect(summary([ok, skipped])).toBe("Ergebnis: 1 in Ordnung, 0 Probleme, 1 übersprungen – alles in Ordnung.");
    const unchecked = { state: "unchecked" as const, title: "D", text: "?" };
    const problem = { state: "problem" as const, title: "E", text: "kaputt", fix: "reparieren" };
    expect(allWell([ok, unchecked])).toBe(false);
    expect(summary([ok, problem, unchecked])).toBe(
      "Ergebnis: 1 in Ordnung, 1 Problem, 1 nicht prüfbar – nicht bereit.",
    );
    expect(formatResult(problem)).toBe("✗ E: kaputt → reparieren");
  });
});

describe("the project's API", () => {
  async function withServer(
    answer: (name: string, body: Record<string, unknown>, headers: http.IncomingHttpHeaders) => [number, unknown],
    run: (url: string) => Promise<void>,
  ) {
    const server = http.createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => (text += chunk));
      req.on("end", () => {
        const [status, body] = answer(req.url!.replace("/rest/v1/rpc/", ""), JSON.parse(text || "{}"), req.headers);
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("sends the key in apikey and Authorization, and polls for the answer", async () => {
    let polls = 0;
    await withServer(
      (name, body, headers) => {
        expect(headers.apikey).toBe("secret-key");
        expect(headers.authorization).toBe("Bearer secret-key");
        if (name === "contact_deploy_dry_run") return [200, 42];
        expect(body).toEqual({ p_request_id: 42 });
        return [200, ++polls < 3 ? null : { status_code: 200, content: "{}", timed_out: false, error: null }];
      },
      async (url) => {
        const api = projectApi({ url, serviceRoleKey: "secret-key" });
        expect(await api.dryRun()).toBe(42);
        expect(await api.answerTo(42, { waitMs: 5_000, everyMs: 10 })).toMatchObject({ status_code: 200 });
        expect(polls).toBe(3);
      },
    );
  });

  it("names a missing migration, a refused key and an unreachable URL", async () => {
    await withServer(
      (name) =>
        name === "contact_deploy_status"
          ? [
              404,
              {
                code: "PGRST202",
                message:
                  "Could not find the function public.contact_deploy_status without parameters in the schema cache",
              },
            ]
          : [401, { code: "PGRST301", message: "Invalid JWT" }],
      async (url) => {
        const api = projectApi({ url, serviceRoleKey: "k" });
        await expect(api.status()).rejects.toThrow(
          /Migration 20261127160200_contact_owner_tools\.sql nicht angewendet/,
        );
        await expect(api.dryRun()).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY abgelehnt/);
      },
    );
    const unreachable = projectApi({ url: "http://127.0.0.1:1", serviceRoleKey: "k" }).status();
    await expect(unreachable).rejects.toBeInstanceOf(ProjectApiError);
    await expect(unreachable).rejects.toThrow(/nicht erreichbar/);
  });
});
