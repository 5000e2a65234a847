import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./serve.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A build folder with one page; headers.json beside client/ only when options are given. */
function build(options?: object): string {
  root = mkdtempSync(join(tmpdir(), "serve-test-"));
  const client = join(root, "client");
  mkdirSync(client);
  writeFileSync(join(client, "index.html"), "<!doctype html><title>t</title><script>1</script>");
  if (options) writeFileSync(join(root, "headers.json"), JSON.stringify(options));
  return client;
}

describe("createSiteServer", () => {
  it("refuses a client folder without the build's headers.json (its pages would lose their inline scripts)", () => {
    expect(() => createSiteServer(build())).toThrow(/headers\.json is missing/);
  });

  it("answers a page with the policy that lists that page's inline-script hashes from headers.json", async () => {
    const hash = "'sha256-AAAAtestAAAA='";
    const server = createSiteServer(
      build({
        supabaseUrl: "http://127.0.0.1:54321",
        tagManager: false,
        pageScriptHashes: { "/": [hash], "/404": [] },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain(hash);
    } finally {
      server.close();
    }
  });
});
