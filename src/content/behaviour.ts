/**
 * Behaviour constants (timings, thresholds, storage keys), named once and shared by code and tests.
 */
export const NAVBAR = {
  /** The navbar hides once the visitor scrolls down past this many pixels. */
  hideAfterPx: 10,
} as const;

export const COUNTER = {
  visibilityThreshold: 0.5,
  durationMs: 2000,
  steps: 60,
} as const;

export const TYPING = {
  first: { delayMs: 500, msPerLetter: 150 },
  brand: { delayMs: 2500, msPerLetter: 180 },
} as const;

export const GALLERY = {
  videoCount: 5,
  marqueeLoopSeconds: 40,
  tileWidthsPx: { narrow: 288, wide: 416 },
} as const;

export const PRICING = {
  collapsedBullets: 5,
} as const;

export const FLOATING_CTA = {
  scrollRatio: 0.75,
  delayMs: 500,
  debounceMs: 100,
  /** sessionStorage key of the dismissed flag. */
  storageKey: "floating-cta-dismissed",
} as const;

export const CONSENT = {
  storageKey: "cookie-consent",
  /** The categories a visitor allows one by one; stored as JSON, e.g. {"statistics":false,"marketing":false,"media":true}. */
  categories: ["statistics", "marketing", "media"] as const,
} as const;

export const CONTACT = {
  messageMinLength: 10,
  messageMinHeightPx: 120,
} as const;
