import { figures } from "#shared/facts.ts";
import type { ServiceRecord } from "../schema";

export default {
  slug: "social-media-marketing",
  title: `Social-Media-Marketing mit KI: ${figures.postsPerMonth}`,
  description:
    `${figures.postsPerMonth} auf ${figures.channels} Kanälen: Planung, Gestaltung und Veröffentlichung mit KI, zu einem Bruchteil der Kosten einer eigenen Stelle.`,
  seoKeywords: [
    "Social-Media-Marketing",
    "Social Media Betreuung",
    "Social Media Agentur Alternative",
    "Instagram Beiträge erstellen lassen",
    "Redaktionsplan Social Media",
    "KI Social Media",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Social-Media-Marketing mit KI",
      intro: `${figures.postsPerMonth} auf ${figures.channels} Kanälen`,
      subtitle: "Regelmäßig sichtbar sein, ohne selbst jeden Tag Inhalte produzieren zu müssen.",
      description:
        `Wer in sozialen Netzwerken nur ab und zu etwas veröffentlicht, wird schnell vergessen. Ich plane, gestalte und veröffentliche für Sie ${figures.postsPerMonth} auf ${figures.channels} Kanälen, abgestimmt auf Ihre Marke, Ihre Angebote und die Fragen Ihrer Kundschaft. KI beschleunigt Ideenfindung und Gestaltung; die Auswahl und der letzte Schliff bleiben Handarbeit.`,
      image: {
        src: "/images/services/social-media-marketing.svg",
        alt: "Illustration eines Smartphones mit Beitragsraster, Herzen und Kommentarblasen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: `Auf welchen ${figures.channels} Kanälen veröffentlichen Sie?`,
        answer:
          `Auf ${figures.channelNames}, den Netzwerken, auf denen auch die Werbekampagnen der Pakete laufen. So greifen Beiträge und Anzeigen ineinander.`,
      },
      {
        question: "Muss ich jeden Beitrag vorher freigeben?",
        answer:
          `Sie erhalten den Redaktionsplan für den kommenden Monat vorab und können jeden Beitrag kommentieren. ${figures.corrections}`,
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
            "Themen, Formate und Termine stehen vorab fest. So sehen Sie schon heute, was in einigen Wochen auf Ihren Kanälen erscheint.",
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
          title: "Veröffentlichung zur passenden Zeit",
          description:
            "Beiträge erscheinen automatisch dann, wenn Ihre Follower am aktivsten sind, auch am Wochenende und während Ihres Urlaubs.",
          icon: "clock",
        },
        {
          title: "Reels und Karussells",
          description:
            "Neben Einzelbildern entstehen kurze Videos und Wischbeiträge, die auf den Plattformen oft mehr Reichweite erzielen und häufiger gespeichert werden.",
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
            `Eine angestellte Social-Media-Managerin kostet Sie ${figures.socialMediaManagerMonthly} im Monat; dazu kommen Software, Einarbeitung und die Vertretung im Urlaub. Mit KI-Unterstützung erhalten Sie einen vergleichbaren Umfang zu einem Bruchteil dieser Kosten.`,
        },
        {
          question: "Und im Vergleich zu einer klassischen Agentur?",
          answer:
            `Viele Agenturen berechnen ${figures.agencyFourPosts}. Für ${figures.posts} Beiträge wäre das ein Vielfaches. Durch KI-gestützte Abläufe ist bei mir deutlich mehr Inhalt im Monat möglich.`,
        },
      ],
    },
    aiAdvantages: {
      title: "Wie KI Ihre Social-Media-Arbeit verändert",
      items: [
        { icon: "sparkles", text: "Themenideen entstehen aus echten Fragen Ihrer Zielgruppe statt aus dem Bauch." },
        { icon: "bolt", text: "Bildvarianten und Textentwürfe liegen in Minuten vor, nicht erst nach Tagen." },
        { icon: "target", text: "Formulierungen werden für jede Plattform passend gekürzt oder erweitert." },
        { icon: "clock", text: "Die erste Zeile entscheidet, ob jemand weiterliest: KI liefert dafür viele Varianten zur Auswahl." },
        { icon: "chart", text: "Auswertungen zeigen schneller, welche Beitragsarten bei Ihnen wirklich ankommen." },
      ],
    },
    benefits: {
      title: "Was Sie davon haben",
      items: [
        {
          title: "Verlässliche Präsenz",
          description:
            `Jede Woche neue Beiträge auf allen ${figures.channels} Kanälen: Ihr Unternehmen bleibt sichtbar, auch wenn im Tagesgeschäft alles drunter und drüber geht.`,
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
            `Ich spreche mit Ihnen über Ihr Angebot, Ihre Wunschkundschaft und Ihre Ziele auf ${figures.channelNames}.`,
        },
        {
          title: "Markenstil und Themenplan",
          description:
            "Ich entwickle Vorlagen in Ihrem Design und einen ersten Redaktionsplan mit Themen, Formaten und Veröffentlichungsterminen.",
        },
        {
          title: "Freigabe und Veröffentlichung",
          description:
            "Sie prüfen den Redaktionsplan, ich arbeite Ihre Anmerkungen ein und plane alle Beiträge des Monats zur automatischen Veröffentlichung ein.",
        },
        {
          title: "Auswerten und verbessern",
          description:
            "Am Monatsende sehe ich mir mit Ihnen die Zahlen an. Was gut lief, baue ich aus; was nicht zündet, ersetze ich durch neue Ideen.",
        },
      ],
    },
    personal: {
      title: "Ihre Ansprechpartnerin für Social Media",
      description:
        "Ich betreue jedes Profil selbst, ohne wechselnde Zuständige. Sie schreiben mir direkt, wenn ein Termin, ein neues Produkt oder ein spontaner Anlass ansteht, und ich baue es in den laufenden Redaktionsplan ein.",
    },
    cta: {
      title: "Regelmäßig sichtbar, ohne selbst zu schreiben",
      description:
        `Social-Media-Marketing mit ${figures.postsPerMonth} gehört zu den Paketen Start und Viral. Auf der Preisseite sehen Sie, was jedes Paket umfasst; welcher Umfang zu Ihrem Unternehmen passt, klären Sie am einfachsten mit einer Anfrage bei mir.`,
    },
  },
} satisfies ServiceRecord;
