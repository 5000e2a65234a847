// Runs a command of the repository's own tools and hands back its exit code and output, whatever the code.
import { spawn } from "node:child_process";

/**
 * @typedef {{ code: number | null, stdout: string, stderr: string, error?: string }} CommandResult
 *   code null: the command could not be started (error says why)
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string> }} options env: added to this process's environment
 * @returns {Promise<CommandResult>}
 */
export function runCommand(command, args, { cwd, env = {} }) {
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
