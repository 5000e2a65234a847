import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Website-Erstellung mit KI",
    intro: "Online in 5 bis 12 Tagen",
    subtitle: "Eine Website, die Besucher überzeugt und Ihnen Anfragen bringt, statt nur gut auszusehen.",
    description:
      "Ihre Website ist oft der erste Eindruck, den Interessierte von Ihnen bekommen. Ich gestalte und baue sie schnell, übersichtlich und für Smartphones optimiert, schreibe die Texte mit KI-Unterstützung vor und stimme sie mit Ihnen ab. Nach dem Start kümmere ich mich weiter um Pflege, Sicherheit und kleine Änderungen.",
    image: {
      src: "/images/services/website-erstellung.svg",
      alt: "Illustration eines Browserfensters mit Seitenaufbau, Bildbereich und Schaltfläche neben einem Smartphone",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Wie lange dauert es, bis meine Website online ist?",
      answer:
        "Je nach Umfang 5 bis 12 Tage ab dem Zeitpunkt, an dem Texte, Logo und Bilder vorliegen. Fehlt etwas davon, erstelle ich Vorschläge, damit das Projekt nicht ins Stocken gerät.",
    },
    {
      question: "Kann ich Inhalte später selbst ändern?",
      answer:
        "Ja. Sie können mir Änderungswünsche einfach schicken, und ich setze sie im Rahmen der Betreuung um. Wenn Sie lieber selbst Hand anlegen, zeige ich Ihnen die wichtigsten Handgriffe.",
    },
    {
      question: "Ist die Website rechtssicher?",
      answer:
        "Impressum, Datenschutzerklärung und ein Cookie-Hinweis, der vor der Einwilligung nichts nachlädt, gehören dazu. Die Inhalte der Rechtstexte stimmen wir mit Ihnen ab, eine Rechtsberatung ersetze ich nicht.",
    },
    {
      question: "Was passiert mit meiner bestehenden Website?",
      answer:
        "Gute Inhalte übernehme ich, alte Adressen leite ich auf die neuen Seiten um. So gehen bestehende Google-Platzierungen und Lesezeichen Ihrer Kundschaft nicht verloren.",
    },
  ],
  features: {
    title: "Was Ihre neue Website mitbringt",
    items: [
      {
        title: "Gestaltung nach Ihrer Marke",
        description:
          "Farben, Schriften und Bildsprache greifen Ihren bestehenden Auftritt auf oder entstehen neu, passend zu Ihrer Branche und Zielgruppe.",
        icon: "palette",
      },
      {
        title: "Schnell auf jedem Gerät",
        description:
          "Schlanker Code und optimierte Bilder sorgen dafür, dass Ihre Seiten auch im Mobilfunknetz zügig laden und angenehm zu bedienen sind.",
        icon: "bolt",
      },
      {
        title: "Texte mit klarer Botschaft",
        description:
          "Ich formuliere, was Sie anbieten, für wen und warum man Sie wählen sollte, und führe Besucher gezielt zur Kontaktaufnahme.",
        icon: "pen",
      },
      {
        title: "Suchmaschinen-Grundlagen",
        description:
          "Saubere Seitentitel, Beschreibungen, Überschriften und eine Sitemap sorgen dafür, dass Google Ihre Seiten von Anfang an richtig versteht.",
        icon: "search",
      },
      {
        title: "Kontaktformular und WhatsApp",
        description:
          "Interessierte erreichen Sie mit wenigen Klicks, per Formular, Telefon oder Messenger, ganz so, wie es zu Ihrem Alltag passt.",
        icon: "chat",
      },
      {
        title: "Hosting, Domain und Sicherheit",
        description:
          "Verschlüsselte Verbindung, regelmäßige Updates und Sicherungen laufen im Hintergrund, damit Sie sich darum nicht kümmern müssen.",
        icon: "shield",
      },
    ],
  },
  frequentQuestions: {
    title: "Was kostet eine Website wirklich?",
    items: [
      {
        question: "Was zahlt man üblicherweise für eine Website?",
        answer:
          "Für eine professionell erstellte Unternehmenswebsite fallen meist rund 3.000 Euro einmalig an, dazu etwa 11 Euro im Monat für Domain und Hosting. Änderungen nach dem Start werden oft zusätzlich berechnet.",
      },
      {
        question: "Wie sieht Ihr Angebot im Vergleich aus?",
        answer:
          "Bei mir gibt es keine große Einmalzahlung: Die Website ist Teil eines Monatsplans ab unter 500 Euro im Monat, in dem Erstellung, Hosting, Pflege und weitere Marketingleistungen enthalten sind.",
      },
    ],
  },
  aiAdvantages: {
    title: "Wo KI Ihre Website beschleunigt",
    items: [
      { icon: "pen", text: "Erste Textentwürfe für jede Unterseite liegen nach einem Gespräch bereit." },
      { icon: "layers", text: "Mehrere Layoutvarianten lassen sich vergleichen, bevor eine Zeile Code entsteht." },
      { icon: "search", text: "Suchbegriffe Ihrer Kundschaft fließen gezielt in Überschriften und Texte ein." },
      { icon: "globe", text: "Übersetzungen für weitere Sprachen entstehen schnell und werden sorgfältig geprüft." },
    ],
  },
  benefits: {
    title: "Ihre Vorteile",
    items: [
      {
        title: "Schnell online",
        description:
          "Statt monatelanger Abstimmungsrunden steht Ihre neue Website in wenigen Tagen, und Sie können sie sofort in Angeboten und auf Visitenkarten nennen.",
      },
      {
        title: "Keine hohe Anfangsinvestition",
        description:
          "Der feste Monatsbetrag schont Ihre Liquidität. Das Geld bleibt im Unternehmen, statt in einer großen Rechnung zu Beginn gebunden zu sein.",
      },
      {
        title: "Betreuung inklusive",
        description:
          "Öffnungszeiten geändert, neues Angebot, frisches Teamfoto? Eine kurze Nachricht genügt, und die Anpassung ist online.",
      },
      {
        title: "Gebaut für Anfragen",
        description:
          "Jede Seite hat ein klares Ziel und führt zu einer Kontaktmöglichkeit. Ihre Website wird zum Vertriebskanal statt zur Visitenkarte.",
      },
    ],
  },
  process: {
    title: "Von der Idee zur fertigen Website",
    steps: [
      {
        title: "Erstgespräch",
        description:
          "Wir klären Ziele, Zielgruppe, gewünschte Seiten und vorhandenes Material wie Logo, Fotos und Texte.",
      },
      {
        title: "Entwurf",
        description:
          "Sie erhalten einen Gestaltungsentwurf der Startseite mit ersten Texten und geben Feedback, bevor die übrigen Seiten entstehen.",
      },
      {
        title: "Umsetzung und Test",
        description:
          "Ich baue alle Seiten, binde Formular und Rechtstexte ein und teste die Website auf Smartphone, Tablet und Desktop.",
      },
      {
        title: "Start und Betreuung",
        description:
          "Nach Ihrer Freigabe geht die Website online. Danach bleibe ich für Pflege, Updates und Erweiterungen an Ihrer Seite.",
      },
    ],
  },
  personal: {
    title: "Persönlich betreut vom ersten Entwurf an",
    description:
      "Bei mir sprechen Sie nicht mit einem Vertrieb, der Ihr Projekt weiterreicht. Ich entwerfe, baue und betreue Ihre Website selbst und kenne deshalb jedes Detail, wenn Sie später eine Änderung wünschen.",
  },
  cta: {
    title: "Ihre neue Website ist näher, als Sie denken",
    description:
      "Schauen Sie sich an, welcher Plan die Website-Erstellung enthält und welche Leistungen Sie zusätzlich bekommen.",
  },
} satisfies ServiceContent;
