// `npm run check:launch`: exits 1 and lists every placeholder and shipped example value of the owner configuration;
// exits 0 when none is left.
import { launchReport } from "./report.ts";

const report = launchReport();
if (report) {
  console.error(`check:launch: nicht startklar. ${report}`);
  // the exit code is what CI, check:deploy and the owner check
  process.exit(1);
}
console.log("check:launch: alle Angaben des Inhabers sind gesetzt.");
