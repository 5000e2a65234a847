import { figures } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

export default {
  slug: "google-ads",
  title: "Google Ads: Suchanzeigen für Ihr Angebot",
  description:
    "Google-Suchanzeigen für Menschen, die gerade nach Ihrem Angebot suchen: passende Suchbegriffe, Anzeigentexte, Erfolgsmessung und laufende Optimierung.",
  seoKeywords: [
    "Google Ads",
    "Google Werbung",
    "Suchmaschinenwerbung",
    "Google Ads Betreuung",
    "SEA für kleine Unternehmen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Sichtbar in dem Moment, in dem gesucht wird",
      intro: "Google Ads",
      subtitle: "Suchanzeigen für Menschen mit konkretem Bedarf.",
      description:
        "Wer bei Google „Elektriker Notdienst“ oder „Fahrradreparatur in der Nähe“ eintippt, will jetzt eine Lösung. Mit Google Ads erscheinen Sie genau dann über den Suchergebnissen, gekennzeichnet als Anzeige. Ich wähle passende Suchbegriffe, schreibe überzeugende Anzeigen, vermeide teure Fehlklicks und optimiere Ihre Kampagne Woche für Woche.",
      image: {
        src: "/images/services/google-ads.svg",
        alt: "Illustration eines Browserfensters mit Suchleiste und einer hervorgehobenen Anzeige oberhalb der Suchergebnisse",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Wie viel muss ich bei Google ausgeben?",
        answer: `Für Suchanzeigen empfehle ich ein eigenes Werbebudget ab ${figures.adBudgetSearchFrom} im Monat. In umkämpften Branchen mit hohen Klickpreisen kann mehr nötig sein; das schätze ich vorab mit dem Keyword-Planer von Google ab.`,
      },
      {
        question: "Zahle ich für jede Einblendung?",
        answer:
          "Nein, bei Suchanzeigen zahlen Sie in der Regel pro Klick. Deshalb ist die Auswahl der Suchbegriffe so wichtig: Klicks von Menschen, die etwas ganz anderes suchen, kosten Geld und bringen nichts.",
      },
      {
        question: "Was sind typische Fehler bei selbst erstellten Kampagnen?",
        answer:
          "Zu weit gefasste Suchbegriffe, fehlende auszuschließende Begriffe, Anzeigen, die auf die Startseite statt auf eine passende Seite führen, und keine Messung von Anrufen oder Anfragen. Diese Punkte prüfe ich zuerst.",
      },
      {
        question: "Kann ich die Kampagne jederzeit stoppen?",
        answer:
          "Ja. Das Werbekonto gehört Ihnen, Werbebudget und Laufzeit lassen sich jederzeit ändern. Die Klickkosten zahlen Sie direkt an Google und behalten damit die volle Kontrolle.",
      },
    ],
    features: {
      title: "Meine Leistungen für Ihre Google-Ads-Kampagne",
      items: [
        {
          title: "Suchbegriffe mit Kaufabsicht",
          description:
            "Ich konzentriere mich auf Suchbegriffe, hinter denen ein konkreter Bedarf steckt, und schließe reine Informationssuchen aus.",
          icon: "search",
        },
        {
          title: "Anzeigentexte mit Erweiterungen",
          description:
            "Überschriften, Beschreibungen, Anruf-Schaltfläche, Standort und Sitelinks machen Ihre Anzeige größer und aussagekräftiger.",
          icon: "pen",
        },
        {
          title: "Passende Zielseiten",
          description:
            "Jede Anzeigengruppe führt auf eine Seite, die das Versprechen der Anzeige einlöst, statt Besucher suchen zu lassen.",
          icon: "globe",
        },
        {
          title: "Erfolgsmessung",
          description:
            "Mit Conversion-Tracking werden Anfragen, Anrufe und Käufe nach Einwilligung der Besucher gemessen, damit klar wird, welche Begriffe tatsächlich zu Anfragen führen.",
          icon: "chart",
        },
        {
          title: "Schutz vor Streuverlusten",
          description:
            "Auszuschließende Suchbegriffe, Zeitpläne und regionale Grenzen halten Ihr Werbebudget bei den relevanten Suchanfragen.",
          icon: "shield",
        },
      ],
    },
    aiAdvantages: {
      title: "KI in der Google-Ads-Betreuung",
      items: [
        {
          icon: "bolt",
          text: "Gebotsstrategien mit maschinellem Lernen passen die Klickpreise bei jeder Auktion an die Wahrscheinlichkeit einer Anfrage an.",
        },
        {
          icon: "pen",
          text: "Für responsive Suchanzeigen entstehen viele Überschriften und Beschreibungen, die Google automatisch kombiniert und testet.",
        },
        {
          icon: "search",
          text: "Suchanfragenberichte werden mit KI ausgewertet, damit unpassende Begriffe schnell auffallen und ausgeschlossen werden.",
        },
        {
          icon: "chart",
          text: "Auffällige Veränderungen bei Kosten oder Klickraten werden automatisch gemeldet, bevor sie das Werbebudget belasten.",
        },
      ],
    },
    customerGift: {
      title: `${figures.adCredit} in den Paketen ${figures.adCreditPackages}`,
      description: `Läuft Ihre erste Kampagne bei Google, setze ich das Werbeguthaben für deren Klickkosten ein. So sehen Sie an echten Klicks und Anfragen, was Suchanzeigen für Ihr Geschäft leisten können. ${figures.adCreditConditions}`,
    },
    benefits: {
      title: "Warum Google Ads für kleine Unternehmen funktioniert",
      items: [
        {
          title: "Nachfrage statt Zufall",
          description: "Ihre Anzeige erscheint nur, wenn jemand aktiv nach Ihrem Angebot sucht.",
        },
        {
          title: "Schnell startklar",
          description:
            "Anders als bei der Suchmaschinenoptimierung können Anzeigen schon nach kurzer Zeit sichtbar sein.",
        },
        {
          title: "Volle Kostenkontrolle",
          description: "Tagesbudget, Region und Anzeigezeiten legen Sie fest; jeder Euro ist im Konto nachvollziehbar.",
        },
        {
          title: "Stark in der Region",
          description: "Mit Standortausrichtung erreichen Sie gezielt Menschen in Ihrem Einzugsgebiet.",
        },
      ],
    },
    process: {
      title: "Der Ablauf bis zur ersten Anfrage",
      steps: [
        {
          title: "Konto prüfen oder anlegen",
          description:
            "Ich analysiere ein bestehendes Konto auf Schwachstellen oder richte ein neues ein, das vollständig auf Ihren Namen läuft.",
        },
        {
          title: "Struktur und Suchbegriffe",
          description: "Ich ordne Kampagnen, Anzeigengruppen und Suchbegriffe nach Ihren Leistungen und Regionen.",
        },
        {
          title: "Anzeigen und Messung",
          description:
            "Anzeigentexte, Erweiterungen und das Conversion-Tracking entstehen und werden vor dem Start von Ihnen freigegeben.",
        },
        {
          title: "Laufende Optimierung",
          description:
            "Ich passe Gebote an, schließe Begriffe aus, teste neue Texte und berichte Ihnen verständlich, was die Kampagne gebracht hat.",
        },
      ],
    },
    personal: {
      title: "Jeder Klick soll sich lohnen",
      description:
        "Ich gehe mit Ihrem Werbebudget um, als wäre es mein eigenes: lieber weniger Klicks von den richtigen Menschen als viele Besucher, die nie anfragen. Und wenn Google Ads nicht zu Ihrem Angebot passt, sage ich es Ihnen, bevor Geld ausgegeben ist.",
    },
    cta: {
      title: "Seien Sie da, wenn Ihre Kundschaft sucht",
      description: `${atSentenceStart(inPackages(figures.adCampaignsPerMonth))} sind ${figures.adCampaignsPerMonth} enthalten, jede auf Google, Meta oder TikTok; die Einzelheiten stehen auf der Preisseite. Was Suchanzeigen für Ihr Angebot bringen können, schätze ich vorab mit Ihnen ab.`,
    },
  },
} satisfies ServiceRecord;
