import { figures } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

export default {
  slug: "instagram-ads",
  title: "Instagram Ads: Anzeigen in Feed, Storys und Reels",
  description:
    "Gezielte Instagram-Anzeigen im Feed, in Storys und Reels für mehr Reichweite und Anfragen: Motive, Texte, Zielgruppen, Messung und laufende Optimierung.",
  seoKeywords: [
    "Instagram Ads",
    "Instagram Werbung",
    "Meta Ads",
    "Instagram Anzeigen schalten",
    "Social Media Werbung",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Instagram-Anzeigen, die Ihre Wunschkundschaft erreichen",
      intro: "Instagram Ads",
      subtitle: "Feed, Storys und Reels gezielt nutzen, für Reichweite und Anfragen.",
      description:
        "Organische Beiträge erreichen oft nur einen Teil Ihrer Follower. Mit Instagram-Anzeigen bestimmen Sie selbst, wer Ihr Angebot sieht: nach Region, Interessen und Verhalten. Ich gestalte die Motive, schreibe die Texte, richte die Kampagne im Werbeanzeigenmanager ein und optimiere sie laufend anhand der Ergebnisse.",
      image: {
        src: "/images/services/instagram-ads.svg",
        alt: "Illustration eines Smartphones mit gesponsertem Instagram-Beitrag, daneben Story-Rahmen und ein Diagramm mit steigender Linie",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Was brauche ich technisch für Instagram-Anzeigen?",
        answer:
          "Instagram-Anzeigen werden über den Werbeanzeigenmanager von Meta verwaltet. Dafür braucht es ein Business-Portfolio, das mit Ihrem Instagram-Profil verknüpft ist. Die Einrichtung übernehme ich gemeinsam mit Ihnen.",
      },
      {
        question: "Mit welchem Budget sollte ich rechnen?",
        answer: `Für Anzeigen in sozialen Netzwerken empfehle ich für den Einstieg ein eigenes Werbebudget ab ${figures.adBudgetSocialFrom} im Monat. Darunter sammeln die Kampagnen oft zu wenige Daten, um sauber optimiert zu werden.`,
      },
      {
        question: "Beitrag bewerben oder eigene Kampagne?",
        answer:
          "Die Schaltfläche „Beitrag bewerben“ ist bequem, bietet aber wenig Kontrolle. Im Werbeanzeigenmanager lassen sich Ziele, Platzierungen, Zielgruppen und Tests genau steuern. Für planbare Ergebnisse ist das meist die bessere Wahl.",
      },
      {
        question: "Wie schnell sehe ich Ergebnisse?",
        answer: `Erste Zahlen zu Reichweite und Klicks liegen ${figures.firstResults} nach dem Start vor. Bis die Kampagne ihre beste Zielgruppe gefunden hat, vergeht etwas mehr Zeit; bestimmte Umsätze kann ich nicht zusagen.`,
      },
    ],
    features: {
      title: "Das übernehme ich für Ihre Instagram-Kampagne",
      items: [
        {
          title: "Motive für jedes Format",
          description: "Feed-Anzeigen, Storys im Hochformat und Reels, jeweils mit passenden Proportionen und Texten.",
          icon: "palette",
        },
        {
          title: "Zielgruppen mit System",
          description:
            "Region, Interessen, Besucher Ihrer Website und Menschen, die Ihrer bisherigen Kundschaft ähneln, werden gezielt angesprochen.",
          icon: "target",
        },
        {
          title: "Wiederansprache",
          description:
            "Wer Ihre Website besucht oder ein Video angesehen hat, sieht später eine passende Erinnerung mit Angebot (Retargeting).",
          icon: "layers",
        },
        {
          title: "Tests und Optimierung",
          description:
            "Bilder, Überschriften und Zielgruppen treten gegeneinander an; das Werbebudget fließt zu den Varianten mit den niedrigsten Kosten pro Ergebnis.",
          icon: "chart",
        },
        {
          title: "Saubere Messung",
          description:
            "Meta-Pixel und Conversions-API richte ich abgestimmt auf Ihr Cookie-Banner ein, damit die Zahlen belastbar sind.",
          icon: "shield",
        },
      ],
    },
    aiAdvantages: {
      title: "Was KI bei Instagram Ads leistet",
      items: [
        {
          icon: "palette",
          text: "KI-Werkzeuge erstellen aus einem Motiv schnell Varianten in allen Formaten, vom Feed bis zur Story.",
        },
        {
          icon: "pen",
          text: "Anzeigentexte und Überschriften entstehen in mehreren Tonlagen, damit sich testen lässt, welche Ansprache besser ankommt.",
        },
        {
          icon: "target",
          text: "Die Auslieferung lernt mit jedem Klick dazu und findet Personen, die mit höherer Wahrscheinlichkeit reagieren.",
        },
        {
          icon: "clock",
          text: "Automatische Regeln in der Kampagne pausieren teure Anzeigen, bevor sie zu viel Werbebudget verbrauchen.",
        },
      ],
    },
    customerGift: {
      title: `${figures.adCredit} in den Paketen ${figures.adCreditPackages}`,
      description: `Läuft Ihre erste Kampagne auf Instagram, setze ich das Werbeguthaben für deren Werbekosten ein. Damit sammeln Sie echte Daten über Ihre Zielgruppe, bevor Sie eigenes Werbebudget einplanen. ${figures.adCreditConditions}`,
    },
    benefits: {
      title: "Ihre Vorteile mit Instagram Ads",
      items: [
        {
          title: "Sichtbar im Alltag Ihrer Kundschaft",
          description:
            "Anzeigen erscheinen zwischen den Beiträgen von Freunden und Lieblingsmarken, also dort, wo die Aufmerksamkeit ohnehin liegt.",
        },
        {
          title: "Genaue Steuerung",
          description: "Sie bestimmen Region, Laufzeit und Tagesbudget und können eine Kampagne jederzeit pausieren.",
        },
        {
          title: "Stark bei visuellen Angeboten",
          description:
            "Produkte, Speisen, Räume oder Vorher-nachher-Ergebnisse lassen sich auf Instagram besonders eindrucksvoll zeigen.",
        },
      ],
    },
    process: {
      title: "Ihr Weg zur ersten Instagram-Kampagne",
      steps: [
        {
          title: "Konten verbinden",
          description:
            "Ich prüfe Ihr Instagram-Profil, verknüpfe es mit dem Business-Portfolio und richte die Messung auf Ihrer Website ein.",
        },
        {
          title: "Strategie und Motive",
          description:
            "Angebot, Zielgruppe und Kampagnenziel werden festgelegt; danach entstehen Bilder, Videos und Texte zur Freigabe.",
        },
        {
          title: "Kampagnenstart",
          description:
            "Nach Ihrer Freigabe gehen die Anzeigen mit einem Testbudget online, verteilt auf mehrere Varianten.",
        },
        {
          title: "Optimieren im Wochenrhythmus",
          description:
            "Jede Woche prüfe ich Kosten und Ergebnisse, tausche schwache Motive aus und verstärke, was funktioniert.",
        },
      ],
    },
    personal: {
      title: "Eine Ansprechpartnerin für Ihre Anzeigen",
      description:
        "Ich kümmere mich um Ihre Instagram-Kampagne von der ersten Idee bis zum Bericht. Wenn etwas nicht wie geplant läuft, erfahren Sie es zuerst von mir, zusammen mit einem Vorschlag, was sich ändern sollte.",
    },
    cta: {
      title: "Zeigen Sie Ihr Angebot auf Instagram",
      description: `${atSentenceStart(inPackages(figures.adCampaignsPerMonth))} sind ${figures.adCampaignsPerMonth} enthalten, jede auf Google, Meta oder TikTok, also auch auf Instagram; die Einzelheiten stehen auf der Preisseite. Ob Instagram-Anzeigen zu Ihrem Angebot passen, sage ich Ihnen offen.`,
    },
  },
} satisfies ServiceRecord;
