// A small HTTP server that lets test processes stop and start parts of a running stack (to test outages):
// POST <url>/components/<name>/stop|start → 204, or 500 with the error. Used by the e2e and contract global setups.
import http from "node:http";

/** @typedef {{ url: string, close(): Promise<void> }} StackControl */

/**
 * @param {{ stopComponent(name: string): Promise<void>, startComponent(name: string): Promise<void> }} stack
 * @returns {Promise<StackControl>}
 */
export async function serveStackControl(stack) {
  const server = http.createServer((req, res) => {
    const match = /^\/components\/([\w-]+)\/(stop|start)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    const [, name = "", action] = match;
    (action === "stop" ? stack.stopComponent(name) : stack.startComponent(name)).then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(error.message),
    );
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    // Idle keep-alive connections would hold close() open: drop them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
