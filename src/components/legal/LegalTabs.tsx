import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { NO_SCRIPT } from "~/components/ui/no-script";
import type { LegalDocument } from "~/content/legal/types";
import type { LegalTab } from "~/content/paths";
import { LegalDocumentView } from "./LegalDocumentView";
import { DEFAULT_LEGAL_TAB, EARLY_STYLE_ID, earlyStyleScript, panelId, preHydrationScript, tabAfterKey, tabFromHash, tabId } from "./tabs";

/** Writes the tab into the address bar without a navigation (React Router's history state is kept). */
function replaceHash(tab: LegalTab) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${tab}`);
}

/**
 * WAI-ARIA tabs (automatic activation) for the legal texts. The prerendered HTML shows every text, one after another,
 * and a no-script rule leaves out the tab list, so without JavaScript all four are readable and /legal#impressum is a
 * plain anchor. With scripts, a tiny inline script hides the other tabs' texts while the HTML is parsed (no shift),
 * and React takes over once hydrated. The hash selects a tab on arrival, on in-site links and on hash changes;
 * choosing a tab updates the hash with replaceState, never a route change.
 */
export function LegalTabs({ documents }: { documents: readonly LegalDocument[] }) {
  const [active, setActive] = useState<LegalTab>(DEFAULT_LEGAL_TAB);
  // false in the prerendered HTML (every text shown) and during hydration; true once React shows one tab
  const [asTabs, setAsTabs] = useState(false);
  const tabRefs = useRef(new Map<LegalTab, HTMLButtonElement>());
  const location = useLocation();

  useLayoutEffect(() => setAsTabs(true), []);
  // React hides the inactive panels now: the early stylesheet that did it before hydration can go.
  useLayoutEffect(() => {
    if (asTabs) document.getElementById(EARLY_STYLE_ID)?.remove();
  }, [asTabs]);

  // Arrival with a hash, or a link to /legal#… while already here (a new location key, maybe the same hash).
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
      {/* Before the panels: hides the texts of the other tabs as they are parsed, so nothing shifts. */}
      <script dangerouslySetInnerHTML={{ __html: earlyStyleScript() }} />
      <div
        role="tablist"
        aria-label="Rechtliche Texte"
        className={`${NO_SCRIPT.hide} flex flex-wrap gap-2 border-b border-line pb-3`}
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
              role="tab"
              id={tabId(doc.tab)}
              aria-selected={selected}
              aria-controls={panelId(doc.tab)}
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
          role="tabpanel"
          id={panelId(doc.tab)}
          aria-labelledby={tabId(doc.tab)}
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
