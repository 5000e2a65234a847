import assert from "node:assert/strict";
import { createHealthCheck, isHealthRequest, type MailHealth } from "./health.ts";

const url = "http://localhost/functions/v1/contact-autoreply/health";

Deno.test("only GET and HEAD on /health are health requests", () => {
  assert.equal(isHealthRequest(new Request(url)), true);
  assert.equal(isHealthRequest(new Request(url, { method: "HEAD" })), true);
  assert.equal(isHealthRequest(new Request(url, { method: "POST", body: "{}" })), false);
  assert.equal(isHealthRequest(new Request("http://localhost/functions/v1/contact-autoreply")), false);
});

Deno.test("ok answers 200, gestört 503, with nothing but the word", async () => {
  let value: MailHealth = "ok";
  let clock = 0;
  const health = createHealthCheck(() => Promise.resolve(value), { cacheMs: 1000, now: () => clock });
  const first = await health(new Request(url));
  assert.equal(first.status, 200);
  assert.equal(await first.text(), "ok");
  assert.equal(first.headers.get("cache-control"), "no-store");
  value = "gestört";
  clock = 1000;
  const second = await health(new Request(url));
  assert.equal(second.status, 503);
  assert.equal(await second.text(), "gestört");
  const head = await health(new Request(url, { method: "HEAD" }));
  assert.equal(head.status, 503);
  assert.equal(await head.text(), "");
});

Deno.test("a flood of calls reads the database once per cache period", async () => {
  let reads = 0;
  let clock = 0;
  const health = createHealthCheck(async () => {
    reads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return "ok";
  }, { cacheMs: 15_000, now: () => clock });
  await Promise.all(Array.from({ length: 1000 }, () => health(new Request(url)).then((r) => r.body?.cancel())));
  assert.equal(reads, 1);
  clock = 14_999;
  await health(new Request(url));
  assert.equal(reads, 1);
  clock = 30_000;
  await health(new Request(url));
  assert.equal(reads, 2);
});

Deno.test("a failed read counts as gestört", async () => {
  const health = createHealthCheck(() => Promise.reject(new Error("database down")));
  const response = await health(new Request(url));
  assert.equal(response.status, 503);
  assert.equal(await response.text(), "gestört");
});
