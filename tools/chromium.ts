// Debian's Chromium and the flags every headless run of this project uses (the end-to-end suite, the benchmarks, the
// Lighthouse audit): Playwright's own browser download is never used, and the browser makes no calls of its own
// (updates, sync, QUIC probes) that would add noise to a measurement.
import { execSync } from "node:child_process";

/** The browser binary: CHROME_PATH, or Debian's `chromium` on the PATH. */
const chromiumPath = process.env.CHROME_PATH || execSync("command -v chromium", { encoding: "utf8" }).trim();

/** Flags for a quiet headless run (lhci adds --headless=new itself, so it takes these without `--headless`). */
const quietChromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launch options for Playwright's `chromium.launch`. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: ["--headless", ...quietChromiumFlags] };
