// The range throwaway test stacks draw free ports from, and its narrowing for suites that run side by side.
import { describe, expect, it } from "vitest";
import { freePort, testPortRange } from "./config.ts";

describe("testPortRange", () => {
  it("is 20000-32767 (below the kernel's ephemeral ports) unless LOCAL_TEST_PORT_RANGE narrows it", () => {
    expect(testPortRange({})).toEqual({ low: 20000, high: 32767 });
    expect(testPortRange({ LOCAL_TEST_PORT_RANGE: "" })).toEqual({ low: 20000, high: 32767 });
    expect(testPortRange({ LOCAL_TEST_PORT_RANGE: "26400-32767" })).toEqual({ low: 26400, high: 32767 });
  });

  it.each(["26400", "a-b", "30000-29999", "19999-25000", "30000-40000", "-1-5"])("refuses %j", (value) => {
    expect(() => testPortRange({ LOCAL_TEST_PORT_RANGE: value })).toThrow(/LOCAL_TEST_PORT_RANGE=.* is not a range/);
  });

  it("draws free ports from the given range", async () => {
    const range = { low: 28000, high: 28009 };
    for (let i = 0; i < 5; i++) {
      const port = await freePort(range);
      expect(port).toBeGreaterThanOrEqual(range.low);
      expect(port).toBeLessThanOrEqual(range.high);
    }
  });

  it("never hands the same port out twice in one process, even once it is free again", async () => {
    const range = { low: 28100, high: 28104 };
    const ports = [];
    for (let i = 0; i < 5; i++) ports.push(await freePort(range));
    expect(new Set(ports).size).toBe(5);
    await expect(freePort(range)).rejects.toThrow("no free port between 28100 and 28104");
  });
});
