// Kept apart from vite.config.ts so the React Router plugin does not run under Vitest.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    setupFiles: ["./tests/setup-vitest.ts"],
    include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "tools/**/*.test.{ts,mjs}"],
    exclude: ["node_modules", "build", "supabase/functions/**"],
  },
});
