// Component "gateway": the Kong + PostgREST stand-in on the API port.
import { corsOrigins } from "../config.ts";
import { startGateway } from "./server.ts";
import type { Component, StackContext } from "../components.ts";

export default {
  name: "gateway",
  async start(ctx: StackContext) {
    const gateway = await startGateway({
      port: ctx.ports.api,
      dbUrl: ctx.dbUrl,
      functionsUrl: ctx.functionsUrl,
      corsOrigins: corsOrigins(),
      rootDir: ctx.rootDir,
      log: (...args) => ctx.log("[gateway]", ...args),
    });
    ctx.log(`[gateway] ${gateway.url} (REST /rest/v1, functions /functions/v1 -> ${ctx.functionsUrl})`);
    return gateway;
  },
} satisfies Component;
