// What the repository says a deployed project must have: the migrations in supabase/migrations and the pg_cron jobs
// they schedule. Read from the files themselves, so a new migration or job is expected without a change here.
import fs from "node:fs";
import path from "node:path";

/** @typedef {{ version: string, file: string }} Migration */
/** @typedef {{ name: string, file: string }} ScheduledJob a job and the migration that (last) schedules it */

/**
 * The migrations, oldest first: the version is the file name's leading digits (as the Supabase CLI reads it).
 * @param {string} dir supabase/migrations
 * @returns {Migration[]}
 */
export function migrationsIn(dir) {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_.*\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: /** @type {string} */ (/^(\d+)_/.exec(file)?.[1]), file }));
}

/**
 * SQL without its comments (line comments and block comments), so a job named in a comment is not taken for one.
 * String literals are kept as they are.
 * @param {string} sql
 */
function withoutComments(sql) {
  return sql.replace(/('(?:[^']|'')*')|--[^\n]*|\/\*[\s\S]*?\*\//g, (match, literal) => literal ?? " ");
}

/**
 * The jobs the migrations leave scheduled, in the order of their first schedule, each with the migration that
 * schedules it last: every `cron.schedule('<name>', …)`, less those a later migration removes with
 * `cron.unschedule('<name>')`. pg_cron also takes an unnamed job, `cron.schedule('<schedule>', '<command>')`: a first
 * argument with white space or a leading @ is such a schedule (job names here are single words like
 * contact-deliveries-retry), and an unnamed job cannot be checked by name.
 * @param {string} dir supabase/migrations
 * @returns {ScheduledJob[]}
 */
export function scheduledJobsIn(dir) {
  /** @type {Map<string, string>} name -> file */
  const jobs = new Map();
  const call = /cron\.(schedule|unschedule)\s*\(\s*(?:job_name\s*(?::=|=>)\s*)?'((?:[^']|'')+)'/gi;
  for (const { file } of migrationsIn(dir)) {
    const sql = withoutComments(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const [, verb = "", literal = ""] of sql.matchAll(call)) {
      const name = literal.replaceAll("''", "'");
      if (/\s/.test(name) || name.startsWith("@")) continue;
      if (verb.toLowerCase() === "unschedule") jobs.delete(name);
      else jobs.set(name, file);
    }
  }
  return [...jobs].map(([name, file]) => ({ name, file }));
}
