// `npm run test:db`: a throwaway cluster on free ports (a copy of the migrated template), then pg_prove over
// supabase/tests/*.sql. Exit code 0 when every file passed. Extra arguments are passed to pg_prove
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

// Every file runs in one cluster, one after another: they change the same settings rows.
const files = extra.some((arg) => arg.endsWith(".sql"))
  ? extra
  : [
      ...fs
        .readdirSync(testDir)
        .filter((name) => name.endsWith(".sql"))
        .sort()
        .map((name) => path.join("supabase", "tests", name)),
      ...extra,
    ];

let stack: Stack | undefined;
// Ctrl-C must not leave the throwaway cluster running
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => Promise.allSettled([stack?.stop()]).finally(() => process.exit(130)));
}

/** pg_prove with these arguments in a throwaway cluster with the helpers installed; resolves with its exit code. */
async function prove(args: string[]): Promise<number> {
  stack = await startStack({ ephemeral: true, components: ["db"], log: () => {} });
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
          stdio: "inherit",
          // client_min_messages=error keeps NOTICE/WARNING lines of triggers out of the TAP output
          env: { ...process.env, PGPASSWORD: "postgres", PGOPTIONS: "-c client_min_messages=error" },
        },
      );
      child.on("error", reject);
      child.on("close", (exitCode) => resolve(exitCode ?? 1));
    });
  } finally {
    await stack.stop();
  }
}

process.exit(await prove(files));
