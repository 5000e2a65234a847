// The private PostgreSQL 15 cluster of the local stack: initdb, start, stop, status.
// initdb refuses to run as root, so when we are root every server binary runs as the `postgres` OS user.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const pgBinDir = process.env.PG_BIN_DIR || "/usr/lib/postgresql/15/bin";
const superuser = { user: "postgres", password: "postgres" };

/** the file in the data directory, included by postgresql.conf, that holds a cluster's own settings */
const ownSettingsFile = "local-stack.conf";

const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

export type Output = { stdout: string; stderr: string };

/**
 * Runs a command (as the postgres OS user when we are root) and resolves with its output; rejects on failure with an
 * Error that carries the output as well.
 *   input: written to the command's stdin; env: added to this process's environment
 */
export function run(
  command: string,
  args: string[],
  {
    asPostgres = false,
    env = {},
    input,
    cwd,
  }: { asPostgres?: boolean; env?: Record<string, string>; input?: string; cwd?: string } = {},
): Promise<Output> {
  const [bin, argv] =
    asPostgres && runningAsRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, {
      // The postgres OS user may not be allowed into the project directory: start it somewhere it can be.
      cwd: cwd ?? (asPostgres && runningAsRoot ? "/" : undefined),
      env: { ...process.env, ...env },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    // stdout and stderr are pipes (never null); stdin is one when there is input.
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    if (input !== undefined) child.stdin?.end(input);
    child.on("error", reject);
    // "exit", not "close": the postmaster started by pg_ctl may inherit the pipes and keep them open.
    child.on("exit", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else {
        const message = `${path.basename(command)} ${args.join(" ")} exited with ${code}\n${stderr || stdout}`;
        reject(Object.assign(new Error(message), { stdout, stderr }));
      }
    });
  });
}

const pg = (name: string) => path.join(pgBinDir, name);

