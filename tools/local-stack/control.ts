// A small HTTP server that lets test processes stop and start parts of a running stack (to test outages):
// POST <url>/components/<name>/stop|start → 204, or 500 with the error. Used by the e2e and contract global setups.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StackControl = { url: string; close(): Promise<void> };

export async function serveStackControl(stack: {
  stopComponent(name: string): Promise<void>;
  startComponent(name: string): Promise<void>;
}): Promise<StackControl> {
  const server = http.createServer((req, res) => {
    const match = /^\/components\/([\w-]+)\/(stop|start)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    const [, name = "", action] = match;
    (action === "stop" ? stack.stopComponent(name) : stack.startComponent(name)).then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(error.message),
    );
  });
  await (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)) as Promise<void>);
  const { port } = server.address() as AddressInfo;
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
