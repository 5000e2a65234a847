import { Suspense, lazy, type ComponentType } from "react";

/** Sections start loading their code this far before they scroll into view. */
export const DEFERRED_ROOT_MARGIN = "400px 0px";

type SectionModule = { default: ComponentType };

/**
 * Resolves when the element with this id comes within DEFERRED_ROOT_MARGIN of the viewport, or at once when there
 * is no such element yet (a client-side navigation) or no IntersectionObserver.
 */
export function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: DEFERRED_ROOT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold section whose code loads when it nears the viewport. Prerendering renders the section itself
 * (passed as `prerendered`, only in the server build), so its full content is in the static HTML. On the client the
 * section sits in a Suspense boundary: during hydration React keeps the prerendered markup as it is until the code
 * has arrived and then hydrates it, so nothing flashes or shifts. `id` is the section's element id.
 */
export function deferredSection(id: string, load: () => Promise<SectionModule>, prerendered?: ComponentType): ComponentType {
  const Section = prerendered ?? lazy(() => nearViewport(id).then(load));
  return function DeferredSection() {
    return (
      <Suspense fallback={<div id={id} className="min-h-[60vh]" />}>
        <Section />
      </Suspense>
    );
  };
}
