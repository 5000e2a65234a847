// Serves the prerendered build as a static host would: clean URLs (/kontakt → kontakt/index.html),
// percent-encoded paths decoded (/%C3%BCber-ki), unknown paths answered by 404.html with status 404,
// gzip, and the security and cache headers of tools/security-headers.mjs for the options the build was made with.
// Usage: node tools/serve.mjs [--port 3000] [--dir build/client]
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error -- the package has no type declarations (and @types/compression is not installed)
import compression from "compression";
// @ts-expect-error -- the package has no type declarations
import handler from "serve-handler";
import { cacheControl, securityHeaders } from "./security-headers.mjs";

/**
 * The static site server for a build (not yet listening).
 * @param {string} [dir] the build's client dir; its parent holds headers.json, the options the build was made with
 * @returns {http.Server}
 */
export function createSiteServer(dir = "build/client") {
  const optionsFile = join(dirname(dir), "headers.json");
  const options = existsSync(optionsFile)
    ? JSON.parse(readFileSync(optionsFile, "utf8"))
    : { supabaseUrl: "http://127.0.0.1:54321", tagManager: false };
  const headers = securityHeaders(options);
  // gzip as every production static host does (the `serve` CLI uses the same middleware).
  const compress = compression();
  return http.createServer((req, res) => compress(req, res, () => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(pathname));
    return handler(req, res, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      headers: [{ source: "**", headers: [{ key: "Cache-Control", value: cacheControl(pathname) }] }],
    });
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: "string", default: process.env.PORT ?? "3000" }, dir: { type: "string", default: "build/client" } },
  });
  const port = Number(values.port);
  createSiteServer(values.dir).listen(port, "127.0.0.1", () => console.log(`Website: http://localhost:${port}/`));
}
