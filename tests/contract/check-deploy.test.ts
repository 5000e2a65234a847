// `npm run check:deploy` for real: the script as a child process against the local stack, as an owner runs it against
// a hosted project (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL; the owner data still has placeholders,
// so check:launch is skipped). All well on the stack as started; then one fault at a time, each restored after: a
// wrong Vault secret, the function stopped, the mail API refusing the key, a cron job missing. Each gives exit code 1
// and names exactly that fault.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tsxArgs } from "../../tools/local-stack/config.ts";
import { caughtMails, mailIdle, resetFaults, setFaults } from "./delivery-helpers";
import { closeSql, component, sql, stack, userToken } from "./stack";

const script = path.resolve("tools/deploy/check-deploy.ts");

/** Runs the script; resolves with its exit code and output lines. */
function checkDeploy(): Promise<{ code: number | null; lines: string[]; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(script, "--skip", "check-launch"), {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        SUPABASE_URL: stack.apiUrl,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        SUPABASE_DB_URL: stack.dbUrl,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 100_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split("\n").filter((line) => line.trim()), output });
    });
  });
}

const problems = (lines: string[]) => lines.filter((line) => line.startsWith("✗"));

/** The run names exactly this one problem, and exits with 1. */
async function expectOnly(problem: RegExp) {
  const run = await checkDeploy();
  console.log(`[check:deploy] ${problems(run.lines).join(" | ")}`);
  expect(run.code, run.output).toBe(1);
  expect(problems(run.lines), run.output).toHaveLength(1);
  expect(problems(run.lines)[0], run.output).toMatch(problem);
  expect(run.lines.at(-1)).toMatch(/^Ergebnis: .*1 Problem.* – nicht bereit\.$/);
  return run;
}

async function expectAllWell() {
  const run = await checkDeploy();
  expect(run.code, run.output).toBe(0);
  const checks = run.lines.slice(1, -1);
  // only the skipped launch check is not ✓
  const notOk = checks.filter((line) => !line.startsWith("✓"));
  expect(notOk, run.output).toEqual(["– check:launch: übersprungen (--skip check-launch)"]);
  for (const title of [
    "Migrationen",
    "Vault",
    "Aufruf über pg_net",
    "Funktionsgeheimnis CONTACT_AUTOREPLY_SECRET",
    "Funktionsgeheimnis RESEND_API_KEY",
    "Funktionsgeheimnis MAIL_FROM",
    "Funktionsgeheimnis OWNER_EMAIL",
    "Cron-Jobs",
    "Client-Adresse",
    "Sicherheitsberater",
  ]) {
    expect(
      checks.some((line) => line.startsWith(`✓ ${title}: `)),
      `${title}\n${run.output}`,
    ).toBe(true);
  }
  expect(run.lines.at(-1)).toMatch(/ – alles in Ordnung\.$/);
  return run;
}

// the faults below would meet mail of earlier test files; let it go out first
beforeAll(async () => {
  await mailIdle();
}, 130_000);

afterAll(async () => {
  await resetFaults();
  await component("functions", "start").catch(() => {});
  // the faults above made the way to the function look broken; let the database read the last, healthy answer now,
  // as the retry job's next run would, so the next test file starts from a working state
  await sql("select private.read_contact_function_answers()").catch(() => {});
  await closeSql();
});

