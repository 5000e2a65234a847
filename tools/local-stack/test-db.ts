// `npm run test:db`: throwaway clusters on free ports (bootstrap + migrations through the Supabase CLI), then
// pg_prove over supabase/tests/*.sql. Exit code 0 when every pg_prove passed. Extra arguments are passed to pg_prove
// (e.g. `npm run test:db -- supabase/tests/02_contact_submissions_limits.sql` runs that file alone). The helpers in
// supabase/tests/helpers/*.sql (schema `tests`: acting as an API client, solving a contact challenge, storing a lead
// as the owner does, setting up the mail path) are installed first; the test files roll back their own changes, the
// helpers stay for all of them.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { rootDir } from "./config.ts";
import { startStack } from "./index.ts";

import type { Stack } from "./index.ts";

const extra = process.argv.slice(2);
const testDir = path.join(rootDir, "supabase", "tests");
const helperDir = path.join(testDir, "helpers");

// The spam model's file trains the model five times on most of the corpus and takes about as long as all the other
// files together. It runs in a cluster of its own beside them, so the suite takes about as long as the longer part
// (figures: the record docs/decisions/2026-11-27-test-loop-time.md). Files that share a cluster run one after another:
// they change the same settings rows.
const ownCluster = ["23_spam_text_model.sql"];

const allFiles = fs
  .readdirSync(testDir)
  .filter((name) => name.endsWith(".sql"))
  .sort();
// named files run as given, in one cluster
const groups = extra.some((arg) => arg.endsWith(".sql"))
  ? [extra]
  : [allFiles.filter((name) => !ownCluster.includes(name)), ownCluster.filter((name) => allFiles.includes(name))]
      .filter((group) => group.length > 0)
      .map((group) => [...group.map((name) => path.join("supabase", "tests", name)), ...extra]);

const stacks: Stack[] = [];
// Ctrl-C must not leave a throwaway cluster running
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => Promise.allSettled(stacks.map((stack) => stack.stop())).finally(() => process.exit(130)));
}

/**
 * pg_prove with these arguments in a throwaway cluster with the helpers installed. Its output goes to the terminal
 * while it runs, or, when `streamed` is false, comes back with the exit code (so two runs' lines do not mix).
 */
async function prove(args: string[], streamed: boolean): Promise<{ code: number; output: string }> {
  const stack = await startStack({ ephemeral: true, components: ["db"], log: () => {} });
  stacks.push(stack);
  try {
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      for (const name of fs
        .readdirSync(helperDir)
        .filter((file) => file.endsWith(".sql"))
        .sort()) {
        await db.query(fs.readFileSync(path.join(helperDir, name), "utf8"));
      }
    } finally {
      await db.end();
    }
    const url = new URL(stack.dbUrl);
    return await new Promise((resolve, reject) => {
      const child = spawn(
        "pg_prove",
        [
          "--host",
          url.hostname,
          "--port",
          url.port,
          "--username",
          "postgres",
          "--dbname",
          "postgres",
          "--ext",
          ".sql",
          "--failures",
          ...args,
        ],
        {
          cwd: rootDir,
          stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
          // client_min_messages=error keeps NOTICE/WARNING lines of triggers out of the TAP output
          env: { ...process.env, PGPASSWORD: "postgres", PGOPTIONS: "-c client_min_messages=error" },
        },
      );
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", reject);
      child.on("close", (exitCode) => resolve({ code: exitCode ?? 1, output }));
    });
  } finally {
    await stack.stop();
  }
}

const results = await Promise.all(groups.map((args, index) => prove(args, index === 0)));
for (const { output } of results.slice(1)) process.stdout.write(output);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
