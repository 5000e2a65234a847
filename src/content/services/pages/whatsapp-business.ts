import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "whatsapp-business",
  title: "WhatsApp Business für Kundenservice und Verkauf",
  description:
    "WhatsApp Business professionell einrichten: Profil, Katalog, Schnellantworten und Automatisierung, damit Ihre Kundschaft Sie dort erreicht, wo sie ohnehin schreibt.",
  seoKeywords: [
    "WhatsApp Business",
    "WhatsApp Business einrichten",
    "WhatsApp Kundenservice",
    "WhatsApp Katalog",
    "Messenger-Marketing",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Kundenservice dort, wo Ihre Kundschaft ohnehin schreibt",
      intro: "WhatsApp Business",
      subtitle: "Profil, Katalog und automatische Antworten, professionell eingerichtet.",
      description:
        "Viele Menschen schreiben lieber eine kurze Nachricht, als anzurufen oder ein Formular auszufüllen. Mit WhatsApp Business wird daraus ein geordneter Kanal: Ihr Profil zeigt alle wichtigen Angaben, der Katalog Ihre Angebote, und auf wiederkehrende Fragen gibt es vorbereitete oder KI-gestützte Antworten.",
      image: {
        src: "/images/services/whatsapp-business.svg",
        alt: "Illustration eines Smartphones mit Chatfenster, Produktkatalog und automatischer Begrüßungsnachricht",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Brauche ich eine eigene Nummer für WhatsApp Business?",
        answer:
          "Empfehlenswert ist eine Nummer, die nur für Ihr Unternehmen genutzt wird, etwa eine Festnetznummer oder eine zweite Mobilnummer. So bleiben private und geschäftliche Chats getrennt.",
      },
      {
        question: "Reicht die kostenlose App oder brauche ich mehr?",
        answer:
          "Die Business-App genügt vielen kleinen Betrieben. Wenn mehrere Personen gleichzeitig antworten oder Nachrichten mit anderen Systemen verknüpft werden sollen, ist die WhatsApp Business Platform über einen Anbieter sinnvoller. Ich berate Sie, welche Variante zu Ihnen passt.",
      },
      {
        question: "Darf ich meiner Kundschaft Werbung per WhatsApp schicken?",
        answer:
          "Nur, wenn eine Einwilligung vorliegt oder eine gesetzliche Ausnahme greift; ob das für Ihre Kontakte gilt, klären Sie bitte mit einer Rechtsberatung. Ich richte eine Anmeldung ein, über die sich Interessierte für Angebote eintragen, und trenne Antworten im Kundenservice klar von Werbung.",
      },
      {
        question: "Kann ich die Antworten später selbst ändern?",
        answer:
          "Ja. Schnellantworten, Begrüßung und Abwesenheitsnachricht bleiben in Ihrer Hand. Ich zeige Ihnen, wo Sie sie anpassen, und dokumentiere die Einrichtung kurz.",
      },
    ],
    features: {
      title: "Was ich für Sie einrichte",
      items: [
        {
          title: "Vollständiges Unternehmensprofil",
          description:
            "Logo, Beschreibung, Adresse, Öffnungszeiten und Link zur Website, damit Interessierte das Wichtigste sehen, bevor sie schreiben.",
          icon: "user",
        },
        {
          title: "Produkt- und Leistungskatalog",
          description: "Ihre wichtigsten Angebote mit Bild, Preis und kurzer Beschreibung, direkt im Chat teilbar.",
          icon: "cart",
        },
        {
          title: "Schnellantworten",
          description: "Vorformulierte Antworten auf häufige Fragen, die Sie mit wenigen Fingertipps abrufen können.",
          icon: "bolt",
        },
        {
          title: "Begrüßung und Abwesenheit",
          description:
            "Automatische Nachrichten heißen neue Kontakte willkommen und sagen außerhalb der Öffnungszeiten eine Rückmeldung zu.",
          icon: "chat",
        },
        {
          title: "Labels für Ordnung",
          description:
            "Chats werden nach Status sortiert, etwa neue Anfrage, Angebot gesendet oder bezahlt, damit nichts untergeht.",
          icon: "layers",
        },
        {
          title: "Verknüpfung mit Website und Profilen",
          description:
            "Eine WhatsApp-Schaltfläche auf Ihrer Website und in Ihren Social-Media-Profilen führt Interessierte direkt in den Chat.",
          icon: "globe",
        },
      ],
    },
    aiAdvantages: {
      title: "KI im Messenger",
      items: [
        {
          icon: "chat",
          text: "Eine KI formuliert Antwortvorschläge auf Basis Ihrer Leistungen, die Sie vor dem Absenden nur noch prüfen.",
        },
        {
          icon: "sparkles",
          text: "Schnellantworten und Katalogtexte entstehen mit KI-Unterstützung in einem freundlichen, einheitlichen Ton.",
        },
        {
          icon: "globe",
          text: "Nachrichten in anderen Sprachen lassen sich verstehen und beantworten, auch wenn Sie die Sprache selbst nicht sprechen.",
        },
        {
          icon: "search",
          text: "Aus wiederkehrenden Fragen im Chat leite ich ab, welche Informationen auf Ihrer Website oder im Profil noch fehlen.",
        },
      ],
    },
    benefits: {
      title: "Warum sich WhatsApp Business lohnt",
      items: [
        {
          title: "Kurze Wege",
          description:
            "Ihre Kundschaft erreicht Sie über den Messenger, den sie jeden Tag nutzt, ohne neue App und ohne Warteschleife.",
        },
        {
          title: "Professioneller Eindruck",
          description: "Ein gepflegtes Profil mit Katalog wirkt anders als eine private Nummer mit Urlaubsfoto.",
        },
        {
          title: "Weniger Tipparbeit",
          description: "Vorbereitete und KI-gestützte Antworten sparen bei jeder Routineanfrage Zeit.",
        },
        {
          title: "Klare Trennung",
          description: "Geschäftliches bleibt im Geschäftskonto, und Sie entscheiden, wann Sie erreichbar sind.",
        },
      ],
    },
    process: {
      title: "So kommt Ihr Betrieb in den Messenger",
      steps: [
        {
          title: "Nummer und Variante klären",
          description:
            "Ich bespreche mit Ihnen, welche Nummer genutzt wird und ob die App genügt oder eine Plattformlösung sinnvoller ist.",
        },
        {
          title: "Profil und Katalog anlegen",
          description: "Sie liefern Logo, Fotos und Preise; ich formuliere die Texte und befülle Profil und Katalog.",
        },
        {
          title: "Antworten und Abläufe",
          description:
            "Begrüßung, Abwesenheitsnachricht, Schnellantworten und Labels richte ich ein und prüfe sie mit Testnachrichten.",
        },
        {
          title: "Einweisung und Bekanntmachung",
          description:
            "Ich zeige Ihnen die Bedienung und platziere WhatsApp-Links auf Website, Google-Unternehmensprofil und Social Media.",
        },
      ],
    },
    personal: {
      title: "Eingerichtet mit Blick auf Ihren Alltag",
      description:
        "Bei der Einrichtung denke ich an die Wochen danach: Wer antwortet, wenn Sie in einem Termin sind? Wo stehen die aktuellen Preise? Wie findet man einen älteren Chat schnell wieder? Genau auf diese Fragen richte ich Ihr Konto aus, damit der Messenger Sie entlastet, statt Sie zu stressen.",
    },
    cta: {
      title: "Bereit für den direkten Draht zu Ihrer Kundschaft?",
      description: `WhatsApp Business mit Katalog und Schnellantworten ist ${inPackages("WhatsApp Business")} enthalten, das Sie auf der Preisseite finden. Wenn Sie nur die Einrichtung wünschen, schreiben Sie mir direkt.`,
      ask: serviceRequest("whatsapp-business"),
    },
  },
} satisfies ServiceRecord;
