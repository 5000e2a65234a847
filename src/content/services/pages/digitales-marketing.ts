import { figures } from "#shared/facts.ts";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "digitales-marketing",
  title: "Digitales Marketing für kleine Unternehmen",
  description:
    "Strategie, Inhalte, E-Mails und Anzeigen aus einer Hand, mit KI umgesetzt. Für kleine Unternehmen ohne eigene Marketingabteilung.",
  seoKeywords: [
    "Digitales Marketing",
    "Online-Marketing für kleine Unternehmen",
    "Marketingstrategie",
    "Online-Marketing mit KI",
    "Marketing aus einer Hand",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Digitales Marketing aus einem Guss",
      intro: "Digitales Marketing mit KI",
      subtitle: "Ein Plan, der Website, Social Media, E-Mail und Anzeigen zusammenführt.",
      description:
        "Viele Betriebe veröffentlichen mal hier einen Beitrag, schalten mal dort eine Anzeige und wundern sich, dass nichts zusammenpasst. Ich entwickle eine Online-Strategie, in der jeder Kanal eine klare Aufgabe hat: Aufmerksamkeit gewinnen, Vertrauen aufbauen, Anfragen auslösen. Die KI übernimmt die Fleißarbeit, ich behalte die Richtung im Blick.",
      image: {
        src: "/images/services/digitales-marketing.svg",
        alt: "Illustration eines Mittelpunkts mit Verbindungslinien zu Symbolen für Website, Social Media, E-Mail und Anzeigen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Für wen eignet sich digitales Marketing aus einer Hand?",
        answer:
          "Für Inhaberinnen und Inhaber, die keine eigene Marketingabteilung haben und nicht mehrere Dienstleister koordinieren möchten. Sie haben eine Ansprechpartnerin, einen Plan und einen Bericht statt vieler einzelner Baustellen.",
      },
      {
        question: "Muss ich auf allen Kanälen gleichzeitig aktiv sein?",
        answer:
          "Nein. Ich starte mit den Kanälen, auf denen Ihre Kundschaft tatsächlich unterwegs ist, und erweitere erst, wenn die Grundlage läuft. Zu viele Baustellen auf einmal sind ein häufiger Grund, warum Marketing im Alltag versandet.",
      },
      {
        question: "Wann sehe ich erste Ergebnisse?",
        answer: `Erste Ergebnisse wie veröffentlichte Beiträge, laufende Anzeigen und messbare Besuche sehen Sie ${figures.firstResults} nach Ihrer Freigabe. Wie schnell daraus Anfragen werden, hängt von Branche, Angebot und Budget ab; feste Umsätze verspreche ich deshalb nicht.`,
      },
      {
        question: "Wie vergleiche ich das mit einer Agentur?",
        answer:
          "Am besten Leistung für Leistung: Agenturen rechnen die laufende Betreuung meist als monatliche Pauschale nach Umfang ab, das Werbebudget kommt jeweils hinzu. Was das Paket Start enthält, steht auf der Preisseite; den Preis nenne ich Ihnen auf Anfrage, sodass Sie beide Angebote nebeneinanderlegen können.",
      },
    ],
    features: {
      title: "Die Bausteine Ihrer Online-Strategie",
      items: [
        {
          title: "Zielgruppe und Positionierung",
          description:
            "Ich kläre mit Ihnen, wen Sie erreichen wollen, welche Probleme diese Menschen haben und warum gerade Ihr Angebot die bessere Wahl ist.",
          icon: "target",
        },
        {
          title: "Kanalplan",
          description:
            "Jeder Kanal bekommt eine Rolle: Social Media für Sichtbarkeit, die Website für Vertrauen, E-Mail für Wiederkäufe, Anzeigen für gezielte Reichweite.",
          icon: "layers",
        },
        {
          title: "Inhalte nach Redaktionsplan",
          description:
            "Themen, Formate und Termine stehen im Voraus fest, sodass Beiträge, E-Mails und Anzeigen dieselbe Geschichte erzählen.",
          icon: "pen",
        },
        {
          title: "Kampagnen mit Ziel",
          description:
            "Aktionen wie Saisonangebote oder eine Neueröffnung werden kanalübergreifend geplant und mit einem klaren Ergebnis verknüpft.",
          icon: "megaphone",
        },
        {
          title: "Monatlicher Bericht",
          description:
            "Ein monatlicher Bericht zeigt Besuche, Anfragen und Kosten pro Kanal, damit Entscheidungen auf Zahlen beruhen.",
          icon: "chart",
        },
      ],
    },
    aiAdvantages: {
      title: "So hilft KI Ihrer Strategie",
      items: [
        {
          icon: "search",
          text: "Die KI wertet Suchanfragen, Wettbewerber und Kommentare aus und findet Themen, die Ihre Zielgruppe tatsächlich beschäftigen.",
        },
        {
          icon: "sparkles",
          text: "Aus einer Kernbotschaft entstehen Varianten für Instagram, Newsletter, Anzeige und Website, ohne jedes Format neu zu erfinden.",
        },
        {
          icon: "chart",
          text: "Auffälligkeiten in den Kennzahlen fallen früh auf, etwa wenn eine Anzeige teurer wird oder ein Beitrag besonders gut läuft.",
        },
        {
          icon: "clock",
          text: "Wiederkehrende Aufgaben wie Planung, Veröffentlichung und Berichte laufen automatisiert und kosten Sie keine Abende mehr.",
        },
      ],
    },
    benefits: {
      title: "Was sich für Ihr Unternehmen ändert",
      items: [
        {
          title: "Ein roter Faden",
          description:
            "Ihre Kundschaft begegnet Ihnen auf jedem Kanal mit derselben Botschaft und erkennt Sie sofort wieder.",
        },
        {
          title: "Weniger Koordination",
          description:
            "Statt Absprachen mit Texter, Grafikerin und Anzeigenbetreuung gibt es einen Plan und eine Person, die ihn umsetzt.",
        },
        {
          title: "Budget an der richtigen Stelle",
          description:
            "Wenn ein Kanal nicht liefert, verschiebe ich Zeit und Geld dorthin, wo messbar mehr zurückkommt.",
        },
        {
          title: "Mehr Zeit fürs Kerngeschäft",
          description: "Sie geben Inhalte frei und beantworten Anfragen; die Umsetzung läuft im Hintergrund weiter.",
        },
      ],
    },
    process: {
      title: "Vom Bauchgefühl zum Marketingplan",
      steps: [
        {
          title: "Analyse des Ist-Zustands",
          description:
            "Ich sehe mir Ihre Website, Ihre Profile und bisherige Werbung an und bespreche mit Ihnen, was funktioniert hat und was nicht.",
        },
        {
          title: "Strategie auf einer Seite",
          description:
            "Sie erhalten eine kompakte Übersicht mit Zielgruppe, Kernbotschaft, Kanälen und Monatszielen, die ich mit Ihnen abstimme.",
        },
        {
          title: "Umsetzung mit KI",
          description:
            "Inhalte, Kampagnen und Automatisierungen entstehen nach und nach; Sie geben frei, ich veröffentliche und richte ein.",
        },
        {
          title: "Monatlicher Rückblick",
          description:
            "Einmal im Monat gehe ich mit Ihnen die Zahlen durch, streiche, was nicht wirkt, und baue aus, was Anfragen bringt.",
        },
      ],
    },
    personal: {
      title: "Strategie und Umsetzung in einer Hand",
      description:
        "Ich verbinde die Planung mit der täglichen Arbeit an Ihren Kanälen. Dadurch geht zwischen Konzept und Umsetzung nichts verloren, und Sie müssen niemandem Ihr Geschäft zum zweiten Mal erklären. Ich sage Ihnen auch offen, wenn ein Kanal für Ihr Angebot wenig Sinn ergibt.",
    },
    cta: {
      title: "Bringen Sie Ihr Marketing auf eine Linie",
      description:
        "Das Paket Start bündelt Auftritt, Inhalte, Anzeigen und Automatisierung, vom Auftaktgespräch bis zum monatlichen Bericht; die Einzelheiten stehen auf der Preisseite. Welcher Umfang zu Ihrem Unternehmen und Ihrem Budget passt, besprechen Sie am besten direkt mit mir.",
      ask: serviceRequest("digitales-marketing"),
    },
  },
} satisfies ServiceRecord;
