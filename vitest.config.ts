// Kept apart from vite.config.ts so the React Router plugin does not run under Vitest.
// Two projects: a DOM (jsdom, Testing Library) costs about two seconds per test file, so only the files that render
// components or touch window, document or storage get one; every other file runs in plain Node. A test that needs a
// DOM and runs in Node fails loudly (`document is not defined`): add it to domTests.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const domTests = [
  "src/**/*.test.tsx",
  "tests/unit/**/*.test.tsx",
  "src/lib/consent.test.ts",
  "src/lib/tag-manager.test.ts",
  "src/components/consent/tagManagerGate.test.ts",
];
const exclude = ["node_modules/**", "build/**", "supabase/functions/**"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // `npm test` runs this suite beside the contract suite: a test that takes 1–2 s alone may take several then.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          setupFiles: ["./tests/setup-vitest.ts"],
          include: domTests,
          exclude,
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts", "tools/**/*.test.{ts,mjs}"],
          exclude: [...exclude, ...domTests],
        },
      },
    ],
  },
});
