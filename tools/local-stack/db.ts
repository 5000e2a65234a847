// Component "db": the private PostgreSQL 15 cluster, the platform bootstrap (first start only), the project's
// migrations through the real Supabase CLI (every start: pending ones only) and supabase/seed.sql (first start only).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Cluster } from "./postgres.ts";
import { migrationUp } from "./supabase-cli.ts";

import type { Component, StackContext } from "./components.ts";

const bootstrapFile = fileURLToPath(new URL("./platform/bootstrap.sql", import.meta.url));

/**
 * Bootstraps a fresh database and applies migrations (and the seed when fresh). Returns true when it was fresh.
 */
async function prepareDatabase(
  cluster: Cluster,
  { rootDir, log = () => {} }: { rootDir: string; log?: (...args: unknown[]) => void },
): Promise<boolean> {
  const marker = path.join(path.dirname(cluster.dir), "bootstrapped");
  const fresh = !fs.existsSync(marker);
  if (fresh) {
    log("[db] applying platform bootstrap (stand-in for the hosted platform)");
    await cluster.psqlFile(bootstrapFile);
    fs.writeFileSync(marker, new Date().toISOString());
  }
  const { stdout, stderr } = await migrationUp(cluster.url + "?sslmode=disable");
  const summary = `${stdout}\n${stderr}`.split("\n").filter((line) => /Applying|up to date|Finished/i.test(line));
  log(`[db] supabase migration up: ${summary.join(" | ").trim() || "done"}`);
  const seed = path.join(rootDir, "supabase", "seed.sql");
  if (fresh && fs.existsSync(seed)) {
    log("[db] applying supabase/seed.sql");
    await cluster.psqlFile(seed);
  }
  return fresh;
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
      ctx.log(`[db] initdb ${cluster.dir}`);
      await cluster.init();
    }
    await cluster.start();
    ctx.log(`[db] PostgreSQL 15 on port ${ctx.ports.db}`);
    try {
      await prepareDatabase(cluster, ctx);
    } catch (error) {
      await cluster.stop().catch(() => {});
      throw error;
    }
    return { stop: () => cluster.stop() };
  },
} satisfies Component;
