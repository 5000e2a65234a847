// The site's own launch check (`npm run check:launch`: placeholders left in the owner configuration) as one line.
import { runCommand } from "./command.ts";
import type { Result } from "./report.ts";

const TITLE = "check:launch";

export async function checkLaunch({ rootDir }: { rootDir: string }): Promise<Result> {
  const run = await runCommand("npm", ["run", "--silent", "check:launch"], { cwd: rootDir });
  if (run.code === 0) return { state: "ok", title: TITLE, text: "keine Platzhalter mehr in den Inhaberdaten" };
  if (run.code === null) {
    return { state: "unchecked", title: TITLE, text: `nicht startbar (${run.error})`, fix: "npm install" };
  }
  const first = `${run.stdout}\n${run.stderr}`.split("\n").find((line) => line.trim()) ?? `Exit-Code ${run.code}`;
  return {
    state: "problem",
    title: TITLE,
    text: first.replace(/^check:launch:\s*/, "").replace(/:$/, ""),
    fix: "npm run check:launch zeigt jede Stelle; die Werte in supabase/functions/_shared/owner.ts und src/content/owner-site.ts ersetzen",
  };
}
