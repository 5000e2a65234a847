// A migrated cluster kept on disk, so that a new local cluster is a copy of it instead of a fresh initdb,
// bootstrap and migration run (the spam model's seed alone trains for about half a minute of CPU).
//
// One template, under .local/template: its pgdata, stopped cleanly, and a file with the key it was built for. It is
// built again when the key changes (the caller hashes everything that goes into it) or when it is an hour old, so
// that what counts from the time of the migration (the client keys' age) stays as young as in a fresh run.
// A lock directory keeps two processes from building it at once, or from copying it while it is rebuilt.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { localDir } from "./config.ts";
import { alive, Cluster } from "./postgres.ts";

const maxAgeMs = 60 * 60 * 1000;

/**
 * Runs `task` while holding the lock directory `lockDir`. A lock left by a process that died is taken over.
 */
async function withLock<T>(lockDir: string, task: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner = 0;
      try {
        owner = Number(fs.readFileSync(path.join(lockDir, "pid"), "utf8"));
      } catch {
        // its owner has not written its pid yet, or has just let go
      }
      if (owner && !alive(owner)) fs.rmSync(lockDir, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    fs.writeFileSync(path.join(lockDir, "pid"), String(process.pid));
    return await task();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Makes `cluster` (not initialized yet) a copy of the template for `key`. When there is none, or it is stale,
 * `build` makes it first, on a running cluster of its own on `port`.
 *   root: where the template lives (default .local/template)
 */
export async function copyTemplate(
  cluster: Cluster,
  {
    key,
    port,
    build,
    log,
    root = path.join(localDir, "template"),
  }: {
    key: string;
    port: number;
    build: (template: Cluster) => Promise<void>;
    log: (line: string) => void;
    root?: string;
  },
) {
  const keyFile = path.join(root, "key");
  await withLock(`${root}.lock`, async () => {
    const template = new Cluster({ dir: path.join(root, "pgdata"), port, ephemeral: true });
    const fresh =
      template.initialized &&
      fs.existsSync(keyFile) &&
      fs.readFileSync(keyFile, "utf8") === key &&
      Date.now() - fs.statSync(keyFile).mtimeMs < maxAgeMs;
    if (!fresh) {
      log(`[db] building the migrated template cluster in ${root}`);
      fs.rmSync(keyFile, { force: true });
      await template.stop().catch(() => {}); // a build cut short may have left it running
      fs.rmSync(path.dirname(template.dir), { recursive: true, force: true });
      await template.init();
      await template.start();
      try {
        await build(template);
      } finally {
        await template.stop();
      }
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(keyFile, key);
    }
    await cluster.initFrom(template.dir);
  });
}
