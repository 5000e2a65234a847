// Serves the prerendered build as a static host would: clean URLs (/kontakt → kontakt/index.html),
// percent-encoded paths decoded (/%C3%BCber-ki), unknown paths answered by 404.html with status 404,
// gzip, and the security and cache headers of tools/security-headers.ts for the options the build was made with:
// each page with its own Content-Security-Policy, every other path with the not-found page's, as the hosts do.
// Usage: node --import tsx tools/serve.ts [--port 3000] [--dir build/client]
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
// @ts-expect-error -- the package has no type declarations (and @types/compression is not installed)
import untypedCompression from "compression";
// @ts-expect-error -- the package has no type declarations
import untypedHandler from "serve-handler";
import {
  cacheControl,
  NOT_FOUND_PAGE,
  pageHeaderOptions,
  securityHeaders,
  type SiteHeaderOptions,
} from "./security-headers.ts";

/** A Connect-style middleware, as `compression()` returns it. */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/** The part of serve-handler's options this server sets. */
type HandlerOptions = {
  public: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  etag: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

const compression: () => Middleware = untypedCompression;
const handler: (req: http.IncomingMessage, res: http.ServerResponse, options: HandlerOptions) => Promise<void> =
  untypedHandler;

/** The options as a build from before per-page policies wrote them: one set of hashes for all pages. */
type LegacySiteHeaderOptions = Omit<SiteHeaderOptions, "pageScriptHashes"> & {
  scriptHashes?: string[];
  pageScriptHashes?: undefined;
};

/**
 * The options the build was made with. A build from before per-page policies listed one set of hashes for all
 * pages; it is served as it was then (every path under that one policy), so older builds can still be compared.
 */
function siteHeaderOptions(file: string): SiteHeaderOptions {
  // Without them every page's policy would list no inline script, and the pages would load without their scripts.
  if (!existsSync(file))
    throw new Error(`${file} is missing: serve a whole build folder (its client/ and headers.json)`);
  const options: SiteHeaderOptions | LegacySiteHeaderOptions = JSON.parse(readFileSync(file, "utf8"));
  if (options.pageScriptHashes) return options;
  const { scriptHashes = [], ...settings } = options;
  return { ...settings, pageScriptHashes: { [NOT_FOUND_PAGE]: scriptHashes } };
}

/**
 * The static site server for a build (not yet listening).
 * @param dir the build's client dir; its parent holds headers.json, the options the build was made with
 */
export function createSiteServer(dir = "build/client"): http.Server {
  const site = siteHeaderOptions(join(dirname(dir), "headers.json"));
  // gzip as every production static host does (the `serve` CLI uses the same middleware).
  const compress = compression();
  return http.createServer((req, res) =>
    compress(req, res, () => {
      const requested = new URL(req.url ?? "/", "http://localhost").pathname;
      let pathname = requested;
      try {
        pathname = decodeURIComponent(requested);
      } catch {
        // a malformed escape: serve-handler answers it; the path is no page, so it gets the not-found page's headers
      }
      for (const [name, value] of Object.entries(securityHeaders(pageHeaderOptions(site, pathname))))
        res.setHeader(name, value);
      res.setHeader("Cache-Control", cacheControl(pathname));
      return handler(req, res, {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
        headers: [{ source: "**", headers: [{ key: "Cache-Control", value: cacheControl(pathname) }] }],
      });
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "3000" },
      dir: { type: "string", default: "build/client" },
    },
  });
  const port = Number(values.port);
  createSiteServer(values.dir).listen(port, "127.0.0.1", () => console.log(`Website: http://localhost:${port}/`));
}
