/**
 * The floating call-to-action's scroll rule: once the visitor has scrolled FLOATING_CTA.scrollRatio of the page
 * (checked at most every FLOATING_CTA.debounceMs), it fires FLOATING_CTA.delayMs later, once.
 */
import { useEffect, useState } from "react";
import { FLOATING_CTA } from "~/content/behaviour";

/** @internal (tested directly) */
export type ScrollMeasure = { scrollY: number; viewportHeight: number; pageHeight: number };

/**
 * Scrolled share of the scrollable distance reached? A page too short to scroll never reaches it.
 * @internal (tested directly)
 */
export function hasScrolledPast({ scrollY, viewportHeight, pageHeight }: ScrollMeasure, ratio: number): boolean {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 && scrollY / scrollable >= ratio;
}

type Debounced = (() => void) & { cancel: () => void };

/**
 * Runs `fn` once `ms` have passed without another call.
 * @internal (tested directly)
 */
export function debounce(fn: () => void, ms: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}

/**
 * The rule as a scroll handler: call `onScroll` on every scroll event; `onReach` runs once.
 * @internal (tested directly)
 */
export function createScrollTrigger(measure: () => ScrollMeasure, onReach: () => void) {
  let delay: ReturnType<typeof setTimeout> | undefined;
  let reached = false;
  const check = debounce(() => {
    if (reached || !hasScrolledPast(measure(), FLOATING_CTA.scrollRatio)) return;
    reached = true;
    delay = setTimeout(onReach, FLOATING_CTA.delayMs);
  }, FLOATING_CTA.debounceMs);
  return {
    onScroll: check,
    cancel: () => {
      check.cancel();
      clearTimeout(delay);
    },
  };
}

function measureWindow(): ScrollMeasure {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

/** True once the rule fired on the current page; starts over when `page` changes. */
export function useScrollTrigger(page: string): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    setReached(false);
    const trigger = createScrollTrigger(measureWindow, () => setReached(true));
    window.addEventListener("scroll", trigger.onScroll, { passive: true });
    // A visitor who scrolled while the scripts loaded may already be past the point: check once now.
    trigger.onScroll();
    return () => {
      window.removeEventListener("scroll", trigger.onScroll);
      trigger.cancel();
    };
  }, [page]);
  return reached;
}
