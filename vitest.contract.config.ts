// Contract tests: supabase-js and plain HTTP against an ephemeral local stack (tests/contract/global-setup.ts).
// Node environment. The files of one project run one after another because they share one stack, its database and
// its abuse limits. `npm run test:contract` (tools/test/contract.sh) runs the two projects side by side, each in its
// own process with its own stack.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/** The mail path: trigger, pg_net, function, mail API, retries and the owner's alarms. */
const mail = ["delivery", "delivery-input", "delivery-resilience", "function-answers", "check-deploy"].map(
  (name) => `tests/contract/${name}.test.ts`,
);

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    globalSetup: ["./tests/contract/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "mail", include: mail } },
      // the intake as visitors and scripts reach it, the owner's tools, the schema and the local stack itself
      { extends: true, test: { name: "intake", include: ["tests/contract/**/*.test.ts"], exclude: mail } },
    ],
  },
});
