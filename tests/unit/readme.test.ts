// @vitest-environment node
// The README stays true to the repository: it names exactly the two set-up commands (both run scripts of
// package.json), every npm script, every dependency with the reason it is there, and every relative link in it and in
// docs/ leads to a file (and heading) that exists. package.json is read here, never copied: a script or dependency
// added there fails this test until the README names it. Decisions live in docs/decisions/, one record each, all
// listed in that folder's index; no tool writes into the README.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/** Markdown without its fenced code blocks (links and headings inside them are not links and headings). */
const withoutCode = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");

/** The anchors GitHub gives the headings of a Markdown file (`## Going live` → `going-live`, repeats get `-1`…). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, title] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = title!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every Markdown file under a folder of the repository, as repository paths. */
function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

/** The relative link targets (`path`, `path#anchor` or `#anchor`) of the Markdown links in a file. */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** Why a relative link of the file at `from` does not resolve, or undefined when it does. */
function brokenLink(from: string, target: string): string | undefined {
  const [path = "", anchor] = target.split("#");
  const file = path === "" ? join(root, from) : resolve(root, dirname(from), decodeURI(path));
  if (!file.startsWith(root) || !existsSync(file)) return `${from}: ${target} (no such file)`;
  if (anchor === undefined || !file.endsWith(".md")) return undefined;
  return anchors(readFileSync(file, "utf8")).has(decodeURIComponent(anchor).toLowerCase())
    ? undefined
    : `${from}: ${target} (no heading "#${anchor}" in ${relative(root, file)})`;
}

/** The package a README command runs: `npm test`, `npm run x` and `npm start` by name, `bash file` by what it runs. */
function scriptRunBy(command: string): string | undefined {
  const npm = /^npm (?:run )?([\w:-]+)$/.exec(command);
  if (npm) return npm[1]! in pkg.scripts ? npm[1] : undefined;
  const shell = /^(?:bash|sh) ([\w./-]+)$/.exec(command);
  if (!shell || !existsSync(join(root, shell[1]!))) return undefined;
  const body = read(shell[1]!);
  return Object.keys(pkg.scripts).find(
    (name) => new RegExp(`npm (?:run )?${escape(name)}\\b`).test(body) || body.includes(pkg.scripts[name]!),
  );
}

describe("README", () => {
  it("names exactly the two set-up commands, the start command and npm test, both scripts of package.json", () => {
    const block = /```sh\n([\s\S]*?)```/.exec(section("The two commands"));
    expect(block, 'a sh code block under "The two commands"').not.toBeNull();
    const commands = block![1]!
      .split("\n")
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter(Boolean);
    expect(commands).toHaveLength(2);
    expect(commands.map(scriptRunBy), commands.join(", ")).toEqual(["start", "test"]);
  });

  it("mentions every npm script of package.json", () => {
    const names = Object.keys(pkg.scripts);
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter((name) => !new RegExp(`npm (?:run )?${escape(name)}(?![\\w:-])`).test(readme));
    expect(missing, "npm scripts the README does not mention").toEqual([]);
  });

  it("names every dependency and devDependency with why it is there", () => {
    // Items read `- name, name: reason; name: reason.`; a scope wildcard (`@types/*`) stands for its packages.
    const items = section("Dependencies")
      .split(/\n(?=- )/)
      .filter((item) => item.startsWith("- "))
      .map((item) => item.slice(2).replace(/\s*\n\s*/g, " "));
    const reasons = new Map<string, string>();
    for (const item of items) {
      for (const [, names, reason] of item.matchAll(/(?:^|; )((?:[@\w./*-]+, )*[@\w./*-]+): ([^;]+)/g)) {
        for (const name of names!.split(", ")) reasons.set(name, reason!.trim());
      }
    }
    const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
    const unexplained = names.filter((name) => {
      const reason = reasons.get(name) ?? (name.startsWith("@") ? reasons.get(`${name.split("/")[0]}/*`) : undefined);
      return reason === undefined || reason.split(/\s+/).length < 2;
    });
    expect(unexplained, 'dependencies without a `name: reason` line under "Dependencies"').toEqual([]);
  });

  it("links to the decision records, the content decisions and the API contract", () => {
    const links = relativeLinks(readme);
    expect(links).toContain("docs/decisions/README.md");
    expect(links).toContain("docs/content-decisions.md");
    expect(links).toContain("docs/sending-a-lead-from-a-script.md");
  });

  it("is written by hand: no tool writes into it", () => {
    expect(readme).not.toMatch(/<!--\s*(?:lighthouse|generated|auto)/i);
    // the audit and the benchmarks write their reports to reports/ and .lighthouseci/, both ignored by git.
    expect(read(".gitignore").split("\n")).toEqual(expect.arrayContaining(["reports/", ".lighthouseci/"]));
  });
});

describe("links", () => {
  const files = ["README.md", ...markdownFiles("docs")];

  it("every relative link in README.md and docs/**/*.md leads to a file, and an anchor to a heading there", () => {
    const broken = files.flatMap((file) =>
      relativeLinks(read(file)).flatMap((target) => brokenLink(file, target) ?? []),
    );
    expect(broken).toEqual([]);
  });

  it("every record, appendix or doc a doc names in code (`2026-11-22-name.md`, `../x.md`) exists", () => {
    const named = /`((?:\.\.\/|[\w-]+\/)+[\w-]+\.md|\d{4}-\d{2}-\d{2}-[\w-]+\.md|appendix-[\w-]+\.md)`/g;
    const missing = files.flatMap((file) =>
      [...read(file).matchAll(named)]
        .map((match) => match[1]!)
        .filter((path) => !existsSync(resolve(root, dirname(file), path)) && !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("decision records", () => {
  const files = readdirSync(join(root, decisionsDir)).filter((file) => file !== "README.md");
  const records = files.filter((file) => !file.startsWith("appendix-"));
  const index = read(`${decisionsDir}/README.md`);

  it("are named YYYY-MM-DD-short-name.md (appendices appendix-topic.md) and each listed once in the index", () => {
    expect(records.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^(?:\d{4}-\d{2}-\d{2}|appendix)-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
      expect(index.split(`](${file})`).length - 1, `${file} in the index`).toBe(1);
    }
  });

  it("have a title and a date", () => {
    for (const record of records) {
      const text = read(`${decisionsDir}/${record}`);
      expect(text, record).toMatch(/^# \S/);
      expect(text, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}\b/m);
    }
  });
});
