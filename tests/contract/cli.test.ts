// The start command's lifecycle on free ports and a temp data dir: start (twice), data survives stop/start,
// status, stop, reset.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../../tools/local-stack/config.ts";
import { pidFile } from "../../tools/local-stack/functions.ts";
import { Cluster } from "../../tools/local-stack/postgres.ts";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-stack-cli-"));
const ports = await freePorts();
const env = {
  ...process.env,
  LOCAL_STACK_DIR: dataDir,
  LOCAL_API_PORT: String(ports.api),
  LOCAL_DB_PORT: String(ports.db),
  LOCAL_MAIL_PORT: String(ports.mail),
  LOCAL_FUNCTIONS_PORT: String(ports.functions),
};
const cli = (command: string) =>
  run(process.execPath, ["--import", "tsx", "tools/local-stack/cli.ts", command], { env, timeout: 170_000 });
const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Running, and not a zombie waiting for a parent that will never reap it (a container's init may not). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

async function query(text: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await cli("reset").catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run stack", () => {
  it("starts, is idempotent, keeps data over stop/start, stops and resets", async () => {
    const first = await cli("start");
    expect(first.stdout).toContain(`API URL: http://127.0.0.1:${ports.api}`);
    expect(first.stdout).toContain(`DB URL: ${dbUrl}`);
    expect(first.stdout).toContain(`Mail catcher: http://127.0.0.1:${ports.mail}`);
    const pid = JSON.parse(fs.readFileSync(path.join(dataDir, "state.json"), "utf8")).pid;

    const second = await cli("start");
    expect(second.stdout).toContain("is running");
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "state.json"), "utf8")).pid).toBe(pid);

    const health = await fetch(`http://127.0.0.1:${ports.api}/health`);
    expect(health.status).toBe(200);
    await query("create table public.cli_survives (note text); insert into public.cli_survives values ('kept')");

    expect((await cli("stop")).stdout).toContain("stopped");
    await expect(fetch(`http://127.0.0.1:${ports.api}/health`)).rejects.toThrow();
    await expect(cli("status")).rejects.toMatchObject({ code: 3 });

    await cli("start");
    expect(await query("select note from public.cli_survives")).toEqual([{ note: "kept" }]);
    expect((await cli("status")).stdout).toContain("is running");

    expect((await cli("reset")).stdout).toContain("deleted");
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
  }, 170_000);

  it("a Postgres restart right after start leaves the stack running; stop leaves no function process", async () => {
    await cli("start");
    const pid = JSON.parse(fs.readFileSync(path.join(dataDir, "state.json"), "utf8")).pid as number;
    const functionPids = JSON.parse(fs.readFileSync(pidFile(dataDir), "utf8")) as number[];
    expect(functionPids.length).toBeGreaterThan(0);

    const cluster = new Cluster({ dir: path.join(dataDir, "db", "pgdata"), port: ports.db });
    await cluster.stop();
    await cluster.start();
    await sleep(12_000); // idle pool connections notice the restart within this time

    expect(alive(pid)).toBe(true);
    expect((await cli("status")).stdout).toContain("is running");
    expect((await fetch(`http://127.0.0.1:${ports.api}/health`)).status).toBe(200);
    // and mail still flows: an insert reaches the mail catcher
    await query(`insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
                 values ('frau', 'Nach Neustart', 'restart@example.de', 'fragen', 'Eine Frage nach dem Neustart.', true)`);
    let mails: { to: string[] }[] = [];
    for (let i = 0; i < 100 && mails.length < 2; i++) {
      await sleep(100);
      const { data } = (await (await fetch(`http://127.0.0.1:${ports.mail}/api/emails`)).json()) as {
        data: { to: string[] }[];
      };
      mails = data;
    }
    expect(mails).toHaveLength(2);

    await cli("stop");
    expect(alive(pid)).toBe(false);
    for (const functionPid of functionPids) expect(alive(functionPid)).toBe(false);
  }, 170_000);

  it("stop ends function processes a crashed stack left behind", async () => {
    await cli("start");
    const pid = JSON.parse(fs.readFileSync(path.join(dataDir, "state.json"), "utf8")).pid as number;
    const functionPids = JSON.parse(fs.readFileSync(pidFile(dataDir), "utf8")) as number[];
    process.kill(pid, "SIGKILL"); // no cleanup at all
    await sleep(500);
    expect(functionPids.every(alive)).toBe(true);
    expect((await cli("stop")).stdout).toContain("function process");
    await sleep(200);
    for (const functionPid of functionPids) expect(alive(functionPid)).toBe(false);
  }, 170_000);
});
