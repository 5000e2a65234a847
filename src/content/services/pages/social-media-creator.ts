import { figures, figuresByCase } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

/** "in den Paketen Start und Viral": the packages with the monthly posts, as /preise lists them. */
const packages = inPackages(figures.postsPerMonth);

export default {
  slug: "social-media-creator",
  title: "Social Media Creator: Beiträge, Reels und Storys",
  description: `Beiträge, Reels und Storys für ${figures.channelNames}, mit KI erstellt und auf Ihre Marke abgestimmt: ${figures.postsPerMonth} ${packages}.`,
  seoKeywords: [
    "Social Media Creator",
    "Content Creator für Unternehmen",
    "Reels erstellen lassen",
    "Instagram Content",
    "Social Media Inhalte mit KI",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Social-Media-Inhalte, die auffallen",
      intro: "Social Media Creator mit KI",
      subtitle: `${atSentenceStart(packages)}: ${figures.postsPerMonth}, verteilt auf ${figuresByCase.channels.accusative} und gestaltet in Ihrem Stil.`,
      description:
        "Regelmäßig zu veröffentlichen ist der Teil, an dem viele kleine Unternehmen scheitern: Es fehlt die Zeit, es fehlen Ideen, und die Handyfotos sehen nicht so aus, wie man es sich wünscht. Ich übernehme Ideen, Grafiken, Kurzvideos und Bildunterschriften, und Sie geben nur noch frei.",
      image: {
        src: "/images/services/social-media-creator.svg",
        alt: "Illustration eines Smartphones mit buntem Feed aus Beiträgen, Reels und Storys, umgeben von Herzen und Kommentarsymbolen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Auf welchen Kanälen veröffentlichen Sie?",
        answer: `Die ${figures.postsPerMonth} verteilen sich auf ${figures.channelNames}, die Netzwerke, auf denen auch die Werbekampagnen der Pakete laufen. So greifen Beiträge und Anzeigen ineinander.`,
      },
      {
        question: "Woher kommen Bilder und Videos?",
        answer:
          "Aus einer Mischung: Ihre eigenen Fotos und Handyvideos, mit KI erzeugte Grafiken im Markenstil und bearbeitete Vorlagen. Echte Einblicke in Ihren Betrieb wirken am stärksten, deshalb bitte ich Sie ab und zu um kurzes Rohmaterial.",
      },
      {
        question: "Was ist der Unterschied zu einer Festanstellung?",
        answer: `Eine eigene Stelle bedeutet Gehalt und Lohnnebenkosten, dazu Software, Einarbeitung und eine Vertretung im Urlaub. Bei mir bezahlen Sie die Leistungen Ihres Pakets: Was ${packages} enthalten ist, sehen Sie auf der Preisseite, den Preis nenne ich Ihnen auf Anfrage. So können Sie beides selbst vergleichen.`,
      },
      {
        question: "Antworten Sie auch auf Kommentare?",
        answer:
          "Inhalte, Planung und Veröffentlichung übernehme ich. Antworten auf Kommentare und Direktnachrichten sollten von Ihnen kommen, weil Ihre Kundschaft mit Ihnen sprechen möchte; dafür bekommen Sie von mir Antwortvorlagen.",
      },
    ],
    features: {
      title: "Das erstelle ich für Ihre Kanäle",
      items: [
        {
          title: "Beitragsgrafiken",
          description:
            "Karussells, Zitate, Angebote und Tipps im einheitlichen Design, das Ihren Feed auf einen Blick erkennbar macht.",
          icon: "palette",
        },
        {
          title: "Reels und Kurzvideos",
          description:
            "Aus Ihrem Rohmaterial oder mit KI-Elementen entstehen kurze Clips mit Untertiteln, Musik und einem starken Einstieg.",
          icon: "video",
        },
        {
          title: "Storys",
          description:
            "Umfragen, Blicke hinter die Kulissen und Hinweise auf neue Beiträge halten den Kontakt zu Ihren Followern lebendig.",
          icon: "sparkles",
        },
        {
          title: "Bildunterschriften und Hashtags",
          description:
            "Jeder Beitrag bekommt einen Text im Ton Ihrer Marke, eine klare Aufforderung zum Handeln und passende Hashtags.",
          icon: "pen",
        },
        {
          title: "Redaktionskalender",
          description:
            "Alle Beiträge eines Monats stehen vorab im Kalender, einschließlich Feiertagen, Aktionen und saisonaler Themen.",
          icon: "clock",
        },
      ],
    },
    aiAdvantages: {
      title: "Mehr Inhalte in gleicher Qualität",
      items: [
        {
          icon: "sparkles",
          text: "KI-Bildwerkzeuge erstellen Grafiken und Hintergründe im Stil Ihrer Marke, ohne dass für jeden Beitrag ein Fototermin nötig ist.",
        },
        {
          icon: "search",
          text: "Trendanalysen zeigen, welche Formate und Themen in Ihrer Branche gerade Aufmerksamkeit bekommen.",
        },
        {
          icon: "pen",
          text: "Bildunterschriften entstehen als Entwürfe in Ihrem Ton und werden anschließend von mir redaktionell geprüft.",
        },
        {
          icon: "video",
          text: "Aus einem längeren Handyvideo schneidet die KI mehrere kurze Sequenzen heraus, die sich als eigene Reels eignen.",
        },
      ],
    },
    benefits: {
      title: "Was Sie davon haben",
      items: [
        {
          title: "Ein lebendiges Profil",
          description:
            "Ihr Profil steht nicht mehr wochenlang still, und Interessierte sehen auf einen Blick, dass Ihr Betrieb aktiv ist.",
        },
        {
          title: "Wiedererkennbarer Auftritt",
          description:
            "Einheitliche Farben, Schriften und Bildsprache sorgen dafür, dass man Ihre Beiträge auch ohne Logo als Ihre erkennt.",
        },
        {
          title: "Freie Abende",
          description:
            "Statt selbst Texte zu tippen und Grafiken zu basteln, prüfen Sie einmal im Monat den fertigen Kalender.",
        },
      ],
    },
    process: {
      title: "Vom ersten Gespräch zum vollen Feed",
      steps: [
        {
          title: "Profilanalyse",
          description:
            "Ich sehe mir Ihre bisherigen Beiträge an und bespreche mit Ihnen, welche gut ankamen, welche nicht und wen Sie erreichen wollen.",
        },
        {
          title: "Stil und Themenwelten",
          description:
            "Ich lege Vorlagen, Farben und Themenbereiche fest, zum Beispiel Produkte, Tipps, Team und Einblicke in Ihren Arbeitstag.",
        },
        {
          title: "Monatsproduktion",
          description:
            "Die Inhalte des Monats entstehen gebündelt und landen als Vorschau in einem Kalender, den Sie kommentieren können.",
        },
        {
          title: "Veröffentlichen und nachsteuern",
          description:
            "Nach Ihrer Freigabe gehen die Beiträge automatisch online; die Zahlen fließen in die Ideen für den nächsten Monat ein.",
        },
      ],
    },
    personal: {
      title: "Kreativ, aber mit Plan",
      description:
        "Ich verbinde gestalterisches Gespür mit den Möglichkeiten der KI. Das Ergebnis sind Inhalte, die nach Ihrem Unternehmen aussehen und nicht nach einer beliebigen Vorlage. Wenn ein Format nicht ankommt, sage ich es Ihnen und probiere ein anderes.",
    },
    cta: {
      title: "Schluss mit leeren Profilen",
      description: `${atSentenceStart(packages)} sind ${figures.postsPerMonth} enthalten. Auf der Preisseite sehen Sie, was jedes Paket umfasst; welcher Umfang zu Ihnen passt, bespreche ich gern mit Ihnen.`,
      ask: serviceRequest("social-media-creator"),
    },
  },
} satisfies ServiceRecord;
