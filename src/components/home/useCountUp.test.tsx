import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTER } from "~/content/behaviour";
import type { Stat } from "~/content/home/schema";
import { countStep, formatStat } from "./counter";
import { StatCard } from "./StatCounters";

describe("formatStat", () => {
  it("formats +N, N % and plain numbers", () => {
    expect(formatStat(30, "plus")).toBe("+30");
    expect(formatStat(90, "percent")).toBe("90\u00a0%");
    expect(formatStat(7, "plain")).toBe("7");
    expect(formatStat(0, "plus")).toBe("+0");
  });
});

describe("countStep", () => {
  it("goes from 0 to the target in 60 even steps", () => {
    expect(COUNTER.steps).toBe(60);
    expect(countStep(90, 0)).toBe(0);
    expect(countStep(90, 30)).toBe(45);
    expect(countStep(90, 59)).toBe(89);
    expect(countStep(90, 60)).toBe(90);
    expect(countStep(90, 61)).toBe(90);
    expect(countStep(30, 1)).toBe(1);
  });
});

/** A controllable IntersectionObserver: tests decide how much of the element is visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  observed: Element[] = [];
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    const entries = this.observed.map(
      (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const stat: Stat = { target: 90, format: "percent", label: "Zeitersparnis", gradient: ["#6d28d9", "#c026d3"] };
const shown = (container: HTMLElement) => container.querySelector("[data-testid='stat-value']")!.textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("StatCard counter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("keeps the final value in the accessible text", () => {
    const { getByText } = render(<StatCard stat={stat} />);
    // Testing Library normalises the no-break space to a plain one.
    expect(getByText("90 % Zeitersparnis")).toHaveClass("sr-only");
  });

  it("reads a qualifier such as 'bis zu' together with the number, outside the counting value", () => {
    const { getByText, container } = render(
      <StatCard stat={{ ...stat, prefix: "bis zu", label: "Personalkostenersparnis" }} />,
    );
    expect(getByText("bis zu 90 % Personalkostenersparnis")).toHaveClass("sr-only");
    expect(shown(container)).not.toContain("bis zu");
  });

  it("waits at 0 until half of the card is visible, then counts to the target in 2000 ms over 60 steps", () => {
    const { container } = render(<StatCard stat={stat} />);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options.threshold).toBe(COUNTER.visibilityThreshold);
    expect(shown(container)).toBe("0\u00a0%");
    observer.show(0.3);
    advance(3000);
    expect(shown(container)).toBe("0\u00a0%");
    observer.show(0.5);
    expect(observer.disconnected).toBe(true);
    advance(COUNTER.durationMs / 2);
    expect(shown(container)).toBe("45\u00a0%");
    advance(COUNTER.durationMs / 2 - 40);
    expect(shown(container)).not.toBe("90\u00a0%");
    advance(40);
    expect(shown(container)).toBe("90\u00a0%");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts only once", () => {
    const { container } = render(<StatCard stat={{ ...stat, target: 30, format: "plus" }} />);
    const observer = FakeObserver.instances[0]!;
    observer.show(1);
    advance(COUNTER.durationMs);
    expect(shown(container)).toBe("+30");
    observer.show(1);
    advance(100);
    expect(shown(container)).toBe("+30");
  });

  it("keeps the final value when the visitor has already scrolled past the card as it mounts", () => {
    const rect = vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ bottom: -200 } as DOMRect);
    const { container } = render(<StatCard stat={stat} />);
    expect(shown(container)).toBe("90\u00a0%");
    expect(FakeObserver.instances).toHaveLength(0);
    rect.mockRestore();
  });

  it("shows the final value at once with reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    const { container } = render(<StatCard stat={stat} />);
    expect(shown(container)).toBe("90\u00a0%");
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
