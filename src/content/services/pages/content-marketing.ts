import { figures, figuresByCase } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

/** "in den Paketen Start und Viral": the packages that include the posts, as /preise lists them. */
const packages = inPackages(figures.postsPerMonth);

export default {
  slug: "content-marketing",
  title: "Content-Marketing mit Plan und KI",
  description: `Content-Marketing mit Plan: ${figuresByCase.posts.nominative} und ${figuresByCase.strategicCampaignsPerMonth.nominative} ${packages}, dazu die Weiterverwendung bewährter Inhalte.`,
  seoKeywords: [
    "Content-Marketing",
    "Content-Strategie",
    "Redaktionsplan",
    "Content Marketing für kleine Unternehmen",
    "Inhalte automatisieren",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Inhalte mit Strategie statt Beiträge auf gut Glück",
      intro: "Content-Marketing",
      subtitle: `${atSentenceStart(packages)}: ${figuresByCase.posts.nominative} und ${figuresByCase.strategicCampaignsPerMonth.nominative}, dazu die Weiterverwendung bewährter Inhalte.`,
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
        question: "Was unterscheidet Content-Marketing vom gewöhnlichen Posten?",
        answer:
          "Beim Posten steht oft die Frage im Vordergrund, was man heute zeigen könnte. Content-Marketing beginnt beim Ziel: Welche Fragen hat Ihre Kundschaft, welche Inhalte bauen Vertrauen auf, und wie führt ein Thema zum nächsten Schritt?",
      },
      {
        question: "Was bedeutet die Automatisierung von Inhalten?",
        answer:
          "Bewährte Inhalte werden über eingerichtete Abläufe weiterverwendet und verteilt, etwa ein Ratgebertext, der zeitversetzt als Beitrag, Story und Newsletter-Abschnitt erscheint. So wirkt ein Thema länger, ohne dass Sie es erneut anfassen müssen.",
      },
      {
        question: "Wie lange dauert es, bis Content-Marketing wirkt?",
        answer: `Die ersten Inhalte gehen ${figures.firstResults} nach Ihrer Freigabe online. Vertrauen und Sichtbarkeit wachsen aber über Monate; wer nach wenigen Wochen aufhört, verschenkt den größten Teil der Wirkung.`,
      },
      {
        question: "Was kostet Content-Marketing?",
        answer: `Content-Marketing ist ${packages} enthalten. Was jedes Paket umfasst, steht auf der Preisseite; den Preis nenne ich Ihnen auf Anfrage, damit Sie ihn mit dem Angebot einer Agentur oder den Kosten einer eigenen Stelle vergleichen können.`,
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
          title: "Beiträge, die aufeinander aufbauen",
          description: `${atSentenceStart(packages)} entstehen ${figuresByCase.postsPerMonth.nominative}: Fachwissen, Tipps, Einblicke und Angebote, verteilt auf Ihre Kanäle und aufeinander aufbauend statt zufällig gemischt.`,
          icon: "layers",
        },
        {
          title: "Ein Schwerpunkt im Monat",
          description: `${atSentenceStart(figuresByCase.strategicCampaignsPerMonth.nominative)} stellt ein Thema in den Mittelpunkt, zum Beispiel einen Produktstart, eine Saison oder ein häufiges Problem Ihrer Kundschaft.`,
          icon: "megaphone",
        },
        {
          title: "Weiterverwendung mit System",
          description:
            "Bewährte Inhalte werden über eingerichtete Abläufe erneut ausgespielt: Ein Kernthema wird zu Beitrag, Story, Karussell und Newsletter-Abschnitt, damit gute Ideen nicht nach einem Tag verschwinden.",
          icon: "bolt",
        },
        {
          title: "Auswertung nach Zielen",
          description:
            "Ich messe nicht nur „Gefällt mir“-Angaben, sondern Klicks, Anfragen und Anmeldungen, um zu sehen, welche Themen wirklich zu Anfragen führen.",
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
          text: "Veröffentlichung und Wiederholung laufen nach Redaktionsplan, auch wenn Sie gerade im Urlaub sind oder tief im Tagesgeschäft stecken.",
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
          title: "Kein eigenes Redaktionsteam nötig",
          description:
            "Planung, Texte, Grafiken und Veröffentlichung kommen aus einer Hand; Sie brauchen dafür keine eigene Redaktion aufzubauen.",
        },
      ],
    },
    process: {
      title: "So entsteht Ihr Content-Plan",
      steps: [
        {
          title: "Fragen der Kundschaft sammeln",
          description:
            "Sie erzählen mir, was Ihre Kundschaft Sie im Gespräch fragt; ich ergänze das um Suchdaten und Themen aus Ihrer Branche.",
        },
        {
          title: "Themenblöcke und Monatskampagne",
          description:
            "Mit Ihnen lege ich große Themenblöcke fest und bestimme für jeden Monat eine Kampagne mit klarem Ziel.",
        },
        {
          title: "Produktion und Freigabe",
          description:
            "Beiträge, Texte und Grafiken entstehen gebündelt; Sie prüfen sie in einer übersichtlichen Vorschau und geben sie frei.",
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
      description: `${atSentenceStart(packages)} sind je ein Content-Plan, ${figuresByCase.posts.nominative} und ${figuresByCase.strategicCampaignsPerMonth.nominative} enthalten; die Einzelheiten stehen auf der Preisseite. Was Sie darüber hinaus wissen möchten, fragen Sie mich gern direkt.`,
      ask: serviceRequest("content-marketing"),
    },
  },
} satisfies ServiceRecord;
