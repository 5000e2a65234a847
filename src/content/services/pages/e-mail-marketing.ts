import { facts, figures, figuresByCase } from "#shared/facts.ts";
import { atSentenceStart, countOf, countedNouns } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

/** "in den Paketen Start und Viral": the packages with the e-mail campaigns, as /preise lists them. */
const packages = inPackages(figures.emailCampaignsPerMonth);
/** "3 automatisierte E-Mail-Kampagnen und 4 Newsletter pro Monat" */
const monthlyMails = `${countOf(facts.emailCampaigns.perMonth, countedNouns.automatedEmailCampaign, "nominative")} und ${figuresByCase.newslettersPerMonth.nominative}`;

export default {
  slug: "e-mail-marketing",
  title: "E-Mail-Marketing mit KI: Kampagnen und Newsletter",
  description: `${atSentenceStart(packages)}: ${monthlyMails}, mit KI geschrieben und sauber eingerichtet, für Firmen ohne Marketingteam.`,
  seoKeywords: [
    "E-Mail-Marketing",
    "Newsletter erstellen lassen",
    "E-Mail-Automatisierung",
    "Newsletter für kleine Unternehmen",
    "KI E-Mail-Marketing",
  ],
  content: {
    variant: "full",
    hero: {
      title: "E-Mail-Marketing, das für Sie weiterarbeitet",
      intro: "E-Mail-Marketing mit KI",
      subtitle: `${atSentenceStart(packages)}: ${monthlyMails}, ohne dass Sie selbst schreiben müssen.`,
      description:
        "Ihre Kontaktliste ist ein Schatz, den viele kleine Unternehmen ungenutzt liegen lassen. Ich plane Begrüßungsstrecken, Reaktivierungen und Angebots-E-Mails, schreibe die Texte mit KI-Unterstützung vor, stimme sie mit Ihnen ab und richte den Versand so ein, dass jede Nachricht im passenden Moment ankommt.",
      image: {
        src: "/images/services/e-mail-marketing.svg",
        alt: "Illustration eines geöffneten Briefumschlags, aus dem mehrere E-Mails in zeitlicher Abfolge herausfliegen",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Welches E-Mail-Programm brauche ich dafür?",
        answer:
          "Ich arbeite mit gängigen Newsletter-Diensten, die Server in der EU anbieten. Haben Sie bereits ein Konto, übernehme ich es; andernfalls empfehle ich einen Dienst, der zu Ihrer Listengröße passt, und richte ihn gemeinsam mit Ihnen ein.",
      },
      {
        question: "Darf ich meine bestehenden Kundenadressen anschreiben?",
        answer:
          "Nur, wenn eine Einwilligung vorliegt oder eine gesetzliche Ausnahme greift; ob das für Ihre Adressen gilt, klären Sie bitte mit einer Rechtsberatung. Ich sehe mit Ihnen nach, woher die Adressen stammen und ob Einwilligungen dokumentiert sind, und richte für neue Kontakte ein Double-Opt-in ein.",
      },
      {
        question: "Was ist der Unterschied zwischen Kampagne und Newsletter?",
        answer:
          "Eine automatisierte Kampagne läuft von selbst an, sobald etwas passiert: eine Anmeldung, ein Kauf, ein abgebrochener Warenkorb oder lange Funkstille. Ein Newsletter geht dagegen zu einem festen Termin an alle Empfänger und berichtet über Neuigkeiten, Tipps oder Aktionen.",
      },
      {
        question: "Wie viel Zeit muss ich im Monat einplanen?",
        answer:
          "Rechnen Sie mit einem kurzen Abstimmungstermin zu Monatsbeginn und der Freigabe der Entwürfe. Schreiben, Gestalten, Testen und Auswerten übernehme ich.",
      },
    ],
    features: {
      title: "Was in Ihrem E-Mail-Marketing steckt",
      items: [
        {
          title: "Begrüßungsstrecke",
          description:
            "Neue Abonnentinnen und Abonnenten erhalten eine kurze Serie, die Ihr Unternehmen vorstellt, Vertrauen aufbaut und mit einem konkreten Angebot endet.",
          icon: "mailOpen",
        },
        {
          title: "Automatisierte Kampagnen",
          description: `${atSentenceStart(packages)} entstehen ${figuresByCase.emailCampaignsPerMonth.nominative}: Abläufe, die auf Auslöser reagieren, etwa Geburtstage, Folgekäufe oder eine lange Bestellpause.`,
          icon: "bolt",
        },
        {
          title: "Regelmäßige Newsletter",
          description: `${atSentenceStart(figuresByCase.newslettersPerMonth.nominative)} mit Neuigkeiten, Praxistipps und Aktionen halten Sie im Gedächtnis, ohne aufdringlich zu wirken.`,
          icon: "mail",
        },
        {
          title: "Segmente statt Gießkanne",
          description:
            "Ich teile Ihre Liste nach Interessen und Kaufverhalten auf, damit Ihre Stammkundschaft andere E-Mails bekommt als Erstinteressierte.",
          icon: "layers",
        },
        {
          title: "Vorlagen im Markendesign",
          description:
            "Farben, Logo und Schriften Ihres Auftritts fließen in eine Gestaltung, die auf dem Smartphone genauso gut lesbar ist wie am Computer.",
          icon: "palette",
        },
        {
          title: "Auswertung im Klartext",
          description:
            "Sie erfahren, welche Betreffzeilen geöffnet und welche Links geklickt wurden und was ich daraus für den nächsten Monat ableite.",
          icon: "chart",
        },
      ],
    },
    aiAdvantages: {
      title: "Wo die KI den Unterschied macht",
      items: [
        {
          icon: "pen",
          text: "Die KI schlägt mehrere Betreffzeilen pro E-Mail vor, damit die stärkste Variante im Test gegen eine zweite antreten kann.",
        },
        {
          icon: "clock",
          text: "Versandzeiten richten sich nach dem bisherigen Öffnungsverhalten Ihrer Empfänger statt nach Gefühl.",
        },
        {
          icon: "sparkles",
          text: "Aus einem Blogartikel oder einem Produktblatt entstehen schnell Newsletter-Abschnitte, die ich anschließend redaktionell glätte.",
        },
        {
          icon: "target",
          text: "Produktempfehlungen in Folge-E-Mails richten sich danach, was jemand bereits gekauft oder angeklickt hat.",
        },
      ],
    },
    benefits: {
      title: "Warum sich E-Mail für kleine Unternehmen lohnt",
      items: [
        {
          title: "Unabhängig von Algorithmen",
          description:
            "Ihre Liste gehört Ihnen. Anders als bei Social-Media-Reichweite entscheidet keine Plattform darüber, wer Ihre Nachricht zu sehen bekommt.",
        },
        {
          title: "Umsatz aus bestehenden Kontakten",
          description:
            "Wer schon einmal gekauft hat, kauft leichter wieder. Automatisierte Erinnerungen sprechen genau diese Menschen erneut an.",
        },
        {
          title: "Planbarer Aufwand",
          description:
            "Sie wissen jeden Monat, was verschickt wird, und geben nur noch frei, statt abends selbst Texte zu formulieren.",
        },
        {
          title: "Technische Grundlagen",
          description:
            "Fehlende Abmeldelinks, zu viele Bilder oder eine ungeprüfte Absenderdomain führen schnell in den Spam-Ordner. Ich richte die technischen Grundlagen sauber ein.",
        },
      ],
    },
    process: {
      title: "So starten Ihre Kampagnen",
      steps: [
        {
          title: "Bestandsaufnahme",
          description:
            "Ich sehe mir Ihre Kontaktliste, Ihre Anmeldeformulare und bisherige Aussendungen an und halte fest, welche Einwilligungen dokumentiert sind.",
        },
        {
          title: "Kampagnenplan",
          description:
            "Mit Ihnen lege ich fest, welche Automatisierungen zuerst entstehen und welche Themen die Newsletter des Monats tragen.",
        },
        {
          title: "Texte und Aufbau",
          description:
            "Ich schreibe und gestalte jede E-Mail und teste sie auf verschiedenen Geräten. Sie erhalten die Entwürfe gesammelt zur Freigabe.",
        },
        {
          title: "Versand und Lernen",
          description:
            "Nach dem Start beobachte ich Öffnungen, Klicks und Abmeldungen und passe Betreffzeilen und Inhalte Monat für Monat an.",
        },
      ],
    },
    personal: {
      title: "Ihre Ansprechpartnerin für E-Mail-Marketing",
      description:
        "Ich betreue Ihre Kampagnen persönlich, von der ersten Listenprüfung bis zum Monatsbericht. Sie haben keine wechselnden Zuständigen, sondern eine Person, die Ihre Kundschaft und Ihren Ton kennt und Rückfragen selbst beantwortet.",
    },
    cta: {
      title: "Bereit für E-Mails, die gelesen werden?",
      description: `${atSentenceStart(packages)} sind je ${monthlyMails} enthalten; die Einzelheiten stehen auf der Preisseite. Fragen zu Ihrer Kontaktliste beantworte ich Ihnen gern direkt.`,
      ask: serviceRequest("e-mail-marketing"),
    },
  },
} satisfies ServiceRecord;
