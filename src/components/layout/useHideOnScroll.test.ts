import { describe, expect, it } from "vitest";
import { NAVBAR } from "~/content/behaviour";
import { nextHidden } from "./useHideOnScroll";

describe("nextHidden", () => {
  it("stays visible within the top threshold, even scrolling down", () => {
    expect(nextHidden(0, NAVBAR.hideAfterPx)).toBe(false);
  });
  it("hides when scrolling down past the threshold", () => {
    expect(nextHidden(NAVBAR.hideAfterPx, NAVBAR.hideAfterPx + 1)).toBe(true);
    expect(nextHidden(100, 400)).toBe(true);
  });
  it("shows again when scrolling up", () => {
    expect(nextHidden(400, 399)).toBe(false);
  });
  it("keeps the state when the position did not change", () => {
    expect(nextHidden(400, 400)).toBeNull();
  });
});
