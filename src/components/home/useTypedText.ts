import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./motion";

export type TypingTiming = { readonly delayMs: number; readonly msPerLetter: number };

/**
 * How many letters of a text of `length` letters are shown: none until `delayMs`, then the first letter, then one
 * more every `msPerLetter`. `typing` is true from the first letter until the last one (the cursor blinks meanwhile).
 * With reduced motion the whole text shows at once.
 */
export function useTypedText(length: number, timing: TypingTiming): { shown: number; typing: boolean } {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(length);
      return;
    }
    let letters = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const typeOne = () => {
      letters += 1;
      setShown(letters);
      if (letters >= length) clearInterval(interval);
    };
    const start = setTimeout(() => {
      typeOne();
      if (letters < length) interval = setInterval(typeOne, timing.msPerLetter);
    }, timing.delayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [length, timing]);

  return { shown, typing: shown > 0 && shown < length };
}