/** True while a process with this pid runs and we may signal it. */
export function alive(pid: number | undefined) {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `dir` if it exists, or else its nearest existing ancestor */
function nearestExisting(dir: string) {
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  return existing;
}

/**
 * True when the postgres OS user can reach `dir` (or, if it does not exist yet, its nearest existing ancestor).
 */
function postgresCanReach(dir: string) {
  return spawnSync("runuser", ["-u", "postgres", "--", "test", "-x", nearestExisting(dir)]).status === 0;
}

/** The pid of a postmaster running for the data directory `dataDir` (line 1 of postmaster.pid), or null. */
function runningPostmaster(dataDir: string) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** where clusters of checkouts out of the postgres OS user's reach live (see clusterDir) */
const movedClustersDir = "/var/lib/postgresql/local-stack";

/** the file beside a moved cluster that names the folder of the checkout it was made for */
const originFile = "origin";

/**
 * Where a cluster's files live. As root, the server runs as the postgres OS user, which must be able to reach them;
 * a project checked out under a private directory (/root, a 0700 temporary directory) is out of its reach, so the
 * cluster then lives under /var/lib/postgresql/local-stack/<hash of the requested path>/ instead: stable, so the
 * data survives restarts, and `reset` deletes it with the rest.
 */
export function clusterDir(requested: string): string {
  if (!runningAsRoot || postgresCanReach(path.dirname(path.dirname(requested)))) return requested;
  const id = createHash("sha256").update(path.resolve(requested)).digest("hex").slice(0, 12);
  return path.join(movedClustersDir, id, "pgdata");
}

/**
 * A moved cluster (see clusterDir) outlives its checkout: deleting a private clone leaves its clusters behind, the
 * template alone 148 MB. Each moved cluster names the folder it was made from (the nearest existing folder of the
 * path asked for: the checkout's `.local`, or the checkout); one whose folder is gone and whose server is not running
 * is deleted. One that names nothing (made before they were named) is kept.
 */
export function pruneMovedClusters(base = movedClustersDir) {
  let ids: string[];
  try {
    ids = fs.readdirSync(base);
  } catch {
    return;
  }
  for (const id of ids) {
    const dir = path.join(base, id);
    let origin: string;
    try {
      origin = fs.readFileSync(path.join(dir, originFile), "utf8").trim();
    } catch {
      continue;
    }
    if (!origin || fs.existsSync(origin) || runningPostmaster(path.join(dir, "pgdata"))) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export class Cluster {
  /** PGDATA */
  readonly dir: string;
  /** the path asked for */
  private readonly requested: string;
  /** whether `dir` lies elsewhere than the path asked for (see clusterDir) */
  private readonly moved: boolean;
  readonly port: number;
  readonly ephemeral: boolean;
  readonly logFile: string;

  constructor({ dir, port, ephemeral = false }: { dir: string; port: number; ephemeral?: boolean }) {
    this.requested = path.resolve(dir);
    this.dir = clusterDir(dir);
    this.moved = this.dir !== dir;
    this.port = port;
    this.ephemeral = ephemeral;
    this.logFile = path.join(path.dirname(this.dir), "postgres.log");
  }

  get url() {
    return `postgresql://${superuser.user}:${superuser.password}@127.0.0.1:${this.port}/postgres`;
  }

  get initialized() {
    return fs.existsSync(path.join(this.dir, "PG_VERSION"));
  }

  async init() {
    // The directories above the cluster's own must stay traversable for the postgres OS user.
    fs.mkdirSync(path.dirname(path.dirname(this.dir)), { recursive: true, mode: 0o755 });
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    this.nameIfMoved();
    const pwFile = path.join(path.dirname(this.dir), ".pwfile");
    fs.writeFileSync(pwFile, `${superuser.password}\n`, { mode: 0o600 });
    if (runningAsRoot) {
      await run("chown", ["-R", "postgres:postgres", path.dirname(this.dir)]);
    }
    try {
      await run(
        pg("initdb"),
        [
          "-D",
          this.dir,
          "-U",
          superuser.user,
          "--pwfile",
          pwFile,
          "--auth-local=trust",
          "--auth-host=scram-sha-256",
          "-E",
          "UTF8",
          "--locale=C.UTF-8",
          "--no-instructions",
        ],
        { asPostgres: true },
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    const settings = [
      "# local-stack settings (see tools/local-stack/postgres.ts)",
      "listen_addresses = '127.0.0.1'",
      "shared_preload_libraries = 'pg_cron'",
      "cron.database_name = 'postgres'",
      "cron.use_background_workers = on",
      "max_worker_processes = 16",
      "max_connections = 100",
      "timezone = 'UTC'",
      "log_min_messages = warning",
      `include = '${ownSettingsFile}'`,
    ];
    fs.appendFileSync(path.join(this.dir, "postgresql.conf"), `\n${settings.join("\n")}\n`);
    await this.writeOwnSettings();
  }

  /**
   * A copy of another cluster's stopped data directory, with this cluster's own settings. The copy keeps the
   * other's owner (the postgres OS user when we are root).
   */
  async initFrom(template: string) {
    fs.mkdirSync(path.dirname(path.dirname(this.dir)), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.dirname(this.dir), { recursive: true, mode: 0o755 });
    if (runningAsRoot) await run("chown", ["postgres:postgres", path.dirname(this.dir)]);
    this.nameIfMoved();
    // copied under another name first: a copy cut short must not look like a cluster
    const partial = `${this.dir}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    await run("cp", ["-a", template, partial]);
    fs.renameSync(partial, this.dir);
    await this.writeOwnSettings();
  }

  /**
   * A moved cluster names the folder it was made from, and a new one clears away those whose folder is gone
   * (pruneMovedClusters).
   */
  private nameIfMoved() {
    if (!this.moved) return;
    fs.writeFileSync(path.join(path.dirname(this.dir), originFile), `${nearestExisting(this.requested)}\n`);
    pruneMovedClusters();
  }

  /**
   * The settings that differ from cluster to cluster, in a file of their own so that a copied cluster can take
   * its own: the socket directory, and no waiting for the disk in a throwaway cluster.
   */
  private async writeOwnSettings() {
    const file = path.join(this.dir, ownSettingsFile);
    const settings = [
      `unix_socket_directories = '${this.dir}'`,
      ...(this.ephemeral ? ["fsync = off", "synchronous_commit = off", "full_page_writes = off"] : []),
    ];
    fs.writeFileSync(file, `${settings.join("\n")}\n`, { mode: 0o600 });
    if (runningAsRoot) await run("chown", ["postgres:postgres", file]);
  }

  /** The pid of a running postmaster for this data dir, or null. */
  runningPid() {
    return runningPostmaster(this.dir);
  }

  /** Port of the running postmaster (line 4 of postmaster.pid), or null. */
  runningPort() {
    try {
      return Number(fs.readFileSync(path.join(this.dir, "postmaster.pid"), "utf8").split("\n")[3]);
    } catch {
      return null;
    }
  }

  async start() {
    if (this.runningPid()) {
      if (this.runningPort() === this.port) return;
      await this.stop();
    }
    if (runningAsRoot) {
      fs.closeSync(fs.openSync(this.logFile, "a"));
      await run("chown", ["postgres", this.logFile]);
    }
    await run(pg("pg_ctl"), ["-D", this.dir, "-l", this.logFile, "-w", "-t", "60", "-o", `-p ${this.port}`, "start"], {
      asPostgres: true,
    }).catch((error) => {
      const tail = fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, "utf8").split("\n").slice(-15) : [];
      throw new Error(`${error.message}\n--- ${this.logFile} ---\n${tail.join("\n")}`);
    });
  }

  async stop() {
    if (!this.runningPid()) return;
    await run(pg("pg_ctl"), ["-D", this.dir, "-m", "fast", "-w", "-t", "60", "stop"], { asPostgres: true });
  }

  /**
   * Runs a SQL file with psql as the superuser; ON_ERROR_STOP makes the first error fatal.
   */
  async psqlFile(file: string) {
    return run(pg("psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", this.url, "-f", file]);
  }
}
