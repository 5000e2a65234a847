import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Inhalte mit Strategie statt Beiträge auf gut Glück",
    intro: "Content-Marketing",
    subtitle: "32 Posts und 1 strategische Kampagne pro Monat, dazu die Automatisierung von 30 Inhalten.",
    description:
      "Content-Marketing heißt: Sie beantworten die Fragen Ihrer Kundschaft, bevor sie gestellt werden, und werden so zur ersten Adresse in Ihrem Fach. Ich entwickle Themen, die zu Ihrem Angebot hinführen, produziere die Inhalte mit KI-Unterstützung und verteile sie so, dass jedes Stück mehrfach für Sie arbeitet.",
    image: {
      src: "/images/services/content-marketing.svg",
      alt: "Illustration eines Redaktionskalenders mit Artikeln, Grafiken und Videos, die über Pfeile mit einer Zielscheibe verbunden sind",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Was unterscheidet Content-Marketing vom normalen Posten?",
      answer:
        "Beim Posten steht oft die Frage im Vordergrund, was man heute zeigen könnte. Content-Marketing beginnt beim Ziel: Welche Fragen hat Ihre Kundschaft, welche Inhalte bauen Vertrauen auf, und wie führt ein Thema zum nächsten Schritt?",
    },
    {
      question: "Was bedeutet die Automatisierung von 30 Inhalten?",
      answer:
        "30 Inhalte werden über eingerichtete Abläufe weiterverwendet und verteilt, etwa ein Ratgebertext, der zeitversetzt als Post, Story und Newsletter-Abschnitt erscheint. So wirkt ein Thema länger, ohne dass Sie es erneut anfassen müssen.",
    },
    {
      question: "Wie lange dauert es, bis Content-Marketing wirkt?",
      answer:
        "Die ersten Inhalte sind in der ersten Woche online. Vertrauen und Sichtbarkeit wachsen aber über Monate; wer nach wenigen Wochen aufhört, verschenkt den größten Teil der Wirkung.",
    },
    {
      question: "Was kostet Content-Marketing bei einer Agentur?",
      answer:
        "Agenturen berechnen für laufende Content-Betreuung meist 500 bis 3.000 € im Monat, eine eigene Fachkraft für Social Media liegt bei etwa 2.500 bis 2.900 € monatlich. Welche Leistungen meine Pläne enthalten, sehen Sie auf der Preisseite.",
    },
  ],
  features: {
    title: "Ihr Content-Marketing im Überblick",
    items: [
      {
        title: "Themenstrategie",
        description:
          "Ich leite Themen aus echten Kundenfragen, Suchbegriffen und Ihrem Angebot ab und ordne sie danach, wie nah jemand an der Kaufentscheidung ist.",
        icon: "target",
      },
      {
        title: "32 Posts pro Monat",
        description:
          "Fachwissen, Tipps, Einblicke und Angebote, verteilt auf Ihre Kanäle und aufeinander aufgebaut statt zufällig gemischt.",
        icon: "layers",
      },
      {
        title: "1 strategische Kampagne pro Monat",
        description:
          "Jeden Monat rückt ein Schwerpunkt in den Mittelpunkt, zum Beispiel ein Produktstart, eine Saison oder ein häufiges Problem Ihrer Kundschaft.",
        icon: "megaphone",
      },
      {
        title: "Automatisierung von 30 Inhalten",
        description:
          "Bewährte Inhalte werden über eingerichtete Abläufe erneut ausgespielt, in neue Formate übertragen und an passender Stelle verteilt.",
        icon: "bolt",
      },
      {
        title: "Wiederverwertung mit System",
        description:
          "Ein Kernthema wird zu Post, Story, Karussell und Newsletter-Abschnitt, damit gute Ideen nicht nach einem Tag verschwinden.",
        icon: "sparkles",
      },
      {
        title: "Auswertung nach Zielen",
        description:
          "Ich messe nicht nur Likes, sondern Klicks, Anfragen und Anmeldungen, um zu sehen, welche Themen wirklich zu Kunden führen.",
        icon: "chart",
      },
    ],
  },
  aiAdvantages: {
    title: "KI als Redaktionsassistenz",
    items: [
      {
        icon: "search",
        text: "Die KI durchsucht Foren, Bewertungen und Suchvorschläge nach den Fragen, die Ihre Zielgruppe tatsächlich stellt.",
      },
      {
        icon: "layers",
        text: "Ein Kerninhalt wird automatisch in mehrere Formate zerlegt, vom Karussell bis zum Newsletter-Absatz.",
      },
      {
        icon: "pen",
        text: "Entwürfe entstehen in Ihrem Tonfall, sodass mir mehr Zeit für Fakten, Beispiele und Feinschliff bleibt.",
      },
      {
        icon: "clock",
        text: "Veröffentlichung und Wiederholung laufen nach Plan, auch wenn Sie gerade im Urlaub oder tief im Tagesgeschäft stecken.",
      },
    ],
  },
  benefits: {
    title: "Warum Inhalte mit Plan mehr erreichen",
    items: [
      {
        title: "Vertrauen vor dem Erstkontakt",
        description: "Wer Ihre Tipps schon gelesen hat, kommt mit einer positiven Meinung ins erste Gespräch.",
      },
      {
        title: "Weniger Abhängigkeit von Anzeigen",
        description: "Gute Inhalte wirken weiter, auch wenn das Werbebudget gerade pausiert.",
      },
      {
        title: "Material für alle Kanäle",
        description:
          "Aus einem Thema entstehen Inhalte für Website, Social Media und Newsletter, ohne dass Sie dreimal dasselbe erklären müssen.",
      },
      {
        title: "Bis zu 90 % weniger Personalkosten",
        description:
          "Im Vergleich zu einem eigenen Redaktionsteam sparen Sie mit KI-gestützter Produktion bis zu 90 % der Personalkosten.",
      },
    ],
  },
  process: {
    title: "So entsteht Ihr Content-Plan",
    steps: [
      {
        title: "Fragen der Kundschaft sammeln",
        description:
          "Sie erzählen mir, was Kunden Sie im Gespräch fragen; ich ergänze es um Suchdaten und Themen aus Ihrer Branche.",
      },
      {
        title: "Themenblöcke und Monatskampagne",
        description: "Wir legen große Themenblöcke fest und bestimmen für jeden Monat eine Kampagne mit klarem Ziel.",
      },
      {
        title: "Produktion und Freigabe",
        description:
          "Posts, Texte und Grafiken entstehen gebündelt; Sie prüfen sie in einer übersichtlichen Vorschau und geben frei.",
      },
      {
        title: "Verteilen, automatisieren, lernen",
        description:
          "Die Inhalte werden veröffentlicht und wiederverwendet; die Zahlen bestimmen, welche Themen im nächsten Monat mehr Raum bekommen.",
      },
    ],
  },
  personal: {
    title: "Ihr Fachwissen, gut erzählt",
    description:
      "Sie kennen Ihr Fach, ich kenne die Formate und Werkzeuge. In kurzen Gesprächen hole ich das Wissen aus Ihnen heraus, das Ihre Kundschaft interessiert, und mache daraus Inhalte, die Ihre Kompetenz zeigen, ohne abgehoben zu klingen.",
  },
  cta: {
    title: "Machen Sie Ihr Wissen sichtbar",
    description:
      "Auf der Preisseite sehen Sie, welche Pläne 32 Beiträge und eine strategische Kampagne pro Monat enthalten.",
  },
} satisfies ServiceContent;
