// `npm run bench -- <name> [args]`: runs one benchmark of this folder with its arguments; without a name, lists them.
// Each benchmark's head comment says what it measures and which arguments it takes.
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The benchmarks, by the name `npm run bench -- <name>` takes. */
const benchmarks: Record<string, string> = {
  gateway: "insert throughput and latency through the gateway (--n 500 --c 10 [--role anon|service_role])",
  flood: "the intake under a flood from one client while another sends real leads ([--c 10])",
  "measure-burst":
    "a burst of leads through the mail path at a provider's rate limit ([leads=30] [limit per second=2])",
  "solve-time": "proof-of-work solve time in throttled Chromium per difficulty level (needs the e2e build)",
  botnet: "200 addresses flooding the form while real leads come every 5 s (needs the build; about 17 minutes)",
  "real-load": "real page loads on slow 4G at 4× CPU slowdown, cold and warm, first and return visit",
};

const [name, ...args] = process.argv.slice(2);
const file = name && Object.hasOwn(benchmarks, name) ? path.join(import.meta.dirname, `${name}.ts`) : undefined;
if (!file) {
  if (name) console.error(`No benchmark "${name}".`);
  console.error("Usage: npm run bench -- <name> [args]\n");
  for (const [known, what] of Object.entries(benchmarks)) console.error(`  ${known.padEnd(14)} ${what}`);
  process.exit(name ? 2 : 0);
}
// The benchmark reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0]!, file, ...args];
await import(pathToFileURL(file).href);
