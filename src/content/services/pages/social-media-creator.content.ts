import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Ihr Social Media Creator für Inhalte, die auffallen",
    intro: "Social Media Creator mit KI",
    subtitle: "32 Posts im Monat auf 3 Kanälen, gestaltet in Ihrem Look.",
    description:
      "Regelmäßig zu posten ist der Teil, an dem viele kleine Unternehmen scheitern: Es fehlt Zeit, es fehlen Ideen, und die Handyfotos sehen nicht so aus, wie man es sich wünscht. Als Ihr Social Media Creator übernehme ich Ideen, Grafiken, Kurzvideos und Bildunterschriften, und Sie geben nur noch frei.",
    image: {
      src: "/images/services/social-media-creator.svg",
      alt: "Illustration eines Smartphones mit buntem Feed aus Beiträgen, Reels und Storys, umgeben von Herzen und Kommentarsymbolen",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Welche Kanäle betreuen Sie als Creator?",
      answer:
        "Üblich sind Instagram, Facebook, TikTok und LinkedIn. Für die 32 Posts im Monat wählen wir gemeinsam die drei Kanäle aus, auf denen Ihre Zielgruppe am aktivsten ist.",
    },
    {
      question: "Woher kommen Bilder und Videos?",
      answer:
        "Aus einer Mischung: Ihre eigenen Fotos und Handyvideos, KI-generierte Grafiken im Markenstil und bearbeitete Vorlagen. Echte Einblicke aus Ihrem Betrieb wirken am besten, deshalb bitte ich Sie ab und zu um kurzes Rohmaterial.",
    },
    {
      question: "Lohnt sich das gegenüber einer Festanstellung?",
      answer:
        "Eine festangestellte Fachkraft für Social Media kostet etwa 2.500 bis 2.900 € im Monat, und Agenturen verlangen oft 200 bis 500 € für nur 4 Posts im Monat. Mit KI-Werkzeugen lassen sich bis zu 90 % der Personalkosten sparen; die Pläne dazu stehen auf der Preisseite.",
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
          "Aus Ihrem Rohmaterial oder mit KI-Elementen entstehen kurze Clips mit Untertiteln, Musik und starkem Einstieg.",
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
        title: "Content-Kalender",
        description:
          "Alle Posts eines Monats stehen vorab im Kalender, inklusive Feiertagen, Aktionen und saisonalen Themen.",
        icon: "clock",
      },
    ],
  },
  aiAdvantages: {
    title: "Mehr Inhalte in gleicher Qualität",
    items: [
      {
        icon: "sparkles",
        text: "KI-Bildwerkzeuge erstellen Grafiken und Hintergründe im Stil Ihrer Marke, ohne dass für jeden Post ein Fotoshooting nötig ist.",
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
          "Einheitliche Farben, Schriften und Bildsprache sorgen dafür, dass man Ihre Posts auch ohne Logo zuordnet.",
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
        title: "Profil-Check",
        description:
          "Ich schaue mir Ihre bisherigen Posts an, und wir besprechen, welche gut ankamen, welche nicht und wen Sie erreichen wollen.",
      },
      {
        title: "Look und Themenwelten",
        description:
          "Ich lege Vorlagen, Farben und Themenbereiche fest, zum Beispiel Produkte, Tipps, Team und Einblicke in Ihren Arbeitstag.",
      },
      {
        title: "Monatsproduktion",
        description:
          "Die Inhalte des Monats entstehen gebündelt und landen als Vorschau in einem Kalender, den Sie kommentieren können.",
      },
      {
        title: "Posten und nachsteuern",
        description:
          "Nach Ihrer Freigabe gehen die Posts automatisch online; die Zahlen fließen in die Ideen für den nächsten Monat ein.",
      },
    ],
  },
  personal: {
    title: "Kreativ, aber mit Plan",
    description:
      "Ich verbinde gestalterisches Gespür mit den Möglichkeiten der KI. Das Ergebnis sind Inhalte, die nach Ihrem Unternehmen aussehen und nicht nach einer beliebigen Vorlage. Wenn ein Format nicht ankommt, sage ich es Ihnen und probiere ein anderes aus.",
  },
  cta: {
    title: "Schluss mit leeren Profilen",
    description:
      "Im Plan Viral sind 32 Posts pro Monat enthalten. Vergleichen Sie die Pläne und starten Sie mit dem passenden Umfang.",
  },
} satisfies ServiceContent;
