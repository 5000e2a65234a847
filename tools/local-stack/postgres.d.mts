// Types for the parts of ./postgres.mjs that TypeScript tests use.
export const pgBinDir: string;
export const superuser: { user: string; password: string };
export function run(
  command: string,
  args: string[],
  options?: { asPostgres?: boolean; env?: Record<string, string>; input?: string; cwd?: string },
): Promise<{ stdout: string; stderr: string }>;

/** The private PostgreSQL 15 cluster of the local stack (see postgres.mjs). */
export class Cluster {
  constructor(options: { dir: string; port: number; ephemeral?: boolean });
  readonly dir: string;
  readonly port: number;
  readonly url: string;
  readonly initialized: boolean;
  init(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  runningPid(): number | null;
}
export function clusterDir(requested: string): string;
