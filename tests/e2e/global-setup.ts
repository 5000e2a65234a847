import { existsSync } from "node:fs";

/** The built site must exist; the e2e suite tests what production serves. */
export default async function globalSetup() {
  if (!existsSync("build/client/index.html")) {
    throw new Error("No build found: run `npm run build` before the end-to-end tests.");
  }
}
