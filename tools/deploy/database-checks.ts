// The checks answered by the database's own state (public.contact_deploy_status()): migrations, Vault secrets, pg_cron
// jobs and the client address of this very request. Pure functions from what the repository expects and what the
// project reports to result lines (report.ts).
import type { DeployStatus } from "./project-api.ts";
import type { Migration, ScheduledJob } from "./project-files.ts";
import type { Result } from "./report.ts";

/** The Vault secrets the trigger and the retry job read to call the function. */
const FUNCTION_SECRETS = ["contact_autoreply_url", "contact_autoreply_secret"];
/** The SQL that stores each of FUNCTION_SECRETS. */
const CREATE_SECRET: Record<string, string> = {
  contact_autoreply_url:
    "select vault.create_secret('https://<ref>.supabase.co/functions/v1/contact-autoreply', 'contact_autoreply_url');",
  contact_autoreply_secret:
    "select vault.create_secret('<dasselbe Geheimnis wie CONTACT_AUTOREPLY_SECRET>', 'contact_autoreply_secret');",
};

/**
 * Every migration of the repository applied; versions applied that the repository does not have are named too
 * (the CLI refuses the next `db push` then).
 */
export function checkMigrations(expected: Migration[], applied: string[]): Result {
  const missing = expected.filter((m) => !applied.includes(m.version));
  const unknown = applied.filter((version) => !expected.some((m) => m.version === version));
  const title = "Migrationen";
  if (missing.length === 0 && unknown.length === 0) {
    const newest = expected.at(-1)?.file ?? "–";
    return { state: "ok", title, text: `alle ${expected.length} angewendet (neueste ${newest})` };
  }
  const found = [
    ...(missing.length ? [`${missing.length} nicht angewendet: ${missing.map((m) => m.file).join(", ")}`] : []),
    ...(unknown.length ? [`in der Datenbank, aber nicht in supabase/migrations: ${unknown.join(", ")}`] : []),
  ];
  const fix = [
    ...(missing.length ? ["npx supabase db push"] : []),
    ...(unknown.length
      ? ["Repository aktualisieren oder `npx supabase migration repair --status reverted <Version>`"]
      : []),
  ];
  return { state: "problem", title, text: found.join("; "), fix: fix.join("; ") };
}

/**
 * The two secrets the calls of the function need.
 */
export function checkVault(status: DeployStatus): Result[] {
  const has = (name: string) => status.vault_secrets.includes(name);
  const missing = FUNCTION_SECRETS.filter((name) => !has(name));
  const results: Result[] = [];
  if (missing.length === 0) {
    results.push({
      state: "ok",
      title: "Vault",
      text: `contact_autoreply_url und contact_autoreply_secret vorhanden (URL: ${status.function_url})`,
    });
  } else {
    results.push({
      state: "problem",
      title: "Vault",
      text: `${missing.join(" und ")} ${missing.length === 1 ? "fehlt" : "fehlen"}`,
      fix: `${missing.map((name) => CREATE_SECRET[name]).join(" ")} (SQL-Editor)`,
    });
  }
  return results;
}

/**
 * Every job the migrations schedule exists and is active; one line for all when they are, else one per job.
 */
export function checkCronJobs(expected: ScheduledJob[], jobs: DeployStatus["cron_jobs"]): Result[] {
  const problems: Result[] = [];
  for (const { name, file } of expected) {
    const job = jobs.find((j) => j.name === name);
    if (!job) {
      problems.push({
        state: "problem",
        title: `Cron-Job ${name}`,
        text: "fehlt (nicht eingeplant)",
        fix: `den cron.schedule-Aufruf für ${name} aus supabase/migrations/${file} im SQL-Editor ausführen`,
      });
    } else if (!job.active) {
      problems.push({
        state: "problem",
        title: `Cron-Job ${name}`,
        text: `eingeplant (${job.schedule}), aber nicht aktiv`,
        fix: `select cron.alter_job((select jobid from cron.job where jobname = '${name}'), active := true);`,
      });
    }
  }
  if (problems.length) return problems;
  const list = expected.map(({ name }) => `${name} (${jobs.find((j) => j.name === name)?.schedule})`).join(", ");
  return [{ state: "ok", title: "Cron-Jobs", text: `alle ${expected.length} eingeplant und aktiv: ${list}` }];
}

/**
 * The header the per-client limits read reached Postgres with the check's own request.
 */
export function checkClientAddress({ header, present }: DeployStatus["client_address"]): Result {
  if (present) {
    return {
      state: "ok",
      title: "Client-Adresse",
      text: `Header ${header} kommt bei Postgres an (Grenzen je Absender greifen)`,
    };
  }
  return {
    state: "problem",
    title: "Client-Adresse",
    text:
      `Header ${header} kam nicht bei Postgres an: die Grenzen je Absender zählen dann alle Besucher zusammen ` +
      "in einem gemeinsamen Topf",
    fix:
      `über die Supabase-Adresse (https://<ref>.supabase.co) gehen, wo Cloudflare ${header} setzt; ein eigener ` +
      `Proxy davor muss ${header} mit der Adresse des Besuchers setzen`,
  };
}
