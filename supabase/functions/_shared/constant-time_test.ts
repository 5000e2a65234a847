import assert from "node:assert/strict";
import { secretsMatch } from "./constant-time.ts";

Deno.test("secretsMatch accepts only the exact secret", async () => {
  assert.equal(await secretsMatch("s3cret-value", "s3cret-value"), true);
  assert.equal(await secretsMatch("s3cret-valuE", "s3cret-value"), false);
  assert.equal(await secretsMatch("s3cret", "s3cret-value"), false);
  assert.equal(await secretsMatch("", "s3cret-value"), false);
  assert.equal(await secretsMatch(null, "s3cret-value"), false);
  assert.equal(await secretsMatch("anything", ""), false);
});
