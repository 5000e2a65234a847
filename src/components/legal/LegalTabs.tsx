import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { LegalDocument } from "~/content/legal/types";
import type { LegalTab } from "~/lib/routes";
import { LegalDocumentView } from "./LegalDocumentView";
import { DEFAULT_LEGAL_TAB, TABLIST_ID, TABLIST_LABEL, panelId, preHydrationScript, tabAfterKey, tabFromHash, tabId } from "./tabs";

/** Writes the tab into the address bar without a navigation (React Router's history state is kept). */
function replaceHash(tab: LegalTab) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${tab}`);
}

/**
 * The legal texts. The prerendered page shows all four documents one after another (so each is readable without
 * JavaScript and /legal#impressum is a plain anchor); with scripts they become WAI-ARIA tabs (automatic activation):
 * the hash selects a tab on arrival, on in-site links and on hash changes; choosing a tab updates the hash with
 * replaceState, never a route change. The inline script below makes the switch before hydration; React's first render
 * matches the prerendered HTML and its mount effect switches to the same state.
 */
export function LegalTabs({ documents }: { documents: readonly LegalDocument[] }) {
  const [active, setActive] = useState<LegalTab>(DEFAULT_LEGAL_TAB);
  const [asTabs, setAsTabs] = useState(false);
  const tabRefs = useRef(new Map<LegalTab, HTMLButtonElement>());
  const location = useLocation();

  // Arrival with a hash, or a link to /legal#… while already here (a new location key, maybe the same hash).
  useLayoutEffect(() => setAsTabs(true), []);
  useLayoutEffect(() => {
    const fromHash = tabFromHash(location.hash || window.location.hash);
    if (fromHash) setActive(fromHash);
  }, [location.key, location.hash]);

  const select = useCallback((tab: LegalTab, focus: boolean) => {
    setActive(tab);
    replaceHash(tab);
    if (focus) tabRefs.current.get(tab)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  const onTabLink = useCallback((tab: LegalTab) => select(tab, true), [select]);

  return (
    <div>
      <div
        id={TABLIST_ID}
        role={asTabs ? "tablist" : undefined}
        aria-label={asTabs ? TABLIST_LABEL : undefined}
        hidden={!asTabs}
        className="flex flex-wrap gap-2 border-b border-line pb-3"
      >
        {documents.map((doc) => {
          const selected = doc.tab === active;
          return (
            <button
              key={doc.tab}
              ref={(node) => {
                if (node) tabRefs.current.set(doc.tab, node);
                else tabRefs.current.delete(doc.tab);
              }}
              type="button"
              role={asTabs ? "tab" : undefined}
              id={tabId(doc.tab)}
              aria-selected={asTabs ? selected : undefined}
              aria-controls={asTabs ? panelId(doc.tab) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(doc.tab, false)}
              onKeyDown={onKeyDown}
              className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-soft transition-colors hover:border-brand-300 hover:bg-brand-50 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              {doc.label}
            </button>
          );
        })}
      </div>
      {documents.map((doc) => (
        <div
          key={doc.tab}
          role={asTabs ? "tabpanel" : undefined}
          id={panelId(doc.tab)}
          aria-labelledby={asTabs ? tabId(doc.tab) : undefined}
          hidden={asTabs && doc.tab !== active}
          className="pt-10"
        >
          <LegalDocumentView document={doc} onTabLink={onTabLink} />
        </div>
      ))}
      {/* After the panels, so it finds them while the HTML is still being parsed. */}
      <script dangerouslySetInnerHTML={{ __html: preHydrationScript() }} />
    </div>
  );
}
