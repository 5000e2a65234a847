import { useEffect, useState, type RefObject } from "react";
import { COUNTER } from "~/content/behaviour";
import { countStep } from "./counter";
import { prefersReducedMotion } from "./motion";

/**
 * Counts from 0 to `target` in COUNTER.steps steps over COUNTER.durationMs, once, when at least
 * COUNTER.visibilityThreshold of the element is visible. The prerendered HTML shows the target; on the client the
 * count is reset to 0 until the element comes into view. With reduced motion (or no IntersectionObserver) the
 * target stays.
 */
export function useCountUp(target: number, ref: RefObject<Element | null>): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    // Already scrolled past (the visitor scrolled while the scripts loaded): keep the final figure.
    if (element.getBoundingClientRect().bottom < 0) return;
    setValue(0);
    let interval: ReturnType<typeof setInterval> | undefined;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          started ||
          !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER.visibilityThreshold)
        )
          return;
        started = true;
        observer.disconnect();
        let step = 0;
        interval = setInterval(() => {
          step += 1;
          setValue(countStep(target, step));
          if (step >= COUNTER.steps) clearInterval(interval);
        }, COUNTER.durationMs / COUNTER.steps);
      },
      { threshold: COUNTER.visibilityThreshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(interval);
    };
  }, [target, ref]);

  return value;
}
