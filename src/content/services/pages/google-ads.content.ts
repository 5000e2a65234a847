import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Sichtbar in dem Moment, in dem gesucht wird",
    intro: "Google Ads",
    subtitle: "Suchanzeigen für Menschen mit konkretem Bedarf.",
    description:
      "Wer bei Google „Elektriker Notdienst“ oder „Fahrradreparatur in der Nähe“ eintippt, will jetzt eine Lösung. Mit Google Ads erscheinen Sie genau dann über den Suchergebnissen, gekennzeichnet als Anzeige. Ich wähle die richtigen Suchbegriffe, schreibe überzeugende Anzeigen, verhindere teure Fehlklicks und optimiere Ihre Kampagne Woche für Woche.",
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
      answer:
        "Für Suchanzeigen empfehle ich ein Werbebudget ab 300 € im Monat. In umkämpften Branchen mit hohen Klickpreisen kann mehr nötig sein; das schätze ich vorab mit dem Keyword-Planer ab.",
    },
    {
      question: "Zahle ich für jede Einblendung?",
      answer:
        "Nein, bei Suchanzeigen zahlen Sie in der Regel pro Klick. Deshalb ist die Auswahl der Suchbegriffe so wichtig: Klicks von Menschen, die etwas ganz anderes suchen, kosten Geld und bringen nichts.",
    },
    {
      question: "Was sind typische Fehler bei selbst erstellten Kampagnen?",
      answer:
        "Zu weit gefasste Keywords, fehlende auszuschließende Begriffe, Anzeigen, die auf die Startseite statt auf eine passende Seite führen, und keine Messung von Anrufen oder Anfragen. Diese Punkte prüfe ich zuerst.",
    },
    {
      question: "Kann ich die Kampagne jederzeit stoppen?",
      answer:
        "Ja. Das Werbekonto gehört Ihnen, Budget und Laufzeit lassen sich jederzeit ändern. Die Klickkosten zahlen Sie direkt an Google und behalten damit die volle Kontrolle.",
    },
  ],
  features: {
    title: "Meine Leistungen für Ihre Google-Ads-Kampagne",
    items: [
      {
        title: "Keywords mit Kaufabsicht",
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
        title: "Conversion-Tracking",
        description:
          "Anfragen, Anrufe und Käufe werden nach Einwilligung der Besucher gemessen, damit klar wird, welche Begriffe wirklich Kunden bringen.",
        icon: "chart",
      },
      {
        title: "Schutz vor Streuverlusten",
        description:
          "Auszuschließende Keywords, Zeitpläne und regionale Grenzen halten Ihr Budget bei den relevanten Suchanfragen.",
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
        text: "Für responsive Suchanzeigen entstehen zahlreiche Überschriften und Beschreibungen, die Google automatisch kombiniert und testet.",
      },
      {
        icon: "search",
        text: "Suchanfragenberichte werden mit KI ausgewertet, damit unpassende Begriffe schnell auffallen und ausgeschlossen werden.",
      },
      {
        icon: "chart",
        text: "Auffällige Veränderungen bei Kosten oder Klickraten werden automatisch gemeldet, bevor sie das Budget belasten.",
      },
    ],
  },
  customerGift: {
    title: "Geschenkt: 500 € für Ihre erste Google-Kampagne",
    description:
      "Damit der Einstieg leichter fällt, gibt es für die erste Kampagne 500 € Werbebudget als Willkommensgeschenk. So sehen Sie an echten Klicks und Anfragen, was Suchanzeigen für Ihr Geschäft leisten können.",
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
        description: "Anders als bei der Suchmaschinenoptimierung können Anzeigen innerhalb kurzer Zeit sichtbar sein.",
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
        title: "Struktur und Keywords",
        description: "Kampagnen, Anzeigengruppen und Suchbegriffe werden nach Leistungen und Regionen geordnet.",
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
      "Ich behandle Ihr Werbebudget, als wäre es mein eigenes: lieber weniger Klicks von den richtigen Menschen als viele Besucher, die nie anfragen. Und wenn Google Ads für Ihr Angebot nicht passt, sage ich es Ihnen, bevor Geld ausgegeben ist.",
  },
  cta: {
    title: "Seien Sie da, wenn Kunden suchen",
    description:
      "Vergleichen Sie die Pläne auf der Preisseite und starten Sie Ihre erste Suchkampagne mit geschenktem Werbebudget.",
  },
} satisfies ServiceContent;
