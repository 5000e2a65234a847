/**
 * The launch report: every owner value that is still a placeholder. `npm run check:launch` prints it and fails while
 * it is not empty; every build prints it as warnings.
 */
import { launchProblems, type OwnerConfig } from "../../supabase/functions/_shared/owner.ts";

export const OWNER_CONFIG_FILE = "supabase/functions/_shared/owner.ts";

/** The report's lines, or null when nothing is left to fill in. */
export function launchReport(config?: OwnerConfig): string | null {
  const problems = launchProblems(config);
  if (problems.length === 0) return null;
  return [
    `${problems.length} Platzhalter in ${OWNER_CONFIG_FILE} sind noch nicht ersetzt (Impressum, Datenschutz, WhatsApp, Videos):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}
