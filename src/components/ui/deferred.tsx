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

/**
 * A below-the-fold section (home page sections, the footer) whose code loads when it nears the viewport.
 *
 * Prerendering renders the section itself (`prerendered`, passed only in the server build), so its full content is
 * in the static HTML. On the client the section sits in a Suspense boundary: during hydration React keeps the
 * prerendered markup as it is until the code has arrived and then hydrates it in place, so nothing flashes or
 * shifts. When there is no prerendered markup (a client-side navigation), a placeholder with the section's id
 * stands in and starts the load as it nears the viewport. `id` is the id of the section's element.
 */
export function deferredSection(id: string, load: () => Promise<SectionModule>, prerendered?: ComponentType): ComponentType {
  let start = () => {};
  const nearby = new Promise<void>((resolve) => (start = resolve));
  const Section =
    prerendered ??
    lazy(() => {
      const markup = document.getElementById(id);
      if (markup) whenNearViewport(markup, start);
      return nearby.then(load);
    });

  function Placeholder() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => whenNearViewport(ref.current!, start), []);
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
