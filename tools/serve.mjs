// Serves the prerendered build as a static host would: clean URLs (/kontakt → kontakt/index.html),
// percent-encoded paths decoded (/%C3%BCber-ki), unknown paths answered by 404.html with status 404.
// Usage: node tools/serve.mjs [--port 3000] [--dir build/client]
import http from "node:http";
import handler from "serve-handler";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { port: { type: "string", default: process.env.PORT ?? "3000" }, dir: { type: "string", default: "build/client" } },
});

export function createSiteServer(dir = values.dir) {
  return http.createServer((req, res) =>
    handler(req, res, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(values.port);
  createSiteServer().listen(port, "127.0.0.1", () => {
    console.log(`Website: http://localhost:${port}/`);
  });
}
