import { figures } from "#shared/facts.ts";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "firmenunterlagen",
  title: "Firmenunterlagen im einheitlichen Markenauftritt",
  description:
    "Präsentationen, Angebote, Broschüren und Vorlagen im Design Ihrer Marke, mit KI vorbereitet und sorgfältig gestaltet. Für einen professionellen ersten Eindruck.",
  seoKeywords: [
    "Firmenunterlagen",
    "Firmenpräsentation erstellen lassen",
    "Angebotsvorlage",
    "Broschüre gestalten",
    "Geschäftsausstattung",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Firmenunterlagen, die Vertrauen wecken",
      intro: "Firmenunterlagen",
      subtitle: "Präsentationen, Angebote und Broschüren, die zusammenpassen.",
      description:
        "Ein Angebot als nüchternes Textdokument, eine Präsentation mit einem Durcheinander an Schriften, eine Broschüre aus dem Gründungsjahr: Solche Unterlagen kosten Vertrauen, bevor das Gespräch überhaupt beginnt. Ich bringe Ihre Dokumente auf einen gemeinsamen Stand und liefere Vorlagen, die Sie selbst weiter nutzen können.",
      image: {
        src: "/images/services/firmenunterlagen.svg",
        alt: "Illustration eines Stapels aufeinander abgestimmter Dokumente: Präsentation, Angebot und Broschüre im gleichen Farbschema",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Welche Unterlagen können Sie gestalten?",
        answer:
          "Typisch sind Angebots- und Rechnungsvorlagen, Firmenpräsentationen, Imagebroschüren, Flyer, Preislisten, Briefpapier und Projektmappen. Ich beginne mit den Dokumenten, die Sie am häufigsten verschicken.",
      },
      {
        question: "In welchem Format erhalte ich die Dateien?",
        answer:
          "Vorlagen für den Alltag liefere ich in den Programmen, mit denen Sie arbeiten, etwa Word, PowerPoint, Google Docs oder Canva. Druckdaten bekommen Sie zusätzlich als PDF mit den Angaben, die Druckereien erwarten.",
      },
      {
        question: "Was passiert, wenn mir ein Entwurf nicht gefällt?",
        answer: `Eine Korrekturrunde ist enthalten. Änderungen, die bis zu ${figures.correctionPartialShare} des Entwurfs betreffen, erledige ich innerhalb von ${figures.correctionPartialDays}; eine vollständige Überarbeitung liegt innerhalb von ${figures.correctionFullDays} bei Ihnen.`,
      },
      {
        question: "Ich habe noch kein Logo. Geht das trotzdem?",
        answer:
          "Ja, aber ich empfehle, zuerst die Grundlagen Ihrer Marke festzulegen. Ohne Logo, Farben und Schriften wird jede Vorlage zur Zwischenlösung. Dafür gibt es das Branding-Kit, auf der Preisseite als Einzelleistung „Brand Designer“.",
      },
    ],
    features: {
      title: "Diese Unterlagen bringe ich in Form",
      items: [
        {
          title: "Firmenpräsentation",
          description:
            "Eine klare Folienstruktur mit Ihrem Angebot, Arbeitsbeispielen und Ablauf, die Sie für Kundentermine und Messen anpassen können.",
          icon: "layers",
        },
        {
          title: "Angebotsvorlage",
          description:
            "Ein Angebot, das Leistungen verständlich erklärt, den Preis übersichtlich darstellt und den nächsten Schritt klar benennt.",
          icon: "pen",
        },
        {
          title: "Broschüre und Flyer",
          description:
            "Gedruckte Unterlagen für Ladentheke, Messestand oder Briefkasten, abgestimmt auf Ihre Farben und Ihre Bildsprache.",
          icon: "palette",
        },
        {
          title: "Geschäftspapiere",
          description:
            "Briefbogen, E-Mail-Signatur, Rechnungs- und Auftragsvorlagen, damit auch der Schriftverkehr einheitlich aussieht.",
          icon: "check",
        },
        {
          title: "Kurzanleitung zu den Vorlagen",
          description:
            "Eine Seite erklärt, welche Bereiche Sie ändern dürfen und welche fest bleiben, damit das Design auch nach Monaten noch sitzt.",
          icon: "shield",
        },
      ],
    },
    aiAdvantages: {
      title: "KI im Hintergrund, Gestaltung mit Augenmaß",
      items: [
        {
          icon: "sparkles",
          text: "Die KI ordnet vorhandene Texte, Preislisten und Leistungsbeschreibungen und schlägt eine sinnvolle Gliederung für jedes Dokument vor.",
        },
        {
          icon: "pen",
          text: "Lange Absätze werden zu verständlichen Stichpunkten verdichtet, ohne dass Bedingungen oder Fristen verloren gehen.",
        },
        {
          icon: "palette",
          text: "Illustrationen und Symbolbilder entstehen im Stil Ihrer Marke, statt dass austauschbare Archivfotos die Seiten füllen.",
        },
        {
          icon: "check",
          text: "Rechtschreibung, einheitliche Begriffe und Zahlenformate werden automatisch geprüft, bevor ein Dokument zur Freigabe geht.",
        },
      ],
    },
    benefits: {
      title: "Was einheitliche Unterlagen bewirken",
      items: [
        {
          title: "Vertrauen ab dem ersten Blatt",
          description: "Wer ein sauber gestaltetes Angebot erhält, traut Ihnen auch bei der Umsetzung Sorgfalt zu.",
        },
        {
          title: "Schneller zum fertigen Dokument",
          description:
            "Mit fertigen Vorlagen schreiben Sie ein Angebot deutlich schneller, weil Aufbau und Gestaltung schon stehen.",
        },
        {
          title: "Weniger Durcheinander im Team",
          description:
            "Alle nutzen dieselben Dateien, statt eigene Versionen mit abweichenden Logos und alten Kontaktdaten zu pflegen.",
        },
      ],
    },
    process: {
      title: "Vom Dokumentenchaos zur Vorlagensammlung",
      steps: [
        {
          title: "Unterlagen sichten",
          description:
            "Sie schicken mir, was heute im Umlauf ist, auch wenn es unordentlich ist. Daraus sehe ich, welche Dokumente Vorrang haben.",
        },
        {
          title: "Gestaltungsraster festlegen",
          description:
            "Ich definiere Seitenaufbau, Schriftgrößen, Farben und Bildstil einmal und übertrage sie auf alle Dokumente.",
        },
        {
          title: "Dokumente ausarbeiten",
          description:
            "Texte werden mit KI-Unterstützung überarbeitet, die Seiten gestaltet und Ihnen als Entwurf zur Freigabe vorgelegt.",
        },
        {
          title: "Übergabe der Vorlagen",
          description:
            "Sie erhalten bearbeitbare Dateien und Druck-PDFs, und ich zeige Ihnen in einem kurzen Termin, wie Sie damit arbeiten.",
        },
      ],
    },
    personal: {
      title: "Ein Blick für Details",
      description:
        "Ich achte darauf, dass Ihre Unterlagen nicht nur gut aussehen, sondern im Alltag praktisch sind: Felder dort, wo Sie sie brauchen, Texte, die Ihre Kundschaft versteht, und Dateien, die beim ersten Bearbeiten nicht auseinanderfallen.",
    },
    cta: {
      title: "Schluss mit zusammengewürfelten Dokumenten",
      description:
        "Firmenunterlagen stehen weder als Paket noch als Einzelleistung auf der Preisseite. Schreiben Sie mir kurz, welche Dokumente Sie brauchen; ich mache Ihnen gern ein individuelles Angebot.",
      ask: serviceRequest("firmenunterlagen"),
    },
  },
} satisfies ServiceRecord;
