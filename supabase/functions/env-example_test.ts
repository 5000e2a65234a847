import assert from "node:assert/strict";
import { readMailConfig, REQUIRED_MAIL_ENV } from "./contact-autoreply/config.ts";

// supabase/functions/.env.example is what a developer with Docker copies for `supabase functions serve`: it must name
// every variable the function reads, give the required ones a local value, and point Resend at the mail catcher.

const read = (relative: string) => Deno.readTextFile(new URL(relative, import.meta.url));

/** name -> value (null when the line is commented out) for every NAME=value line, commented or not. */
async function exampleEntries(): Promise<Map<string, string | null>> {
  const entries = new Map<string, string | null>();
  for (const line of (await read("./.env.example")).split("\n")) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) entries.set(match[2], match[1] ? null : match[3]);
  }
  return entries;
}

/** Every source file (not tests) under supabase/functions, as [path, text]. */
async function sources(dir = new URL("./", import.meta.url)): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) found.push(...(await sources(url)));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith("_test.ts") && entry.name !== "test-doubles.ts") {
      found.push([url.pathname, await Deno.readTextFile(url)]);
    }
  }
  return found;
}

/** The names the function reads: through readMailConfig (recorded) and the direct env("…") calls of index.ts. */
async function variablesRead(): Promise<Set<string>> {
  const names = new Set<string>();
  readMailConfig((name) => {
    names.add(name);
    return "set";
  });
  for (const match of (await read("./contact-autoreply/index.ts")).matchAll(/\benv\("([A-Z][A-Z0-9_]*)"\)/g)) {
    names.add(match[1]);
  }
  return names;
}

Deno.test("the environment is read in one place only (index.ts)", async () => {
  const readers = (await sources()).filter(([, text]) => text.includes("Deno.env")).map(([path]) => path);
  assert.deepEqual(readers.map((path) => path.split("/supabase/functions/")[1]), ["contact-autoreply/index.ts"]);
});

Deno.test(".env.example names every variable the function reads, and nothing else", async () => {
  const read = await variablesRead();
  assert.ok(read.has("SUPABASE_URL") && read.has("CONTACT_AUTOREPLY_SECRET") && read.has("AUTOREPLY_SUBJECT"));
  assert.deepEqual([...(await exampleEntries()).keys()].sort(), [...read].sort());
});

Deno.test(".env.example gives the required variables a local value and uses the mail catcher", async () => {
  const entries = await exampleEntries();
  for (const name of [...REQUIRED_MAIL_ENV, "CONTACT_AUTOREPLY_SECRET", "RESEND_BASE_URL"]) {
    assert.ok(entries.get(name), `${name} has a value`);
  }
  // names starting with SUPABASE_ come from the runtime; `supabase functions serve` skips them in an env file
  assert.equal(entries.get("SUPABASE_URL"), null);
  assert.equal(entries.get("SUPABASE_SERVICE_ROLE_KEY"), null);

  // the mail catcher's command line
  const cli = await read("../../tools/local-stack/mail-catcher-cli.ts");
  const catcherPort = /const DEFAULT_MAIL_CATCHER_PORT = (\d+);/.exec(cli)?.[1];
  assert.equal(
    entries.get("RESEND_BASE_URL"),
    `http://host.docker.internal:${catcherPort}`,
    "Resend goes to `npm run stack -- mail-catcher` on the host",
  );
  assert.ok(readMailConfig((name) => entries.get(name) ?? undefined).ok, "the function starts with these values");
});
