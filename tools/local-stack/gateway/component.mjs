// Component "gateway": the Kong + PostgREST stand-in on the API port.
import { corsOrigins } from "../config.mjs";
import { startGateway } from "./server.mjs";

/** @type {import("../components.mjs").Component} */
export default {
  name: "gateway",
  async start(ctx) {
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
};
