import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLOATING_CTA } from "~/content/behaviour";
import { createScrollTrigger, debounce, hasScrolledPast, type ScrollMeasure } from "./scrollTrigger";

const page = (scrollY: number): ScrollMeasure => ({ scrollY, viewportHeight: 800, pageHeight: 4800 }); // 4000 px to scroll

describe("the behaviour constants", () => {
  it("are 75 %, 500 ms and 100 ms", () => {
    expect(FLOATING_CTA.scrollRatio).toBe(0.75);
    expect(FLOATING_CTA.delayMs).toBe(500);
    expect(FLOATING_CTA.debounceMs).toBe(100);
  });
});

describe("hasScrolledPast", () => {
  it("is reached at exactly 75 % of the scrollable distance, not before", () => {
    expect(hasScrolledPast(page(0), 0.75)).toBe(false);
    expect(hasScrolledPast(page(2999), 0.75)).toBe(false);
    expect(hasScrolledPast(page(3000), 0.75)).toBe(true);
    expect(hasScrolledPast(page(4000), 0.75)).toBe(true);
  });
  it("is never reached on a page too short to scroll", () => {
    expect(hasScrolledPast({ scrollY: 0, viewportHeight: 800, pageHeight: 800 }, 0.75)).toBe(false);
    expect(hasScrolledPast({ scrollY: 0, viewportHeight: 800, pageHeight: 600 }, 0.75)).toBe(false);
  });
});

describe("with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe("debounce", () => {
    it("runs once, 100 ms after the last call", () => {
      const fn = vi.fn();
      const debounced = debounce(fn, 100);
      debounced();
      vi.advanceTimersByTime(60);
      debounced();
      vi.advanceTimersByTime(99);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledOnce();
    });
    it("can be cancelled", () => {
      const fn = vi.fn();
      const debounced = debounce(fn, 100);
      debounced();
      debounced.cancel();
      vi.advanceTimersByTime(1000);
      expect(fn).not.toHaveBeenCalled();
    });
  });

  describe("createScrollTrigger", () => {
    function setup() {
      let position = 0;
      const onReach = vi.fn();
      const measure = vi.fn(() => page(position));
      const trigger = createScrollTrigger(measure, onReach);
      const scrollTo = (y: number) => {
        position = y;
        trigger.onScroll();
      };
      return { trigger, onReach, measure, scrollTo };
    }

    it("fires 500 ms after a debounced check (100 ms) finds 75 % scrolled", () => {
      const { onReach, scrollTo } = setup();
      scrollTo(3200);
      vi.advanceTimersByTime(FLOATING_CTA.debounceMs + FLOATING_CTA.delayMs - 1);
      expect(onReach).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onReach).toHaveBeenCalledOnce();
    });

    it("measures once per burst of scroll events", () => {
      const { measure, scrollTo } = setup();
      for (let y = 0; y <= 1000; y += 50) {
        scrollTo(y);
        vi.advanceTimersByTime(10);
      }
      expect(measure).not.toHaveBeenCalled();
      vi.advanceTimersByTime(FLOATING_CTA.debounceMs);
      expect(measure).toHaveBeenCalledOnce();
    });

    it("keeps waiting while the visitor scrolls on, and uses the position where scrolling stopped", () => {
      const { onReach, scrollTo } = setup();
      scrollTo(3500);
      vi.advanceTimersByTime(50);
      scrollTo(1000); // back up before the check ran
      vi.advanceTimersByTime(5000);
      expect(onReach).not.toHaveBeenCalled();
    });

    it("never fires below 75 %", () => {
      const { onReach, scrollTo } = setup();
      scrollTo(2999);
      vi.advanceTimersByTime(10_000);
      expect(onReach).not.toHaveBeenCalled();
    });

    it("fires only once, even if the visitor scrolls back up during the delay", () => {
      const { onReach, scrollTo } = setup();
      scrollTo(3000);
      vi.advanceTimersByTime(FLOATING_CTA.debounceMs);
      scrollTo(0);
      vi.advanceTimersByTime(FLOATING_CTA.delayMs);
      expect(onReach).toHaveBeenCalledOnce();
      scrollTo(4000);
      vi.advanceTimersByTime(10_000);
      expect(onReach).toHaveBeenCalledOnce();
    });

    it("cancel stops a pending check and a pending delay", () => {
      const first = setup();
      first.scrollTo(3500);
      first.trigger.cancel();
      vi.advanceTimersByTime(10_000);
      expect(first.onReach).not.toHaveBeenCalled();

      const second = setup();
      second.scrollTo(3500);
      vi.advanceTimersByTime(FLOATING_CTA.debounceMs);
      second.trigger.cancel();
      vi.advanceTimersByTime(10_000);
      expect(second.onReach).not.toHaveBeenCalled();
    });
  });
});
