/** True when the visitor asked the system for reduced motion (false where it cannot be known, e.g. prerendering). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
