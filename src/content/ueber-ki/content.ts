/** Copy of the Über-KI page (sections below the hero); the figures come from ./cost. */
import type { PictureSource } from "~/components/ui/Picture";
export type Step = { title: string; description: string };
export type IconKey = "pen" | "palette" | "video" | "user" | "bolt" | "chart" | "clock" | "target" | "gift" | "shield" | "layers" | "rocket";
export type Feature = { title: string; description: string; icon: IconKey };

export const hero = {
  eyebrow: "Marketing mit KI",
  intro:
    "Vier Fachkräfte für Social Media, Texte, Anzeigen und Design kosten ein kleines Unternehmen schnell mehr als ein Umsatz es trägt. Mit KI-Werkzeugen und einer erfahrenen Begleitung bekommen Sie die gleichen Inhalte für einen Bruchteil davon.",
} as const;

export const comparisonCopy = {
  title: "Was ein Marketing-Team kostet und was KI kostet",
  intro: "Die Monatsgehälter typischer Rollen im Vergleich zu den monatlichen Abonnements der KI-Werkzeuge, mit denen wir arbeiten.",
  rolesHeading: "Klassisches Team",
  toolsHeading: "KI-Werkzeuge",
  footnote:
    "Bruttomonatsgehälter und Abopreise als Richtwerte. Die Werkzeuge ersetzen keine Erfahrung: Wir setzen sie für Sie ein, prüfen jedes Ergebnis und übernehmen die Planung.",
} as const;

export const sampleImage: PictureSource = {
  src: "/images/ueber-ki/beispiel-beitrag.svg",
  alt: "Beispiel eines mit KI erstellten Social-Media-Beitrags auf einem Smartphone: Produktbild, kurzer Text und Kennzahlen zu Likes und Reichweite",
  width: 480,
  height: 560,
};

export const method: { title: string; intro: string; steps: Step[] } = {
  title: "Unsere Methode in 3 Schritten",
  intro: "KI liefert Tempo, wir liefern Richtung und Qualität.",
  steps: [
    {
      title: "Verstehen",
      description: "Wir lernen Ihr Angebot, Ihre Zielgruppe und Ihren Ton kennen und legen fest, welche Kanäle sich für Sie lohnen.",
    },
    {
      title: "Erstellen",
      description: "KI-Werkzeuge entwerfen Texte, Bilder und Videos. Wir wählen aus, überarbeiten und bringen alles in Ihren Markenauftritt.",
    },
    {
      title: "Messen und verbessern",
      description: "Wir veröffentlichen nach Plan, werten die Zahlen aus und verstärken, was wirkt. So wird jeder Monat besser als der letzte.",
    },
  ],
};

export const toolsGrid: { title: string; intro: string; tools: Feature[] } = {
  title: "Die Werkzeuge hinter Ihren Inhalten",
  intro: "Für jede Aufgabe das passende KI-Werkzeug, bedient von Menschen, die Marketing verstehen.",
  tools: [
    { icon: "pen", title: "Texte und Ideen", description: "Beiträge, Newsletter, Anzeigen- und Website-Texte in Ihrem Ton." },
    { icon: "palette", title: "Bilder und Grafiken", description: "Motive, Produktbilder und Vorlagen passend zu Ihren Farben." },
    { icon: "video", title: "Videoschnitt", description: "Kurze Videos für Reels, TikTok und Shorts mit Untertiteln." },
    { icon: "user", title: "Digitale Avatare", description: "Ein digitaler Sprecher für Erklärvideos in über 120 Sprachen." },
    { icon: "bolt", title: "Automatisierung", description: "E-Mail-Kampagnen und Abläufe, die zuverlässig von selbst laufen." },
    { icon: "chart", title: "Auswertung", description: "Kennzahlen aus allen Kanälen, verständlich zusammengefasst." },
  ],
};

export const start: { title: string; intro: string; steps: Step[] } = {
  title: "So starten Sie in 3 Schritten",
  intro: "Vom ersten Kontakt bis zu den ersten Ergebnissen vergeht in der Regel nur eine Woche.",
  steps: [
    {
      title: "Gratis-Testvideo anfordern",
      description: "Schreiben Sie uns über das Kontaktformular. Sie erhalten ein kostenloses Werbevideo für Ihr Unternehmen.",
    },
    {
      title: "Plan festlegen",
      description: "Gemeinsam wählen wir das passende Paket oder stellen einen persönlichen Plan für Ihre Ziele zusammen.",
    },
    {
      title: "Erste Ergebnisse sehen",
      description: "Schon in der ersten Woche gehen die ersten Inhalte online, und Ihre erste Kampagne startet mit 500 € Werbeguthaben.",
    },
  ],
};

export const benefits: { title: string; items: Feature[] } = {
  title: "Ihre Vorteile",
  items: [
    { icon: "target", title: "Bis zu 90 % Personalkosten sparen", description: "Sie bezahlen Ergebnisse statt eines ganzen Teams." },
    { icon: "clock", title: "Ergebnisse in der ersten Woche", description: "Keine monatelange Einarbeitung: Die ersten Inhalte stehen sofort bereit." },
    { icon: "layers", title: "Regelmäßig sichtbar", description: "Bis zu 32 Beiträge im Monat halten Ihre Kanäle lebendig." },
    { icon: "gift", title: "500 € Werbeguthaben", description: "Für Ihre erste Kampagne auf Google, Meta oder TikTok." },
    { icon: "shield", title: "Geprüfte Qualität", description: "Jeder Inhalt wird von Menschen geprüft, bevor er erscheint." },
    { icon: "rocket", title: "Wächst mit Ihnen", description: "Vom Start-Paket bis zum eigenen Onlineshop: Leistungen lassen sich jederzeit erweitern." },
  ],
};

export const closingImage: PictureSource = {
  src: "/images/ueber-ki/dashboard.svg",
  alt: "Illustration eines Marketing-Dashboards mit steigender Reichweitenkurve, Kampagnenbalken und einem Kalender voller geplanter Beiträge",
  width: 640,
  height: 420,
};

export const closing = {
  title: "Bereit für Marketing, das sich rechnet?",
  text: "Sehen Sie sich unsere Pakete an und finden Sie heraus, welcher Plan zu Ihrem Unternehmen passt.",
  button: "Pläne ansehen",
} as const;
