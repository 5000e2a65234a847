import { figuresByCase } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "funnel-spezialist",
  title: "Funnel-Spezialist: Verkaufstrichter mit KI",
  description: `Auf Anfrage ${figuresByCase.funnelsPerMonth.nominative}, fertig aufgebaut: Landingpage, Einstiegsangebot, E-Mail-Folge und Messung, mit KI erstellt und auf Ihr Angebot zugeschnitten.`,
  seoKeywords: [
    "Funnel-Spezialist",
    "Sales Funnel erstellen lassen",
    "Verkaufstrichter",
    "Landingpage",
    "Leadgenerierung",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Verkaufstrichter, die Besucher Schritt für Schritt zur Anfrage führen",
      intro: "Funnel-Spezialist",
      subtitle: `Auf Anfrage baue ich ${figuresByCase.funnelsPerMonth.accusative}, vollständig von der Anzeige bis zur Anfrage.`,
      description:
        "Viele Besucher Ihrer Website gehen wieder, ohne eine Spur zu hinterlassen. Ein Funnel führt sie stattdessen Schritt für Schritt: vom ersten Interesse über ein hilfreiches Angebot bis zum Gespräch mit Ihnen. Ich baue einen solchen Trichter, teste ihn und verbessere ihn anhand echter Daten.",
      image: {
        src: "/images/services/funnel-spezialist.svg",
        alt: "Illustration eines Trichters, in den oben viele kleine Figuren hineingehen und aus dem unten eine Anfrage als Briefsymbol kommt",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Was genau ist ein Funnel?",
        answer:
          "Ein Funnel ist ein geplanter Weg, den Interessierte durchlaufen: etwa eine Anzeige, eine Landingpage mit einem kostenlosen Leitfaden, eine kurze E-Mail-Folge und am Ende die Einladung zu einem Beratungsgespräch oder zum Kauf.",
      },
      {
        question: "Wie viele Funnels bauen Sie im Monat?",
        answer: `Ich baue ${figuresByCase.funnelsPerMonth.accusative}. So bleibt Zeit, jeden Trichter sauber aufzubauen und zu messen, bevor der nächste entsteht. Den Funnel finden Sie weder als Paket noch als Einzelleistung auf der Preisseite; Umfang und Preis bespreche ich auf Anfrage mit Ihnen.`,
      },
      {
        question: "Brauche ich dafür eine neue Website?",
        answer:
          "Nicht unbedingt. Landingpages können auf Ihrer bestehenden Domain oder mit einem Funnel-Baukasten entstehen. Ich prüfe, welche Lösung technisch am einfachsten zu Ihrer Website passt.",
      },
      {
        question: "Was muss ich beisteuern?",
        answer:
          "Ein klares Angebot, Ihr Wissen über typische Kundenfragen und Zeit für Freigaben. Ohne ein Angebot, das Menschen wirklich wollen, hilft auch der beste Funnel nicht; darüber spreche ich im ersten Termin ehrlich mit Ihnen.",
      },
    ],
    features: {
      title: "Bestandteile jedes Funnels",
      items: [
        {
          title: "Einstiegsangebot",
          description:
            "Ein Leitfaden, eine Checkliste, ein Rechner oder ein Probetermin: etwas, das Ihrer Zielgruppe wertvoll genug ist, um dafür die E-Mail-Adresse zu hinterlassen.",
          icon: "gift",
        },
        {
          title: "Landingpage",
          description:
            "Eine Seite mit genau einem Ziel, ohne ablenkende Menüpunkte, mit klarer Überschrift und gut sichtbarem Formular.",
          icon: "layers",
        },
        {
          title: "E-Mail-Folge",
          description:
            "Nach der Anmeldung begleitet eine kurze Serie die neuen Kontakte, beantwortet Einwände und lädt zum nächsten Schritt ein.",
          icon: "mail",
        },
        {
          title: "Termin- oder Kaufabschluss",
          description:
            "Am Ende steht eine Buchungsmöglichkeit, ein Angebot oder eine Kaufschaltfläche, je nachdem, wie Ihr Geschäft funktioniert.",
          icon: "phone",
        },
        {
          title: "Messpunkte an jeder Stufe",
          description:
            "Ich sehe, wie viele Menschen jede Stufe erreichen, und erkenne so, an welcher Stelle der Trichter Interessenten verliert.",
          icon: "chart",
        },
      ],
    },
    aiAdvantages: {
      title: "Schneller zum fertigen Funnel dank KI",
      items: [
        {
          icon: "pen",
          text: "Überschriften, Seitentexte und E-Mails entstehen als Entwürfe in mehreren Varianten, aus denen ich die klarste auswähle.",
        },
        {
          icon: "sparkles",
          text: "Das Einstiegsangebot, etwa ein Leitfaden, wird mit KI gegliedert und vorformuliert und anschließend fachlich geprüft.",
        },
        {
          icon: "search",
          text: "Häufige Einwände Ihrer Zielgruppe trägt die KI aus Bewertungen, Foren und Kundenfragen zusammen, damit der Funnel sie gezielt beantwortet.",
        },
        {
          icon: "target",
          text: "Testvarianten lassen sich schnell erzeugen, sodass Überschriften oder Angebote gegeneinander antreten können.",
        },
      ],
    },
    benefits: {
      title: "Warum ein Funnel mehr bringt als eine einzelne Seite",
      items: [
        {
          title: "Kontakte statt Klicks",
          description: "Auch wer heute noch nicht kauft, bleibt über die E-Mail-Folge mit Ihnen in Verbindung.",
        },
        {
          title: "Vorbereitete Gespräche",
          description:
            "Wer den Funnel durchlaufen hat, kennt Ihr Angebot bereits und kommt mit konkreten Fragen ins Gespräch.",
        },
        {
          title: "Schwachstellen werden sichtbar",
          description:
            "Durch die Messpunkte wissen Sie, ob die Anzeige, die Seite oder die E-Mails verbessert werden müssen.",
        },
        {
          title: "Wiederverwendbar",
          description:
            "Ein funktionierender Trichter lässt sich für neue Angebote oder Zielgruppen abwandeln, statt jedes Mal bei null zu beginnen.",
        },
      ],
    },
    process: {
      title: "Vom Angebot zum laufenden Funnel",
      steps: [
        {
          title: "Ziel festlegen",
          description:
            "Mit Ihnen bestimme ich, welches Angebot der Funnel verkaufen soll und welche Handlung am Ende stehen muss: Anruf, Termin oder Kauf.",
        },
        {
          title: "Trichter skizzieren",
          description:
            "Jede Stufe halte ich in einer Übersicht fest, inklusive Einstiegsangebot, Seiten, E-Mails und Übergaben an Ihr Team.",
        },
        {
          title: "Bauen und verknüpfen",
          description:
            "Ich richte Seiten, Formulare, E-Mail-Automatisierung und Messung ein und teste alles auf Smartphone und Computer.",
        },
        {
          title: "Besucher und Feinschliff",
          description:
            "Nach dem Start leite ich Besucher über Anzeigen oder Ihre Kanäle in den Funnel und verbessere die schwächste Stufe zuerst.",
        },
      ],
    },
    personal: {
      title: "Ein Funnel, der zu Ihrem Verkaufsgespräch passt",
      description:
        "Bevor ich eine Zeile schreibe, möchte ich wissen, wie Sie heute verkaufen und welche Fragen Ihre Kundschaft im Gespräch stellt. Genau diese Erfahrung steckt später im Funnel, damit er nicht nach Schablone klingt, sondern nach Ihnen.",
    },
    cta: {
      title: "Führen Sie Besucher gezielt zur Anfrage",
      description: `${atSentenceStart(inPackages("Landingpage für Ihre Kampagnen"))} ist eine Landingpage für Ihre Kampagnen enthalten; die Pakete finden Sie auf der Preisseite. Für einen vollständigen Funnel erstelle ich Ihnen gern ein individuelles Angebot.`,
      ask: serviceRequest("funnel-spezialist"),
    },
  },
} satisfies ServiceRecord;
