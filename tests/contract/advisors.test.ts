// The Supabase advisors (`supabase db advisors`) against the migrated local database.
import { describe, expect, it } from "vitest";
import { advisors } from "../../tools/local-stack/supabase-cli.ts";
import { stack } from "./stack";

const url = `${stack.dbUrl}?sslmode=disable`;

interface Lint {
  name: string;
  level: string;
  detail: string;
  metadata?: { name?: string; schema?: string };
}

/** The lints the CLI prints as JSON (it prints "No issues found" instead when there are none). */
async function lints(args: string[]): Promise<Lint[]> {
  const { stdout } = await advisors(url, args);
  const start = stdout.indexOf("[");
  return start === -1 ? [] : (JSON.parse(stdout.slice(start)) as Lint[]);
}

describe("supabase db advisors", () => {
  it("reports no issues at the default level (warn and error), security and performance", async () => {
    const { stdout, stderr } = await advisors(url, ["--type", "all", "--fail-on", "warn"]);
    expect(`${stdout}\n${stderr}`).toContain("No issues found");
  });

  it("reports no security lint at all, even at level info, for the contact form's schema", async () => {
    const found = await lints(["--type", "security", "--level", "info"]);
    const ours = found.filter((lint) =>
      /contact_submissions|private/.test(`${lint.detail} ${lint.metadata?.name} ${lint.metadata?.schema}`),
    );
    expect(ours).toEqual([]);
  });
});
