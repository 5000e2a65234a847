/** Copy of the Über-KI page (sections below the hero); the cost figures come from ./cost, all others from the facts module. */
import { figures } from "#shared/facts.ts";
import type { ImageSource } from "../images";
import { inPackages } from "../pricing/plans";
import { toolsCheaperText } from "./cost";
export type Step = { title: string; description: string };
export type IconKey =
  | "pen"
  | "palette"
  | "video"
  | "user"
  | "bolt"
  | "chart"
  | "clock"
  | "target"
  | "gift"
  | "shield"
  | "layers"
  | "rocket";
export type Feature = { title: string; description: string; icon: IconKey };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const hero = {
  eyebrow: "Marketing mit KI",
  intro:
    "Vier eigene Fachkräfte für Social Media, Texte, Anzeigen und Design sind für ein kleines Unternehmen eine große Ausgabe. Ich arbeite mit KI-Werkzeugen, deren Abonnements nur einen Bruchteil eines Gehalts kosten, und prüfe persönlich alles, was sie liefern. Das Rechenbeispiel unten zeigt die Größenordnung.",
} as const;

export const comparisonCopy = {
  title: "Was ein Marketing-Team kostet und was KI kostet",
  intro:
    "Ein Rechenbeispiel: die Monatsgehälter typischer Rollen neben den monatlichen Abonnements der KI-Werkzeuge, mit denen ich arbeite.",
  rolesHeading: "Klassisches Team",
  toolsHeading: "KI-Werkzeuge",
  /** The comparison's result, computed from the two columns: what the tools cost less than the salaries. */
  resultLead: "In diesem Beispiel:",
  result: `Die KI-Werkzeuge kosten ${toolsCheaperText()} weniger als die vier Gehälter`,
  footnote:
    "Rechenbeispiel mit angenommenen Werten, keine Erhebung: Bruttomonatsgehälter ohne die Arbeitgeberanteile zur Sozialversicherung (tatsächliche Gehälter hängen von Erfahrung, Region und Branche ab) und Monatspreise von KI-Werkzeugen im Abonnement. Meine Betreuung ist im Vergleich nicht enthalten: Sie kommt zu den Abopreisen hinzu, ihr Preis richtet sich nach dem Paket. Die Werkzeuge ersetzen keine Erfahrung: Ich setze sie für Sie ein, prüfe jedes Ergebnis und übernehme die Planung.",
} as const;

export const sampleImage: ImageSource = {
  src: "/images/ueber-ki/beispiel-beitrag.svg",
  alt: "Beispiel eines mit KI erstellten Social-Media-Beitrags auf einem Smartphone: Produktbild, kurzer Text und Kennzahlen zu Likes und Reichweite",
  width: 480,
  height: 560,
};

/** The text beside the sample post. */
export const sampleCopy = {
  title: "So sieht ein Beitrag mit KI aus",
  text: `Bild, Text und Veröffentlichung aus einem Guss: Die KI entwirft, ich prüfe und passe an, bis der Beitrag nach Ihrem Unternehmen klingt. So entstehen ${inPackages(figures.postsPerMonth)} ${figures.postsPerMonth}, ohne dass Sie selbst schreiben oder gestalten müssen.`,
} as const;

export const method: { title: string; intro: string; steps: Step[] } = {
  title: "Meine Methode in drei Schritten",
  intro: "KI liefert Tempo, ich sorge für Richtung und Qualität.",
  steps: [
    {
      title: "Verstehen",
      description:
        "Ich lerne Ihr Angebot, Ihre Zielgruppe und Ihren Ton kennen und schlage die Kanäle vor, die sich für Sie lohnen.",
    },
    {
      title: "Erstellen",
      description:
        "KI-Werkzeuge entwerfen Texte, Bilder und Videos. Ich wähle aus, überarbeite und bringe alles in Ihren Markenauftritt.",
    },
    {
      title: "Messen und verbessern",
      description:
        "Ich veröffentliche nach Plan, werte die Zahlen aus und verstärke, was wirkt. So lernt Ihr Marketing von Monat zu Monat dazu.",
    },
  ],
};

