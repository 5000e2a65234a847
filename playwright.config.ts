import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tools/chromium.ts";

export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: "de-DE",
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    trace: "off",
  },
  webServer: {
    command: `node --import tsx tools/serve.ts --port ${SITE_PORT}`,
    url: `http://127.0.0.1:${SITE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
