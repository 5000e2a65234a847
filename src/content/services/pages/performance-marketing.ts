import { figures } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

/** "in den Paketen Start und Viral": the packages with the monthly ad campaigns, as /preise lists them. */
const packages = inPackages(figures.adCampaignsPerMonth);

export default {
  slug: "performance-marketing",
  title: "Performance-Marketing: Anzeigen auf Google, Meta und TikTok",
  description: `Anzeigen, gesteuert nach Zahlen: ${figures.adCampaignsPerMonth} ${packages}, jede auf Google, Meta oder TikTok, mit Tests, Erfolgsmessung und Berichten.`,
  seoKeywords: [
    "Performance-Marketing",
    "Online-Werbung",
    "Google Ads Betreuung",
    "Meta Ads",
    "TikTok Ads",
    "Werbebudget",
    "Kampagnenoptimierung",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Performance-Marketing mit KI",
      intro: "Werbung, die sich messen lässt",
      subtitle: "Jeder Euro Werbebudget soll nachvollziehbar Anfragen oder Verkäufe bringen.",
      description: `Performance-Marketing heißt: Anzeigen schalten, Ergebnisse messen, nachsteuern. ${atSentenceStart(packages)} plane und betreue ich ${figures.adCampaignsPerMonth}, jede auf Google, Meta oder TikTok, von der Zielgruppe über Anzeigentexte und Motive bis zur laufenden Optimierung. KI hilft dabei, viele Varianten zu testen und das Budget dorthin zu verschieben, wo es am meisten bewirkt.`,
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
          "Vor allem auf Google (Suche und YouTube), bei Meta (Facebook und Instagram) und auf TikTok. Welche Kombination sinnvoll ist, hängt davon ab, wo Ihre Kundschaft nach Angeboten wie Ihrem sucht.",
      },
      {
        question: "Ist das Werbebudget in den Paketen enthalten?",
        answer: `Nein. Ihr Werbebudget zahlen Sie direkt an die Plattform, damit Sie jederzeit sehen, was ausgegeben wurde. Für den Anfang gibt es ${figures.adCredit}. ${figures.adCreditConditions}`,
      },
      {
        question: "Wann sehe ich erste Ergebnisse?",
        answer:
          "Erste Zahlen zu Klicks und Anfragen liegen meist nach wenigen Tagen vor. Aussagekräftig werden sie, wenn die Kampagnen einige Wochen gelernt haben und ich nachgesteuert habe.",
      },
      {
        question: "Was passiert, wenn eine Kampagne nicht funktioniert?",
        answer:
          "Dann stoppe ich sie früh, statt Budget zu verbrennen, prüfe Zielgruppe, Angebot und Anzeige und starte eine verbesserte Variante. Genau das ist das Prinzip von Performance-Marketing.",
      },
    ],
    features: {
      title: "Leistungen im Performance-Marketing",
      items: [
        {
          title: "Kampagnenstrategie",
          description:
            "Ich lege mit Ihnen fest, was eine Kampagne erreichen soll, etwa Anfragen, Verkäufe im Shop oder Termine, und welche Kennzahl über den Erfolg entscheidet.",
          icon: "target",
        },
        {
          title: "Zielgruppen und Suchbegriffe",
          description:
            "Ich recherchiere, wonach Ihre Kundschaft sucht und wie sie sich online bewegt, und baue daraus präzise Zielgruppen und Listen von Suchbegriffen.",
          icon: "search",
        },
        {
          title: "Anzeigentexte und Motive",
          description:
            "Für jede Kampagne entstehen mehrere Text- und Bildvarianten, auch kurze Videos, damit die Plattform die wirksamste Kombination finden kann.",
          icon: "megaphone",
        },
        {
          title: "Erfolgsmessung",
          description:
            "Conversion-Tracking, das erst nach Einwilligung der Besucher misst und zu Ihrem Cookie-Banner passt, zeigt, welche Anzeige zu welcher Anfrage geführt hat. Ohne saubere Messung gibt es keine Optimierung.",
          icon: "chart",
        },
        {
          title: "Laufende Optimierung",
          description:
            "Gebote, Budgets und Anzeigen passe ich regelmäßig an. Schwache Varianten ersetze ich, starke erhalten mehr Reichweite.",
          icon: "rocket",
        },
        {
          title: "Verständliche Berichte",
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
          answer: `Für Suchanzeigen bei Google empfehle ich ein Werbebudget ab ${figures.adBudgetSearchFrom} im Monat. Dann kommen genug Klicks zusammen, um belastbare Entscheidungen zu treffen.`,
        },
        {
          question: "Und für Anzeigen in sozialen Netzwerken?",
          answer: `Für Bildanzeigen auf Facebook und Instagram empfehle ich ab etwa ${figures.adBudgetSocialFrom} im Monat, für Videoanzeigen in sozialen Netzwerken ${figures.adBudgetVideoSocial} im Monat.`,
        },
        {
          question: "Wie vergleiche ich das mit einer Agentur?",
          answer:
            "Agenturen berechnen die Betreuung meist zusätzlich zum Werbebudget, ebenso wie ich. Vergleichen Sie deshalb die Betreuung allein: Was die Pakete enthalten, steht auf der Preisseite, den Preis nenne ich Ihnen auf Anfrage.",
        },
      ],
    },
    aiAdvantages: {
      title: "Was KI in Ihren Kampagnen leistet",
      items: [
        { icon: "sparkles", text: "Viele Anzeigenvarianten entstehen schnell, statt nur zwei oder drei von Hand." },
        { icon: "chart", text: "Auffälligkeiten in den Zahlen fallen früher auf, etwa steigende Kosten pro Klick." },
        { icon: "target", text: "Zielgruppen lassen sich anhand echter Kundendaten feiner eingrenzen." },
        { icon: "bolt", text: "Budgets werden zügig zu den Anzeigen verschoben, die tatsächlich Anfragen bringen." },
        { icon: "clock", text: "Routineberichte entstehen automatisch; die gewonnene Zeit fließt in die Strategie." },
      ],
    },
    customerGift: {
      title: `${figures.adCredit} in den Paketen ${figures.adCreditPackages}`,
      description: `Mit dem Werbeguthaben testen Sie Performance-Marketing, ohne zuerst eigenes Budget einsetzen zu müssen, und sehen an echten Zahlen, was Anzeigen für Ihr Unternehmen bewirken. ${figures.adCreditConditions}`,
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
            "Sie wissen, wie viele Anfragen eine Kampagne gebracht und was jede einzelne gekostet hat, und können Werbung wie eine Investition bewerten.",
        },
        {
          title: "Schnell wirksam",
          description:
            "Anders als beim Aufbau organischer Reichweite erreichen Anzeigen Ihre Zielgruppe ab dem ersten Tag, an dem sie freigeschaltet sind.",
        },
        {
          title: "Mehrere Kanäle, eine Strategie",
          description:
            "Such-, Social-Media- und Videoanzeigen greifen ineinander: Wer Sie auf Instagram gesehen hat, findet Sie bei Google schneller wieder.",
        },
      ],
    },
    process: {
      title: "So läuft eine Kampagne ab",
      steps: [
        {
          title: "Ziel und Budget festlegen",
          description:
            "Ich lege mit Ihnen das Kampagnenziel, die wichtigste Kennzahl und das monatliche Werbebudget pro Plattform fest.",
        },
        {
          title: "Messung und Kampagnen einrichten",
          description:
            "Ich richte die Erfolgsmessung ein, baue Zielgruppen und erstelle die ersten Anzeigenvarianten zur Freigabe.",
        },
        {
          title: "Start und Lernphase",
          description:
            "Die Kampagnen starten. In den ersten Tagen beobachte ich die Zahlen besonders eng und greife früh ein.",
        },
        {
          title: "Optimieren und ausbauen",
          description:
            "Was funktioniert, bekommt mehr Budget; was nicht trägt, wird ersetzt. Einmal im Monat bespreche ich die Ergebnisse mit Ihnen.",
        },
      ],
    },
    personal: {
      title: "Ihre Kampagnen in einer Hand",
      description:
        "Ich betreue Ihre Werbekonten selbst und kenne jede Anzeige, die für Sie läuft. Wenn Sie eine Frage zu einer Zahl im Bericht haben, bekommen Sie eine direkte Antwort statt eines Tickets.",
    },
    cta: {
      title: "Ihre erste Kampagne, sauber geplant",
      description: `${atSentenceStart(packages)} sind ${figures.adCampaignsPerMonth} enthalten, ${inPackages("Werbekampagnen für Ihre meistverkauften Produkte")} Werbekampagnen für Ihre meistverkauften Produkte. Auf der Preisseite sehen Sie, was jedes Paket umfasst; alle weiteren Fragen beantworte ich Ihnen gern direkt.`,
      ask: serviceRequest("performance-marketing"),
    },
  },
} satisfies ServiceRecord;
