import { useState } from "react";
import { useLocation } from "react-router";
import { FLOATING_CTA } from "~/content/behaviour";
import { useConsentState } from "~/lib/consent";
import { paths } from "~/content/paths";
import FloatingCtaCard from "./FloatingCtaCard";
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
    <FloatingCtaCard
      onClose={() => {
        storeDismissed();
        setDismissed(true);
      }}
    />
  );
}
