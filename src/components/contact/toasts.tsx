import type { CSSProperties } from "react";
import { toast, Toaster } from "sonner";
import { useHydrated } from "~/components/ui/useHydrated";
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

/**
 * The page's toaster, mounted once the page has hydrated (its live region is in place before the first toast) and
 * left out of the prerendered HTML, which can raise no toast.
 */
export function ContactToasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
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

type ToastText = { readonly title: string; readonly description: string };

/** Shows a success or error toast. */
export function showToast(kind: "success" | "error", text: ToastText): void {
  toast[kind](text.title, { description: text.description });
}
