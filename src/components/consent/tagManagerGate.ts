/**
 * Decides when the tag manager runs and loads its code only then (dynamic import of ~/lib/tag-manager).
 * Container id: site.tagManager.containerId, or at build time `VITE_GTM_ID=GTM-XXXXXXX npm run build`.
 */
import { site } from "~/content/site";
import { onConsent, type ConsentChoice } from "~/lib/consent";

export type TagManagerConfig = { containerId: string; loadOnEssential: boolean };

export const tagManagerConfig: TagManagerConfig = {
  containerId: import.meta.env.VITE_GTM_ID || site.tagManager.containerId,
  loadOnEssential: site.tagManager.loadOnEssential,
};

/**
 * No container id: never. Statistics or marketing allowed: yes. Any other choice: only when the owner switched
 * loadOnEssential on (then with every consent type denied). Once loaded, every later change goes to it, so a
 * withdrawal reaches Consent Mode.
 * @internal (tested directly)
 */
export function needsTagManager(choice: ConsentChoice | null, config: TagManagerConfig, loaded: boolean): boolean {
  if (!config.containerId) return false;
  return loaded || (!!choice && (choice.statistics || choice.marketing || config.loadOnEssential));
}

/** Whether this page view has started the tag manager (it cannot be unloaded, only told the new consent). */
let loaded = false;

/** Listens for consent choices and hands the ones that need it to the tag manager; returns the disconnect. */
export function connectTagManager(config: TagManagerConfig = tagManagerConfig): () => void {
  return onConsent((choice) => {
    if (!needsTagManager(choice, config, loaded)) return;
    loaded = true;
    import("~/lib/tag-manager")
      .then((tagManager) => tagManager.applyConsent(config.containerId, choice))
      .catch((error: unknown) => console.error("Tag manager failed to load", error));
  });
}
