import type { Hero } from "./schema";

export const hero: Hero = {
  eyebrow: "KI-Marketing für kleine Unternehmen",
  lines: [
    { text: "Social Media", brand: false },
    { text: "Creator mit KI", brand: true },
  ],
  intro:
    "Jeden Monat 32 Beiträge, automatisierte E-Mails und Anzeigen, die Anfragen bringen: professionell erstellt mit KI, zu einem Bruchteil der Personalkosten.",
  primary: { label: "Gratis Testvideo anfordern", to: "/kontakt?grund=gratis-video" },
  secondary: { label: "Mehr erfahren", to: "/über-ki" },
  points: ["Ergebnisse ab Woche 1", "Inhalte für 3 Kanäle", "500 € Werbeguthaben"],
  image: { src: "/images/home/hero.svg", alt: "", width: 560, height: 520 },
};
