import { lazy, Suspense, useEffect, useState } from "react";

const FloatingCta = lazy(() => import("./FloatingCta").then((module) => ({ default: module.FloatingCta })));

/**
 * The floating card reacts to scrolling only, so its code loads with the visitor's first scroll (or at once if the
 * page was scrolled while the scripts loaded); a visitor who never scrolls never loads it.
 */
export function FloatingCtaOnScroll() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (window.scrollY > 0) {
      setScrolled(true);
      return;
    }
    const onScroll = () => setScrolled(true);
    window.addEventListener("scroll", onScroll, { once: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return scrolled ? (
    <Suspense fallback={null}>
      <FloatingCta />
    </Suspense>
  ) : null;
}
