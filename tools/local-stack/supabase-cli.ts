// Runs the real Supabase CLI (node_modules/.bin/supabase) against a database URL: no Docker, no linked project.
import fs from "node:fs";
import path from "node:path";
import { rootDir } from "./config.ts";
import { run } from "./postgres.ts";

const supabaseBin = path.join(rootDir, "node_modules", ".bin", "supabase");

/**
 * `supabase <args> --workdir <repo>`; telemetry and update checks off so it needs no network.
 * @param options env: added to the environment
 */
function supabase(args: string[], options: { env?: Record<string, string> } = {}) {
  return run(supabaseBin, [...args, "--workdir", rootDir], {
    cwd: rootDir,
    env: { SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", ...options.env },
  });
}

/** The installed CLI's version. */
export function supabaseVersion(): string {
  const manifest = path.join(rootDir, "node_modules", "supabase", "package.json");
  return JSON.parse(fs.readFileSync(manifest, "utf8")).version;
}

/**
 * Applies pending migrations of supabase/migrations with `supabase migration up --remote=<url> --yes`.
 */
export function migrationUp(dbUrl: string) {
  return supabase(["migration", "up", `--remote=${dbUrl}`, "--yes"]);
}

/**
 * The TypeScript types of the public schema, as `supabase gen types` prints them.
 */
export async function generateTypes(dbUrl: string): Promise<string> {
  const { stdout } = await supabase(["gen", "types", "typescript", `--remote=${dbUrl}`, "--schema", "public"]);
  return stdout;
}

/**
 * `supabase db advisors` against the URL; resolves with its output (rejects when --fail-on trips).
 * @param extra more arguments, e.g. ["--type", "all"]
 */
export function advisors(dbUrl: string, extra: string[] = []) {
  return supabase(["db", "advisors", `--remote=${dbUrl}`, "--yes", ...extra]);
}
