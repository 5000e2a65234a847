/**
 * Owner values that another value makes necessary: the tags of a configured tag manager (the privacy texts must name
 * what it loads), the tool or designer behind the illustrations, and the texts the offers print beside a price.
 */
import type { OwnerConfig, TagManagerTag } from "../../src/content/owner-site.ts";
import type { LaunchProblem } from "./placeholders.ts";

const tagFields: (keyof TagManagerTag)[] = ["name", "provider", "purpose", "cookies", "retention", "category"];

const blank = (value: string) => value.trim() === "";

/** Each value that is missing although the configuration needs it; empty when none is. */
export function dependentValueProblems(config: OwnerConfig): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const { containerId, tags } = config.tagManager;
  if (!blank(containerId) && tags.length === 0) {
    problems.push({
      key: "tagManager.tags",
      problem: `empty while the container ${containerId} is set; name every tag it fires (name, provider, purpose, cookies, retention, category), so the Cookie Policy and the Datenschutz can list them`,
    });
  }
  tags.forEach((tag, index) => {
    for (const field of tagFields) {
      if (blank(String(tag[field] ?? "")))
        problems.push({ key: `tagManager.tags.${index}.${field}`, problem: "empty; the privacy texts print it" });
    }
  });
  if (config.illustrations.origin !== "self" && blank(config.illustrations.detail)) {
    problems.push({
      key: "illustrations.detail",
      problem: `empty while the origin is "${config.illustrations.origin}"; name the tool and its licence, or who made them`,
    });
  }
  if (blank(config.offers.viralTerm))
    problems.push({ key: "offers.viralTerm", problem: "empty; /preise prints Viral's term" });
  for (const [slug, scope] of Object.entries(config.offers.singleServiceScopes)) {
    if (blank(scope))
      problems.push({
        key: `offers.singleServiceScopes.${slug}`,
        problem: "empty; every single price states what it buys",
      });
  }
  return problems;
}
