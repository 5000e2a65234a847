// What the repository says a deployed project must have: the migrations in supabase/migrations and the pg_cron jobs
// they schedule. Read from the files themselves, so a new migration or job is expected without a change here.
import fs from "node:fs";
import path from "node:path";

export type Migration = { version: string; file: string };
/** A job and the migration that (last) schedules it. */
export type ScheduledJob = { name: string; file: string };

/**
 * The migrations in dir (supabase/migrations), oldest first: the version is the file name's leading digits (as the
 * Supabase CLI reads it).
 */
export function migrationsIn(dir: string): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_.*\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: /^(\d+)_/.exec(file)?.[1] as string, file }));
}

/**
 * SQL without its comments (line comments and block comments), so a job named in a comment is not taken for one.
 * String literals are kept as they are.
 */
function withoutComments(sql: string): string {
  return sql.replace(
    /('(?:[^']|'')*')|--[^\n]*|\/\*[\s\S]*?\*\//g,
    (_match, literal: string | undefined) => literal ?? " ",
  );
}

/**
 * The jobs the migrations in dir (supabase/migrations) leave scheduled, in the order of their first schedule, each
 * with the migration that schedules it last: every `cron.schedule('<name>', …)`, less those a later migration removes
 * with `cron.unschedule('<name>')`. pg_cron also takes an unnamed job, `cron.schedule('<schedule>', '<command>')`: a
 * first argument with white space or a leading @ is such a schedule (job names here are single words like
 * contact-deliveries-retry), and an unnamed job cannot be checked by name.
 */
export function scheduledJobsIn(dir: string): ScheduledJob[] {
  /** name -> file */
  const jobs = new Map<string, string>();
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
