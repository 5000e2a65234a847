// supabase/seed.sql on the Docker-free stack, applied the way the stack applies it (psql, ON_ERROR_STOP): it runs
// again and again without error, fills in the two Vault secrets for `supabase start` only where they are missing,
// and never replaces a value that is already there (here: the stack's own function URL and random secret).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgBinDir, run } from "../../tools/local-stack/postgres.ts";
import { closeSql, sql, stack } from "./stack";

const seedFile = path.resolve("supabase/seed.sql");
const applySeed = () =>
  run(path.join(pgBinDir, "psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", stack.dbUrl, "-f", seedFile]);

type Secrets = Record<string, string>;
async function vaultSecrets(): Promise<Secrets> {
  const { rows } = await sql<{ name: string; secret: string }>(
    `select name, decrypted_secret as secret from vault.decrypted_secrets
      where name in ('contact_autoreply_url', 'contact_autoreply_secret') order by name, created_at`,
  );
  const names = rows.map((row) => row.name);
  expect(names, "each secret exactly once").toEqual([...new Set(names)]);
  return Object.fromEntries(rows.map((row) => [row.name, row.secret]));
}

async function restore(secrets: Secrets) {
  for (const [name, value] of Object.entries(secrets)) {
    await sql("delete from vault.secrets where name = $1", [name]);
    await sql("select vault.create_secret($1, $2)", [value, name]);
  }
}

const stackSecrets = await vaultSecrets();
afterAll(async () => {
  await restore(stackSecrets);
  await closeSql();
});

describe("supabase/seed.sql on the Docker-free stack", () => {
  it("applies twice more without error and keeps the stack's own URL and secret", async () => {
    expect(stackSecrets.contact_autoreply_url).toBe(`${stack.apiUrl}/functions/v1/contact-autoreply`);
    await applySeed();
    await applySeed();
    expect(await vaultSecrets()).toEqual(stackSecrets);
  });

  it("on a database without them, stores the Docker stack's function URL and the development secret, once", async () => {
    await sql("delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret')");
    try {
      await applySeed();
      const first = await vaultSecrets();
      await applySeed();
      expect(await vaultSecrets()).toEqual(first);
      expect(first).toEqual({
        contact_autoreply_url: "http://kong:8000/functions/v1/contact-autoreply",
        contact_autoreply_secret: "local-development-only-not-a-secret",
      });
    } finally {
      await restore(stackSecrets);
    }
  });

  it("stores the secret that supabase/functions/.env.example gives the function", async () => {
    const example = await readFile("supabase/functions/.env.example", "utf8");
    expect(/^CONTACT_AUTOREPLY_SECRET=(.*)$/m.exec(example)?.[1]).toBe("local-development-only-not-a-secret");
  });
});
