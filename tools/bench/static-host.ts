// Serves another site's static build the way a static host serves it, for `npm run bench -- real-load --site`: clean
// URLs, gzip, and the cache rules of the build's own `_headers` file (Netlify's format, which AstroWind and this site
// ship); what no rule covers is revalidated (`no-cache`). None of this site's security headers: the other site's inline
// scripts must run as they would on its own host.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
// @ts-expect-error -- the package has no type declarations
import compression from "compression";
// @ts-expect-error -- the package has no type declarations
import handler from "serve-handler";

export type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/**
 * The rules of a `_headers` file: a path pattern on its own line (`*` matches anything), then its headers indented
 * as `Name: value`; `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers for a path: every matching rule's, later rules overriding earlier ones, and `no-cache` where no rule
 * names a Cache-Control.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": "no-cache" };
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const known = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (known) delete headers[known];
      headers[name] = value;
    }
  }
  return headers;
}

/**
 * A static server for the build in `dir` (not yet listening).
 */
export function createStaticHost(dir: string): http.Server {
  const file = join(dir, "_headers");
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : [];
  const compress = compression();
  return http.createServer((req, res) =>
    compress(req, res, () => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
      const headers = Object.entries(headersFor(rules, pathname)).map(([key, value]) => ({ key, value }));
      return handler(req, res, {
        public: dir,
        cleanUrls: true,
        directoryListing: false,
        etag: true,
        headers: [{ source: "**", headers }],
      });
    }),
  );
}
