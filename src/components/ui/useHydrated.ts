import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
