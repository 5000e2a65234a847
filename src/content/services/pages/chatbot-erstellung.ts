import { singleServiceOfferSentence } from "../../pricing/single-services";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

const offer = singleServiceOfferSentence("chatbot-erstellung");

export default {
  slug: "chatbot-erstellung",
  title: "Chatbot-Erstellung mit KI für Ihre Website",
  description: `Ein KI-Chatbot, der häufige Fragen rund um die Uhr beantwortet, Anfragen sammelt und an Sie übergibt. Als Einzelleistung zum Festpreis.`,
  seoKeywords: [
    "Chatbot erstellen lassen",
    "KI-Chatbot",
    "Chatbot für Website",
    "Kundenservice automatisieren",
    "Chatbot für kleine Unternehmen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Ihr Chatbot beantwortet Fragen, während Sie arbeiten",
      intro: "Chatbot-Erstellung",
      subtitle: "Ein KI-Assistent für Ihre Website, trainiert mit Ihrem eigenen Wissen.",
      description:
        "Öffnungszeiten, Preise, Lieferzeiten, Terminwünsche: Ein großer Teil der Kundenanfragen wiederholt sich. Ein gut eingerichteter Chatbot beantwortet diese Fragen sofort, auch nachts und am Wochenende, und leitet alles, was eine persönliche Antwort braucht, geordnet an Sie weiter.",
      image: {
        src: "/images/services/chatbot-erstellung.svg",
        alt: "Illustration eines freundlichen Roboters mit Sprechblase neben einem Browserfenster, in dem ein Chatverlauf zu sehen ist",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Was kostet die Chatbot-Erstellung?",
        answer: `${offer} Laufende Kosten für die Chatbot-Plattform oder das KI-Modell hängen vom Anbieter und von der Zahl der Gespräche ab; ich erkläre sie Ihnen vorab.`,
      },
      {
        question: "Woher weiß der Chatbot, was er antworten soll?",
        answer:
          "Ich gebe ihm Ihre Inhalte als Grundlage: Website-Texte, Preislisten, häufige Fragen, Abläufe. Darauf stützt er seine Antworten, und ich richte ihn so ein, dass er offen sagt, wenn er etwas nicht weiß, statt eine Antwort zu erfinden.",
      },
      {
        question: "Was passiert mit den Daten der Besucher?",
        answer:
          "Ich wähle Anbieter, die einen Vertrag zur Auftragsverarbeitung anbieten, möglichst mit Servern in der EU, und richte die Einbindung so ein, dass sie zu Ihrem Cookie-Banner passt. Für den Hinweis in Ihrer Datenschutzerklärung nenne ich Ihnen die nötigen Angaben zum Anbieter; den Text selbst lassen Sie bitte rechtlich prüfen.",
      },
      {
        question: "Kann der Chatbot auch Termine vergeben?",
        answer:
          "Wenn Sie ein Online-Buchungssystem nutzen, kann der Bot freie Zeiten anbieten oder direkt zur Buchung verlinken. Andernfalls fragt er Name, Kontaktdaten und Anliegen ab und schickt Ihnen die Anfrage gebündelt.",
      },
    ],
    features: {
      title: "Was Ihr Chatbot kann",
      items: [
        {
          title: "Antworten auf Standardfragen",
          description:
            "Öffnungszeiten, Anfahrt, Leistungen, Preise und Zahlungsarten beantwortet der Bot in verständlicher Sprache und ohne Wartezeit.",
          icon: "chat",
        },
        {
          title: "Anfragen sauber erfassen",
          description:
            "Name, Kontaktdaten und Anliegen werden abgefragt und als strukturierte Nachricht an Ihr Postfach oder Ihr CRM übergeben.",
          icon: "user",
        },
        {
          title: "Übergabe an einen Menschen",
          description:
            "Bei heiklen oder komplexen Themen bietet der Bot einen Rückruf, eine E-Mail oder einen WhatsApp-Kontakt an.",
          icon: "phone",
        },
        {
          title: "Antworten in mehreren Sprachen",
          description:
            "Fragt jemand auf Englisch oder Türkisch, kann der Bot in derselben Sprache antworten, ohne dass Sie alles übersetzen müssen.",
          icon: "globe",
        },
        {
          title: "Klare Grenzen",
          description:
            "Ich lege fest, worüber der Bot nicht spricht, etwa verbindliche Preiszusagen, medizinische oder rechtliche Auskünfte.",
          icon: "shield",
        },
      ],
    },
    aiAdvantages: {
      title: "Warum ein KI-Chatbot mehr kann als ein Klickmenü",
      items: [
        {
          icon: "sparkles",
          text: "Die KI versteht Fragen auch dann, wenn sie umgangssprachlich, mit Tippfehlern oder ganz anders formuliert sind als in Ihren Unterlagen.",
        },
        {
          icon: "clock",
          text: "Der Chatbot ist rund um die Uhr erreichbar und fängt Anfragen auf, die sonst außerhalb Ihrer Geschäftszeiten verloren gingen.",
        },
        {
          icon: "chart",
          text: "Die Gesprächsprotokolle zeigen, welche Fragen am häufigsten gestellt werden, und liefern damit Ideen für Website und Angebot.",
        },
        {
          icon: "layers",
          text: "Neues Wissen, etwa geänderte Preise oder Urlaubszeiten, wird einfach ergänzt, ohne den Bot neu programmieren zu müssen.",
        },
      ],
    },
    benefits: {
      title: "Was Sie gewinnen",
      items: [
        {
          title: "Entlastung im Alltag",
          description:
            "Sie und Ihr Team werden seltener durch Routinefragen unterbrochen und haben mehr Ruhe für die eigentliche Arbeit.",
        },
        {
          title: "Weniger verpasste Anfragen",
          description:
            "Wer abends auf Ihrer Website landet, bekommt sofort eine Antwort und hinterlässt eher seine Kontaktdaten.",
        },
        {
          title: "Einheitliche Auskünfte",
          description:
            "Der Bot gibt die Informationen weiter, die Sie freigegeben haben, unabhängig davon, wer gerade im Betrieb ist.",
        },
      ],
    },
    process: {
      title: "Vom Wissen in Ihrem Kopf zum fertigen Bot",
      steps: [
        {
          title: "Fragen sammeln",
          description:
            "Sie nennen mir die Fragen, die Sie im Alltag immer wieder hören, und geben mir vorhandene Texte und Preislisten.",
        },
        {
          title: "Wissensbasis und Gesprächsregeln",
          description:
            "Ich bereite die Inhalte für die KI auf und lege Tonfall, Begrüßung, Grenzen und Übergaben an Sie fest.",
        },
        {
          title: "Testen mit echten Fragen",
          description:
            "Bevor der Bot online geht, stelle ich ihm knifflige und alltägliche Fragen und korrigiere unpassende Antworten.",
        },
        {
          title: "Einbau und Nachschärfen",
          description:
            "Der Chatbot wird auf Ihrer Website eingebunden; in den ersten Wochen lese ich die Gespräche mit und verbessere die Antworten.",
        },
      ],
    },
    personal: {
      title: "Ein Bot, der nach Ihrem Betrieb klingt",
      description:
        "Ich richte Chatbots so ein, dass sie freundlich, knapp und ehrlich antworten. Ein Bot, der Fragende im Kreis schickt oder Dinge verspricht, schadet mehr, als er nützt. Deshalb teste ich jeden Assistenten gründlich, bevor Ihre Kundschaft ihn zu sehen bekommt.",
    },
    cta: {
      title: "Lassen Sie Ihre Website Fragen beantworten",
      description: `Die Chatbot-Erstellung finden Sie auf der Preisseite als Einzelleistung „Chatbot“; ${inPackages("KI-Chatbot")} ist ein KI-Chatbot für häufige Fragen ebenfalls enthalten. Schreiben Sie mir, was Ihr Chatbot können soll.`,
      ask: serviceRequest("chatbot-erstellung"),
    },
  },
} satisfies ServiceRecord;
