import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/** Whether a native popover is showing (false where the platform knows no popovers). */
function isShowing(panel: HTMLElement | null): boolean {
  try {
    return !!panel?.matches(":popover-open");
  } catch {
    return false;
  }
}

/**
 * The state of a native popover menu. The browser opens and closes it, before hydration too: the button's
 * popovertarget, Escape (focus returns to the button) and a click outside. React only mirrors that state (for
 * aria-expanded and the icon) and adds what the platform does not: the menu closes when a link in it changes the
 * route and when keyboard focus leaves it. A menu the visitor opened before hydration stays open.
 */
export function usePopover(panelRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);

  const close = useCallback(() => {
    const panel = panelRef.current;
    if (isShowing(panel)) panel!.hidePopover();
  }, [panelRef]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setOpen(isShowing(panel));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, [panelRef]);

  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [open, close, panelRef, buttonRef]);

  return { open, close };
}
