// The checks answered by the database's own state (public.contact_deploy_status()): migrations, Vault secrets, pg_cron
// jobs and the client address of this very request. Pure functions from what the repository expects and what the
// project reports to result lines (report.mjs).

/** @import { Result } from "./report.mjs" */
/** @import { DeployStatus } from "./project-api.mjs" */
/** @import { Migration, ScheduledJob } from "./project-files.mjs" */

/** The Vault secrets the trigger and the retry job read to call the function. */
const FUNCTION_SECRETS = ["contact_autoreply_url", "contact_autoreply_secret"];
/** The Vault secrets of the alarm that goes from Postgres straight to Resend, past the function; all three needed. */
const ALARM_SECRETS = ["contact_alarm_resend_key", "contact_alarm_from", "contact_alarm_to"];
/** What each alarm secret holds, as shown in the fix. */
const ALARM_EXAMPLE = /** @type {Record<string, string>} */ ({
  contact_alarm_resend_key: "re_… (derselbe Resend-Schlüssel wie RESEND_API_KEY)",
  contact_alarm_from: "<MAIL_FROM>",
  contact_alarm_to: "<Ihre E-Mail-Adresse>",
});

/** @type {Record<string, string>} the SQL that stores each of FUNCTION_SECRETS */
const CREATE_SECRET = {
  contact_autoreply_url:
    "select vault.create_secret('https://<ref>.supabase.co/functions/v1/contact-autoreply', 'contact_autoreply_url');",
  contact_autoreply_secret:
    "select vault.create_secret('<dasselbe Geheimnis wie CONTACT_AUTOREPLY_SECRET>', 'contact_autoreply_secret');",
};

/**
 * Every migration of the repository applied; versions applied that the repository does not have are named too
 * (the CLI refuses the next `db push` then).
 * @param {Migration[]} expected
 * @param {string[]} applied
 * @returns {Result}
 */
export function checkMigrations(expected, applied) {
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
 * The two secrets the calls of the function need, and the alarm's three.
 * @param {DeployStatus} status
 * @returns {Result[]}
 */
export function checkVault(status) {
  const has = (/** @type {string} */ name) => status.vault_secrets.includes(name);
  const missing = FUNCTION_SECRETS.filter((name) => !has(name));
  const results = /** @type {Result[]} */ ([]);
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
  const alarm = ALARM_SECRETS.filter(has);
  if (alarm.length === ALARM_SECRETS.length) {
    results.push({ state: "ok", title: "Störungsmeldung", text: `${ALARM_SECRETS.join(", ")} in Vault vorhanden` });
  } else {
    const absent = ALARM_SECRETS.filter((name) => !has(name));
    results.push({
      state: "problem",
      title: "Störungsmeldung",
      text: `${absent.join(", ")} ${absent.length === 1 ? "fehlt" : "fehlen"} in Vault; ohne alle drei geht bei einer ` +
        "Störung keine E-Mail direkt aus der Datenbank an Sie",
      fix: absent.map((name) => `select vault.create_secret('${ALARM_EXAMPLE[name]}', '${name}');`).join(" "),
    });
  }
  return results;
}

/**
 * Every job the migrations schedule exists and is active; one line for all when they are, else one per job.
 * @param {ScheduledJob[]} expected
 * @param {DeployStatus["cron_jobs"]} jobs
 * @returns {Result[]}
 */
export function checkCronJobs(expected, jobs) {
  /** @type {Result[]} */
  const problems = [];
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
 * @param {DeployStatus["client_address"]} clientAddress
 * @returns {Result}
 */
export function checkClientAddress({ header, present }) {
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
    text: `Header ${header} kam nicht bei Postgres an: die Grenzen je Absender zählen dann alle Besucher zusammen ` +
      "in einem gemeinsamen Topf",
    fix: `über die Supabase-Adresse (https://<ref>.supabase.co) gehen, wo Cloudflare ${header} setzt; ein eigener ` +
      `Proxy davor muss ${header} mit der Adresse des Besuchers setzen`,
  };
}
