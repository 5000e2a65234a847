// @vitest-environment node
// The README stays short and true to the repository: under 200 lines, the two commands, every npm script in its
// table, every dependency named with its reason, every linked file present. Decisions live in docs/decisions/, one
// record each, all listed in that folder's index; no tool writes into the README.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const readme = read("README.md");
const pkg = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const decisionsDir = "docs/decisions";

/** The text of one `## ` section of the README, without its heading. */
function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const body = readme.slice(start + heading.length + 5);
  const next = body.indexOf("\n## ");
  return next === -1 ? body : body.slice(0, next);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Relative link targets of the Markdown links in `text`, without anchors. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split("#")[0]!)
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target));
}

describe("README", () => {
  it("is under 200 lines", () => {
    expect(readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0)).toBeLessThan(200);
  });

  it("names the two commands", () => {
    const commands = section("The two commands");
    expect(commands).toMatch(/^bash start\.sh\s/m);
    expect(commands).toMatch(/^npm test\s/m);
  });

  it("lists every npm script in its table, one row each", () => {
    const rows = section("Scripts")
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) => line.split(" | ")[0]!);
    for (const name of Object.keys(pkg.scripts)) {
      const command = new RegExp(`npm (?:run )?${escape(name)}(?![\\w:-])`);
      expect(rows.filter((cell) => command.test(cell)), `npm script "${name}"`).toHaveLength(1);
    }
  });

  it("says why each runtime and dev dependency is there", () => {
    const dependencies = section("Dependencies");
    const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
    for (const name of names) {
      const scope = name.startsWith("@") ? name.slice(0, name.indexOf("/")) : "";
      const named = new RegExp(`(?:^|[\\s,(])(?:${escape(name)}${scope ? `|${escape(scope)}/\\*` : ""})(?=[\\s,:;)])`, "m");
      expect(dependencies, `dependency "${name}"`).toMatch(named);
    }
  });

  it("links only to files that exist, among them the decision records and the content decisions", () => {
    const links = relativeLinks(readme);
    for (const target of links) expect(existsSync(join(root, target)), target).toBe(true);
    expect(links).toContain("docs/decisions/README.md");
    expect(links).toContain("docs/content-decisions.md");
    expect(links).toContain("docs/sending-a-lead-from-a-script.md");
  });

  it("is written by hand: no tool writes into it", () => {
    expect(readme).not.toMatch(/<!--\s*lighthouse:/);
    // `npm run audit` (Lighthouse CI) writes its reports to reports/lhci and .lighthouseci, both ignored by git.
    expect(read("tools/audit/lhci.mjs")).not.toMatch(/writeFile/);
    expect(read("lighthouserc.cjs")).toMatch(/outputDir: "reports\//);
    expect(read(".gitignore").split("\n")).toEqual(expect.arrayContaining(["reports/", ".lighthouseci/"]));
  });
});

describe("decision records", () => {
  const records = readdirSync(join(root, decisionsDir)).filter((file) => file !== "README.md");
  const index = read(`${decisionsDir}/README.md`);

  it("are named YYYY-MM-DD-short-name.md and each listed once in the index", () => {
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
      expect(index.split(`](${record})`).length - 1, `${record} in the index`).toBe(1);
    }
  });

  it("have a title and a date, and every record or doc they name exists", () => {
    for (const record of records) {
      const text = read(`${decisionsDir}/${record}`);
      expect(text, record).toMatch(/^# \S/);
      expect(text, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}\./m);
      for (const named of text.matchAll(/(?:\.\.\/)?[\w-]+\.md\b/g)) {
        const path = named[0].startsWith("../") ? join("docs", named[0].slice(3)) : join(decisionsDir, named[0]);
        if (/^\d{4}-\d{2}-\d{2}-|^\.\.\//.test(named[0])) expect(existsSync(join(root, path)), `${record}: ${named[0]}`).toBe(true);
      }
    }
    for (const target of relativeLinks(index)) expect(existsSync(join(root, decisionsDir, target)), target).toBe(true);
  });
});
