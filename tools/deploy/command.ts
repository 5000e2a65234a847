// Runs a command of the repository's own tools and hands back its exit code and output, whatever the code.
import { spawn } from "node:child_process";

/** code null: the command could not be started (error says why). */
export type CommandResult = { code: number | null; stdout: string; stderr: string; error?: string };

/**
 * options.env is added to this process's environment.
 */
export function runCommand(
  command: string,
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => resolve({ code: null, stdout, stderr, error: error.message }));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
