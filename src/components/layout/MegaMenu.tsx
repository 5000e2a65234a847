import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { serviceGroups } from "~/content/catalogue";
import { paths, servicePath } from "~/lib/routes";
import { Icon, arrowRightIcon, chevronDownIcon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";

/**
 * Desktop "Services" disclosure: a button that opens a five-column panel of the catalogue groups.
 * Closes on a click outside, on Escape (focus returns to the button) and when a link is chosen.
 */
export function MegaMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

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
        className={cx(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
          active || open ? "text-brand-800" : "text-ink-soft",
        )}
      >
        Services
        <Icon icon={chevronDownIcon} className={cx("h-4 w-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-line bg-white shadow-lift"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-5 gap-6 px-8 py-8">
          {serviceGroups.map((group) => (
            <div key={group.id}>
              <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-brand-700">{group.title}</p>
              <ul className="space-y-1">
                {group.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={servicePath(service.slug)}
                      onClick={() => setOpen(false)}
                      className="block rounded-lg px-2 py-1.5 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-800"
                    >
                      {service.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="border-t border-line bg-surface-alt">
          <div className="mx-auto flex max-w-7xl items-center justify-between px-8 py-3 text-sm">
            <span className="text-muted">Alle Leistungen mit Beschreibung im Überblick</span>
            <Link to={paths.services} onClick={() => setOpen(false)} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
              Zur Serviceübersicht <Icon icon={arrowRightIcon} className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
