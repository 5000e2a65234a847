// Types for the parts of ./postgres.mjs that TypeScript tests use.
export const pgBinDir: string;
export const superuser: { user: string; password: string };
export function run(
  command: string,
  args: string[],
  options?: { asPostgres?: boolean; env?: Record<string, string>; input?: string; cwd?: string },
): Promise<{ stdout: string; stderr: string }>;