export const toolsGrid: { title: string; intro: string; tools: Feature[] } = {
  title: "Die Werkzeuge hinter Ihren Inhalten",
  intro: "Für jede Aufgabe das passende KI-Werkzeug, eingesetzt mit Erfahrung im Marketing.",
  tools: [
    {
      icon: "pen",
      title: "Texte und Ideen",
      description: "Beiträge, Newsletter, Anzeigen- und Website-Texte in Ihrem Ton.",
    },
    {
      icon: "palette",
      title: "Bilder und Grafiken",
      description: "Motive, Produktbilder und Vorlagen passend zu Ihren Farben.",
    },
    { icon: "video", title: "Videoschnitt", description: "Kurze Videos für Reels, TikTok und Shorts mit Untertiteln." },
    {
      icon: "user",
      title: "Digitale Avatare",
      description: "Ein digitaler Sprecher für Erklärvideos, auch in anderen Sprachen als Deutsch.",
    },
    {
      icon: "bolt",
      title: "Automatisierung",
      description: "E-Mail-Kampagnen und Abläufe, die zuverlässig von selbst laufen.",
    },
    { icon: "chart", title: "Auswertung", description: "Kennzahlen aus allen Kanälen, verständlich zusammengefasst." },
  ],
};

export const start: { title: string; intro: string; steps: Step[] } = {
  title: "So starten Sie in drei Schritten",
  intro: "Vom ersten Kontakt bis zu den ersten Inhalten: So läuft der Einstieg ab.",
  steps: [
    {
      title: "Kostenloses Testvideo anfordern",
      description:
        "Schreiben Sie mir über das Kontaktformular. Ich erstelle Ihnen ein Testvideo für Ihr Unternehmen, damit Sie die Qualität vorab sehen.",
    },
    {
      title: "Umfang festlegen",
      description: "Ich empfehle Ihnen das passende Paket oder stelle einen persönlichen Plan für Ihre Ziele zusammen.",
    },
    {
      title: "Erste Beiträge online",
      description: `${capitalized(figures.firstResults)} gehen die ersten Beiträge und Anzeigen online, sobald Sie sie freigegeben haben.`,
    },
  ],
};

export const benefits: { title: string; items: Feature[] } = {
  title: "Ihre Vorteile",
  items: [
    {
      icon: "target",
      title: "Werkzeuge statt Gehälter",
      description:
        "Die KI-Werkzeuge kosten einen Bruchteil eines Gehalts; Sie bezahlen meine Leistungen statt eines eigenen Teams.",
    },
    {
      icon: "clock",
      title: `Erste Beiträge ${figures.firstResults}`,
      description: "Keine monatelange Einarbeitung: Sobald Sie freigegeben haben, gehen die ersten Beiträge online.",
    },
    {
      icon: "layers",
      title: "Regelmäßig sichtbar",
      description: `${figures.postsPerMonth} ${inPackages(figures.postsPerMonth)} halten Ihre Kanäle lebendig.`,
    },
    { icon: "gift", title: `${figures.adCredit}`, description: figures.adCreditConditions },
    { icon: "shield", title: "Geprüfte Qualität", description: "Ich prüfe jeden Inhalt, bevor er erscheint." },
    {
      icon: "rocket",
      title: "Wächst mit Ihnen",
      description: "Vom Paket Start bis zum eigenen Onlineshop: Der Umfang lässt sich nach Absprache erweitern.",
    },
  ],
};

export const closingImage: ImageSource = {
  src: "/images/ueber-ki/dashboard.svg",
  alt: "Illustration eines Marketing-Dashboards mit steigender Reichweitenkurve, Kampagnenbalken und einem Kalender voller geplanter Beiträge",
  width: 640,
  height: 420,
};

export const closing = {
  title: "Welches Paket passt zu Ihnen?",
  text: "Die Pakete Start, Viral und E-Commerce sowie die Einzelleistungen finden Sie auf der Seite Preise. Passt keines genau, stelle ich Ihnen einen persönlichen Plan zusammen.",
  button: "Pläne ansehen",
} as const;
