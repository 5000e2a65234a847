// Builds the site against the local stack, starts the stack in the background and serves the site in the foreground.
// Ctrl+C stops the web server; the stack keeps its data and is stopped with `npm run stack -- stop`.
import { execFileSync, spawnSync } from "node:child_process";
import { tsxArgs } from "./local-stack/config.ts";
import { createSiteServer } from "./serve.ts";

const sitePort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321);

/**
 * Runs a command in the foreground; exits with its status when it fails.
 * @param env added to this process's environment
 */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

console.log("▸ Starting the local Supabase stand-in …");
run(process.execPath, tsxArgs("tools/local-stack/cli.ts", "start"));

console.log("▸ Building the prerendered site against it …");
run("npm", ["run", "--silent", "build"], { VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}` });

const status = execFileSync(process.execPath, tsxArgs("tools/local-stack/cli.ts", "status"), { encoding: "utf8" });
createSiteServer("build/client").listen(sitePort, "127.0.0.1", () => {
  console.log(`\n${status.trim()}\n`);
  console.log(`  Website:  http://localhost:${sitePort}/`);
  console.log(`\nCtrl+C stops the website; \`npm run stack -- stop\` stops the backend.`);
});
