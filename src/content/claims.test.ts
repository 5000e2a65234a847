// Every percentage the site or a mail prints needs a basis the owner can show (§ 5 UWG). The one list of them is the
// table "Prozentangaben" in docs/content-decisions.md: each row quotes a claim word for word and names its basis.
// This test renders the texts (content modules, blog posts, the automatic reply) and fails on a percentage that lies
// outside every quoted claim, and on a quoted claim that no text prints any more.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formatStat } from "~/components/home/counter";
import { stats } from "./home/stats";
import { blogTexts, contentTexts, mailTexts, type SourceText } from "../../tests/copy-rules/source-texts";

const root = join(__dirname, "..", "..");

/** A number followed by a percent sign or the word "Prozent", with an optional sign before it. */
const percentage = /[+−-]?\d+(?:[.,]\d+)?[\s\u00a0\u202f]?(?:%|Prozent\b)/g;

/** Spaces as a reader sees them: no-break and narrow spaces count as spaces. */
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

type Claim = { text: string; basis: string };

/** The quoted claims of the table "Prozentangaben" (first column, in backticks) with their basis (third column). */
function documentedClaims(): Claim[] {
  const doc = readFileSync(join(root, "docs", "content-decisions.md"), "utf8");
  const start = doc.indexOf("\n### Prozentangaben");
  if (start < 0) throw new Error("docs/content-decisions.md has no section „Prozentangaben“");
  const table: string[] = [];
  for (const line of doc.slice(start).split("\n").slice(1)) {
    if (line.startsWith("|")) table.push(line);
    else if (table.length > 0) break;
  }
  return table.slice(2).flatMap((row) => {
    const cells = row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    const basis = cells[2] ?? "";
    return [...(cells[0] ?? "").matchAll(/`([^`]+)`/g)].map((match) => ({ text: normalise(match[1]!), basis }));
  });
}

type Text = SourceText;

/** The home counters as the page prints them. */
function statTexts(): Text[] {
  return stats.map((stat) => ({
    where: "src/content/home/stats.ts",
    text: `${stat.prefix ? `${stat.prefix} ` : ""}${formatStat(stat.target, stat.format)} ${stat.label}`,
  }));
}

/** Percentages that JSX writes after an expression ("{value} %"), which no content module shows. */
function componentTexts(): Text[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return [...files(join(root, "src", "components")), ...files(join(root, "src", "routes"))].flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(/\}[\s\u00a0]?(?:%|Prozent)[^<`"'\n]*</g)].map((match) => ({
      where: relative(root, path),
      text: `0 ${match[0]}`,
    })),
  );
}

async function allTexts(): Promise<Text[]> {
  const texts = [...contentTexts(), ...blogTexts(), ...statTexts(), ...(await mailTexts()), ...componentTexts()];
  return texts.map(({ where, text }) => ({ where, text: normalise(text) }));
}

/** Whether the percentage at `index` lies inside an occurrence of one of the claims. */
function covered(text: string, index: number, length: number, claims: Claim[]): boolean {
  return claims.some(({ text: claim }) => {
    for (let at = text.indexOf(claim); at >= 0; at = text.indexOf(claim, at + 1)) {
      if (at <= index && index + length <= at + claim.length) return true;
    }
    return false;
  });
}

describe("percentage claims have a documented basis", () => {
  const claims = documentedClaims();
  let texts: Text[] = [];
  beforeAll(async () => {
    texts = await allTexts();
  });

  it("the table lists claims, each with a percentage and a basis", () => {
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.text, claim.text).toMatch(percentage);
      expect(claim.basis.length, claim.text).toBeGreaterThan(10);
    }
  });

  it("every percentage a page, a blog post or a mail prints lies inside a documented claim", () => {
    const undocumented: string[] = [];
    for (const { where, text } of texts) {
      for (const match of text.matchAll(percentage)) {
        if (covered(text, match.index, match[0].length, claims)) continue;
        undocumented.push(
          `${where}: «${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}»`,
        );
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("every documented claim still appears, so the table lists no claim the site no longer makes", () => {
    expect(texts.some(({ where }) => where === "mails/prospect-reply.ts")).toBe(true);
    const printed = texts.map(({ text }) => text).join("\n");
    expect(claims.filter((claim) => !printed.includes(claim.text)).map((claim) => claim.text)).toEqual([]);
  });

  it("finds what it is meant to find", () => {
    const sample = normalise("Sie sparen bis zu 90\u00a0% und 12 Prozent, Korrekturen bis zu 50\u00a0%.");
    const found = [...sample.matchAll(percentage)].map((m) => m[0]);
    expect(found).toEqual(["90 %", "12 Prozent", "50 %"]);
    const only = [{ text: "bis zu 50 %", basis: "AGB § 7" }];
    expect(found.map((figure) => covered(sample, sample.indexOf(figure), figure.length, only))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
