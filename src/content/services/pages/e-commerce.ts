import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "e-commerce",
  title: "E-Commerce-Betreuung mit KI",
  description:
    "Produktpflege, Kampagnen und Abläufe für Ihren Onlineshop aus einer Hand: KI-gestützte E-Commerce-Betreuung für kleine und mittlere Unternehmen.",
  seoKeywords: [
    "E-Commerce Betreuung",
    "Onlineshop Betreuung",
    "Shop-Management",
    "Produktbeschreibungen mit KI",
    "Warenkorbabbrecher zurückgewinnen",
    "E-Commerce Marketing",
  ],
  content: {
    variant: "simple",
    hero: {
      title: "E-Commerce-Betreuung mit KI",
      intro: "Für Onlineshops, die wachsen sollen",
      subtitle: "Ihr Shop verkauft weiter, während Sie sich um Sortiment und Kundschaft kümmern.",
      description:
        "Ein Onlineshop ist nie fertig: Neue Produkte brauchen Texte und Bilder, Preise ändern sich, Aktionen wollen geplant und beworben werden. Ich übernehme diese laufende Arbeit für Sie, unterstützt von KI-Werkzeugen, die Routinearbeit beschleunigen, und mit Blick darauf, was Ihre Besucherinnen und Besucher tatsächlich zum Kauf bewegt.",
      image: {
        src: "/images/services/e-commerce.svg",
        alt: "Illustration eines Schaufensters mit Produktkarten, Warenkorb und steigender Umsatzkurve",
        width: 640,
        height: 480,
      },
    },
    features: {
      title: "Was die E-Commerce-Betreuung umfasst",
      items: [
        {
          title: "Produktseiten, die verkaufen",
          description:
            "Ich schreibe Produktbeschreibungen, die den Nutzen erklären, statt Datenblätter aufzuzählen, ergänze sinnvolle Suchbegriffe und sorge dafür, dass Varianten, Größen und Preise stimmen.",
          icon: "pen",
        },
        {
          title: "Sortiment und Kategorien",
          description:
            "Neue Artikel lege ich sauber an, ordne sie in verständliche Kategorien ein und halte Filter so schlank, dass Ihre Kundschaft schnell findet, was sie sucht.",
          icon: "layers",
        },
        {
          title: "Aktionen und Saisonkampagnen",
          description:
            "Ob Sommerschlussverkauf, Black Friday oder Weihnachtsgeschäft: Ich plane Rabattaktionen rechtzeitig, gestalte passende Banner und bereite die Ankündigung auf Ihren Kanälen vor.",
          icon: "megaphone",
        },
        {
          title: "Abgebrochene Warenkörbe zurückholen",
          description:
            "Automatische Erinnerungs-E-Mails holen Interessierte zurück, die ihren Einkauf nicht abgeschlossen haben, freundlich formuliert und im Design Ihres Shops.",
          icon: "cart",
        },
        {
          title: "Zahlen, die Sie verstehen",
          description:
            "Einmal im Monat erhalten Sie einen kurzen Bericht: Welche Produkte laufen, wo Besucher aussteigen und welche Maßnahme ich als Nächstes empfehle.",
          icon: "chart",
        },
        {
          title: "Verknüpfung mit Social Media",
          description:
            "Ihr Katalog lässt sich mit Instagram, Facebook und TikTok verbinden, damit Produkte direkt in Beiträgen und Videos markiert und gekauft werden können.",
          icon: "globe",
        },
      ],
    },
    benefits: {
      title: "Ihre Vorteile auf einen Blick",
      items: [
        {
          title: "Mehr Zeit für Ihr Kerngeschäft",
          description:
            "Einkauf, Verpackung und Kundenkontakt bleiben bei Ihnen. Die Pflege des Shops und das Marketing laufen im Hintergrund, ohne dass Sie jeden Abend am Rechner sitzen.",
        },
        {
          title: "Eine Ansprechpartnerin statt vieler Dienstleister",
          description:
            "Texte, Grafiken, Kampagnen und Technik kommen aus einer Hand. Sie müssen nicht zwischen Agentur, Texter und Techniker vermitteln.",
        },
        {
          title: "Schneller durch KI, sorgfältig durch Kontrolle",
          description:
            "KI entwirft Texte und Bildvarianten schnell. Jede Fassung prüfe ich persönlich auf Tonfall, Produktangaben und Preise, bevor sie online geht.",
        },
        {
          title: "Entscheidungen auf Basis echter Daten",
          description:
            "Statt nach Gefühl umzubauen, teste ich Änderungen an Produktseiten und Aktionen und behalte bei, was nachweislich mehr Bestellungen bringt.",
        },
      ],
    },
    process: {
      title: "So beginnt die Zusammenarbeit",
      steps: [
        {
          title: "Shop-Analyse",
          description:
            "Ich sehe mir Ihren Shop, Ihre Produkte und Ihre bisherigen Verkaufszahlen an und notiere, wo das größte Potenzial liegt.",
        },
        {
          title: "Plan für die ersten Wochen",
          description:
            "Mit Ihnen lege ich fest, welche Produkte, Aktionen und Automatisierungen zuerst an der Reihe sind und woran sich der Erfolg messen lässt.",
        },
        {
          title: "Umsetzung im Shop",
          description:
            "Ich überarbeite Produktseiten, richte Erinnerungs-E-Mails ein und bereite die erste Kampagne vor. Sie geben jeden Schritt frei.",
        },
        {
          title: "Laufende Betreuung",
          description:
            "Danach kümmere ich mich Monat für Monat um Pflege, Aktionen und Auswertung und passe den Plan an Ihre Saison an.",
        },
      ],
    },
    cta: {
      title: "Bereit für einen Shop, der Sie entlastet?",
      description: `${atSentenceStart(inPackages("Pflege von Produkten, Preisen und Aktionen"))} sind die Pflege von Produkten, Preisen und Aktionen, Werbekampagnen für Ihre meistverkauften Produkte und automatisierte E-Mails bei abgebrochenen Warenkörben gebündelt. Alle Leistungen des Pakets stehen auf der Preisseite; den Umfang stimme ich auf Ihr Sortiment ab.`,
      ask: serviceRequest("e-commerce"),
    },
  },
} satisfies ServiceRecord;
