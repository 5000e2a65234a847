// HTTP calls the benchmarks make from a chosen loopback address, as many clients would from their own: the address
// is the agent's localAddress, and no call leaves 127.0.0.0/8.
import http from "node:http";

/** The n-th address of a block 127.<block>.x.y (x, y from 0/1 up), always inside 127.0.0.0/8. */
export const loopbackAddress = (block: number, n: number) => `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
export const isLoopbackHost = (host: string) =>
  /^127\.\d+\.\d+\.\d+$/.test(host) || host === "localhost" || host === "[::1]";

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request from a chosen local address (loopback only); resolves to status, headers and body.
 */
export function httpCall({
  url,
  method,
  headers,
  body,
  agent,
  timeoutMs = 60_000,
}: {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | string | null;
  agent: http.Agent;
  timeoutMs?: number;
}): Promise<HttpAnswer> {
  if (!isLoopbackHost(url.hostname)) return Promise.reject(new Error(`refusing to leave loopback: ${url.host}`));
  const payload = body === undefined || body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const attempt = (mayRetry: boolean): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          agent,
          headers: { ...headers, ...(payload ? { "content-length": String(payload.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      req.on("error", (error) => {
        // a kept-alive connection the server closed just as it was reused: the request never reached it, send it again
        if (mayRetry && req.reusedSocket && (error as NodeJS.ErrnoException).code === "ECONNRESET")
          resolve(attempt(false));
        else reject(error);
      });
      req.end(payload ?? undefined);
    });
  return attempt(true);
}

export function errorBody(body: Buffer) {
  try {
    const json = JSON.parse(body.toString("utf8"));
    return {
      code: typeof json.code === "string" ? json.code : "",
      message: typeof json.message === "string" ? json.message : "",
    };
  } catch {
    return { code: "", message: body.toString("utf8").slice(0, 120) };
  }
}

/**
 * The kind of answer to an insert: accepted, or which refusal.
 */
export function answerClass(status: number, message: string) {
  if (status === 201) return "201 accepted";
  if (status === 429) {
    if (/client|network|ip\b/i.test(message)) return "429 per client";
    if (/duplicate/i.test(message)) return "429 duplicate";
    if (/address|mailbox|e-?mail|recipient/i.test(message)) return "429 per mailbox";
    return "429 other";
  }
  if (status === 0) return "network error";
  return String(status);
}
