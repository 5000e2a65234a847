import { figures } from "#shared/facts.ts";
import type { Hero } from "./schema";

export const hero: Hero = {
  eyebrow: "KI-Marketing für kleine Unternehmen",
  lines: [
    { text: "Social Media", brand: false },
    { text: "Creator mit KI", brand: true },
  ],
  intro: `${figures.postsPerMonth}, automatisierte E-Mails und Anzeigen für mehr Anfragen: mit KI erstellt, persönlich geprüft und zu einem Bruchteil der Personalkosten.`,
  primary: { label: "Kostenloses Testvideo anfordern", to: "/kontakt?grund=gratis-video" },
  secondary: { label: "Mehr erfahren", to: "/über-ki" },
  // The ad credit is not among the points: it is promoted only where its conditions stand beside it (the bonus block).
  points: [`Ergebnisse ${figures.firstResults}`, `Inhalte für ${figures.channels} Kanäle`, "Jeder Beitrag persönlich geprüft"],
  image: { src: "/images/home/hero.svg", alt: "", width: 560, height: 520 },
};
