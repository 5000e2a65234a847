// Runs the real Supabase CLI (node_modules/.bin/supabase) against a database URL: no Docker, no linked project.
import path from "node:path";
import { rootDir } from "./config.mjs";
import { run } from "./postgres.mjs";

const supabaseBin = path.join(rootDir, "node_modules", ".bin", "supabase");

/**
 * `supabase <args> --workdir <repo>`; telemetry and update checks off so it needs no network.
 * @param {string[]} args
 * @param {{ env?: Record<string, string> }} [options] env: added to the environment
 */
function supabase(args, options = {}) {
  return run(supabaseBin, [...args, "--workdir", rootDir], {
    cwd: rootDir,
    env: { SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", ...options.env },
  });
}

/**
 * Applies pending migrations of supabase/migrations with `supabase migration up --remote=<url> --yes`.
 * @param {string} dbUrl
 */
export function migrationUp(dbUrl) {
  return supabase(["migration", "up", `--remote=${dbUrl}`, "--yes"]);
}

/**
 * The TypeScript types of the public schema, as `supabase gen types` prints them.
 * @param {string} dbUrl
 * @returns {Promise<string>}
 */
export async function generateTypes(dbUrl) {
  const { stdout } = await supabase(["gen", "types", "typescript", `--remote=${dbUrl}`, "--schema", "public"]);
  return stdout;
}

/**
 * `supabase db advisors` against the URL; resolves with its output (rejects when --fail-on trips).
 * @param {string} dbUrl
 * @param {string[]} [extra] more arguments, e.g. ["--type", "all"]
 */
export function advisors(dbUrl, extra = []) {
  return supabase(["db", "advisors", `--remote=${dbUrl}`, "--yes", ...extra]);
}
