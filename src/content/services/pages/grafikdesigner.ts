import { figures } from "#shared/facts.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

export default {
  slug: "grafikdesigner",
  title: "Grafikdesigner für Web, Social Media und Druck",
  description:
    "Grafiken, die zu Ihrer Marke passen: Social-Media-Vorlagen, Banner, Flyer, Plakate und Illustrationen, mit KI beschleunigt und mit Designerauge geprüft.",
  seoKeywords: [
    "Grafikdesigner",
    "Grafikdesign für kleine Unternehmen",
    "Flyer gestalten lassen",
    "Social-Media-Vorlagen",
    "Illustrationen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Grafiken, die Ihre Marke tragen",
      intro: "Grafikdesigner",
      subtitle: "Von der Social-Media-Vorlage bis zum Plakat, alles im gleichen Stil.",
      description:
        "Eine Grafik aus dem Baukasten hier, ein selbst gebastelter Flyer dort: So entsteht kein klares Bild im Kopf Ihrer Kundschaft. Ich gestalte Grafiken für Website, Social Media und Druck, die zusammenpassen und Ihre Marke wiedererkennbar machen. Die KI liefert schnell Ideen und Varianten; die endgültige Gestaltung bleibt sorgfältige Handarbeit.",
      image: {
        src: "/images/services/grafikdesigner.svg",
        alt: "Illustration eines Zeichentabletts mit Farbpalette, daneben Plakat, Banner und Social-Media-Grafik im gleichen Stil",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Welche Grafiken gestalten Sie?",
        answer:
          "Zum Beispiel Vorlagen für Social-Media-Beiträge, Website-Banner, Anzeigenmotive, Flyer, Plakate, Speisekarten, Gutscheine, Schaufensteraufkleber und Illustrationen für Ihre Website.",
      },
      {
        question: "Bekomme ich bearbeitbare Dateien?",
        answer:
          "Ja. Neben den fertigen Exporten erhalten Sie bearbeitbare Vorlagen, etwa für Canva, damit Sie kleine Anpassungen wie Datum oder Preis selbst vornehmen können. Nach vollständiger Bezahlung erhalten Sie ein einfaches Nutzungsrecht für die vereinbarten Zwecke.",
      },
      {
        question: "Wie läuft die Korrektur ab?",
        answer: `Sie kommentieren den Entwurf direkt in der Datei. Eine Korrekturrunde ist enthalten: Anpassungen, die bis zu ${figures.correctionPartialShare} der Grafik betreffen, erhalten Sie innerhalb von ${figures.correctionPartialDays}, eine grundlegend neue Fassung innerhalb von ${figures.correctionFullDays}.`,
      },
      {
        question: "Wie gehen Sie mit KI-Bildern um?",
        answer:
          "Ich verwende nur KI-Werkzeuge, deren Nutzungsbedingungen eine kommerzielle Nutzung erlauben, und vermeide Motive, die echte Personen, fremde Marken oder bekannte Figuren nachahmen. KI-Bilder sind allerdings nicht in jedem Fall urheberrechtlich geschützt, Exklusivität kann ich dafür nicht zusagen; bei Logos und zentralen Markenelementen setze ich deshalb auf eigene Gestaltung. Eine rechtliche Prüfung einzelner Motive gehört nicht zu meiner Leistung.",
      },
    ],
    features: {
      title: "Meine Leistungen im Grafikdesign",
      items: [
        {
          title: "Social-Media-Vorlagen",
          description:
            "Vorlagen für Beiträge, Storys und Karussells, mit denen Ihr Profil einheitlich aussieht, auch wenn Sie selbst veröffentlichen.",
          icon: "palette",
        },
        {
          title: "Web-Grafiken",
          description:
            "Banner, Kopfbilder, Symbole und Illustrationen in den richtigen Größen und Formaten für kurze Ladezeiten.",
          icon: "globe",
        },
        {
          title: "Anzeigenmotive",
          description:
            "Motive für Google, Meta oder TikTok in allen geforderten Formaten, auf Wunsch in mehreren Testvarianten.",
          icon: "megaphone",
        },
        {
          title: "Druckprodukte",
          description:
            "Flyer, Plakate, Visitenkarten und Aufkleber als druckfertige Dateien mit Beschnittzugabe und passendem Farbprofil.",
          icon: "layers",
        },
        {
          title: "Illustrationen",
          description:
            "Eigene Bildwelten statt austauschbarer Archivfotos, damit Ihre Website und Ihre Beiträge unverwechselbar wirken.",
          icon: "star",
        },
      ],
    },
    aiAdvantages: {
      title: "KI als kreativer Sparringspartner",
      items: [
        {
          icon: "sparkles",
          text: "Erste Stilrichtungen und Stimmungsbilder entstehen mit KI in kurzer Zeit, sodass Sie früh sehen, wohin die Reise geht.",
        },
        {
          icon: "layers",
          text: "Ein fertiges Motiv wird automatisch in alle benötigten Formate übertragen und danach von Hand nachjustiert.",
        },
        {
          icon: "palette",
          text: "Hintergründe lassen sich erweitern, Objekte freistellen und Produktfotos aufwerten, ganz ohne neues Fotoshooting.",
        },
        {
          icon: "bolt",
          text: "Varianten für Tests sind schnell erstellt, etwa dasselbe Motiv mit anderer Farbe oder anderem Bildausschnitt.",
        },
      ],
    },
    benefits: {
      title: "Was gutes Design bewirkt",
      items: [
        {
          title: "Professioneller Eindruck",
          description:
            "Stimmige Grafiken signalisieren Sorgfalt und lassen auch ein kleines Unternehmen groß auftreten.",
        },
        {
          title: "Wiedererkennung",
          description:
            "Wer Ihre Farben und Formen öfter sieht, verbindet sie mit Ihnen, lange bevor das Logo erscheint.",
        },
        {
          title: "Zeitersparnis im Alltag",
          description:
            "Mit fertigen Vorlagen sind Aktionen und Ankündigungen schnell erstellt, ohne jedes Mal neu zu gestalten.",
        },
      ],
    },
    process: {
      title: "Der Weg zur fertigen Grafik",
      steps: [
        {
          title: "Auftrag besprechen",
          description:
            "Wofür wird die Grafik gebraucht, wo erscheint sie, welche Maße und Fristen gelten? Sie schicken mir Logo, Farben und Beispiele, die Ihnen gefallen.",
        },
        {
          title: "Entwürfe mit Varianten",
          description:
            "Ich zeige Ihnen unterschiedliche Richtungen, damit Sie vergleichen können, statt nur Ja oder Nein zu sagen.",
        },
        {
          title: "Ausarbeiten und korrigieren",
          description: "Die gewählte Richtung wird verfeinert, und Ihre Anmerkungen fließen in die Korrekturrunde ein.",
        },
        {
          title: "Dateien für jeden Zweck",
          description:
            "Sie erhalten Web-Exporte, Druck-PDFs und bearbeitbare Vorlagen, ordentlich benannt und in einem Ordner gesammelt.",
        },
      ],
    },
    personal: {
      title: "Design mit Blick aufs Geschäft",
      description:
        "Schöne Grafiken sind gut, Grafiken, die verkaufen, sind besser. Ich frage deshalb zuerst, was eine Grafik erreichen soll, und gestalte sie dann so, dass die wichtigste Information sofort ins Auge fällt.",
    },
    cta: {
      title: "Geben Sie Ihrer Marke ein einheitliches Gesicht",
      description: `Auf der Preisseite finden Sie das Branding-Kit als Einzelleistung „Brand Designer“; Grafiken für Beiträge und Anzeigen entstehen ${inPackages(figures.postsPerMonth)} mit den Beiträgen und Werbekampagnen. Für einzelne Grafikaufträge erstelle ich Ihnen gern ein Angebot.`,
      ask: serviceRequest("grafikdesigner"),
    },
  },
} satisfies ServiceRecord;
