import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_ROOT_MARGIN, deferredSection } from "./deferred";

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  near() {
    return act(async () => this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never));
  }
}

describe("deferredSection", () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("renders the prerendered section directly", () => {
    const Section = deferredSection("probe", () => Promise.reject(new Error("not loaded")), () => <section id="probe">Inhalt</section>);
    render(<Section />);
    expect(screen.getByText("Inhalt")).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("loads the section's code only when its placeholder nears the viewport", async () => {
    const load = vi.fn(async () => ({ default: () => <section id="spaeter">Geladen</section> }));
    const Section = deferredSection("spaeter", load);
    const { container } = render(<Section />);
    expect(container.querySelector("#spaeter")).toHaveClass("min-h-[60vh]");
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe(DEFERRED_ROOT_MARGIN);
    await observer.near();
    expect(await screen.findByText("Geladen")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
