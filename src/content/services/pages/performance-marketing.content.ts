import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Performance-Marketing mit KI",
    intro: "Werbung, die sich messen lässt",
    subtitle: "Jeder Euro Werbebudget soll nachvollziehbar Anfragen oder Verkäufe bringen.",
    description:
      "Performance-Marketing heißt: Anzeigen schalten, Ergebnisse messen, nachsteuern. Ich plane und betreue bis zu drei Kampagnen im Monat auf Google, Meta und TikTok, von der Zielgruppe über Anzeigentexte und Motive bis zur laufenden Optimierung. KI hilft dabei, viele Varianten zu testen und Budgets dorthin zu verschieben, wo sie am meisten bewirken.",
    image: {
      src: "/images/services/performance-marketing.svg",
      alt: "Illustration eines Dashboards mit Balkendiagramm, Zielscheibe und aufsteigender Erfolgskurve",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Auf welchen Plattformen schalten Sie Anzeigen?",
      answer:
        "Vor allem Google (Suche und YouTube), Meta mit Facebook und Instagram sowie TikTok. Welche Kombination sinnvoll ist, hängt davon ab, wo Ihre Kundschaft nach Angeboten wie Ihrem sucht.",
    },
    {
      question: "Ist das Werbebudget im Preis enthalten?",
      answer:
        "Nein, das Werbebudget zahlen Sie direkt an die Plattform, damit Sie jederzeit sehen, was ausgegeben wurde. Zum Start gibt es jedoch 500 Euro Werbebudget als Willkommensgeschenk.",
    },
    {
      question: "Wann sehe ich erste Ergebnisse?",
      answer:
        "Erste Zahlen zu Klicks und Anfragen liegen meist nach wenigen Tagen vor. Richtig aussagekräftig wird es, wenn die Kampagnen einige Wochen gelernt haben und wir nachgesteuert haben.",
    },
    {
      question: "Was passiert, wenn eine Kampagne nicht funktioniert?",
      answer:
        "Dann stoppe ich sie früh, statt Budget zu verbrennen, prüfe Zielgruppe, Angebot und Anzeige und starte eine verbesserte Variante. Das gehört zum Prinzip von Performance-Marketing.",
    },
  ],
  features: {
    title: "Leistungen im Performance-Marketing",
    items: [
      {
        title: "Kampagnenstrategie",
        description:
          "Wir legen fest, was eine Kampagne erreichen soll, etwa Anfragen, Shop-Verkäufe oder Termine, und welche Kennzahl über Erfolg entscheidet.",
        icon: "target",
      },
      {
        title: "Zielgruppen und Suchbegriffe",
        description:
          "Ich recherchiere, wonach Ihre Kundschaft sucht und wie sie sich online bewegt, und baue daraus präzise Zielgruppen und Keyword-Listen.",
        icon: "search",
      },
      {
        title: "Anzeigentexte und Motive",
        description:
          "Für jede Kampagne entstehen mehrere Text- und Bildvarianten, auch kurze Videos, damit die Plattform die stärkste Kombination finden kann.",
        icon: "megaphone",
      },
      {
        title: "Conversion-Tracking",
        description:
          "Datenschutzkonform eingerichtetes Tracking zeigt, welche Anzeige zu welcher Anfrage geführt hat. Ohne saubere Messung keine Optimierung.",
        icon: "chart",
      },
      {
        title: "Laufende Optimierung",
        description:
          "Gebote, Budgets und Anzeigen werden regelmäßig angepasst. Schwache Varianten fliegen raus, starke erhalten mehr Reichweite.",
        icon: "rocket",
      },
      {
        title: "Transparente Berichte",
        description:
          "Sie sehen Ausgaben, Klicks, Anfragen und Kosten pro Anfrage in einer übersichtlichen Zusammenfassung mit klaren Empfehlungen.",
        icon: "layers",
      },
    ],
  },
  frequentQuestions: {
    title: "Mit welchem Werbebudget sollte ich rechnen?",
    items: [
      {
        question: "Wie viel Budget brauchen Suchanzeigen?",
        answer:
          "Für Suchanzeigen bei Google empfiehlt sich ein Werbebudget ab 300 Euro im Monat, damit genug Klicks zusammenkommen, um belastbare Entscheidungen zu treffen.",
      },
      {
        question: "Und für Anzeigen in sozialen Netzwerken?",
        answer:
          "Bildanzeigen auf Facebook und Instagram funktionieren ab etwa 250 Euro im Monat. Für Videoanzeigen in sozialen Netzwerken sind 200 bis 500 Euro im Monat ein typischer Rahmen.",
      },
      {
        question: "Lohnt sich das im Vergleich zu einer Agentur?",
        answer:
          "Agenturen berechnen für die Betreuung häufig 500 bis 3.000 Euro im Monat, zusätzlich zum Werbebudget. Mit KI-gestützten Abläufen bekommen Sie die Betreuung deutlich günstiger.",
      },
    ],
  },
  aiAdvantages: {
    title: "Was KI in Ihren Kampagnen leistet",
    items: [
      { icon: "sparkles", text: "Dutzende Anzeigenvarianten entstehen schnell, statt zwei oder drei von Hand." },
      { icon: "chart", text: "Auffälligkeiten in den Zahlen fallen früher auf, etwa steigende Kosten pro Klick." },
      { icon: "target", text: "Zielgruppen lassen sich anhand echter Kundendaten feiner eingrenzen." },
      { icon: "bolt", text: "Budgets werden zügig zu den Anzeigen verschoben, die tatsächlich Anfragen bringen." },
      { icon: "clock", text: "Routineberichte erstellen sich automatisch, die Zeit fließt in Strategie." },
    ],
  },
  customerGift: {
    title: "Willkommensgeschenk: 500 Euro Werbebudget",
    description:
      "Für Ihre erste Kampagne auf Google, Meta oder TikTok erhalten Sie 500 Euro Werbebudget geschenkt. So testen Sie Performance-Marketing, ohne zuerst eigenes Budget einsetzen zu müssen, und sehen an echten Zahlen, was Anzeigen für Ihr Unternehmen bewirken.",
  },
  benefits: {
    title: "Warum sich Performance-Marketing für Sie lohnt",
    items: [
      {
        title: "Budget unter Kontrolle",
        description:
          "Sie legen fest, wie viel Sie pro Monat ausgeben. Tageslimits verhindern böse Überraschungen, und jede Ausgabe ist nachvollziehbar.",
      },
      {
        title: "Ergebnisse statt Vermutungen",
        description:
          "Sie wissen, wie viele Anfragen eine Kampagne gebracht hat und was jede einzelne gekostet hat, und können Werbung wie eine Investition bewerten.",
      },
      {
        title: "Schnell wirksam",
        description:
          "Anders als beim Aufbau organischer Reichweite erreichen Anzeigen Ihre Zielgruppe ab dem ersten Tag, an dem sie freigeschaltet sind.",
      },
      {
        title: "Mehrere Kanäle, eine Strategie",
        description:
          "Such-, Social- und Videoanzeigen greifen ineinander: Wer Sie auf Instagram gesehen hat, findet Sie bei Google schneller wieder.",
      },
    ],
  },
  process: {
    title: "So läuft eine Kampagne ab",
    steps: [
      {
        title: "Ziel und Budget festlegen",
        description:
          "Wir definieren das Kampagnenziel, die wichtigste Kennzahl und das monatliche Budget pro Plattform.",
      },
      {
        title: "Tracking und Kampagnen aufsetzen",
        description:
          "Ich richte die Erfolgsmessung ein, baue Zielgruppen und erstelle die ersten Anzeigenvarianten zur Freigabe.",
      },
      {
        title: "Start und Lernphase",
        description:
          "Die Kampagnen gehen live. In den ersten Tagen beobachte ich die Zahlen besonders eng und greife früh ein.",
      },
      {
        title: "Optimieren und skalieren",
        description:
          "Was funktioniert, bekommt mehr Budget; was nicht trägt, wird ersetzt. Monatlich besprechen wir die Ergebnisse.",
      },
    ],
  },
  personal: {
    title: "Ihre Kampagnen in einer Hand",
    description:
      "Ich betreue Ihre Werbekonten selbst und kenne jede Anzeige, die für Sie läuft. Wenn Sie eine Frage zu einer Zahl im Bericht haben, bekommen Sie eine direkte Antwort statt eines Tickets.",
  },
  cta: {
    title: "Starten Sie Ihre erste Kampagne mit Startbudget",
    description:
      "Performance-Marketing ist in mehreren Plänen enthalten, inklusive 500 Euro Werbebudget für den Anfang. Vergleichen Sie die Pläne.",
  },
} satisfies ServiceContent;
