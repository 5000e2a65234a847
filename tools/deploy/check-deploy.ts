// `npm run check:deploy`: checks a deployed Supabase project from outside and names every problem in German, one line
// per check, then a summary; exit code 0 only when all is well (1: a problem or something not checkable, 2: wrong
// call). Reads only the environment, never a file with secrets:
//   SUPABASE_URL               the project's URL (https://<ref>.supabase.co)
//   SUPABASE_SERVICE_ROLE_KEY  its service-role (secret) key, sent only to SUPABASE_URL
//   SUPABASE_DB_URL            optional: the database's connection string, only for the security advisor
//
//   npm run check:deploy [-- --skip check-launch] [-- --wait 60]
//
// --skip <check> (repeatable) leaves a check out and prints it as "übersprungen"; --wait: how many seconds to wait
// for pg_net's answer to the dry run (default 60).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkAdvisors } from "./advisors.ts";
import { checkClientAddress, checkCronJobs, checkMigrations, checkVault } from "./database-checks.ts";
import { describeCall, functionSecretResults } from "./function-checks.ts";
import { checkLaunch } from "./launch.ts";
import { migrationsIn, scheduledJobsIn } from "./project-files.ts";
import { ProjectApiError, projectApi } from "./project-api.ts";
import type { DeployStatus } from "./project-api.ts";
import { allWell, formatResult, summary } from "./report.ts";
import type { Result } from "./report.ts";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const migrationsDir = path.join(rootDir, "supabase", "migrations");

/** The checks by the name --skip takes, with the title of their line. */
export const CHECKS = Object.freeze({
  migrations: "Migrationen",
  vault: "Vault",
  function: "Aufruf über pg_net",
  cron: "Cron-Jobs",
  "client-address": "Client-Adresse",
  advisors: "Sicherheitsberater",
  "check-launch": "check:launch",
});

type CheckName = keyof typeof CHECKS;

/** What one run checks, and against which project. */
export type Settings = {
  url: string;
  serviceRoleKey: string;
  /** only for the security advisor */
  dbUrl: string | undefined;
  /** names of CHECKS to leave out */
  skip: Set<string>;
  /** how long to wait for pg_net's answer to the dry run */
  waitMs: number;
};

/**
 * The settings from the command line and the environment; throws a German message for a wrong call.
 */
export function settingsFrom(argv: string[], env: Record<string, string | undefined>): Settings {
  const { values } = parseArgs({
    args: argv,
    options: { skip: { type: "string", multiple: true }, wait: { type: "string" } },
    strict: true,
  });
  const skip = new Set((values.skip ?? []).flatMap((value) => value.split(",")).map((name) => name.trim()));
  const unknown = [...skip].filter((name) => !(name in CHECKS));
  if (unknown.length) {
    throw new Error(
      `unbekannte Prüfung für --skip: ${unknown.join(", ")} (bekannt: ${Object.keys(CHECKS).join(", ")})`,
    );
  }
  const wait = Number(values.wait ?? 60);
  if (!Number.isFinite(wait) || wait <= 0) throw new Error(`--wait ${values.wait} ist keine Zahl von Sekunden`);
  const url = env.SUPABASE_URL?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!url || !serviceRoleKey) {
    const missing = [...(url ? [] : ["SUPABASE_URL"]), ...(serviceRoleKey ? [] : ["SUPABASE_SERVICE_ROLE_KEY"])];
    throw new Error(
      `${missing.join(" und ")} nicht gesetzt. Aufruf: SUPABASE_URL=https://<ref>.supabase.co ` +
        "SUPABASE_SERVICE_ROLE_KEY=<Service-Role-Schlüssel> [SUPABASE_DB_URL=<Connection string>] npm run check:deploy",
    );
  }
  return {
    url,
    serviceRoleKey,
    dbUrl: env.SUPABASE_DB_URL?.trim() || undefined,
    skip,
    waitMs: wait * 1000,
  };
}

const skipped = (name: CheckName): Result => ({
  state: "skipped",
  title: CHECKS[name],
  text: `übersprungen (--skip ${name})`,
});

/**
 * A check that needs the project's status when that could not be read.
 */
const withoutStatus = (name: CheckName): Result => ({
  state: "unchecked",
  title: CHECKS[name],
  text: "nicht prüfbar ohne Verbindung (siehe oben)",
});

/**
 * Runs every check, printing each line as soon as it is known; resolves to all results.
 */
export async function checkDeploy(settings: Settings, print: (line: string) => void): Promise<Result[]> {
  const { skip } = settings;
  const results: Result[] = [];
  const report = (...found: Result[]) => {
    results.push(...found);
    for (const result of found) print(formatResult(result));
  };
  // the two slow checks run meanwhile
  const advisors = skip.has("advisors") ? null : checkAdvisors({ rootDir, dbUrl: settings.dbUrl });
  const launch = skip.has("check-launch") ? null : checkLaunch({ rootDir });

  const api = projectApi({ url: settings.url, serviceRoleKey: settings.serviceRoleKey });
  let status: DeployStatus | null = null;
  try {
    status = await api.status();
  } catch (error) {
    if (!(error instanceof ProjectApiError)) throw error;
    report({ state: "problem", title: "Verbindung", text: error.message, fix: error.fix });
  }

  if (skip.has("migrations")) report(skipped("migrations"));
  else report(status ? checkMigrations(migrationsIn(migrationsDir), status.migrations) : withoutStatus("migrations"));

  if (skip.has("vault")) report(skipped("vault"));
  else report(...(status ? checkVault(status) : [withoutStatus("vault")]));

  if (skip.has("function")) report(skipped("function"));
  else if (!status) report(withoutStatus("function"));
  else {
    try {
      const requestId = await api.dryRun();
      const answer = requestId === null ? null : await api.answerTo(requestId, { waitMs: settings.waitMs });
      const described = describeCall({ requestId, answer, url: status.function_url, waitedMs: settings.waitMs });
      report(described.call, ...functionSecretResults(described));
    } catch (error) {
      if (!(error instanceof ProjectApiError)) throw error;
      report({ state: "problem", title: CHECKS.function, text: error.message, fix: error.fix });
    }
  }

  if (skip.has("cron")) report(skipped("cron"));
  else report(...(status ? checkCronJobs(scheduledJobsIn(migrationsDir), status.cron_jobs) : [withoutStatus("cron")]));

  if (skip.has("client-address")) report(skipped("client-address"));
  else report(status ? checkClientAddress(status.client_address) : withoutStatus("client-address"));

  report(advisors ? await advisors : skipped("advisors"));
  report(launch ? await launch : skipped("check-launch"));
  return results;
}

async function main() {
  let settings: Settings;
  try {
    settings = settingsFrom(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`check:deploy: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  console.log(`check:deploy: ${settings.url}`);
  try {
    const results = await checkDeploy(settings, (line) => console.log(line));
    console.log("");
    console.log(summary(results));
    process.exitCode = allWell(results) ? 0 : 1;
  } catch (error) {
    console.error(
      `check:deploy: unerwarteter Fehler, Prüfung abgebrochen: ${error instanceof Error ? error.stack : error}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
