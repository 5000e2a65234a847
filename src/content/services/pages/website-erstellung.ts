import { figuresByCase } from "#shared/facts.ts";
import { singleServiceOfferSentence } from "../../pricing/single-services";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

const offer = singleServiceOfferSentence("website-erstellung");

export default {
  slug: "website-erstellung",
  title: "Website-Erstellung mit KI für Ihr Unternehmen",
  description: `Schnelle, moderne Website, online in ${figuresByCase.websiteDelivery.dative} ab Vorliegen Ihrer Inhalte: Gestaltung, Texte, Technik. Auch als Einzelleistung „Webdesigner“ zum Festpreis.`,
  seoKeywords: [
    "Website erstellen lassen",
    "Webdesign für kleine Unternehmen",
    "Homepage erstellen lassen",
    "Website Kosten",
    "Website mit KI",
    "Webdesigner",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Website-Erstellung mit KI",
      intro: `Online in ${figuresByCase.websiteDelivery.dative}, sobald Ihre Inhalte vorliegen`,
      subtitle: "Eine Website, die auf Anfragen ausgerichtet ist, statt nur gut auszusehen.",
      description:
        "Ihre Website ist oft der erste Eindruck, den Interessierte von Ihnen bekommen. Ich gestalte und baue sie schnell, übersichtlich und für Smartphones optimiert, schreibe die Texte mit KI-Unterstützung vor und stimme sie mit Ihnen ab. Auch nach dem Start bin ich für Pflege und Änderungen ansprechbar; den Umfang klären Sie vorab mit mir.",
      image: {
        src: "/images/services/website-erstellung.svg",
        alt: "Illustration eines Browserfensters mit Seitenaufbau, Bildbereich und Schaltfläche neben einem Smartphone",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Wie lange dauert es, bis meine Website online ist?",
        answer: `Je nach Umfang ist sie innerhalb von ${figuresByCase.websiteDelivery.dative} online, gerechnet ab dem Zeitpunkt, an dem Texte, Logo und Bilder vorliegen. Fehlt etwas davon, erstelle ich Vorschläge, damit das Projekt nicht ins Stocken gerät.`,
      },
      {
        question: "Kann ich Inhalte später selbst ändern?",
        answer:
          "Ja. Wenn Sie lieber selbst Hand anlegen, zeige ich Ihnen die wichtigsten Handgriffe. Sie können mir Änderungswünsche aber auch einfach schicken; wie ich laufende Änderungen berechne, kläre ich vorab mit Ihnen.",
      },
      {
        question: "Was gilt für Impressum und Datenschutzerklärung?",
        answer:
          "Ich lege die üblichen Seiten an – Impressum und Datenschutzerklärung als Vorlage – und richte einen Cookie-Hinweis ein, der vor Ihrer Einwilligung nichts von Drittanbietern lädt. Rechtsberatung leiste ich nicht: Lassen Sie Ihre Rechtstexte von einer Anwaltskanzlei prüfen oder mit einem Generator-Dienst für Rechtstexte erstellen; ich baue sie dann ein.",
      },
      {
        question: "Was passiert mit meiner bestehenden Website?",
        answer:
          "Gute Inhalte übernehme ich, alte Adressen leite ich auf die neuen Seiten um. So gehen bestehende Platzierungen bei Google und Lesezeichen Ihrer Kundschaft nicht verloren.",
      },
    ],
    features: {
      title: "Was Ihre neue Website mitbringt",
      items: [
        {
          title: "Gestaltung nach Ihrer Marke",
          description:
            "Farben, Schriften und Bildsprache greifen Ihren bestehenden Auftritt auf oder entstehen neu, passend zu Ihrer Branche und Zielgruppe.",
          icon: "palette",
        },
        {
          title: "Schnell auf jedem Gerät",
          description:
            "Schlanker Code und optimierte Bilder sorgen dafür, dass Ihre Seiten auch im Mobilfunknetz zügig laden und angenehm zu bedienen sind.",
          icon: "bolt",
        },
        {
          title: "Texte mit klarer Botschaft",
          description:
            "Ich formuliere, was Sie anbieten, für wen und warum man Sie wählen sollte, und führe Besucher gezielt zur Kontaktaufnahme.",
          icon: "pen",
        },
        {
          title: "Suchmaschinen-Grundlagen",
          description:
            "Saubere Seitentitel, Beschreibungen, Überschriften und eine Sitemap helfen Google, Ihre Seiten von Anfang an richtig einzuordnen.",
          icon: "search",
        },
        {
          title: "Kontaktformular und WhatsApp",
          description:
            "Interessierte erreichen Sie mit wenigen Klicks per Formular, Telefon oder Messenger, ganz so, wie es zu Ihrem Alltag passt.",
          icon: "chat",
        },
        {
          title: "Verschlüsselt von Anfang an",
          description:
            "Eine verschlüsselte Verbindung und eine Grundeinrichtung nach gängigen Sicherheitsempfehlungen gehören dazu. Hosting, Domain, Aktualisierungen und Sicherungen übernehme ich auf Wunsch; fragen Sie mich nach den Bedingungen.",
          icon: "shield",
        },
      ],
    },
    frequentQuestions: {
      title: "Was kostet eine Website wirklich?",
      items: [
        {
          question: "Wovon hängen die Kosten einer Website ab?",
          answer:
            "Vom Umfang: Zahl der Seiten, eigenes oder vorgefertigtes Design, Texte, Funktionen wie Terminbuchung oder Shop. Dazu kommen laufende Kosten für Domain und Hosting, und Änderungen nach dem Start werden oft zusätzlich berechnet. Vergleichen Sie deshalb Angebote, die denselben Umfang beschreiben.",
        },
        {
          question: "Was kostet die Website bei Ihnen?",
          answer: `${offer} Brauchen Sie Hosting, laufende Pflege oder weitere Marketingleistungen, fragen Sie mich an, dann nenne ich Ihnen den Preis.`,
        },
      ],
    },
    aiAdvantages: {
      title: "Wo KI Ihre Website beschleunigt",
      items: [
        { icon: "pen", text: "Erste Textentwürfe für jede Unterseite liegen nach einem Gespräch bereit." },
        { icon: "layers", text: "Mehrere Layoutvarianten lassen sich vergleichen, bevor eine Zeile Code entsteht." },
        { icon: "search", text: "Suchbegriffe Ihrer Kundschaft fließen gezielt in Überschriften und Texte ein." },
        { icon: "globe", text: "Übersetzungen in weitere Sprachen entstehen schnell und werden sorgfältig geprüft." },
      ],
    },
    benefits: {
      title: "Ihre Vorteile",
      items: [
        {
          title: "Schnell online",
          description:
            "Statt monatelanger Abstimmungsrunden steht Ihre neue Website wenige Tage, nachdem Texte, Logo und Bilder vorliegen, und Sie können sie sofort in Angeboten und auf Visitenkarten nennen.",
        },
        {
          title: "Ein klarer Preis",
          description:
            "Die Website-Erstellung steht mit festem Preis auf der Preisseite. Sie wissen vorher, womit Sie rechnen, und Zusätze bespreche ich mit Ihnen, bevor sie anfallen.",
        },
        {
          title: "Ansprechbar nach dem Start",
          description:
            "Öffnungszeiten geändert, neues Angebot, frisches Teamfoto? Schreiben Sie mir kurz; wie solche Anpassungen laufen und was sie kosten, kläre ich vorab mit Ihnen.",
        },
        {
          title: "Gebaut für Anfragen",
          description:
            "Jede Seite hat ein klares Ziel und führt zu einer Kontaktmöglichkeit. So wird Ihre Website zum Vertriebskanal statt zur bloßen Visitenkarte.",
        },
      ],
    },
    process: {
      title: "Von der Idee zur fertigen Website",
      steps: [
        {
          title: "Erstgespräch",
          description:
            "Ich kläre mit Ihnen Ziele, Zielgruppe, gewünschte Seiten und vorhandenes Material wie Logo, Fotos und Texte.",
        },
        {
          title: "Entwurf",
          description:
            "Sie erhalten einen Gestaltungsentwurf der Startseite mit ersten Texten und geben mir Rückmeldung, bevor die übrigen Seiten entstehen.",
        },
        {
          title: "Umsetzung und Test",
          description:
            "Ich baue alle Seiten, binde Formular und Rechtstexte ein und teste die Website auf Smartphone, Tablet und Computer.",
        },
        {
          title: "Start und danach",
          description:
            "Nach Ihrer Freigabe geht die Website online. Auch danach können Sie mich für Pflege, Aktualisierungen und Erweiterungen anfragen.",
        },
      ],
    },
    personal: {
      title: "Persönlich betreut vom ersten Entwurf an",
      description:
        "Bei mir sprechen Sie nicht mit einem Vertrieb, der Ihr Projekt weiterreicht. Ich entwerfe und baue Ihre Website selbst und kenne deshalb jedes Detail, wenn Sie später eine Änderung wünschen.",
    },
    cta: {
      title: "Ihre neue Website ist näher, als Sie denken",
      description: `${offer} Für alles, was darüber hinausgeht, fragen Sie mich an.`,
      ask: serviceRequest("website-erstellung"),
    },
  },
} satisfies ServiceRecord;
