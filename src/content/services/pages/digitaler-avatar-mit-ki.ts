import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "digitaler-avatar-mit-ki",
  title: "Digitaler Avatar mit KI: Videos in vielen Sprachen",
  description:
    "Ihr digitaler Sprecher für Erklär-, Werbe- und Social-Media-Videos in vielen Sprachen: ohne Kamera, Studio und Drehtag, mit Ihrer Stimme oder einer passenden.",
  seoKeywords: [
    "Digitaler Avatar",
    "KI Avatar",
    "KI Video Sprecher",
    "Avatar Video erstellen",
    "mehrsprachige Videos",
    "Erklärvideo mit KI",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Digitaler Avatar mit KI",
      intro: "Videos ohne Kamera und Studio",
      subtitle:
        "Ein digitaler Sprecher – Ihr Ebenbild oder eine passende Figur – spricht Ihre Texte, auch in anderen Sprachen.",
      description:
        "Videos wirken, aber Drehtage kosten Zeit, Nerven und Geld. Mit einem digitalen Avatar erstelle ich Erklärvideos, Produktvorstellungen und Social-Media-Clips aus einem Skript heraus. Der Avatar kann Ihnen nachempfunden sein oder eine Figur, die zu Ihrer Marke passt. Änderungen am Text setze ich in kurzer Zeit um, ganz ohne neuen Dreh.",
      image: {
        src: "/images/services/digitaler-avatar-mit-ki.svg",
        alt: "Illustration einer Avatar-Figur in einem Videofenster mit Sprechblasen in mehreren Sprachen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Wie entsteht ein Avatar, der wie ich aussieht?",
        answer:
          "Sie nehmen einmalig ein kurzes Video von sich auf: ruhig, gut ausgeleuchtet und frontal. Daraus entsteht Ihr digitaler Zwilling, der künftig die Texte spricht, die Sie freigeben.",
      },
      {
        question: "Brauche ich überhaupt einen eigenen Avatar?",
        answer:
          "Nicht unbedingt. Für viele Zwecke genügt eine professionelle Sprecherfigur aus einer Bibliothek. Wenn Sie als Person für Ihr Unternehmen stehen, lohnt sich der eigene Avatar.",
      },
      {
        question: "Wird der Avatar ohne meine Zustimmung verwendet?",
        answer:
          "Nein. Ihr Avatar wird ausschließlich für Ihre freigegebenen Videos eingesetzt. Jedes Skript und jedes fertige Video geht vor der Veröffentlichung zur Freigabe an Sie.",
      },
      {
        question: "Muss ich kennzeichnen, dass es ein KI-Video ist?",
        answer:
          "In aller Regel ja: Die EU-Verordnung über künstliche Intelligenz verlangt, dass täuschend echte KI-Videos von Personen als künstlich erzeugt erkennbar sind, und große Plattformen verlangen eine Kennzeichnung ebenfalls. Ich setze deshalb einen kurzen Hinweis ins Video oder in die Beschreibung; was darüber hinaus in Ihrem Fall gilt, klärt eine Rechtsberatung.",
      },
    ],
    features: {
      title: "Was Ihr digitaler Avatar für Sie übernimmt",
      items: [
        {
          title: "Erklärvideos",
          description:
            "Komplexe Produkte und Abläufe werden in kurzen Videos verständlich, die Sie auf Ihrer Website, im Newsletter oder im Kundenservice einsetzen.",
          icon: "video",
        },
        {
          title: "Viele Sprachen, ein Skript",
          description:
            "Ein Skript, viele Märkte: Der Avatar spricht Ihre Botschaft auch in anderen Sprachen, mit passenden Lippenbewegungen statt nur mit Untertiteln. Welche Sprachen das Werkzeug bietet, sage ich Ihnen vorab.",
          icon: "globe",
        },
        {
          title: "Social-Media-Clips",
          description:
            "Hochformatige Kurzvideos für Reels, TikTok und Shorts, mit Untertiteln und Einblendungen im Design Ihrer Marke.",
          icon: "phone",
        },
        {
          title: "Schulung und Einarbeitung",
          description:
            "Neue Mitarbeitende oder Kundschaft lernen Ihre Abläufe mit Videos kennen, die sich bei jeder Änderung schnell aktualisieren lassen.",
          icon: "user",
        },
        {
          title: "Skripte mit Wirkung",
          description:
            "Ich schreibe die Texte so, dass der Anfang fesselt, die Botschaft klar bleibt und am Ende eine konkrete Aufforderung steht.",
          icon: "pen",
        },
      ],
    },
    frequentQuestions: {
      title: "Avatar oder klassischer Videodreh?",
      items: [
        {
          question: "Was ist bei den Kosten anders als bei einem Videodreh?",
          answer:
            "Ein klassischer Dreh wird meist nach Aufwand berechnet: Vorbereitung, Drehtag mit Kamera und Licht, Schnitt; dazu kommt Ihre eigene Zeit am Drehtag, und eine spätere Änderung braucht neue Aufnahmen oder einen neuen Schnitt. Beim Avatar entfallen Drehtag und Technik: Geändert wird das Skript, und das Video entsteht neu.",
        },
        {
          question: "Wann ist ein echter Dreh trotzdem besser?",
          answer:
            "Wenn Sie Räume, Handwerk oder Menschen bei der Arbeit zeigen möchten, ist echtes Filmmaterial die bessere Wahl. Avatar-Videos ergänzen es gut für alles, was erklärt werden muss.",
        },
      ],
    },
    aiAdvantages: {
      title: "Warum KI-Avatare Ihre Videoarbeit vereinfachen",
      items: [
        {
          icon: "clock",
          text: "Kein Drehtermin, kein Licht, keine Technik: Ein fertiges Skript genügt als Grundlage.",
        },
        { icon: "globe", text: "Dasselbe Video entsteht in weiteren Sprachen, ohne neue Sprecher zu buchen." },
        { icon: "pen", text: "Ein geänderter Preis oder Satz wird im Text korrigiert und das Video neu erzeugt." },
        { icon: "layers", text: "Mehrere Fassungen für verschiedene Zielgruppen lassen sich nebeneinander testen." },
      ],
    },
    benefits: {
      title: "Ihre Vorteile mit einem digitalen Avatar",
      items: [
        {
          title: "Präsent, ohne vor der Kamera zu stehen",
          description:
            "Gerade wer sich vor der Kamera unwohl fühlt, kann trotzdem regelmäßig mit Gesicht und Stimme auftreten, entspannt und ohne Versprecher.",
        },
        {
          title: "Neue Märkte erreichen",
          description:
            "Internationale Kundschaft hört Ihr Angebot in ihrer eigenen Sprache. Das senkt Hürden und macht Ihr Unternehmen auch im Ausland nahbar.",
        },
        {
          title: "Inhalte bleiben aktuell",
          description:
            "Statt veraltete Videos stehen zu lassen, passe ich sie bei Änderungen an. So sieht Ihre Kundschaft den aktuellen Stand.",
        },
        {
          title: "Budget für Inhalte statt für Technik",
          description:
            "Weil Drehtage entfallen, fließt Ihr Budget in Inhalte und Varianten statt in Kamera, Licht und Reisezeit.",
        },
      ],
    },
    process: {
      title: "In vier Schritten zu Ihren Avatar-Videos",
      steps: [
        {
          title: "Einsatzzweck klären",
          description:
            "Ich bespreche mit Ihnen, wofür die Videos gedacht sind, in welchen Sprachen sie erscheinen und ob ein eigener Avatar entstehen soll.",
        },
        {
          title: "Avatar und Stimme einrichten",
          description:
            "Sie liefern eine kurze Aufnahme oder wählen eine Figur aus. Ich richte Avatar, Stimme und das Videodesign in Ihren Farben ein.",
        },
        {
          title: "Skript und erstes Video",
          description:
            "Ich schreibe das Skript, erzeuge das erste Video und schicke es Ihnen zur Freigabe, inklusive einer Fassung pro gewünschter Sprache.",
        },
        {
          title: "Regelmäßige Produktion",
          description:
            "Auf Wunsch entstehen laufend neue Videos nach Ihrem Themenplan, fertig geschnitten und bereit für Website und Social Media.",
        },
      ],
    },
    personal: {
      title: "Persönliche Begleitung bei Ihren ersten Avatar-Videos",
      description:
        "Ein digitales Ebenbild ist für viele ungewohnt. Ich nehme mir Zeit, Ihre Fragen zu beantworten, zeige Ihnen Beispiele und stimme Tonfall und Auftreten des Avatars mit Ihnen ab, bis Sie sich darin wiedererkennen.",
    },
    cta: {
      title: "Lassen Sie Ihren Avatar sprechen",
      description: `Der digitale Avatar für Erklärvideos ist ${inPackages("Digitaler Avatar")} enthalten; alle Leistungen des Pakets finden Sie auf der Preisseite. Ob er zu Ihrem Videobedarf passt, klären Sie gern direkt mit mir.`,
      ask: serviceRequest("digitaler-avatar-mit-ki"),
    },
  },
} satisfies ServiceRecord;
