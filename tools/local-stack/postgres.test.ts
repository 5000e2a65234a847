// Clusters moved out of a private checkout (run as root) are cleared away once their checkout is gone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pruneMovedClusters } from "./postgres.ts";

let root: string;
let base: string;

/** a moved cluster under `base`: the folder it was made from (none: not named) and a postmaster.pid (none: stopped) */
function movedCluster(id: string, { origin, pid }: { origin?: string; pid?: number }) {
  const dir = path.join(base, id);
  fs.mkdirSync(path.join(dir, "pgdata"), { recursive: true });
  fs.writeFileSync(path.join(dir, "pgdata", "PG_VERSION"), "15\n");
  if (origin !== undefined) fs.writeFileSync(path.join(dir, "origin"), `${origin}\n`);
  if (pid !== undefined) fs.writeFileSync(path.join(dir, "pgdata", "postmaster.pid"), `${pid}\n/data\n`);
}

const remaining = () => fs.readdirSync(base).sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "moved-clusters-"));
  base = path.join(root, "local-stack");
  fs.mkdirSync(base);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("pruneMovedClusters", () => {
  it("deletes a stopped cluster whose checkout is gone and keeps the others", () => {
    const checkout = path.join(root, "checkout", ".local");
    fs.mkdirSync(checkout, { recursive: true });
    const gone = path.join(root, "deleted-clone", ".local");
    // a process that has ended: its pid is free
    const ended = spawnSync("true").pid;

    movedCluster("kept-checkout", { origin: checkout });
    movedCluster("gone", { origin: gone });
    movedCluster("gone-stopped", { origin: gone, pid: ended });
    movedCluster("gone-running", { origin: gone, pid: process.pid });
    movedCluster("unnamed", {});

    pruneMovedClusters(base);

    expect(remaining()).toEqual(["gone-running", "kept-checkout", "unnamed"]);
  });

  it("does nothing when no cluster was ever moved", () => {
    expect(() => pruneMovedClusters(path.join(root, "never-made"))).not.toThrow();
  });
});
