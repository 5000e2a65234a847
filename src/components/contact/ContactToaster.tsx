import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { toastText } from "~/content/contact";

/**
 * The contact page's toasts (sonner): a polite live region labelled in German, each toast closable by its button.
 * Rich colours with darker text than sonner's defaults, so title and description meet WCAG AA contrast.
 */
const colours = {
  fontFamily: "var(--font-sans)",
  "--error-bg": "#fef2f2",
  "--error-border": "#fca5a5",
  "--error-text": "#991b1b",
  "--success-bg": "#f0fdf4",
  "--success-border": "#86efac",
  "--success-text": "#166534",
} as CSSProperties;

/** How long a toast stays (ms); hovering or focusing it pauses the timer. */
const TOAST_DURATION_MS = 10_000;

export function ContactToaster() {
  return (
    <Toaster
      position="top-center"
      offset={{ top: 88 }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      customAriaLabel={toastText.regionLabel}
      toastOptions={{ closeButtonAriaLabel: toastText.close }}
      style={colours}
    />
  );
}
