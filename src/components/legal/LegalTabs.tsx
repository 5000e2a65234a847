import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { NO_SCRIPT } from "~/components/ui/no-script";
import { useHtmlLinks } from "~/components/ui/useHtmlLinks";
import { useHydrated } from "~/components/ui/useHydrated";
import type { LegalTab } from "~/content/paths";
import {
  DEFAULT_LEGAL_TAB,
  panelId,
  selectedWhileLoadingCss,
  tabAfterKey,
  tabFromHash,
  tabId,
  type LegalPanel,
} from "./tabs";

/** Writes the tab into the address bar without a navigation (React Router's history state is kept). */
function replaceHash(tab: LegalTab) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${tab}`);
}

/**
 * WAI-ARIA tabs (automatic activation) for the legal texts, each text one block of HTML rendered at build time.
 * Without JavaScript the texts stand one after another and the tab list is left out. While the scripts load, the tabs
 * are in-page links and CSS shows the text the hash targets (app.css, `:target`). Once hydrated, this component alone
 * owns the tab: the hash selects it on arrival, on in-site links and on back and forward; choosing a tab, or a link to
 * another tab inside a text, updates the hash with replaceState, never a route change. A link from another page
 * renders the hash's tab at once, and a link while here scrolls to the text it selects, so the visitor lands at the
 * text's start, never at a place measured while the other texts still stood above it.
 */
export function LegalTabs({ panels }: { panels: readonly LegalPanel[] }) {
  const location = useLocation();
  const [active, setActive] = useState<LegalTab>(() => tabFromHash(location.hash) ?? DEFAULT_LEGAL_TAB);
  // false in the prerendered HTML and during hydration; true once React shows one tab (at once after a link)
  const asTabs = useHydrated();
  const tabRefs = useRef(new Map<LegalTab, HTMLAnchorElement>());
  const textsRef = useRef<HTMLDivElement>(null);
  const scrollToActive = useRef(false);

  // Arrival with a hash, or a link to /legal#… while already here (a new location key, maybe the same hash). Not on
  // hydration: the browser scrolled to the hash then, and the visitor may have scrolled since.
  useLayoutEffect(() => {
    const fromHash = tabFromHash(location.hash || window.location.hash);
    if (!fromHash) return;
    setActive(fromHash);
    if (asTabs) scrollToActive.current = true;
    // asTabs is read only at a new location
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.hash]);
  useLayoutEffect(() => {
    if (!scrollToActive.current) return;
    scrollToActive.current = false;
    document.getElementById(panelId(active))?.scrollIntoView();
  }, [active, location.key]);

  const select = useCallback((tab: LegalTab, focus: boolean) => {
    setActive(tab);
    replaceHash(tab);
    if (focus) tabRefs.current.get(tab)?.focus();
  }, []);

  const onTextHash = useCallback(
    (hash: string) => {
      const tab = tabFromHash(hash);
      if (tab) select(tab, true);
      return tab !== null;
    },
    [select],
  );
  useHtmlLinks(textsRef, onTextHash);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div data-legal-tabs={asTabs ? "tabs" : "loading"}>
      <style>{selectedWhileLoadingCss()}</style>
      <div
        role="tablist"
        aria-label="Rechtliche Texte"
        className={`${NO_SCRIPT.hide} flex flex-wrap gap-2 border-b border-line pb-3`}
      >
        {panels.map((panel) => {
          const selected = panel.tab === active;
          return (
            <a
              key={panel.tab}
              ref={(node) => {
                if (node) tabRefs.current.set(panel.tab, node);
                else tabRefs.current.delete(panel.tab);
              }}
              href={`#${panelId(panel.tab)}`}
              role="tab"
              id={tabId(panel.tab)}
              aria-selected={asTabs ? selected : undefined}
              aria-controls={panelId(panel.tab)}
              tabIndex={asTabs && !selected ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault();
                select(panel.tab, false);
              }}
              onKeyDown={onKeyDown}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-soft transition-colors hover:border-brand-300 hover:bg-brand-50 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              {panel.label}
            </a>
          );
        })}
      </div>
      <div ref={textsRef}>
        {panels.map((panel) => (
          <section
            key={panel.tab}
            role="tabpanel"
            id={panelId(panel.tab)}
            aria-labelledby={tabId(panel.tab)}
            hidden={asTabs && panel.tab !== active}
            className="pt-10"
            dangerouslySetInnerHTML={{ __html: panel.html }}
          />
        ))}
      </div>
    </div>
  );
}
