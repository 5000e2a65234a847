import type { CSSProperties } from "react";
import { TYPING } from "~/content/behaviour";
import type { Hero } from "~/content/home/schema";
import { cx } from "~/components/ui/cx";

type TypingTiming = { readonly delayMs: number; readonly msPerLetter: number };

/**
 * The page's h1. Screen readers get the whole headline at once (visually hidden text); the typed copy is decoration
 * (aria-hidden). It types in CSS (typed.css): each letter is rendered hidden and shown at its moment, none until the
 * line's delay, then one per step, with a blinking cursor after the newest letter while the line types. So the
 * heading has its final size from the first paint, types from the first paint rather than from hydration, and types
 * without JavaScript too. With reduced motion the whole headline shows at once.
 */
export function TypedHeadline({ lines }: { lines: Hero["lines"] }) {
  return (
    <h1 className="text-display font-extrabold tracking-tight">
      <span className="sr-only">{lines.map((line) => line.text).join(" ")}</span>
      <span aria-hidden="true" className="block">
        {lines.map((line, index) => (
          <TypedLine
            key={line.text}
            text={line.text}
            brand={line.brand}
            timing={index === 0 ? TYPING.first : TYPING.brand}
          />
        ))}
      </span>
    </h1>
  );
}

/**
 * When each letter of a line appears, and how long the cursor stays after it (until the next letter; the last none).
 * @internal (tested directly)
 */
export function letterTimes(length: number, { delayMs, msPerLetter }: TypingTiming) {
  return Array.from({ length }, (_, index) => ({
    atMs: delayMs + index * msPerLetter,
    cursorMs: index < length - 1 ? msPerLetter : 0,
  }));
}

function TypedLine({ text, brand, timing }: { text: string; brand: boolean; timing: TypingTiming }) {
  const letters = [...text];
  const times = letterTimes(letters.length, timing);
  return (
    <span className={cx("block", brand && "text-brand-gradient")}>
      {letters.map((letter, index) => (
        <span
          key={index}
          className="home-typed-letter"
          style={{ "--at": `${times[index]!.atMs}ms`, "--for": `${times[index]!.cursorMs}ms` } as CSSProperties}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}
