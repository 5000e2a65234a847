import { describe, expect, it } from "vitest";
import { percentile } from "./percentile.ts";

describe("percentile (nearest rank)", () => {
  const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  it("picks the value at the rank ceil(p × n)", () => {
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 90)).toBe(90);
    expect(percentile(sorted, 95)).toBe(100);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 50)).toBe(7);
  });
  it("is NaN for no numbers", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
