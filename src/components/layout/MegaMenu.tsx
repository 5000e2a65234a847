import { useId, useRef } from "react";
import { Icon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";
import { useHydrated } from "~/components/ui/useHydrated";
import MegaMenuPanel from "./MegaMenuPanel";
import { usePopover } from "./usePopover";
import { chevronDownIcon } from "~/components/ui/icons";

/**
 * Desktop "Services" menu: a button that opens a five-column panel of the catalogue groups. The panel is a native
 * popover with every link in the prerendered HTML, so it opens, closes and navigates before any script has run; it
 * closes when a link in it changes the route.
 */
export function MegaMenu({ active }: { active: boolean }) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open } = usePopover(panelRef, buttonRef);
  const hydrated = useHydrated();

  return (
    <div className="static">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        // Before hydration the browser derives the expanded state from popovertarget itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        className={cx(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
          active || open ? "text-brand-800" : "text-ink-soft",
        )}
      >
        Services
        <Icon icon={chevronDownIcon} className={cx("h-4 w-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-line bg-white p-0 shadow-lift"
      >
        <MegaMenuPanel />
      </div>
    </div>
  );
}
