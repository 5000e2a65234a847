// @vitest-environment node
// `npm run stack -- mail-catcher` for real: the CLI starts the Resend stand-in on its own, catches a mail sent the way the
// resend SDK sends it, keeps it in its state file across a restart, stops on SIGTERM, and refuses a bad port.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, tsxArgs } from "./config.ts";

const cli = path.resolve("tools/local-stack/mail-catcher-cli.ts");
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-catcher-cli-"));
const stateFile = path.join(stateDir, "state.json");
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  fs.rmSync(stateDir, { recursive: true, force: true });
});

/** Starts the CLI and resolves once it prints its address (or rejects with its output when it exits first). */
function startCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, tsxArgs(cli, "--state-file", stateFile, ...args), {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /Resend stand-in on (http:\/\/\S+) /.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

const sendMail = (url: string, subject: string) =>
  fetch(`${url}/emails`, {
    method: "POST",
    headers: {
      authorization: "Bearer re_local_catcher",
      "content-type": "application/json",
      "idempotency-key": `cli-${subject}`,
    },
    body: JSON.stringify({
      from: "KI Marketing Studio <kontakt@example.de>",
      to: ["erika@example.de"],
      subject,
      text: "Hallo",
    }),
  });

const caught = async (url: string) =>
  ((await (await fetch(`${url}/api/emails`)).json()) as { data: { subject: string }[] }).data.map(
    (mail) => mail.subject,
  );

describe("npm run stack -- mail-catcher", () => {
  it("catches mail on the port it is given, keeps it over a restart and stops on SIGTERM", async () => {
    const port = await freePort();
    const first = startCli(["--port", String(port)]);
    const url = await first.ready;
    expect(url).toBe(`http://127.0.0.1:${port}`);

    const response = await sendMail(url, "Erste");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: expect.any(String) });
    expect(await caught(url)).toEqual(["Erste"]);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("stopped");
    await expect(fetch(`${url}/api/emails`)).rejects.toThrow();

    const second = startCli([], { MAIL_CATCHER_PORT: String(port) });
    expect(await second.ready).toBe(url);
    expect(await caught(url)).toEqual(["Erste"]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("refuses a port that is not a number", async () => {
    const bad = startCli(["--port", "mail"]);
    await expect(bad.ready).rejects.toThrow(/exited with 2: .*--port mail is not a port number/);
  });

  it("says so when the port is taken", async () => {
    const port = await freePort();
    const holder = startCli(["--port", String(port)]);
    await holder.ready;
    const clash = startCli(["--port", String(port)]);
    await expect(clash.ready).rejects.toThrow(/exited with 1: .*cannot listen on 127\.0\.0\.1:\d+/);
    holder.child.kill("SIGTERM");
    await holder.exited;
  });
});
