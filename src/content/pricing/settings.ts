/**
 * The owner's statements about the offers as the pricing page, the service pages and the structured data read them:
 * availability, the „Beliebt“ badge, Viral's term, what each single price buys, and the VAT status the prices are
 * stated under. What renders them takes these settings as an argument (by default the owner configuration's), so a
 * test can render every alternative value.
 */
import { owner, type OwnerConfig, type VatStatus } from "../owner-site";

export type OfferSettings = OwnerConfig["offers"] & { vatStatus: VatStatus };

/** @internal (tested with other owner configurations) */
export function offerSettingsOf(config: OwnerConfig = owner): OfferSettings {
  return { ...config.offers, vatStatus: config.identity.vatStatus };
}

/** The settings the site is built with. */
export const offerSettings: OfferSettings = offerSettingsOf();
