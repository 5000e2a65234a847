// Starts one ephemeral local stack (free ports, temp data dir) for the contract tests and hands its addresses and
// keys to the tests through provide/inject (see ./stack.ts). Tests run in workers and cannot call the stack object,
// so a small control server lets them stop and start components: POST <controlUrl>/components/<name>/stop|start.
import type { TestProject } from "vitest/node";
import { startStack } from "../../tools/local-stack/index.ts";
import { serveStackControl } from "../../tools/local-stack/control.ts";
import { applySuiteSettings } from "../../tools/local-stack/suite-settings.ts";

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
  await applySuiteSettings(stack.dbUrl);
  const control = await serveStackControl(stack);
  project.provide("stack", {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    mailUrl: stack.mailUrl,
    functionsUrl: stack.functionsUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    components: stack.components(),
    controlUrl: control.url,
  });
  return async () => {
    try {
      await control.close();
    } finally {
      await stack.stop();
    }
  };
}
