/** Placeholder until the floating call-to-action issue lands: renders nothing. */
export function FloatingCta() {
  return null;
}
