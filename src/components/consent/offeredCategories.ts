import { CONSENT } from "~/content/behaviour";
import { owner } from "~/content/owner-site";
import type { ConsentCategory } from "~/lib/consent";
import { tagManagerConfig, type TagManagerConfig } from "./tagManagerGate";

/**
 * The categories the banner asks for: only those whose service the site really uses. Statistics and marketing run
 * through the tag manager, so they need a container id; external media are the home gallery's videos.
 */
export function offeredCategories(
  config: TagManagerConfig = tagManagerConfig,
  videoCount = owner.videoIds.length,
): ConsentCategory[] {
  return CONSENT.categories.filter((category) => (category === "media" ? videoCount > 0 : !!config.containerId));
}
