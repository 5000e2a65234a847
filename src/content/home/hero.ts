import { figures } from "#shared/facts.ts";
import { inPackages } from "../pricing/plans";
import type { Hero } from "./schema";

export const hero: Hero = {
  eyebrow: "KI-Marketing für kleine Unternehmen",
  lines: [
    { text: "Social Media", brand: false },
    { text: "Creator mit KI", brand: true },
  ],
  // No cost comparison here: the packages' prices are not published, so a reader could not check one.
  intro: `${figures.postsPerMonth} ${inPackages(figures.postsPerMonth)}, dazu automatisierte E-Mails und Anzeigen für mehr Anfragen: mit KI erstellt und von mir persönlich geprüft.`,
  primary: { label: "Kostenloses Testvideo anfordern", to: "/kontakt?grund=gratis-video" },
  secondary: { label: "Mehr erfahren", to: "/über-ki" },
  // Each point is true on its own: it names what appears in the first week. The ad credit is not among them: it is
  // promoted only where its conditions stand beside it (the bonus block).
  points: [`Erste Beiträge ${figures.firstResults}`, `Für ${figures.channelNames}`, "Jeder Beitrag persönlich geprüft"],
  image: { src: "/images/home/hero.svg", alt: "", width: 560, height: 520 },
};
