import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderSpamSeed, SPAM_SEED_MIGRATION } from "./spam-seed.ts";

const rootDir = fileURLToPath(new URL("..", import.meta.url));

describe("the seed of the spam text model", () => {
  it("is current with the corpus", () => {
    const committed = fs.readFileSync(path.join(rootDir, SPAM_SEED_MIGRATION), "utf8");
    expect(committed === renderSpamSeed(), `${SPAM_SEED_MIGRATION} is stale: run npx tsx tools/spam-seed.ts`).toBe(
      true,
    );
  });

  it("keeps every text on one line, quotes and backslashes escaped", () => {
    const sql = renderSpamSeed({
      inquiries: [{ id: "i1", name: "O'Brien", nachricht: "Zeile 1\nC:\\Pfad\t'zitiert'" }],
      spam: [],
    });
    expect(sql).toContain(String.raw`('ham', E'i1', E'O''Brien', E'Zeile 1\nC:\\Pfad\t''zitiert''')`);
  });
});
