/**
 * The launch report: every owner value that is still a placeholder, still the example or unconfirmed default the site
 * ships with, or missing although another value needs it, listed under the file that holds it
 * (supabase/functions/_shared/owner.ts or src/content/owner-site.ts).
 * `npm run check:launch` prints it and fails while it is not empty; every build prints it as warnings.
 */
import { owner as sharedOwner } from "#shared/owner.ts";
import { owner, type OwnerConfig } from "../../src/content/owner-site.ts";
import { dependentValueProblems } from "./dependent-values.ts";
import { exampleProblems } from "./examples.ts";
import { placeholderProblems, type LaunchProblem } from "./placeholders.ts";

const SHARED_FILE = "supabase/functions/_shared/owner.ts (Website und Mails):";
const SITE_FILE = "src/content/owner-site.ts (nur Website):";

/** Whether the shared owner values have the dotted key (`identity.city`); every other key is the site's. */
function isShared(key: string): boolean {
  let node: unknown = sharedOwner;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The report's lines, or null when nothing is left to fill in. */
export function launchReport(config: OwnerConfig = owner): string | null {
  const problems = [...placeholderProblems(config), ...dependentValueProblems(config), ...exampleProblems(config)];
  if (problems.length === 0) return null;
  const groups = [
    { heading: SHARED_FILE, problems: problems.filter((problem) => isShared(problem.key)) },
    { heading: SITE_FILE, problems: problems.filter((problem) => !isShared(problem.key)) },
  ];
  const line = ({ key, problem }: LaunchProblem) => `    - ${key}: ${problem}`;
  return [
    `${problems.length} Platzhalter oder Beispielwerte in den Angaben des Inhabers sind noch nicht ersetzt oder bestätigt (Impressum, Datenschutz, WhatsApp, Videos, Name, Domain, E-Mail, Angebote, Umsatzsteuer, Bilder):`,
    ...groups
      .filter((group) => group.problems.length > 0)
      .flatMap((group) => [`  ${group.heading}`, ...group.problems.map(line)]),
  ].join("\n");
}
