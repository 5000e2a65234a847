import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/ui/useHydrated";

/**
 * The contact page's toasts load when the visitor starts on the form, not with the page: sonner's script and the
 * stylesheet it injects stay out of the page's hydration. A toast raised before the toaster has mounted appears as
 * soon as it mounts (sonner hands its open toasts to a late toaster).
 */
let wantToasts: () => void = () => {};
const toastsWanted = new Promise<void>((resolve) => {
  wantToasts = resolve;
});

const LazyToaster = lazy(() =>
  toastsWanted.then(() => import("./ContactToaster")).then((module) => ({ default: module.ContactToaster })),
);

/** Starts loading the toasts; harmless to call again. */
export function prepareToasts(): void {
  wantToasts();
}

/** The page's toaster, mounted in the browser once the toasts are wanted; nothing in the prerendered HTML. */
export function ContactToasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

type ToastText = { readonly title: string; readonly description: string };

/**
 * Shows a success or error toast, loading the toasts first if the visitor has not started on the form yet. If their
 * script cannot load (the connection dropped), the browser's own dialog carries the message instead.
 */
export async function showToast(kind: "success" | "error", text: ToastText): Promise<void> {
  prepareToasts();
  try {
    const { toast } = await import("sonner");
    toast[kind](text.title, { description: text.description });
  } catch {
    window.alert(`${text.title}\n${text.description}`);
  }
}
