// The committed supabase/functions/_shared/database.types.ts must be what `supabase gen types` prints for the migrated database.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseTypes, typesFile } from "../../tools/local-stack/types.ts";
import { stack } from "./stack";

describe("generated database types", () => {
  it("supabase/functions/_shared/database.types.ts is up to date (else run npm run db:types)", async () => {
    const expected = await databaseTypes(stack.dbUrl);
    expect(
      fs.readFileSync(typesFile, "utf8"),
      "supabase/functions/_shared/database.types.ts is stale: run npm run db:types",
    ).toBe(expected);
  });
});
