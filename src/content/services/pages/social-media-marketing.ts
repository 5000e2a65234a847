import { figures, figuresByCase } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

/** "in den Paketen Start und Viral": the packages with the monthly posts, as /preise lists them. */
const packages = inPackages(figures.postsPerMonth);

export default {
  slug: "social-media-marketing",
  title: "Social-Media-Marketing mit KI: Planung, Gestaltung, Veröffentlichung",
  description: `Planung, Gestaltung und Veröffentlichung mit KI: ${figures.postsPerMonth} ${packages}, verteilt auf ${figures.channelNames}.`,
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
      intro: `${atSentenceStart(packages)}: ${figures.postsPerMonth}`,
      subtitle: "Regelmäßig sichtbar sein, ohne selbst jeden Tag Inhalte produzieren zu müssen.",
      description: `Wer in sozialen Netzwerken nur ab und zu etwas veröffentlicht, wird schnell vergessen. ${atSentenceStart(packages)} plane, gestalte und veröffentliche ich für Sie ${figures.postsPerMonth}, verteilt auf ${figures.channelNames} und abgestimmt auf Ihre Marke, Ihre Angebote und die Fragen Ihrer Kundschaft. KI beschleunigt Ideenfindung und Gestaltung; die Auswahl und der letzte Schliff bleiben Handarbeit.`,
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
        answer: `Auf ${figures.channelNames}, den Netzwerken, auf denen auch die Werbekampagnen der Pakete laufen; die ${figures.postsPerMonth} verteilen sich auf alle drei zusammen. So greifen Beiträge und Anzeigen ineinander.`,
      },
      {
        question: "Muss ich jeden Beitrag vorher freigeben?",
        answer: `Sie erhalten den Redaktionsplan für den kommenden Monat vorab und können jeden Beitrag kommentieren. ${figures.corrections}`,
      },
      {
        question: "Woher kommen die Bilder für die Beiträge?",
        answer:
          "Aus einer Mischung: Fotos, die Sie mir schicken, Grafiken in Ihrem Markendesign und mit KI erzeugte Motive. Fremde Bilder mit unklaren Rechten verwende ich nicht.",
      },
      {
        question: "Beantworten Sie auch Kommentare und Nachrichten?",
        answer:
          "Auf Wunsch richte ich Antwortvorlagen für häufige Fragen ein. Persönliche Gespräche mit Ihrer Kundschaft sollten aber bei Ihnen bleiben, denn dort entsteht Vertrauen.",
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
            "Eine angestellte Social-Media-Managerin kostet Gehalt und Lohnnebenkosten; dazu kommen Software, Einarbeitung und die Vertretung im Urlaub. Bei mir zahlen Sie die Leistungen Ihres Pakets, und Planung, Gestaltung und Veröffentlichung kommen aus einer Hand. Den Preis nenne ich Ihnen auf Anfrage, damit Sie ihn mit den Kosten einer Stelle vergleichen können.",
        },
        {
          question: "Und im Vergleich zu einer klassischen Agentur?",
          answer: `Agenturen rechnen Social-Media-Betreuung meist nach Umfang ab: nach Beiträgen, Kanälen und Betreuungszeit. Vergleichen Sie deshalb Beitrag für Beitrag: ${atSentenceStart(packages)} sind ${figures.postsPerMonth} enthalten.`,
        },
      ],
    },
    aiAdvantages: {
      title: "Wie KI Ihre Social-Media-Arbeit verändert",
      items: [
        { icon: "sparkles", text: "Themenideen entstehen aus echten Fragen Ihrer Zielgruppe statt aus dem Bauch." },
        {
          icon: "bolt",
          text: "Bildvarianten und Textentwürfe liegen schnell vor, sodass mehr Zeit für Auswahl und Feinschliff bleibt.",
        },
        { icon: "target", text: "Formulierungen werden für jede Plattform passend gekürzt oder erweitert." },
        {
          icon: "clock",
          text: "Die erste Zeile entscheidet, ob jemand weiterliest: KI liefert dafür viele Varianten zur Auswahl.",
        },
        { icon: "chart", text: "Auswertungen zeigen schneller, welche Beitragsarten bei Ihnen wirklich ankommen." },
      ],
    },
    benefits: {
      title: "Was Sie davon haben",
      items: [
        {
          title: "Verlässliche Präsenz",
          description: `Jede Woche neue Beiträge auf allen ${figures.channels} Kanälen: Ihr Unternehmen bleibt sichtbar, auch in Wochen, in denen Ihnen das Tagesgeschäft keine Zeit lässt.`,
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
          title: "Beiträge mit Ziel",
          description:
            "Jeder Beitrag verfolgt ein Ziel, vom Vertrauen bis zur Anfrage. So kann aus Reichweite nach und nach echte Nachfrage nach Ihrem Angebot werden.",
        },
      ],
    },
    process: {
      title: "In vier Schritten zu Ihrem Social-Media-Auftritt",
      steps: [
        {
          title: "Kennenlernen und Zielgruppe",
          description: `Ich spreche mit Ihnen über Ihr Angebot, Ihre Wunschkundschaft und Ihre Ziele auf ${figures.channelNames}.`,
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
      description: `${atSentenceStart(packages)} ist Social-Media-Marketing mit ${figuresByCase.postsPerMonth.dative} enthalten. Auf der Preisseite sehen Sie, was jedes Paket umfasst; welcher Umfang zu Ihrem Unternehmen passt, finden Sie am besten im Gespräch mit mir heraus.`,
      ask: serviceRequest("social-media-marketing"),
    },
  },
} satisfies ServiceRecord;
