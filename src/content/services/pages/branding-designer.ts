import { figures } from "#shared/facts.ts";
import { singleServiceOfferSentence } from "../../pricing/single-services";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

const offer = singleServiceOfferSentence("branding-designer");

export default {
  slug: "branding-designer",
  title: "Branding-Designer: Logo, Farben und Schriften als Kit",
  description: `Ihr Branding-Kit mit Logo, Farbpalette, Schriften und Gestaltungsregeln, damit man Sie überall wiedererkennt. Als Einzelleistung zum Festpreis.`,
  seoKeywords: [
    "Branding-Designer",
    "Logo erstellen lassen",
    "Branding-Kit",
    "Corporate Design für kleine Unternehmen",
    "Markenauftritt",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Ein Markenauftritt, der im Gedächtnis bleibt",
      intro: "Branding-Designer",
      subtitle: "Logo, Farben, Schriften und Regeln als fertiges Branding-Kit.",
      description:
        "Ihre Marke ist mehr als ein Logo: Sie ist das Gefühl, das Menschen haben, wenn sie Ihren Namen lesen. Ich entwickle ein Branding-Kit, das zu Ihren Werten und Ihrer Zielgruppe passt, und lege fest, wie es auf Website, Social Media, Fahrzeug oder Visitenkarte eingesetzt wird. Die KI hilft mir, viele Ideen durchzuspielen; die Auswahl treffen Sie mit mir zusammen.",
      image: {
        src: "/images/services/branding-designer.svg",
        alt: "Illustration eines Branding-Kits mit Logo-Entwürfen, Farbfeldern, Schriftmustern und einer Visitenkarte",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Was kostet ein Branding-Kit?",
        answer: `${offer} Wie Logo, Farben und Schriften für Ihr Unternehmen aussehen, stimme ich im Erstgespräch mit Ihnen ab.`,
      },
      {
        question: "Ich habe schon ein Logo. Muss ich es wegwerfen?",
        answer:
          "Nicht unbedingt. Oft genügt es, ein bestehendes Logo behutsam zu modernisieren und um Farben, Schriften und Regeln zu ergänzen. Ein Neuanfang lohnt sich vor allem, wenn das alte Zeichen schlecht lesbar ist oder nicht mehr zu Ihrem Angebot passt.",
      },
      {
        question: "Wie viele Änderungen sind möglich?",
        answer: `Eine Korrekturrunde ist enthalten. Betreffen Ihre Änderungswünsche bis zu ${figures.correctionPartialShare} eines Entwurfs, erhalten Sie ihn innerhalb von ${figures.correctionPartialDays} zurück, eine völlig neue Fassung innerhalb von ${figures.correctionFullDays}.`,
      },
      {
        question: "Welche Rechte habe ich danach am Logo?",
        answer:
          "Nach vollständiger Bezahlung erhalten Sie alle Dateien und ein einfaches, zeitlich und räumlich unbeschränktes Nutzungsrecht für die vereinbarten Zwecke. Eine Markenanmeldung übernehme ich nicht; ich empfehle aber, vorher prüfen zu lassen, ob Name und Zeichen noch frei sind.",
      },
    ],
    features: {
      title: "Was in Ihrem Branding-Kit steckt",
      items: [
        {
          title: "Logo in allen Varianten",
          description:
            "Hauptlogo, kompakte Version, einfarbige Fassung und Favicon, jeweils für hellen und dunklen Hintergrund.",
          icon: "star",
        },
        {
          title: "Farbpalette",
          description:
            "Haupt- und Akzentfarben mit Farbwerten für Bildschirm und Druck, geprüft auf ausreichenden Kontrast und gute Lesbarkeit.",
          icon: "palette",
        },
        {
          title: "Schriften",
          description:
            "Eine Kombination für Überschriften und Fließtext, die zu Ihrer Marke passt und auf Website und Papier gut funktioniert.",
          icon: "pen",
        },
        {
          title: "Gestaltungsregeln",
          description:
            "Ein kompakter Gestaltungsleitfaden zeigt Abstände, Bildsprache und Beispiele dafür, was erlaubt ist und was nicht.",
          icon: "layers",
        },
        {
          title: "Erste Anwendungen",
          description:
            "Visitenkarte, Profilbild für Social Media und E-Mail-Signatur, damit Ihr neuer Auftritt sofort sichtbar wird.",
          icon: "check",
        },
      ],
    },
    aiAdvantages: {
      title: "Mehr Ideen in kürzerer Zeit",
      items: [
        {
          icon: "sparkles",
          text: "In der Ideenphase erzeugt die KI viele Logo-Skizzen und Stilrichtungen, aus denen ich die vielversprechendsten auswähle und von Hand ausarbeite.",
        },
        {
          icon: "palette",
          text: "Farbkombinationen werden automatisch auf Kontrast und Barrierefreiheit geprüft, bevor sie in die Palette aufgenommen werden.",
        },
        {
          icon: "globe",
          text: "Musteransichten zeigen Ihr Branding auf Schaufenster, Fahrzeug, Verpackung oder Website, noch bevor etwas gedruckt wird.",
        },
        {
          icon: "search",
          text: "Eine Analyse der Wettbewerber zeigt, welche Farben und Formen in Ihrer Branche üblich sind, damit Sie sich bewusst abheben.",
        },
      ],
    },
    benefits: {
      title: "Warum ein durchdachtes Branding zählt",
      items: [
        {
          title: "Sofort erkennbar",
          description:
            "Ein einheitlicher Auftritt sorgt dafür, dass Menschen Sie auf Instagram, im Briefkasten und auf der Straße wiedererkennen.",
        },
        {
          title: "Höherer wahrgenommener Wert",
          description:
            "Ein professionelles Erscheinungsbild macht es leichter, Preise zu verlangen, die Ihrer Qualität entsprechen.",
        },
        {
          title: "Einfachere Zusammenarbeit",
          description:
            "Druckerei, Webdesign oder Schilderwerkstatt erhalten klare Vorgaben und liefern passende Ergebnisse.",
        },
      ],
    },
    process: {
      title: "So entsteht Ihr Branding-Kit",
      steps: [
        {
          title: "Markenkern klären",
          description:
            "In einem Gespräch erarbeite ich mit Ihnen, wofür Ihr Unternehmen steht, wen es anspricht und welche Eigenschaften es ausstrahlen soll.",
        },
        {
          title: "Ideen und Richtungen",
          description:
            "Mit KI-Unterstützung erkunde ich Stile und zeige Ihnen ausgewählte Richtungen mit Logo, Farben und Schrift im Zusammenspiel.",
        },
        {
          title: "Ausarbeitung",
          description:
            "Die gewählte Richtung wird verfeinert, auf Lesbarkeit in kleinen Größen geprüft und in alle Varianten übertragen.",
        },
        {
          title: "Übergabe des Kits",
          description:
            "Sie erhalten alle Dateien, den Gestaltungsleitfaden und die ersten Anwendungen, sortiert und bereit für Druckerei und Website.",
        },
      ],
    },
    personal: {
      title: "Eine Marke, die zu Ihnen passt, nicht zu einem Trend",
      description:
        "Ich gestalte Marken, die auch in einigen Jahren noch stimmig wirken. Dafür höre ich zuerst zu: Wie sprechen Sie mit Ihrer Kundschaft, worauf sind Sie stolz, was soll auf keinen Fall passieren? Aus diesen Antworten entsteht ein Auftritt mit Haltung.",
    },
    cta: {
      title: "Bereit für einen Auftritt mit Wiedererkennungswert?",
      description: `Das Branding-Kit finden Sie auf der Preisseite bei den Einzelleistungen unter „Brand Designer“; ${inPackages("Branding-Kit")} ist es ebenfalls enthalten. Fragen Sie mich gern an, wenn Sie wissen möchten, was es für Ihr Unternehmen umfasst.`,
    },
  },
} satisfies ServiceRecord;
