import assert from "node:assert/strict";
import { renderSqlRules, SQL_RULES_MIGRATION } from "../sql-rules.ts";

Deno.test("the generated migration with the shared rules is current", async () => {
  const committed = await Deno.readTextFile(new URL(`../../../${SQL_RULES_MIGRATION}`, import.meta.url));
  assert.ok(
    committed === renderSqlRules(),
    `${SQL_RULES_MIGRATION} is stale: run npx deno run --allow-read --allow-write supabase/functions/sql-rules.ts`,
  );
});
