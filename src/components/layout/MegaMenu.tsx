import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon, chevronDownIcon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";

/**
 * Desktop "Services" disclosure: a button that opens a five-column panel of the catalogue groups.
 * Closes on a click outside, on Escape (focus returns to the button) and when a link is chosen.
 * The panel's code and the catalogue load on first intent (hover, focus or open), not with every page.
 */
const loadPanel = () => import("./MegaMenuPanel");
const MegaMenuPanel = lazy(loadPanel);

export function MegaMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="static">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cx(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
          active || open ? "text-brand-800" : "text-ink-soft",
        )}
      >
        Services
        <Icon icon={chevronDownIcon} className={cx("h-4 w-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-t border-line bg-white shadow-lift">
        {wanted && (
          <Suspense fallback={<p className="px-8 py-8 text-sm text-muted">Services werden geladen …</p>}>
            <MegaMenuPanel onChoose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
