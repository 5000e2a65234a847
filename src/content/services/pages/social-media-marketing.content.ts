import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Social-Media-Marketing mit KI",
    intro: "32 Beiträge im Monat, drei Kanäle",
    subtitle: "Regelmäßig sichtbar sein, ohne selbst jeden Tag Inhalte produzieren zu müssen.",
    description:
      "Wer auf Instagram, Facebook oder LinkedIn nur sporadisch postet, wird schnell vergessen. Ich plane, gestalte und veröffentliche für Sie 32 Beiträge im Monat auf drei Kanälen: abgestimmt auf Ihre Marke, Ihre Angebote und die Fragen Ihrer Kundschaft. KI beschleunigt Ideenfindung und Gestaltung, die Auswahl und der letzte Schliff bleiben Handarbeit.",
    image: {
      src: "/images/services/social-media-marketing.svg",
      alt: "Illustration eines Smartphones mit Beitragsraster, Herzen und Kommentarblasen",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Auf welchen drei Kanälen veröffentlichen Sie?",
      answer:
        "Das entscheiden wir gemeinsam nach Ihrer Zielgruppe. Häufig sind es Instagram, Facebook und LinkedIn; für jüngere Zielgruppen kann TikTok einen der Kanäle ersetzen.",
    },
    {
      question: "Muss ich jeden Beitrag vorher freigeben?",
      answer:
        "Sie erhalten den Redaktionsplan für den kommenden Monat vorab und können jeden Beitrag kommentieren. Kleinere Änderungen bis zu 50 % setze ich innerhalb von 3 Tagen um, eine komplette Überarbeitung innerhalb von 7 Tagen.",
    },
    {
      question: "Woher kommen die Bilder für die Beiträge?",
      answer:
        "Aus einer Mischung: Fotos, die Sie mir schicken, Grafiken in Ihrem Markendesign und mit KI erzeugte Motive. Fremde Bilder mit unklaren Rechten verwende ich nicht.",
    },
    {
      question: "Beantworten Sie auch Kommentare und Nachrichten?",
      answer:
        "Auf Wunsch richte ich Antwortvorlagen für häufige Fragen ein. Persönliche Gespräche mit Ihren Kundinnen und Kunden sollten aber bei Ihnen bleiben, denn dort entsteht Vertrauen.",
    },
  ],
  features: {
    title: "Was im Social-Media-Marketing enthalten ist",
    items: [
      {
        title: "Redaktionsplan für jeden Monat",
        description:
          "Themen, Formate und Termine stehen vorab fest. So sehen Sie schon heute, was in drei Wochen auf Ihren Kanälen erscheint.",
        icon: "layers",
      },
      {
        title: "Gestaltung im Markendesign",
        description:
          "Jeder Beitrag nutzt Ihre Farben, Schriften und Bildsprache, damit Ihr Profil wie aus einem Guss wirkt und wiedererkannt wird.",
        icon: "palette",
      },
      {
        title: "Texte, die zum Handeln einladen",
        description:
          "Bildunterschriften mit klarer Botschaft, passenden Hashtags und einer Aufforderung, die Interessierte zu Ihrer Website oder in Ihr Postfach führt.",
        icon: "pen",
      },
      {
        title: "Veröffentlichung zur besten Zeit",
        description:
          "Beiträge werden automatisch dann ausgespielt, wenn Ihre Follower am aktivsten sind, auch am Wochenende und in Ihrem Urlaub.",
        icon: "clock",
      },
      {
        title: "Reels und Karussells",
        description:
          "Neben Einzelbildern entstehen kurze Videos und Wischbeiträge, die von den Plattformen bevorzugt angezeigt und häufiger gespeichert werden.",
        icon: "video",
      },
      {
        title: "Monatliche Auswertung",
        description:
          "Reichweite, Interaktionen und neue Follower fasse ich verständlich zusammen und leite daraus die Themen des nächsten Monats ab.",
        icon: "chart",
      },
    ],
  },
  frequentQuestions: {
    title: "Was Unternehmen vor dem Start oft wissen möchten",
    items: [
      {
        question: "Warum nicht einfach eine Social-Media-Managerin einstellen?",
        answer:
          "Eine angestellte Social-Media-Managerin kostet Sie 2.500 bis 2.900 Euro im Monat, dazu kommen Software, Einarbeitung und Vertretung im Urlaub. Mit KI-Unterstützung erhalten Sie vergleichbaren Umfang zu einem Bruchteil dieser Kosten.",
      },
      {
        question: "Und im Vergleich zu einer klassischen Agentur?",
        answer:
          "Viele Agenturen berechnen 200 bis 500 Euro für gerade einmal 4 Beiträge im Monat. Für 32 Beiträge wäre das ein Vielfaches. Durch KI-gestützte Abläufe ist bei mir deutlich mehr Inhalt im Monat möglich.",
      },
    ],
  },
  aiAdvantages: {
    title: "Wie KI Ihre Social-Media-Arbeit verändert",
    items: [
      { icon: "sparkles", text: "Themenideen entstehen aus echten Fragen Ihrer Zielgruppe statt aus dem Bauch." },
      { icon: "bolt", text: "Bildvarianten und Textentwürfe liegen in Minuten vor, nicht erst nach Tagen." },
      { icon: "target", text: "Formulierungen werden für jede Plattform passend gekürzt oder erweitert." },
      { icon: "clock", text: "Die Aufmerksamkeitsspanne liegt unter 8 Sekunden: KI hilft, starke erste Zeilen zu finden." },
      { icon: "chart", text: "Auswertungen zeigen schneller, welche Beitragsarten bei Ihnen wirklich ankommen." },
    ],
  },
  benefits: {
    title: "Was Sie davon haben",
    items: [
      {
        title: "Verlässliche Präsenz",
        description:
          "Acht Beiträge pro Woche verteilt auf drei Kanäle: Ihr Unternehmen bleibt sichtbar, auch wenn im Tagesgeschäft alles drunter und drüber geht.",
      },
      {
        title: "Planbare Kosten",
        description:
          "Ein fester monatlicher Betrag statt Gehalt, Lohnnebenkosten und Softwarelizenzen. Sie wissen vorher genau, was Sie erhalten.",
      },
      {
        title: "Ein stimmiger Markenauftritt",
        description:
          "Alle Beiträge folgen einer Linie. Wer Ihr Profil besucht, erkennt sofort, wofür Sie stehen und warum sich das Folgen lohnt.",
      },
      {
        title: "Mehr Anfragen aus Social Media",
        description:
          "Jeder Beitrag verfolgt ein Ziel, vom Vertrauen bis zur Anfrage. So wird aus Reichweite nach und nach echte Nachfrage nach Ihrem Angebot.",
      },
    ],
  },
  process: {
    title: "In vier Schritten zu Ihrem Social-Media-Auftritt",
    steps: [
      {
        title: "Kennenlernen und Zielgruppe",
        description:
          "Wir sprechen über Ihr Angebot, Ihre Wunschkundschaft und die Kanäle, auf denen sie unterwegs ist, und legen die drei Plattformen fest.",
      },
      {
        title: "Markenlook und Themenplan",
        description:
          "Ich entwickle Vorlagen in Ihrem Design und einen ersten Redaktionsplan mit Themen, Formaten und Veröffentlichungsterminen.",
      },
      {
        title: "Freigabe und Veröffentlichung",
        description:
          "Sie prüfen den Plan, ich arbeite Ihre Anmerkungen ein und plane alle Beiträge des Monats zur automatischen Veröffentlichung ein.",
      },
      {
        title: "Auswerten und verbessern",
        description:
          "Am Monatsende sehen wir uns die Zahlen an. Was gut lief, bauen wir aus; was nicht zündet, ersetzen wir durch neue Ideen.",
      },
    ],
  },
  personal: {
    title: "Ihre Ansprechpartnerin für Social Media",
    description:
      "Ich betreue jedes Profil selbst, ohne wechselnde Zuständige. Sie schreiben mir direkt, wenn ein Termin, ein neues Produkt oder ein spontaner Anlass ansteht, und ich baue es in den laufenden Plan ein.",
  },
  cta: {
    title: "Starten Sie mit 32 Beiträgen im Monat",
    description:
      "Das Social-Media-Paket ist Teil mehrerer Pläne. Vergleichen Sie die Leistungen und finden Sie den Umfang, der zu Ihrem Unternehmen passt.",
  },
} satisfies ServiceContent;
