/**
 * The launch report: every owner value that is still a placeholder or still the example the site ships with.
 * `npm run check:launch` prints it and fails while it is not empty; every build prints it as warnings.
 */
import { launchProblems, owner, type OwnerConfig } from "../../supabase/functions/_shared/owner.ts";
import { exampleProblems } from "./examples.ts";

export const OWNER_CONFIG_FILE = "supabase/functions/_shared/owner.ts";

/** The report's lines, or null when nothing is left to fill in. */
export function launchReport(config: OwnerConfig = owner): string | null {
  const problems = [...launchProblems(config), ...exampleProblems(config)];
  if (problems.length === 0) return null;
  return [
    `${problems.length} Platzhalter oder Beispielwerte in ${OWNER_CONFIG_FILE} sind noch nicht ersetzt (Impressum, Datenschutz, WhatsApp, Videos, Name, Domain, E-Mail):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}
