/**
 * Google Tag Manager with Google Consent Mode v2. Loaded lazily (dynamic import) and only when a consent choice needs
 * it, so visitors who never agree download none of this code and send nothing to Google.
 *
 * Order on the first call: Consent Mode defaults (every type denied) → update for the choice → the `gtm.js` event →
 * the container script and its noscript frame. Later calls only update Consent Mode (a withdrawal denies at once).
 */
import type { ConsentChoice } from "./consent";

const GTM_ORIGIN = "https://www.googletagmanager.com";

/**
 * The four consent types Consent Mode v2 requires.
 * @internal (tested directly)
 */
export const CONSENT_MODE_TYPES = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
type ConsentModeType = (typeof CONSENT_MODE_TYPES)[number];
type ConsentModeState = Record<ConsentModeType, "granted" | "denied">;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's container ids look like GTM-XXXXXXX; anything else is a configuration error.
 * @internal (tested directly)
 */
export function isContainerId(id: string): boolean {
  return /^GTM-[A-Z0-9]{4,12}$/.test(id);
}

/**
 * Statistics grants analytics storage; marketing grants the three advertising types; a withdrawal denies all four.
 * @internal (tested directly)
 */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const grant = (allowed: boolean | undefined) => (allowed ? "granted" : "denied");
  return {
    ad_storage: grant(choice?.marketing),
    ad_user_data: grant(choice?.marketing),
    ad_personalization: grant(choice?.marketing),
    analytics_storage: grant(choice?.statistics),
  };
}

/** gtag() as Google defines it: pushes its `arguments` object (GTM ignores plain arrays for consent commands). */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** @internal (tested directly) */
export function scriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** @internal (tested directly) */
export function frameUrl(containerId: string): string {
  return `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(containerId)}`;
}

function isLoaded(containerId: string): boolean {
  return [...document.scripts].some((script) => script.src === scriptUrl(containerId));
}

/** Applies a consent choice: loads the container the first time, afterwards only updates Consent Mode. */
export function applyConsent(containerId: string, choice: ConsentChoice | null): void {
  if (!isContainerId(containerId)) {
    console.error(`Tag manager: "${containerId}" is not a container id (GTM-…); nothing loaded.`);
    return;
  }
  const first = !isLoaded(containerId);
  if (first) gtag("consent", "default", consentModeState(null));
  gtag("consent", "update", consentModeState(choice));
  if (!first) return;

  window.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl(containerId);
  document.head.append(script);
  // Google's snippet for visitors without JavaScript. Inserted by script it stays inert (a noscript's content is
  // text while scripting runs); it cannot sit in the prerendered HTML, where it would load before consent.
  const noscript = document.createElement("noscript");
  noscript.innerHTML = `<iframe src="${frameUrl(containerId)}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
  document.body.prepend(noscript);
}
