import { figures } from "#shared/facts.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "werbetexter",
  title: "Werbetexter für Website, Anzeigen und Social Media",
  description:
    "Werbetexte, die klar sagen, warum man Sie wählen sollte: für Website, Anzeigen, Newsletter und Social Media, mit KI vorbereitet und von Hand geschliffen.",
  seoKeywords: [
    "Werbetexter",
    "Texte für Website schreiben lassen",
    "Copywriting",
    "Anzeigentexte",
    "Werbetexte mit KI",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Texte, die verkaufen, ohne zu übertreiben",
      intro: "Werbetexter mit KI",
      subtitle: "Klare Worte für Website, Anzeigen, E-Mails und Beiträge.",
      description:
        "Viele gute Unternehmen verstecken ihre Stärken hinter Floskeln wie „Qualität zu fairen Preisen“. Ich finde heraus, was Sie wirklich unterscheidet, und bringe es in Texte, die Ihre Kundschaft versteht und die zum Handeln einladen. Die KI liefert Tempo und Varianten, der Feinschliff bleibt Handarbeit.",
      image: {
        src: "/images/services/werbetexter.svg",
        alt: "Illustration eines Füllfederhalters, der eine Überschrift schreibt, daneben Sprechblasen und ein Anzeigenrahmen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Für welche Texte kann ich Sie anfragen?",
        answer:
          "Für Startseiten und Leistungsseiten, Produktbeschreibungen, Anzeigentexte, Newsletter, Social-Media-Beiträge, Flyer und Firmenpräsentationen. Auch einzelne Überschriften oder ein neuer Slogan sind möglich.",
      },
      {
        question: "Klingen KI-Texte nicht alle gleich?",
        answer:
          "Ungeprüft schon. Deshalb nutze ich die KI für Recherche, Gliederung und Rohfassungen und schreibe danach mit Ihren Formulierungen, Ihren Beispielen und Ihrem Ton weiter. Am Ende soll niemand merken, welche Teile eine Maschine vorgeschlagen hat.",
      },
      {
        question: "Wie viele Korrekturen sind enthalten?",
        answer: `Enthalten ist ${figures.correctionRounds}. Betreffen Ihre Anmerkungen bis zu ${figures.correctionPartialShare} des Textes, erhalten Sie die neue Fassung innerhalb von ${figures.correctionPartialDays}; eine vollständig neue Fassung liefere ich innerhalb von ${figures.correctionFullDays}.`,
      },
      {
        question: "Schreiben Sie auch suchmaschinenfreundlich?",
        answer:
          "Ja. Ich berücksichtige die Begriffe, nach denen Ihre Kundschaft sucht, ohne Texte mit Schlagwörtern zu überladen. Eine bestimmte Platzierung bei Google kann ich trotzdem nicht zusagen, denn sie hängt von vielen weiteren Faktoren ab.",
      },
    ],
    features: {
      title: "Was Sie von mir bekommen",
      items: [
        {
          title: "Positionierung in einem Satz",
          description:
            "Ich arbeite Ihren Kernnutzen heraus und formuliere ihn so, dass er als Grundlage für alle weiteren Texte dient.",
          icon: "target",
        },
        {
          title: "Website-Texte",
          description:
            "Startseite, Leistungsseiten und die Seite über Ihr Unternehmen mit klarer Gliederung, Zwischenüberschriften und gezielten Handlungsaufforderungen.",
          icon: "globe",
        },
        {
          title: "Anzeigentexte",
          description:
            "Kurze Varianten für Google, Meta oder TikTok, abgestimmt auf das jeweilige Format und seine Zeichengrenzen.",
          icon: "megaphone",
        },
        {
          title: "E-Mails und Newsletter",
          description:
            "Betreffzeilen, die zum Öffnen einladen, und Inhalte, die zum Weiterlesen und Klicken motivieren.",
          icon: "mail",
        },
        {
          title: "Sprachleitfaden",
          description:
            "Eine kurze Übersicht mit Lieblingswörtern, verbotenen Floskeln und Beispielsätzen, damit Ihre Marke überall gleich klingt.",
          icon: "chat",
        },
      ],
    },
    aiAdvantages: {
      title: "Schneller zum richtigen Wort",
      items: [
        {
          icon: "search",
          text: "Die KI wertet Kundenbewertungen und Anfragen aus und findet die Worte, mit denen Ihre Kundschaft selbst über ihre Probleme spricht.",
        },
        {
          icon: "layers",
          text: "Zu jeder Überschrift entstehen mehrere Varianten, sodass ich nicht beim ersten Einfall stehen bleibe.",
        },
        {
          icon: "bolt",
          text: "Ein fertiger Kerntext wird schnell auf Anzeige, Beitrag und E-Mail zugeschnitten, statt jedes Format von vorn zu schreiben.",
        },
        {
          icon: "check",
          text: "Lesbarkeit, Satzlänge und einheitliche Begriffe werden automatisch geprüft, bevor ein Text zu Ihnen geht.",
        },
      ],
    },
    benefits: {
      title: "Gute Texte zahlen sich aus",
      items: [
        {
          title: "Verständlich statt austauschbar",
          description:
            "Konkrete Aussagen über Ihre Leistung überzeugen mehr als Superlative, die jeder Wettbewerber ebenfalls benutzt.",
        },
        {
          title: "Ein einheitlicher Ton",
          description:
            "Website, Anzeige und E-Mail klingen nach demselben Unternehmen, und das stärkt Wiedererkennung und Vertrauen.",
        },
        {
          title: "Keine leeren Seiten mehr",
          description: "Sie sitzen abends nicht mehr vor einem leeren Dokument, sondern prüfen fertige Entwürfe.",
        },
        {
          title: "Typische Fehler vermieden",
          description:
            "Keine Fachsprache, die niemand versteht, keine vergessenen Handlungsaufforderungen und keine Versprechen, die Sie nicht halten können.",
        },
      ],
    },
    process: {
      title: "Wie Ihre Texte entstehen",
      steps: [
        {
          title: "Kurzes Vorgespräch",
          description:
            "In einem Gespräch oder per Fragebogen erfahre ich, was Sie anbieten, wer kauft und was Ihre Kundschaft am häufigsten fragt.",
        },
        {
          title: "Recherche und Rohfassung",
          description:
            "Mit KI-Unterstützung sammle ich Argumente und Einwände und schreibe einen ersten Entwurf mit mehreren Überschriften zur Auswahl.",
        },
        {
          title: "Feinschliff und Freigabe",
          description:
            "Sie markieren, was nicht passt; ich überarbeite im Rahmen der Korrekturrunde, bis der Text nach Ihnen klingt.",
        },
        {
          title: "Einsatzfertige Übergabe",
          description:
            "Sie erhalten die Texte so aufbereitet, dass sie direkt auf der Website, im Anzeigenkonto oder im Newsletter landen können.",
        },
      ],
    },
    personal: {
      title: "Ich schreibe so, wie Ihre Kundschaft spricht",
      description:
        "Mir ist wichtig, dass ein Text ehrlich bleibt. Ich verspreche in Ihrem Namen nichts, was Sie nicht halten können, und streiche lieber ein schönes Adjektiv als eine wichtige Information. So entstehen Texte, hinter denen Sie auch im Kundengespräch stehen.",
    },
    cta: {
      title: "Ihre Botschaft verdient bessere Worte",
      description: `Werbetexte für Website und Anzeigen sind ${inPackages("Werbetexte für Website und Anzeigen")} enthalten, Produkttexte ${inPackages("Produktseiten mit verkaufsstarken Texten")}. Was die Pakete umfassen, sehen Sie auf der Preisseite; für einzelne Texte erstelle ich Ihnen gern ein Angebot.`,
      ask: serviceRequest("werbetexter"),
    },
  },
} satisfies ServiceRecord;
