/**
 * The portrait beside „Persönlich für Sie da“ on the service pages, as the owner configuration describes it: its alt
 * text says what it shows, and a stand-in drawing is captioned „Symbolbild“, so no page passes a drawn figure off as
 * the owner.
 */
import { owner, type OwnerConfig } from "~/content/owner-site";

export type Portrait = { src: string; alt: string; caption: string | null };

export function portraitOf(config: OwnerConfig = owner): Portrait {
  const { src, shows } = config.portrait;
  const ofOwner = `${config.identity.ownerTitle === "Inhaber" ? "des Inhabers" : "der Inhaberin"} von ${config.identity.businessName}`;
  switch (shows) {
    case "ownerPhoto":
      return { src, alt: `Foto ${ofOwner}`, caption: null };
    case "ownerDrawing":
      return { src, alt: `Illustriertes Porträt ${ofOwner}`, caption: null };
    case "standIn":
      return { src, alt: "Gezeichnete Figur als Platzhalter für ein Porträt", caption: "Symbolbild" };
  }
}
