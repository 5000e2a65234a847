// Component "db": the private PostgreSQL 15 cluster, the platform bootstrap, the project's migrations through the real
// Supabase CLI and supabase/seed.sql. A new cluster is a copy of a migrated template (./template.ts), built the same
// way once and again whenever any of those inputs changes; every start then applies the migrations still pending.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Cluster, pgBinDir, run } from "./postgres.ts";
import { migrationUp, supabaseVersion } from "./supabase-cli.ts";
import { copyTemplate } from "./template.ts";

import type { Component, StackContext } from "./components.ts";

const bootstrapFile = fileURLToPath(new URL("./platform/bootstrap.sql", import.meta.url));

/** Applies the migrations still pending with the Supabase CLI. */
async function migrate(cluster: Cluster, log: (line: string) => void) {
  const { stdout, stderr } = await migrationUp(cluster.url + "?sslmode=disable");
  const summary = `${stdout}\n${stderr}`.split("\n").filter((line) => /Applying|up to date|Finished/i.test(line));
  log(`[db] supabase migration up: ${summary.join(" | ").trim() || "done"}`);
}

/** The platform bootstrap, the migrations and the seed, on a running fresh cluster. */
async function build(cluster: Cluster, rootDir: string, log: (line: string) => void) {
  log("[db] applying platform bootstrap (stand-in for the hosted platform)");
  await cluster.psqlFile(bootstrapFile);
  await migrate(cluster, log);
  const seed = path.join(rootDir, "supabase", "seed.sql");
  if (fs.existsSync(seed)) {
    log("[db] applying supabase/seed.sql");
    await cluster.psqlFile(seed);
  }
}

/**
 * A hash of everything a migrated cluster is made from: the server's version, the Supabase CLI's, the code that
 * builds it and the SQL it runs.
 */
async function templateKey(rootDir: string) {
  const hash = createHash("sha256");
  hash.update((await run(path.join(pgBinDir, "postgres"), ["--version"])).stdout);
  hash.update(supabaseVersion());
  const migrations = path.join(rootDir, "supabase", "migrations");
  const files = [
    ...["db.ts", "postgres.ts", "template.ts", "supabase-cli.ts"].map((name) =>
      fileURLToPath(new URL(`./${name}`, import.meta.url)),
    ),
    bootstrapFile,
    path.join(rootDir, "supabase", "seed.sql"),
    ...fs
      .readdirSync(migrations)
      .sort()
      .map((name) => path.join(migrations, name)),
  ];
  for (const file of files) {
    hash.update(`\0${path.relative(rootDir, file)}\0`);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export default {
  name: "db",
  async start(ctx: StackContext) {
    const cluster = new Cluster({
      dir: path.join(ctx.dataDir, "db", "pgdata"),
      port: ctx.ports.db,
      ephemeral: ctx.ephemeral,
    });
    if (!cluster.initialized) {
      ctx.log(`[db] ${cluster.dir}: a copy of the migrated template`);
      await copyTemplate(cluster, {
        key: await templateKey(ctx.rootDir),
        port: ctx.ports.db,
        build: (template) => build(template, ctx.rootDir, ctx.log),
        log: ctx.log,
      });
    }
    await cluster.start();
    ctx.log(`[db] PostgreSQL 15 on port ${ctx.ports.db}`);
    try {
      await migrate(cluster, ctx.log);
    } catch (error) {
      await cluster.stop().catch(() => {});
      throw error;
    }
    return { stop: () => cluster.stop() };
  },
} satisfies Component;
