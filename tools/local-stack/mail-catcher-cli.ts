// `npm run stack -- mail-catcher`: the local stand-in for Resend's HTTP API (./mail-catcher.ts) on its own, for a Docker
// stack (`supabase start` + `supabase functions serve`) whose Edge Function sends mail with
// RESEND_BASE_URL=http://host.docker.internal:54339. The Docker-free stack starts the catcher itself and does not need
// this command.
//
//   npm run stack -- mail-catcher [--port 54339] [--host 127.0.0.1]
//
// Port and address also come from MAIL_CATCHER_PORT and MAIL_CATCHER_HOST. The default port is not 54324: that one
// belongs to the Mailpit of `supabase start`. Caught mails are kept in .local/mail-catcher/state.json (ignored), so a
// restart keeps them and their idempotency keys. Runs in the foreground until Ctrl+C.
import path from "node:path";
import { parseArgs } from "node:util";
import { localDir } from "./config.ts";
import { startMailCatcher } from "./mail-catcher.ts";

const DEFAULT_MAIL_CATCHER_PORT = 54339;

/**
 * The catcher's settings from the command line, else the environment, else the defaults.
 */
function options(argv: string[], env: Record<string, string | undefined>) {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: "string" }, host: { type: "string" }, "state-file": { type: "string" } },
    strict: true,
  });
  const portText = values.port ?? env.MAIL_CATCHER_PORT ?? String(DEFAULT_MAIL_CATCHER_PORT);
  if (!/^\d+$/.test(portText) || Number(portText) < 1 || Number(portText) > 65535) {
    throw new Error(`--port ${portText} is not a port number`);
  }
  return {
    port: Number(portText),
    host: values.host ?? env.MAIL_CATCHER_HOST ?? "127.0.0.1",
    stateFile: values["state-file"] ?? path.join(localDir, "mail-catcher", "state.json"),
  };
}

let settings;
try {
  settings = options(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`mail-catcher: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

const log = (...args: unknown[]) => console.log("[mail-catcher]", ...args);
let catcher;
try {
  catcher = await startMailCatcher({ ...settings, log });
} catch (error) {
  console.error(
    `mail-catcher: cannot listen on ${settings.host}:${settings.port}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
log(
  `Resend stand-in on ${catcher.url} (RESEND_BASE_URL); caught mails: ${catcher.url}/ (JSON: ${catcher.url}/api/emails)`,
);
log(`state: ${settings.stateFile}; Ctrl+C stops`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await catcher.stop();
    log("stopped");
    process.exit(0);
  });
}
