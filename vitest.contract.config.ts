// Contract tests: supabase-js and plain HTTP against an ephemeral local stack (tests/contract/global-setup.ts).
// Node environment; files run one after another because they share one database and its abuse limits.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/contract/**/*.test.ts"],
    globalSetup: ["./tests/contract/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
