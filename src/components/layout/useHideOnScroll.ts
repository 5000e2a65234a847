import { useEffect, useState } from "react";
import { NAVBAR } from "~/content/behaviour";

/**
 * True while the navbar should be hidden: the visitor is scrolling down and is past the top threshold.
 * Scrolling up, or being near the top, shows it again.
 * @internal (tested directly)
 */
export function nextHidden(
  previousY: number,
  currentY: number,
  threshold: number = NAVBAR.hideAfterPx,
): boolean | null {
  if (currentY <= threshold) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return null;
}

export function useHideOnScroll(disabled = false): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (disabled) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = nextHidden(lastY, y);
        if (next !== null) setHidden(next);
        lastY = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [disabled]);
  return hidden;
}
