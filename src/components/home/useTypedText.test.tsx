import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPING } from "~/content/behaviour";
import { TypedHeadline } from "./TypedHeadline";
import { useTypedText, type TypingTiming } from "./useTypedText";

function Probe({ length, timing }: { length: number; timing: TypingTiming }) {
  const { shown, typing } = useTypedText(length, timing);
  return <output data-shown={shown} data-typing={typing} />;
}
const state = (container: HTMLElement) => {
  const output = container.querySelector("output")!;
  return { shown: Number(output.dataset.shown), typing: output.dataset.typing === "true" };
};
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useTypedText", () => {
  it("types the first text from 500 ms at 150 ms per letter", () => {
    const { container } = render(<Probe length={12} timing={TYPING.first} />);
    expect(state(container)).toEqual({ shown: 0, typing: false });
    advance(499);
    expect(state(container).shown).toBe(0);
    advance(1);
    expect(state(container)).toEqual({ shown: 1, typing: true });
    advance(149);
    expect(state(container).shown).toBe(1);
    advance(1);
    expect(state(container).shown).toBe(2);
    // The last (12th) letter comes 11 steps after the first: 500 + 11 × 150 = 2150 ms.
    advance(2149 - 650);
    expect(state(container)).toEqual({ shown: 11, typing: true });
    advance(1);
    expect(state(container)).toEqual({ shown: 12, typing: false });
    advance(5000);
    expect(state(container).shown).toBe(12);
  });

  it("types the brand text from 2500 ms at 180 ms per letter", () => {
    const { container } = render(<Probe length={6} timing={TYPING.brand} />);
    advance(2499);
    expect(state(container).shown).toBe(0);
    advance(1);
    expect(state(container).shown).toBe(1);
    advance(179);
    expect(state(container).shown).toBe(1);
    advance(1);
    expect(state(container).shown).toBe(2);
    advance(4 * 180);
    expect(state(container)).toEqual({ shown: 6, typing: false });
  });

  it("shows the whole text at once with reduced motion", () => {
    mockReducedMotion(true);
    const { container } = render(<Probe length={12} timing={TYPING.first} />);
    expect(state(container)).toEqual({ shown: 12, typing: false });
  });

  it("stops its timers on unmount", () => {
    const { unmount } = render(<Probe length={12} timing={TYPING.first} />);
    advance(600);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("TypedHeadline", () => {
  const lines = [
    { text: "Social Media", brand: false },
    { text: "Creator mit KI", brand: true },
  ];

  it("gives the whole heading to assistive technology at once and hides the typed copy", () => {
    const { getByRole, container } = render(<TypedHeadline lines={lines} />);
    expect(getByRole("heading", { level: 1, name: "Social Media Creator mit KI" })).toBeInTheDocument();
    expect(container.querySelector("h1 > [aria-hidden='true']")).not.toBeNull();
  });

  it("keeps an invisible copy of each full line so the heading never changes size", () => {
    const { container } = render(<TypedHeadline lines={lines} />);
    const ghosts = [...container.querySelectorAll("h1 .invisible")].map((element) => element.textContent);
    expect(ghosts).toEqual(["Social Media", "Creator mit KI"]);
  });

  it("shows a blinking cursor only while a line types", () => {
    const { container } = render(<TypedHeadline lines={lines} />);
    const cursors = () => container.querySelectorAll(".animate-blink").length;
    expect(cursors()).toBe(0);
    advance(TYPING.first.delayMs);
    expect(cursors()).toBe(1);
    advance(TYPING.brand.delayMs - TYPING.first.delayMs);
    // Line one finished at 2150 ms; line two started at 2500 ms.
    expect(cursors()).toBe(1);
    const typed = [...container.querySelectorAll("[data-typed]")].map((element) => element.textContent);
    expect(typed).toEqual(["Social Media", "C"]);
    advance(13 * TYPING.brand.msPerLetter);
    expect(cursors()).toBe(0);
    expect([...container.querySelectorAll("[data-typed]")].map((element) => element.textContent)).toEqual([
      "Social Media",
      "Creator mit KI",
    ]);
  });
});
