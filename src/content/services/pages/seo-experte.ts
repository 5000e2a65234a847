import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import { singleServiceOfferSentence } from "../../pricing/single-services";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

const offer = singleServiceOfferSentence("seo-experte");

export default {
  slug: "seo-experte",
  title: "SEO-Experte für bessere Sichtbarkeit bei Google",
  description: `Saubere Technik, passende Inhalte und ein gepflegtes Google-Unternehmensprofil für mehr Sichtbarkeit. Auch als Einzelleistung „SEO-Experte“ zum Festpreis.`,
  seoKeywords: [
    "SEO-Experte",
    "Suchmaschinenoptimierung",
    "Local SEO",
    "Google-Unternehmensprofil",
    "SEO für kleine Unternehmen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Gefunden werden, wenn Ihre Kundschaft sucht",
      intro: "SEO-Experte",
      subtitle: "Technik, Inhalte und lokale Einträge, die Google versteht.",
      description:
        "Wer einen Handwerksbetrieb, eine Praxis oder einen Laden in der Nähe sucht, klickt selten auf die zweite Ergebnisseite. Suchmaschinenoptimierung sorgt dafür, dass Ihre Website technisch sauber ist, die richtigen Begriffe abdeckt und in Ihrer Region sichtbar wird. Mit KI-Werkzeugen finde ich Lücken schneller und setze Verbesserungen gezielt um.",
      image: {
        src: "/images/services/seo-experte.svg",
        alt: "Illustration einer Lupe über einer Liste von Suchergebnissen, daneben eine Landkarte mit Standortmarkierung",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Können Sie mir Platz eins bei Google garantieren?",
        answer:
          "Nein, und seriös kann das niemand. Google entscheidet selbst über die Reihenfolge und ändert seine Kriterien regelmäßig. Ich verbessere, was sich beeinflussen lässt: Technik, Inhalte, lokale Signale und Verweise von anderen Seiten.",
      },
      {
        question: "Was kostet die Suchmaschinenoptimierung?",
        answer: `${offer} ${atSentenceStart(inPackages("SEO-Grundoptimierung"))} ist eine SEO-Grundoptimierung Ihrer Website enthalten. Welche Maßnahmen für Ihre Website am meisten bringen, kläre ich vorab mit Ihnen, damit Ihr Geld dort ankommt, wo es wirkt.`,
      },
      {
        question: "Wie lange dauert es, bis SEO wirkt?",
        answer:
          "Technische Korrekturen und ein gepflegtes Unternehmensprofil zeigen oft früh Wirkung, inhaltliche Verbesserungen brauchen mehr Geduld. Suchmaschinen müssen Ihre Seiten erst neu erfassen und bewerten; SEO ist eher ein Langstreckenlauf als ein Sprint.",
      },
      {
        question: "Muss meine Website dafür neu gebaut werden?",
        answer:
          "Meistens nicht. Viele Probleme lassen sich in bestehenden Systemen wie WordPress, Wix oder Shopify beheben. Ist die Technik zu veraltet, sage ich Ihnen das offen und zeige Ihnen Alternativen.",
      },
    ],
    features: {
      title: "Was ich für Ihre Sichtbarkeit tue",
      items: [
        {
          title: "Recherche der Suchbegriffe",
          description:
            "Ich finde heraus, mit welchen Begriffen Ihre Kundschaft sucht, und ordne jedem wichtigen Begriff eine passende Seite zu.",
          icon: "search",
        },
        {
          title: "Technische Prüfung",
          description:
            "Ladezeit, Darstellung auf dem Smartphone, Indexierung, Weiterleitungen und fehlerhafte Links prüfe ich und behebe, was nicht stimmt.",
          icon: "shield",
        },
        {
          title: "Seitentitel und Beschreibungen",
          description:
            "Jede wichtige Seite bekommt einen Titel und eine Beschreibung, die in den Suchergebnissen zum Klicken einladen.",
          icon: "pen",
        },
        {
          title: "Lokale Suchmaschinenoptimierung",
          description:
            "Ein gepflegtes Google-Unternehmensprofil, einheitliche Adressdaten in Verzeichnissen und Tipps, wie Sie zu mehr echten Bewertungen kommen.",
          icon: "globe",
        },
        {
          title: "Inhaltsstruktur",
          description:
            "Überschriften, interne Verlinkung und Texte werden so geordnet, dass Menschen und Suchmaschinen Ihr Angebot verstehen.",
          icon: "layers",
        },
      ],
    },
    aiAdvantages: {
      title: "KI macht SEO schneller und gründlicher",
      items: [
        {
          icon: "search",
          text: "KI-Werkzeuge sortieren lange Listen von Suchbegriffen nach Absicht, damit klar wird, welche Seite welche Frage beantworten muss.",
        },
        {
          icon: "shield",
          text: "Bei der technischen Prüfung werden alle Seiten automatisch durchsucht, sodass auch versteckte Fehler auffallen.",
        },
        {
          icon: "pen",
          text: "Titel, Beschreibungen und Bildtexte entstehen als Vorschläge für viele Seiten gleichzeitig und werden danach einzeln geprüft.",
        },
        {
          icon: "target",
          text: "Ein Vergleich mit den Inhalten der Wettbewerber zeigt Themen, die auf Ihrer Website noch fehlen.",
        },
      ],
    },
    benefits: {
      title: "Was gutes SEO Ihnen bringt",
      items: [
        {
          title: "Besucher mit echtem Interesse",
          description:
            "Wer über die Suche kommt, hat ein konkretes Anliegen und ist offener für eine Anfrage als zufällige Besucher.",
        },
        {
          title: "Sichtbarkeit ohne Klickpreise",
          description:
            "Anders als bei Anzeigen zahlen Sie nicht für jeden Besuch, der über die organischen Ergebnisse kommt.",
        },
        {
          title: "Eine bessere Website für alle",
          description:
            "Schnellere Ladezeiten und klarere Texte helfen nicht nur Google, sondern jedem Menschen, der Ihre Seite öffnet.",
        },
      ],
    },
    process: {
      title: "So gehe ich vor",
      steps: [
        {
          title: "Bestandsaufnahme",
          description:
            "Ich analysiere Ihre Website, Ihre aktuellen Positionen und die Seiten der Wettbewerber, die bei Ihren Begriffen vorn liegen.",
        },
        {
          title: "Maßnahmenliste",
          description:
            "Sie erhalten eine Liste nach Dringlichkeit: zuerst, was schnell wirkt und wenig Aufwand kostet, danach die größeren Aufgaben.",
        },
        {
          title: "Umsetzung",
          description:
            "Technik, Texte, Titel und Unternehmensprofil werden überarbeitet; dafür brauche ich Zugang zu Ihrer Website oder eine Person aus Ihrem Team.",
        },
        {
          title: "Beobachten und nachbessern",
          description:
            "Über die Google Search Console verfolge ich, wie sich Einblendungen, Klicks und Positionen entwickeln, und steuere nach.",
        },
      ],
    },
    personal: {
      title: "Ehrliches SEO ohne Zaubertricks",
      description:
        "Ich arbeite nicht mit gekauften Links oder Tricks, die kurzfristig helfen und später bestraft werden. Stattdessen sorge ich dafür, dass Ihre Website die Fragen Ihrer Kundschaft besser beantwortet als andere, und erkläre Ihnen jede Maßnahme in verständlichen Worten.",
    },
    cta: {
      title: "Bereit für mehr Sichtbarkeit in Ihrer Region?",
      description:
        "Die Einzelleistung „SEO-Experte“ finden Sie auf der Preisseite, die Pakete gleich daneben. Ob die Einzelleistung oder ein Paket besser zu Ihnen passt, bespreche ich gern mit Ihnen.",
      ask: serviceRequest("seo-experte"),
    },
  },
} satisfies ServiceRecord;