describe("npm run check:deploy against the local stack", () => {
  it("all well: exit 0, every check ✓, and the dry run mails nobody and claims nothing", async () => {
    const mailsBefore = (await caughtMails()).length;
    const {
      rows: [before],
    } = await sql<{ attempts: number }>(
      "select coalesce(sum(attempts), 0)::int as attempts from public.contact_deliveries",
    );
    const run = await expectAllWell();
    console.log(run.output);
    expect((await caughtMails()).length).toBe(mailsBefore);
    const {
      rows: [after],
    } = await sql<{ attempts: number }>(
      "select coalesce(sum(attempts), 0)::int as attempts from public.contact_deliveries",
    );
    expect(after!.attempts).toBe(before!.attempts);
  }, 120_000);

  it("a wrong Vault secret: the function answers 401", async () => {
    const {
      rows: [secret],
    } = await sql<{ id: string; value: string }>(
      "select id, decrypted_secret as value from vault.decrypted_secrets where name = 'contact_autoreply_secret'",
    );
    await sql("select vault.update_secret($1, $2)", [secret!.id, `falsch-${Date.now()}`]);
    try {
      await expectOnly(/^✗ Aufruf über pg_net: Funktion antwortet 401: Geheimnis stimmt nicht überein \(.*\) → /);
    } finally {
      await sql("select vault.update_secret($1, $2)", [secret!.id, secret!.value]);
    }
  }, 120_000);

  it("the function stopped: not reachable", async () => {
    await component("functions", "stop");
    try {
      await expectOnly(/^✗ Aufruf über pg_net: Funktion nicht erreichbar: /);
    } finally {
      await component("functions", "start");
    }
  }, 120_000);

  it("the mail API refusing the key: RESEND_API_KEY refused by Resend", async () => {
    await setFaults({ api_key: "refused" });
    try {
      const run = await expectOnly(
        /^✗ Funktionsgeheimnis RESEND_API_KEY: von Resend abgelehnt \(401 validation_error: API key is invalid\) → /,
      );
      expect(run.lines).toContain(
        "? Funktionsgeheimnis MAIL_FROM: nicht prüfbar, solange Resend den Schlüssel ablehnt",
      );
    } finally {
      await resetFaults();
    }
  }, 120_000);

  it("a cron job missing: named with the migration that schedules it", async () => {
    const {
      rows: [job],
    } = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'contact-intake-housekeeping'",
    );
    await sql("select cron.unschedule('contact-intake-housekeeping')");
    try {
      await expectOnly(
        /^✗ Cron-Job contact-intake-housekeeping: fehlt \(nicht eingeplant\) → .*supabase\/migrations\/20261127160000_contact_intake\.sql/,
      );
    } finally {
      await sql("select cron.schedule('contact-intake-housekeeping', $1, $2)", [job!.schedule, job!.command]);
    }
  }, 120_000);

  it("all well again once every fault is undone", async () => {
    await expectAllWell();
  }, 120_000);
});

describe("the database functions the check calls", () => {
  const functions = [
    ["contact_deploy_status", {}],
    ["contact_deploy_dry_run", {}],
    ["contact_deploy_call_answer", { p_request_id: 1 }],
  ] as const;
  const call = (name: string, args: object, key: string, bearer = key) =>
    fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: { apikey: key, authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify(args),
    });

  it("only the service role may call them: the anon key and a signed-in user get permission denied", async () => {
    const user = await userToken();
    for (const [name, args] of functions) {
      const anon = await call(name, args, stack.anonKey);
      expect(anon.status, name).toBe(401);
      expect(await anon.json()).toMatchObject({ code: "42501" });
      const signedIn = await call(name, args, stack.anonKey, user);
      expect(signedIn.status, name).toBe(403);
      await signedIn.body?.cancel();
    }
    const answer = await call("contact_deploy_call_answer", { p_request_id: -1 }, stack.serviceRoleKey);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toBeNull();
  });

  it("are security definer with an empty search_path, executable by service_role alone", async () => {
    const { rows } = await sql<{ name: string; definer: boolean; config: string[]; roles: string[] }>(
      `select p.proname as name, p.prosecdef as definer, p.proconfig as config,
              array(select r from unnest(array['public', 'anon', 'authenticated', 'service_role']) r
                     where case when r = 'public' then exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                                                                 where a.grantee = 0 and a.privilege_type = 'EXECUTE')
                                else has_function_privilege(r, p.oid, 'execute') end
                     order by r) as roles
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'contact\\_deploy\\_%' order by 1`,
    );
    const names = functions.map(([name]) => name).sort();
    expect(rows).toEqual(
      names.map((name) => ({ name, definer: true, config: ['search_path=""'], roles: ["service_role"] })),
    );
  });
});
