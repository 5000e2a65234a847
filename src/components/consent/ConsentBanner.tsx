/** Placeholder until the cookie-consent issue lands: renders nothing. */
export function ConsentBanner() {
  return null;
}
