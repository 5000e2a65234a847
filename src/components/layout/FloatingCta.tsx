import { useState } from "react";
import { Link, useLocation } from "react-router";
import { FLOATING_CTA } from "~/content/behaviour";
import { whatsappHref } from "~/content/site";
import { useConsentState } from "~/lib/consent";
import { paths } from "~/lib/routes";
import { buttonClasses } from "~/components/ui/Button";
import { Icon, closeIcon } from "~/components/ui/Icon";
import { useScrollTrigger } from "./scrollTrigger";

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(FLOATING_CTA.storageKey) === "1";
  } catch {
    return false;
  }
}

function storeDismissed(): void {
  try {
    window.sessionStorage.setItem(FLOATING_CTA.storageKey, "1");
  } catch {
    // Storage unavailable: dismissed for this page view only.
  }
}

/**
 * Bottom-right card shown after the scroll rule fires, unless dismissed this session. It waits while the cookie banner
 * is open (so it never covers it) and stays off /kontakt, where the form is the call to action and the card could
 * cover its submit button. Sticky at the end of the page, like the banner: at the very end it docks below the footer
 * rather than covering its legal links.
 */
export function FloatingCta() {
  const { pathname } = useLocation();
  const reached = useScrollTrigger(pathname);
  const consent = useConsentState();
  const [dismissed, setDismissed] = useState(false);

  if (!reached || !consent || dismissed || pathname === paths.kontakt || readDismissed()) return null;

  return (
    <aside
      aria-label="Kontakt aufnehmen"
      className="sticky bottom-4 z-30 mb-4 ml-auto mr-4 w-72 rounded-card bg-white p-5 pr-12 shadow-lift transition duration-300 starting:translate-y-4 starting:opacity-0"
    >
      <button
        type="button"
        aria-label="Schließen"
        onClick={() => {
          storeDismissed();
          setDismissed(true);
        }}
        className="absolute right-2 top-2 rounded-full p-3 text-muted hover:bg-surface-alt"
      >
        <Icon icon={closeIcon} />
      </button>
      <p className="font-semibold">Bereit für mehr Reichweite?</p>
      <div className="mt-3 grid gap-2">
        <Link to={paths.services} className={buttonClasses()}>
          Services ansehen
        </Link>
        <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
          Chat auf WhatsApp<span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
      </div>
    </aside>
  );
}
