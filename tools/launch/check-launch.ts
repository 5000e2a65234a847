// `npm run check:launch`: exits 1 and lists every placeholder and shipped example value of the owner configuration;
// exits 0 when none is left.
import { launchReport } from "./report.ts";

const report = launchReport();
if (report) {
  console.error(`check:launch: nicht startklar. ${report}`);
  // Run by Deno (it reads TypeScript directly); the exit code is what CI and the owner check.
  (globalThis as unknown as { Deno: { exit(code: number): never } }).Deno.exit(1);
}
console.log("check:launch: alle Angaben des Inhabers sind gesetzt.");
