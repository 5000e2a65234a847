import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CONSENT } from "~/content/behaviour";
import { readConsent, reportConsent, storeConsent, useConsentState, type ConsentChoice, type ConsentState } from "~/lib/consent";
import { legalPath } from "~/lib/routes";
import { buttonClasses } from "~/components/ui/Button";
import { connectTagManager } from "./tagManagerGate";

const choices: { choice: ConsentChoice; label: string }[] = [
  { choice: "essential", label: "Nur essenzielle" },
  { choice: "all", label: "Alle akzeptieren" },
];

/**
 * The cookie banner at the bottom of the viewport while no valid choice is stored. Renders nothing in the prerendered
 * HTML and during hydration (storage is unknown there), so there is no hydration mismatch.
 * Sticky at the end of the page rather than fixed: it floats over the content while scrolling, yet at the end of the
 * page it sits below the footer instead of covering the Impressum and Datenschutz links; appearing after the footer, it
 * moves nothing (no layout shift). It stays below the navigation (z-30 < the navbar's z-40), so an open mobile menu
 * is never cut off by it.
 * A non-modal labelled region: focus moves to it only when it reopens through the footer's reset, never on page load.
 */
export function ConsentBanner() {
  const state = useConsentState();
  const region = useRef<HTMLElement>(null);
  const previous = useRef<ConsentState>(undefined);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const disconnect = connectTagManager();
    const stored = readConsent();
    if (stored) reportConsent(stored);
    // A choice made or withdrawn in another tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT.storageKey || event.key === null) reportConsent(readConsent());
    };
    window.addEventListener("storage", onStorage);
    return () => {
      disconnect();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    if (state === null && previous.current) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      region.current?.focus();
    }
    previous.current = state;
  }, [state]);

  if (state !== null) return null;

  const choose = (choice: ConsentChoice) => {
    const focusWasInside = region.current?.contains(document.activeElement);
    storeConsent(choice);
    if (focusWasInside) (returnFocus.current ?? document.getElementById("inhalt"))?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  return (
    <section
      ref={region}
      aria-label="Cookie-Einstellungen"
      tabIndex={-1}
      className="sticky bottom-0 z-30 border-t border-line bg-white p-4 shadow-[0_-8px_24px_rgb(15_23_42/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center">
        <p className="text-sm text-ink-soft">
          Wir speichern nur, was die Seite braucht. Mit „Alle akzeptieren“ erlauben Sie Statistik und Marketing über den
          Google Tag Manager sowie Videos externer Anbieter; ändern können Sie das jederzeit unter „Cookie-Einstellungen“.{" "}
          <Link to={legalPath("cookie-policy")} className="font-semibold text-brand-800 underline">
            Cookie Policy
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          {choices.map(({ choice, label }) => (
            <button key={choice} type="button" onClick={() => choose(choice)} className={buttonClasses("secondary")}>
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
