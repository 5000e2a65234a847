import { defineConfig } from "@playwright/test";
import { execSync } from "node:child_process";

/** Debian's chromium; Playwright's own browser download is never used. */
const executablePath = process.env.CHROME_PATH || execSync("command -v chromium", { encoding: "utf8" }).trim();

export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: "de-DE",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  webServer: {
    command: `node tools/serve.mjs --port ${SITE_PORT}`,
    url: `http://127.0.0.1:${SITE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
