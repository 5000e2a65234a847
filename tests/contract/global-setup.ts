// Starts one ephemeral local stack (free ports, temp data dir) for the contract tests and hands its addresses and
// keys to the tests through provide/inject (see ./stack.ts). Tests run in workers and cannot call the stack object,
// so a small control server lets them stop and start components: POST <controlUrl>/components/<name>/stop|start.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startStack } from "../../tools/local-stack/index.mjs";

export interface ContractStack {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  functionsUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  components: string[];
  controlUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: ContractStack;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack({ ephemeral: true, log: () => {} });
  const control = http.createServer((req, res) => {
    const match = /^\/components\/([\w-]+)\/(stop|start)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    const [, name, action] = match as unknown as [string, string, "stop" | "start"];
    (action === "stop" ? stack.stopComponent(name) : stack.startComponent(name)).then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;
  project.provide("stack", {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    mailUrl: stack.mailUrl,
    functionsUrl: stack.functionsUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    components: stack.components(),
    controlUrl: `http://127.0.0.1:${port}`,
  });
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await stack.stop();
  };
}
