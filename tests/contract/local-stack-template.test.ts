// The migrated template of the local stack (tools/local-stack/template.ts): built once per key, copied for every
// new cluster, built again when the key changes or it is an hour old, built once when two clusters start at once,
// and a copy is a cluster of its own. Small clusters in a temp dir; `build` stands in for bootstrap and migrations.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../../tools/local-stack/config.ts";
import { Cluster } from "../../tools/local-stack/postgres.ts";
import { copyTemplate } from "../../tools/local-stack/template.ts";

const base = fs.mkdtempSync(path.join(os.tmpdir(), "local-stack-template-"));
fs.chmodSync(base, 0o755);
const root = path.join(base, "template");
const running: Cluster[] = [];
let builds = 0;

afterAll(async () => {
  await Promise.allSettled(running.map((cluster) => cluster.stop()));
  fs.rmSync(base, { recursive: true, force: true });
});

async function query(cluster: Cluster, text: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** A new cluster made from the template for `key`, started. */
async function copy(name: string, key = "one") {
  const { db: port } = await freePorts();
  const cluster = new Cluster({ dir: path.join(base, name, "pgdata"), port, ephemeral: true });
  await copyTemplate(cluster, {
    root,
    key,
    port,
    log: () => {},
    build: async (template) => {
      builds += 1;
      await query(template, `create table built as select ${builds} as build, '${key}'::text as key`);
    },
  });
  running.push(cluster);
  await cluster.start();
  return cluster;
}

describe("the migrated template", () => {
  it("is built once for a key, and every cluster is a copy of its own", async () => {
    const first = await copy("first");
    const second = await copy("second");
    expect(builds).toBe(1);
    expect(await query(first, "select * from built")).toEqual([{ build: 1, key: "one" }]);
    await query(first, "insert into built values (99, 'first only')");
    expect(await query(second, "select * from built")).toEqual([{ build: 1, key: "one" }]);
    // each copy answers on its own socket, not on the template's
    expect((await query(second, "show unix_socket_directories"))[0].unix_socket_directories).toBe(second.dir);
  });

  it("is built again for a new key, and when it is an hour old", async () => {
    expect(await query(await copy("third", "two"), "select * from built")).toEqual([{ build: 2, key: "two" }]);
    const keyFile = path.join(root, "key");
    const old = new Date(Date.now() - 61 * 60 * 1000);
    fs.utimesSync(keyFile, old, old);
    expect(await query(await copy("fourth", "two"), "select * from built")).toEqual([{ build: 3, key: "two" }]);
  });

  it("is built once when two clusters start at once, and a lock left by a dead process does not stop it", async () => {
    fs.mkdirSync(`${root}.lock`);
    fs.writeFileSync(path.join(`${root}.lock`, "pid"), "2147483647");
    const [fifth, sixth] = await Promise.all([copy("fifth", "three"), copy("sixth", "three")]);
    expect(builds).toBe(4);
    expect(await query(fifth, "select key from built")).toEqual([{ key: "three" }]);
    expect(await query(sixth, "select key from built")).toEqual([{ key: "three" }]);
  });
});
