import { Suspense, lazy, useEffect, useRef, type ComponentType } from "react";

/** Sections start loading their code this far before they scroll into view. */
export const DEFERRED_ROOT_MARGIN = "400px 0px";

type SectionModule = { default: ComponentType };

/** Calls `then` once `element` comes within DEFERRED_ROOT_MARGIN of the viewport (at once without IntersectionObserver). */
export function whenNearViewport(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: DEFERRED_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/*
 * Interaction listeners sit on window in the capture phase: React listens on the document and stops pointerover,
 * focusin and click events that target a part of the page it has not hydrated yet, so listeners on the section
 * itself would never hear them.
 */

/** Calls `then` on the first sign the visitor is about to use `element`: pointer over it, focus or touch in it. */
export function whenAboutToUse(element: Element, then: () => void): () => void {
  // The pointer may already rest on it, or focus be in it, from before the scripts ran: no further event will come.
  if (element.matches(":hover") || element.contains(document.activeElement)) {
    then();
    return () => {};
  }
  const events = ["pointerover", "focusin", "touchstart"] as const;
  const onEvent = (event: Event) => {
    if (!element.contains(event.target as Node)) return;
    stop();
    then();
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, onEvent, { capture: true }));
  events.forEach((type) => window.addEventListener(type, onEvent, { capture: true, passive: true }));
  return stop;
}

/** True once React has hydrated `element` (it then carries React's props). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * A click on a button that lands before the section's code: it is held, and clicked again on the same button once
 * React has hydrated it, so a quick visitor loses nothing. Links are left alone: the browser follows them at once.
 */
function replayEarlyClicks(element: Element, loaded: Promise<unknown>): void {
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest("button");
    if (!control || !element.contains(control) || isHydrated(control)) return;
    event.preventDefault();
    event.stopPropagation();
    void loaded.then(() => {
      let frames = 0;
      const retry = () => {
        if (isHydrated(control)) (control as HTMLElement).click();
        else if (frames++ < 300) requestAnimationFrame(retry);
      };
      retry();
    });
  };
  window.addEventListener("click", onClick, { capture: true });
  void loaded.then(() => setTimeout(() => window.removeEventListener("click", onClick, { capture: true }), 5000));
}

export type DeferOptions = {
  /** "near": load as the section nears the viewport (default); "interaction": load when the visitor reaches for it. */
  until?: "near" | "interaction";
  /** Load at once when this is true on the client (e.g. the visitor's stored consent asks for the content). */
  now?: () => boolean;
};

/**
 * A below-the-fold section (home page sections, the footer) whose code loads when it nears the viewport.
 *
 * Prerendering renders the section itself (`prerendered`, passed only in the server build), so its full content is
 * in the static HTML. On the client the section sits in a Suspense boundary: during hydration React keeps the
 * prerendered markup as it is until the code has arrived and then hydrates it in place, so nothing flashes or
 * shifts. When there is no prerendered markup (a client-side navigation), a placeholder with the section's id
 * stands in and starts the load as it nears the viewport. `id` is the id of the section's element.
 */
export function deferredSection(
  id: string,
  load: () => Promise<SectionModule>,
  prerendered?: ComponentType,
  options: DeferOptions = {},
): ComponentType {
  let start = () => {};
  const nearby = new Promise<void>((resolve) => (start = resolve));
  const Section =
    prerendered ??
    lazy(() => {
      const markup = document.getElementById(id);
      const loaded = nearby.then(load);
      if (options.now?.()) start();
      else if (markup && options.until === "interaction") {
        whenAboutToUse(markup, start);
        replayEarlyClicks(markup, loaded);
      } else if (markup) {
        whenNearViewport(markup, start);
        replayEarlyClicks(markup, loaded);
      }
      return loaded;
    });

  function Placeholder() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => (options.now?.() ? start() : whenNearViewport(ref.current!, start)), []);
    return <div ref={ref} id={id} className="min-h-[60vh]" />;
  }

  return function DeferredSection() {
    return (
      <Suspense fallback={<Placeholder />}>
        <Section />
      </Suspense>
    );
  };
}
