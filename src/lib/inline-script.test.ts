import { afterAll, describe, expect, it, vi } from "vitest";
import { inlineCall, markLive } from "./inline-script";

// Node has no window; the scripts and markLive meet on the global object, which window is in a browser.
vi.stubGlobal("window", globalThis);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("inlineCall", () => {
  it("carries the function and a function argument as source, other arguments as JSON, and runs as a script", () => {
    const run = (double: (n: number) => number, o: { n: number; key: string }) => {
      (window as unknown as Record<string, number>)[o.key] = double(o.n);
    };
    const source = inlineCall(run, (n) => n * 2, { n: 21, key: "__inlineCallTest" });
    expect(source).toBe(`(${run.toString()})((n) => n * 2,{"n":21,"key":"__inlineCallTest"})`);
    new Function(source)();
    expect((window as unknown as Record<string, number>).__inlineCallTest).toBe(42);
  });
});

describe("markLive", () => {
  it("sets the name on window, where an inline script looks before it acts", () => {
    expect((window as unknown as Record<string, unknown>).__liveTest).toBeUndefined();
    markLive("__liveTest");
    expect((window as unknown as Record<string, unknown>).__liveTest).toBe(true);
  });
});
