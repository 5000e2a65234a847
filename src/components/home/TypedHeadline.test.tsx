import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TYPING } from "~/content/behaviour";
import { letterTimes, TypedHeadline } from "./TypedHeadline";

const lines = [
  { text: "Social Media", brand: false },
  { text: "Creator mit KI", brand: true },
];

/** The typed letters of each line, with the moments their custom properties give them. */
function typedLines(container: HTMLElement) {
  return [...container.querySelectorAll("h1 [aria-hidden='true'] > span")].map((line) =>
    [...line.querySelectorAll<HTMLElement>(".home-typed-letter")].map((letter) => ({
      letter: letter.textContent,
      at: letter.style.getPropertyValue("--at"),
      cursor: letter.style.getPropertyValue("--for"),
    })),
  );
}

describe("letterTimes", () => {
  it("types the first text from 500 ms at 150 ms per letter, the cursor standing until the next letter", () => {
    const times = letterTimes(12, TYPING.first);
    expect(times[0]).toEqual({ atMs: 500, cursorMs: 150 });
    expect(times[1]).toEqual({ atMs: 650, cursorMs: 150 });
    // the last (12th) letter comes 11 steps after the first, and no cursor follows it
    expect(times[11]).toEqual({ atMs: 2150, cursorMs: 0 });
  });

  it("types the brand text from 2500 ms at 180 ms per letter", () => {
    expect(letterTimes(6, TYPING.brand).map((time) => time.atMs)).toEqual([2500, 2680, 2860, 3040, 3220, 3400]);
  });
});

describe("TypedHeadline", () => {
  it("gives the whole heading to assistive technology at once and hides the typed copy", () => {
    const { getByRole, container } = render(<TypedHeadline lines={lines} />);
    expect(getByRole("heading", { level: 1, name: "Social Media Creator mit KI" })).toBeInTheDocument();
    expect(container.querySelector("h1 > [aria-hidden='true']")).not.toBeNull();
  });

  it("renders every letter from the start, so the heading has its final size before it types", () => {
    const { container } = render(<TypedHeadline lines={lines} />);
    expect(typedLines(container).map((line) => line.map((entry) => entry.letter).join(""))).toEqual([
      "Social Media",
      "Creator mit KI",
    ]);
  });

  it("gives each letter its moment and its cursor's stay, line by line", () => {
    const { container } = render(<TypedHeadline lines={lines} />);
    const [first, brand] = typedLines(container);
    expect(first![0]).toEqual({ letter: "S", at: "500ms", cursor: "150ms" });
    expect(first![11]).toEqual({ letter: "a", at: "2150ms", cursor: "0ms" });
    expect(brand![0]).toEqual({ letter: "C", at: "2500ms", cursor: "180ms" });
    expect(brand![13]).toEqual({ letter: "I", at: `${2500 + 13 * 180}ms`, cursor: "0ms" });
  });

  it("paints the brand line in the gradient, as one piece", () => {
    const { container } = render(<TypedHeadline lines={lines} />);
    const lineElements = container.querySelectorAll("h1 [aria-hidden='true'] > span");
    expect([...lineElements].map((line) => line.classList.contains("text-brand-gradient"))).toEqual([false, true]);
  });
});
