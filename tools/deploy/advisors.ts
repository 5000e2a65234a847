// The Supabase security advisor (`supabase db advisors`, the CLI in node_modules) against the deployed database: with
// SUPABASE_DB_URL when it is set (`--remote=<url>`), else against the project `supabase link` linked this repository
// to (`--remote`, which needs `supabase login`). A finding of level WARN or ERROR is a problem.
import path from "node:path";
import { runCommand } from "./command.ts";
import type { CommandResult } from "./command.ts";
import type { Result } from "./report.ts";

const TITLE = "Sicherheitsberater";
const NOT_POSSIBLE = "nicht prüfbar: weder SUPABASE_DB_URL gesetzt noch ein Projekt verknüpft";
const HOW =
  "SUPABASE_DB_URL setzen (Dashboard → Connect → Session pooler, mit Passwort) oder einmal " +
  "`npx supabase login` und `npx supabase link --project-ref <ref>`";

type Lint = { name?: string; title?: string; level?: string; detail?: string };
type AdvisorOutput = { results?: Lint[]; error?: { code?: string; message?: string; suggestion?: string } };

/**
 * The command's JSON output in words.
 */
export function advisorResult(run: CommandResult): Result {
  if (run.code === null) {
    return { state: "unchecked", title: TITLE, text: `Supabase-CLI nicht startbar (${run.error})`, fix: "npm install" };
  }
  let output: AdvisorOutput | null = null;
  try {
    output = JSON.parse(run.stdout.slice(run.stdout.indexOf("{")));
  } catch {
    // not JSON: the exit code and stderr speak below
  }
  if (output?.error || !output?.results) {
    const message = output?.error?.message ?? (run.stderr || run.stdout).trim().split("\n").at(-1) ?? "";
    const notLinked = output?.error?.code === "ProjectRefNotLinkedError";
    return {
      state: "problem",
      title: TITLE,
      text: notLinked ? NOT_POSSIBLE : `nicht prüfbar: ${message}`,
      fix: notLinked ? HOW : (output?.error?.suggestion?.split("\n")[0] ?? HOW),
    };
  }
  const findings = output.results.filter((lint) => ["WARN", "ERROR"].includes(String(lint.level).toUpperCase()));
  if (findings.length === 0) return { state: "ok", title: TITLE, text: "keine Warnung und kein Fehler" };
  return {
    state: "problem",
    title: TITLE,
    text:
      `${findings.length} ${findings.length === 1 ? "Befund" : "Befunde"}: ` +
      findings.map((lint) => `${lint.level} ${lint.name ?? lint.title}: ${lint.detail ?? ""}`.trim()).join("; "),
    fix: "beheben (Dashboard → Advisors → Security Advisor zeigt je Befund die Abhilfe)",
  };
}

/**
 * Runs the advisor; without SUPABASE_DB_URL the CLI itself knows whether a project is linked (and says so if not).
 */
export async function checkAdvisors({ rootDir, dbUrl }: { rootDir: string; dbUrl?: string }): Promise<Result> {
  const run = await runCommand(
    path.join(rootDir, "node_modules", ".bin", "supabase"),
    [
      "db",
      "advisors",
      dbUrl ? `--remote=${dbUrl}` : "--remote",
      "--yes",
      "--type",
      "security",
      "--level",
      "warn",
      "--output-format",
      "json",
      "--workdir",
      rootDir,
    ],
    { cwd: rootDir, env: { SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" } },
  );
  return advisorResult(run);
}
